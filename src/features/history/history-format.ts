/** The history screens' formatters: the player's (src/ui/use-player-format), with `time` for a round's instant in ms. */
import { usePlayerFormat } from '../../ui/use-player-format';

export interface Formatters {
  money(value: number | null | undefined): string;
  number(value: number | null | undefined, decimals?: number): string;
  time(ms: number | null | undefined): string;
}

export function useFormatters(): Formatters {
  const { money, number, dateTime } = usePlayerFormat();
  return { money, number, time: dateTime };
}
