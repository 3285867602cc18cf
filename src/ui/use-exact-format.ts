/**
 * Numbers that keep every digit (a verifier's float, an operator's "96.50" RTP), with the §5
 * separators of the element's locale: the companion of use-player-format for the few screens that
 * show such numbers, kept apart so the other pages do not carry it.
 */
import { useMemo } from 'react';
import { formatExact } from '../core/format-exact';
import { useElement } from './element-context';

/** `exact(value, minDecimals)`: every digit, at least `minDecimals` after the point; N/A for none. */
export function useExactFormat(): (value: number | null | undefined, minDecimals?: number) => string {
  const { locale } = useElement();
  return useMemo(
    () =>
      (value, minDecimals = 0) =>
        value == null ? 'N/A' : formatExact(value, { locale, minDecimals }),
    [locale],
  );
}
