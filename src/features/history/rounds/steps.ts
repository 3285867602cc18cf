/** Crash and limbo (get-step-detail-record): the multiplier at each step and where the player cashed out. */
import { count, list, num, record, type Parsed } from './read';

export interface Step { step: number; multiplier: number | null; cashOut: boolean; time: number | null }

export function parseSteps(input: unknown): Parsed<Step[]> {
  const raw = list(input);
  if (!raw) return { value: [], incomplete: true };
  let incomplete = false;
  const value: Step[] = [];
  for (const [i, item] of raw.entries()) {
    const s = record(item);
    if (!s) {
      incomplete = true;
      continue;
    }
    const multiplier = num(s.Multiplier);
    if (multiplier === null) incomplete = true;
    value.push({ step: count(s.Step) ?? i + 1, multiplier, cashOut: s.CashOut === true, time: num(s.Time) });
  }
  value.sort((a, b) => a.step - b.step);
  return { value, incomplete };
}
