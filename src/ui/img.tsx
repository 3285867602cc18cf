/**
 * §2 image fallback: the localized image, then the fallback-locale image, then a blank pixel —
 * never a broken-image icon. Images exist in three languages (zh-CN, zh-TW, en-US); every other
 * locale uses en-US.
 */
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import type { Locale } from '../i18n/locales';
import { imageCandidates } from './image-candidates';

export { BLANK_PIXEL, FALLBACK_IMAGE_LANG, imageCandidates } from './image-candidates';

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
