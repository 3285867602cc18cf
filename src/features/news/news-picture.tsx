/**
 * A server picture (ImagePath) through the §2 fallback chain: localized (when the operator has
 * pictures in the player's language, user api info `PictureLanguages`), en-US, blank pixel.
 */
import type { ImgHTMLAttributes } from 'react';
import { useAtomValue } from 'jotai/react';
import { userApiInfoAtom } from '../../state/session';
import { BLANK_PIXEL, Img } from '../../ui/img';
import { useElement } from '../../ui/element-context';
import { imageParts } from './news-rules';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  image: string;
  origin: string | null;
  alt: string;
}

export function Picture({ image, origin, alt, ...rest }: PictureProps) {
  const { locale } = useElement();
  const languages = useAtomValue(userApiInfoAtom)?.PictureLanguages;
  const parts = imageParts(image, origin);
  if (!parts) return <img {...rest} alt={alt} src={BLANK_PIXEL} />;
  return <Img {...rest} base={parts.base} name={parts.name} locale={locale} languages={languages} alt={alt} />;
}
