/** The single-round log summary (get-single-round-log-summary): spins, free spins, total bet and win. */
import { count, num, record, type Parsed } from './read';

export interface SpinSummary {
  spins: number | null;
  freeSpins: number | null;
  totalBet: number | null;
  totalWin: number | null;
}

export function parseSummary(input: unknown): Parsed<SpinSummary | null> {
  const s = record(input);
  if (!s) return { value: null, incomplete: true };
  const value = {
    spins: count(s.Spins),
    freeSpins: count(s.FreeSpins),
    totalBet: num(s.TotalBet),
    totalWin: num(s.TotalWin),
  };
  return { value, incomplete: Object.values(value).some((v) => v === null) };
}
