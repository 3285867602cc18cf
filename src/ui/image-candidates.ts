/**
 * §2 image fallback order: the localized image, then the fallback-locale image, then a blank
 * pixel. Apart from ui/img.tsx so code that only needs the first URL (a prefetch) does not carry
 * the component.
 */
import { DEFAULT_PICTURE_LANGUAGES } from '../api/contract/settings';
import { API_LANG, type Locale } from '../i18n/locales';

export const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const FALLBACK_IMAGE_LANG = 'en-US';

/**
 * The sources to try, in order: `{base}/{lang}/{name}` when the player's language (its platform
 * tag, `th-TH`) is one the pictures exist in, then the fallback language's (en-US), then the blank
 * pixel. `languages` is the operator's `PictureLanguages` (user api info) for its pictures; the
 * bundle's own pictures have the spec's three. Asking only for a listed language spares every
 * other locale a 404 before each picture.
 */
export function imageCandidates(
  base: string,
  name: string,
  locale: Locale,
  languages: readonly string[] = DEFAULT_PICTURE_LANGUAGES,
): string[] {
  const root = base.replace(/\/+$/, '');
  const file = encodeURIComponent(name);
  const wanted = API_LANG[locale];
  const lang = languages.includes(wanted) ? wanted : FALLBACK_IMAGE_LANG;
  const list = [`${root}/${lang}/${file}`];
  if (lang !== FALLBACK_IMAGE_LANG) list.push(`${root}/${FALLBACK_IMAGE_LANG}/${file}`);
  list.push(BLANK_PIXEL);
  return list;
}
