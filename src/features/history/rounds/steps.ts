/** Crash and limbo (get-step-detail-record): the multiplier at each step and where the player cashed out. */
import { count, entries, num, type Parsed } from './read';

export interface Step {
  step: number;
  multiplier: number | null;
  cashOut: boolean;
  time: number | null;
}

export function parseSteps(input: unknown): Parsed<Step[]> {
  const steps = entries(input, (s, i): Step => ({
    step: count(s.Step) ?? i + 1,
    multiplier: num(s.Multiplier),
    cashOut: s.CashOut === true,
    time: num(s.Time),
  }));
  steps.value.sort((a, b) => a.step - b.step);
  // A step without its multiplier is kept (its place in the round still shows) but incomplete.
  return { value: steps.value, incomplete: steps.incomplete || steps.value.some((s) => s.multiplier === null) };
}
