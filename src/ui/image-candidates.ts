/**
 * §2 image fallback order: the localized image, then the fallback-locale image, then a blank
 * pixel. Apart from ui/img.tsx so code that only needs the first URL (a prefetch) does not carry
 * the component.
 */
import type { Locale } from '../i18n/locales';

export const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const IMAGE_LANGS: Partial<Record<Locale, string>> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };
export const FALLBACK_IMAGE_LANG = 'en-US';

/** The sources to try, in order: `{base}/{lang}/{name}`, the fallback language's, the blank pixel. */
export function imageCandidates(base: string, name: string, locale: Locale): string[] {
  const root = base.replace(/\/+$/, '');
  const file = encodeURIComponent(name);
  const lang = IMAGE_LANGS[locale] ?? FALLBACK_IMAGE_LANG;
  const list = [`${root}/${lang}/${file}`];
  if (lang !== FALLBACK_IMAGE_LANG) list.push(`${root}/${FALLBACK_IMAGE_LANG}/${file}`);
  list.push(BLANK_PIXEL);
  return list;
}
