/** The history screens' formatters: the player's (src/ui/use-player-format), with `time` for a round's instant in ms. */
import { useMemo } from 'react';
import { usePlayerFormat } from '../../ui/use-player-format';

export interface Formatters {
  money(value: number | null | undefined): string;
  number(value: number | null | undefined, decimals?: number): string;
  time(ms: number | null | undefined): string;
}

/**
 * One object per locale, currency and time zone: the history list's rows are memoized on it, so
 * a row formats its amounts and time once, not on every scroll frame (issue 30).
 */
export function useFormatters(): Formatters {
  const format = usePlayerFormat();
  return useMemo(() => ({ money: format.money, number: format.number, time: format.dateTime }), [format]);
}
