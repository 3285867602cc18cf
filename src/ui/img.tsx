/**
 * §2 image fallback: the localized image, then the fallback-locale image, then a blank pixel —
 * never a broken-image icon. Pictures exist in the languages `languages` lists (the spec's zh-CN,
 * zh-TW and en-US unless an operator says more, see image-candidates); every other locale uses en-US.
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
  /** The languages these pictures exist in (platform tags); the spec's three when absent. */
  languages?: readonly string[];
}

export function Img({ base, name, locale, alt, languages, ...rest }: ImgProps) {
  const candidates = imageCandidates(base, name, locale, languages);
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
