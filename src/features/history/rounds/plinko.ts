/** Plinko: the ball's path through the pins (0 = left, 1 = right) and the slot it landed in. */
import { count, list, num, record, str, type Parsed } from './read';

export interface PlinkoDrop {
  rows: number;
  risk: string;
  path: (0 | 1)[];
  slot: number;
  multiplier: number | null;
}

export function parsePlinko(input: unknown): Parsed<PlinkoDrop | null> {
  const payload = record(input);
  const rows = count(payload?.Rows);
  if (!payload || !rows || rows > 32) return { value: null, incomplete: true };
  const raw = list(payload.Path) ?? [];
  const path = raw.filter((step): step is 0 | 1 => step === 0 || step === 1);
  const incomplete = path.length !== rows || raw.length !== path.length;
  const risk = str(payload.Risk) ?? '';
  return {
    value: {
      rows,
      risk,
      path,
      slot: path.reduce<number>((sum, step) => sum + step, 0),
      multiplier: num(payload.Multiplier),
    },
    incomplete,
  };
}
