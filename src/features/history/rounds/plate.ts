/**
 * §3 plate info → a grid of slot symbols. `Plate` is the symbols joined, each `SymbolLength`
 * characters: the first is the symbol, the rest (when present) its length — how many cells a
 * tall symbol covers. `PlateNumStr` is comma separated, one entry per cell (a multiplier or a
 * prize on the cell), empty when the cell has none. Cells are in row-major order.
 */
import { count, num, record, str, type Parsed } from './read';

/**
 * The symbols the seeded slots use: a card rank or "7" as it is printed, a word symbol as its
 * catalogue code (terms.ts names it); anything else is shown as its raw text, marked unknown.
 */
export const SLOT_SYMBOLS: Record<string, string> = {
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
  W: 'wild',
  S: 'scatter',
  B: 'bonus',
  G: 'gem',
  R: '7',
};

export interface PlateCell {
  /** The raw symbol text from the plate. */
  symbol: string;
  /** The known symbol's rank or catalogue code (name it with terms.ts), or the raw symbol. */
  label: string;
  known: boolean;
  /** Cells the symbol covers, when the plate says (SymbolLength > 1). */
  length: number | null;
  /** The number on the cell, from PlateNumStr. */
  number: number | null;
}

export interface PlateGrid {
  columns: number;
  rows: number;
  /** rows × columns; the last row may be short when the plate is incomplete. */
  cells: PlateCell[][];
  win: number | null;
  step: number;
}

const MAX_CELLS = 400;

export function parsePlate(input: unknown): Parsed<PlateGrid | null> {
  const info = record(input);
  const plate = typeof info?.Plate === 'string' ? info.Plate : null;
  if (!info || plate === null || plate === '') return { value: null, incomplete: true };
  let incomplete = false;
  let size = count(info.SymbolLength);
  if (size === null || size < 1 || size > 8) {
    size = 1;
    incomplete = true;
  }
  const chars = [...plate];
  if (chars.length % size !== 0) incomplete = true;
  const total = Math.min(Math.floor(chars.length / size), MAX_CELLS);
  if (total === 0) return { value: null, incomplete: true };
  const numbers = (str(info.PlateNumStr) ?? '').split(',');
  const cells: PlateCell[] = [];
  for (let i = 0; i < total; i++) {
    const text = chars.slice(i * size, (i + 1) * size);
    const symbol = text[0]!;
    const tail = text.slice(1).join('');
    const length = tail && /^\d+$/.test(tail) ? Number(tail) : null;
    if (tail && length === null) incomplete = true;
    const numberText = numbers[i]?.trim() ?? '';
    const number = numberText === '' ? null : num(numberText);
    if (numberText !== '' && number === null) incomplete = true;
    const known = Object.hasOwn(SLOT_SYMBOLS, symbol);
    cells.push({ symbol, label: known ? SLOT_SYMBOLS[symbol]! : symbol, known, length, number });
  }
  // The plate's own shape when it fits; otherwise the common 3-row reel set, or one row.
  let columns = count(info.Columns);
  let rows = count(info.Rows);
  if (!columns || !rows || columns * rows !== total) {
    if (columns || rows) incomplete = true;
    rows = total % 3 === 0 ? 3 : 1;
    columns = Math.ceil(total / rows);
  }
  const grid: PlateCell[][] = [];
  for (let r = 0; r < rows; r++) grid.push(cells.slice(r * columns, (r + 1) * columns));
  return { value: { columns, rows, cells: grid, win: num(info.Win), step: count(info.Step) ?? 0 }, incomplete };
}

/** A spin list (get-log-plate-info): the base spin first, free-game steps after, in Step order. */
export function parsePlates(input: unknown): Parsed<PlateGrid[]> {
  if (!Array.isArray(input)) return { value: [], incomplete: true };
  let incomplete = false;
  const plates: PlateGrid[] = [];
  for (const item of input) {
    const parsed = parsePlate(item);
    incomplete ||= parsed.incomplete;
    if (parsed.value) plates.push(parsed.value);
  }
  plates.sort((a, b) => a.step - b.step);
  return { value: plates, incomplete };
}
