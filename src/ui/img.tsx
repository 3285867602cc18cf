/**
 * §2 image fallback: the localized image, then the fallback-locale image, then a blank pixel —
 * never a broken-image icon. Images exist in three languages (zh-CN, zh-TW, en-US); every other
 * locale uses en-US.
 */
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
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

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  base: string;
  name: string;
  locale: Locale;
  alt: string;
}

export function Img({ base, name, locale, alt, ...rest }: ImgProps) {
  const candidates = imageCandidates(base, name, locale);
  const key = candidates.join('|');
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [key]);
  return (
    <img
      {...rest}
      alt={alt}
      src={candidates[Math.min(index, candidates.length - 1)]}
      onError={() => setIndex((i) => Math.min(i + 1, candidates.length - 1))}
    />
  );
}
