/** Table games (roulette, sicbo, dragon tiger, bicho, colour prediction, cockfight, wheel): the outcome and each bet area. */
import { entries, num, record, str, type Parsed } from './read';

export interface Area {
  area: string;
  target: string;
  bet: number | null;
  odds: number | null;
  win: number | null;
}
export interface AreasRound {
  outcome: string | null;
  areas: Area[];
}

export function parseAreas(input: unknown): Parsed<AreasRound> {
  const payload = record(input);
  const areas = entries(payload?.Areas, (a) => {
    const area = str(a.Area);
    return area ? { area, target: str(a.Target) ?? '', bet: num(a.Bet), odds: num(a.Odds), win: num(a.Win) } : null;
  });
  const outcome = str(payload?.Outcome) || null;
  return { value: { outcome, areas: areas.value }, incomplete: areas.incomplete || !outcome };
}
