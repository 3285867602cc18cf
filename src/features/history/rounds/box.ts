/** Box detail (get-box-detail-info): the boxes on offer, their prizes, and which the player opened. */
import { count, entries, num, record, type Parsed } from './read';

export interface Box {
  index: number;
  prize: number | null;
  opened: boolean;
}

export function parseBoxes(input: unknown): Parsed<Box[]> {
  const boxes = entries(record(input)?.Boxes, (b, i): Box => ({
    index: count(b.Index) ?? i,
    prize: num(b.Prize),
    opened: b.Opened === true,
  }));
  return { value: boxes.value, incomplete: boxes.incomplete || boxes.value.some((b) => b.prize === null) };
}
