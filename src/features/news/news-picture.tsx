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

/**
 * The intrinsic size of each kind of picture the platform serves (a banner 3:1, a promotion 16:9, a
 * game entrance square): the box the page holds for it before it arrives.
 */
const SIZES = {
  banner: { width: 1200, height: 400 },
  promotion: { width: 640, height: 360 },
  entrance: { width: 200, height: 200 },
} as const;

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  kind: keyof typeof SIZES;
  image: string;
  origin: string | null;
  /** None: a picture beside its own text (decorative). */
  alt?: string;
}

export function Picture({ kind, image, origin, alt = '', ...rest }: PictureProps) {
  const { locale } = useElement();
  const languages = useAtomValue(userApiInfoAtom)?.PictureLanguages;
  const parts = imageParts(image, origin);
  const size = SIZES[kind];
  if (!parts) return <img {...rest} {...size} alt={alt} src={BLANK_PIXEL} />;
  return (
    <Img {...rest} {...size} base={parts.base} name={parts.name} locale={locale} languages={languages} alt={alt} />
  );
}
