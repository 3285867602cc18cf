/** Box detail (get-box-detail-info): the boxes on offer, their prizes, and which the player opened. */
import { count, list, num, record, type Parsed } from './read';

export interface Box { index: number; prize: number | null; opened: boolean }

export function parseBoxes(input: unknown): Parsed<Box[]> {
  const raw = list(record(input)?.Boxes);
  if (!raw) return { value: [], incomplete: true };
  let incomplete = false;
  const value: Box[] = [];
  for (const [i, item] of raw.entries()) {
    const b = record(item);
    if (!b) {
      incomplete = true;
      continue;
    }
    const prize = num(b.Prize);
    if (prize === null) incomplete = true;
    value.push({ index: count(b.Index) ?? i, prize, opened: b.Opened === true });
  }
  return { value, incomplete };
}
