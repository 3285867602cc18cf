/** Table games (roulette, sicbo, dragon tiger, bicho, colour prediction, cockfight, wheel): the outcome and each bet area. */
import { list, num, record, str, type Parsed } from './read';

export interface Area { area: string; target: string; bet: number | null; odds: number | null; win: number | null }
export interface AreasRound { outcome: string | null; areas: Area[] }

export function parseAreas(input: unknown): Parsed<AreasRound> {
  const payload = record(input);
  const raw = list(payload?.Areas);
  let incomplete = !raw;
  const areas: Area[] = [];
  for (const item of raw ?? []) {
    const a = record(item);
    const area = str(a?.Area);
    if (!a || !area) {
      incomplete = true;
      continue;
    }
    areas.push({ area, target: str(a.Target) ?? '', bet: num(a.Bet), odds: num(a.Odds), win: num(a.Win) });
  }
  const outcome = str(payload?.Outcome) || null;
  if (!outcome) incomplete = true;
  return { value: { outcome, areas }, incomplete };
}
