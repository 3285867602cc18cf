/** Keno: the drawn numbers, the player's picks, and the hits (picks that were drawn) on a 1–40 or 1–80 board. */
import { count, list, record, type Parsed } from './read';

export interface KenoBoard {
  size: number;
  drawn: Set<number>;
  picked: Set<number>;
  hits: number[];
}

export function parseKeno(input: unknown): Parsed<KenoBoard> {
  const payload = record(input);
  let incomplete = false;
  const numbers = (value: unknown) => {
    const raw = list(value);
    if (!raw) incomplete = true;
    const out = new Set<number>();
    for (const n of raw ?? []) {
      const v = count(n);
      if (v !== null && v >= 1 && v <= 80) out.add(v);
      else incomplete = true;
    }
    return out;
  };
  const drawn = numbers(payload?.Drawn);
  const picked = numbers(payload?.Picked);
  const size = Math.max(0, ...drawn, ...picked) > 40 ? 80 : 40;
  const hits = [...picked].filter((n) => drawn.has(n)).sort((a, b) => a - b);
  return { value: { size, drawn, picked, hits }, incomplete };
}
