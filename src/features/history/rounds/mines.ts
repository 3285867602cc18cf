/** Mines (bomb detail): a square board, where the mines were, which cells the player opened. */
import { count, list, num, record, type Parsed } from './read';

export type MineCell = 'hidden' | 'mine' | 'safe-picked' | 'mine-picked';

export interface MinesBoard {
  side: number;
  cells: MineCell[];
  multiplier: number | null;
  busted: boolean;
  mineCount: number;
  picks: number;
}

export function parseMines(input: unknown): Parsed<MinesBoard | null> {
  const detail = record(input);
  const size = count(detail?.Size);
  const side = size ? Math.round(Math.sqrt(size)) : 0;
  if (!detail || !size || side * side !== size || side > 10) return { value: null, incomplete: true };
  let incomplete = false;
  const indexes = (value: unknown) => {
    const raw = list(value);
    if (!raw) incomplete = true;
    return new Set(
      (raw ?? []).map(count).filter((i): i is number => {
        const ok = i !== null && i < size;
        if (!ok) incomplete = true;
        return ok;
      }),
    );
  };
  const mines = indexes(detail.Mines);
  const picks = indexes(detail.Picks);
  const cells: MineCell[] = Array.from({ length: size }, (_, i) =>
    picks.has(i) ? (mines.has(i) ? 'mine-picked' : 'safe-picked') : mines.has(i) ? 'mine' : 'hidden',
  );
  return {
    value: {
      side,
      cells,
      multiplier: num(detail.Multiplier),
      busted: detail.Busted === true,
      mineCount: mines.size,
      picks: picks.size,
    },
    incomplete,
  };
}
