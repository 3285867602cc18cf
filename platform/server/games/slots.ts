/**
 * Slots (5 reels × 3 rows, 10 fixed lines) and scratch cards (3 × 3). Every symbol on a plate is
 * a reel stop drawn from the round's seed; a line pays when its leftmost cells hold three or more
 * of one symbol (the wild stands in for any paying symbol), at line bet × the paytable. Three or
 * more scatters anywhere award free games played on the same reels; three or more bonus symbols
 * pay the prizes printed on them (PlateNumStr, × the stake). A round's win is the base spin's win
 * plus every free game's.
 */
import type { PlateInfo } from '../../../src/api/contract/index.ts';
import { pay, type Rand } from './rng.ts';

/** Reel strip weights: how many stops of each symbol a reel holds (the same on the five reels). */
const REEL: [string, number][] = [
  ['T', 9],
  ['J', 9],
  ['Q', 8],
  ['K', 7],
  ['A', 6],
  ['G', 4],
  ['R', 3],
  ['W', 2],
  ['S', 2],
  ['B', 2],
];
const STRIP = REEL.flatMap(([symbol, n]) => Array<string>(n).fill(symbol));

/** Pays for 3, 4 and 5 in a line, × the line bet (the platform's own table). */
export const LINE_PAYS: Record<string, [number, number, number]> = {
  T: [2, 5, 20],
  J: [2, 5, 20],
  Q: [3, 8, 30],
  K: [4, 10, 40],
  A: [5, 15, 50],
  G: [8, 25, 100],
  R: [15, 50, 250],
  W: [25, 100, 500],
};

/** The 10 lines, as the row of each reel (0 = top). */
export const LINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Free games for 3, 4, 5 scatters. */
export const FREE_GAMES: Record<number, number> = { 3: 5, 4: 8, 5: 12 };
/** The prizes a bonus symbol can carry, × the stake. */
const BONUS_PRIZES = [1, 1, 2, 2, 3, 5, 10];

export interface Spin {
  /** cells[row][reel] */
  cells: string[][];
  /** Bonus prizes per cell (row-major), 0 where none. */
  prizes: number[];
  win: number;
}

/** A line's symbol and length: the leftmost run, wilds standing in. */
export function lineRun(symbols: string[]): { symbol: string; count: number } {
  const symbol = symbols.find((s) => s !== 'W') ?? 'W';
  if (!LINE_PAYS[symbol]) {
    // A scatter or bonus first: only the wilds before it could pay.
    let n = 0;
    while (symbols[n] === 'W') n++;
    return { symbol: 'W', count: n };
  }
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'W')) count++;
  return { symbol, count };
}

/** What a plate pays: each line's run, and the bonus prizes when three or more bonus symbols land. */
export function plateWin(cells: string[][], prizes: number[], stake: number): number {
  const lineBet = stake / LINES.length;
  let multiple = 0;
  for (const line of LINES) {
    const { symbol, count } = lineRun(line.map((row, reel) => cells[row]![reel]!));
    if (count >= 3) multiple += lineBet * LINE_PAYS[symbol]![count - 3]!;
  }
  const bonusCells = prizes.filter((p) => p > 0);
  const bonus = bonusCells.length >= 3 ? bonusCells.reduce((s, p) => s + p, 0) * stake : 0;
  return pay(1, multiple + bonus);
}

function spin(r: Rand, stake: number): Spin {
  const cells = [0, 1, 2].map(() => [] as string[]);
  for (let reel = 0; reel < 5; reel++) {
    const stop = r.int(0, STRIP.length - 1);
    for (let row = 0; row < 3; row++) cells[row]![reel] = STRIP[(stop + row) % STRIP.length]!;
  }
  const prizes = cells.flat().map((s) => (s === 'B' ? r.pick(BONUS_PRIZES) : 0));
  return { cells, prizes, win: plateWin(cells, prizes, stake) };
}

export const scatters = (cells: string[][]) => cells.flat().filter((s) => s === 'S').length;

function toPlate(s: Spin, step: number, symbolLength: number): PlateInfo {
  return {
    // Each symbol covers one cell: with SymbolLength 2 the tail says so ("1").
    Plate: s.cells
      .flat()
      .map((c) => (symbolLength === 2 ? `${c}1` : c))
      .join(''),
    SymbolLength: symbolLength,
    PlateNumStr: s.prizes.map((p) => (p ? String(p) : '')).join(','),
    Columns: s.cells[0]!.length,
    Rows: s.cells.length,
    Win: s.win,
    Step: step,
  };
}

export function playSlot(r: Rand, stake: number, symbolLength: number): { plates: PlateInfo[]; win: number } {
  const base = spin(r, stake);
  const spins = [base];
  // Free games do not retrigger.
  const free = FREE_GAMES[Math.min(5, scatters(base.cells))] ?? 0;
  for (let i = 0; i < free; i++) spins.push(spin(r, stake));
  return {
    plates: spins.map((s, i) => toPlate(s, i, symbolLength)),
    win: spins.reduce((sum, s) => sum + s.win, 0),
  };
}

/** Scratch card prizes × the stake, for three of a symbol in a line. */
export const SCRATCH_PAYS: Record<string, number> = { T: 2, J: 2, Q: 4, K: 6, A: 10, G: 25, R: 50, W: 200 };
const SCRATCH_WEIGHTS: [string, number][] = [
  ['T', 8],
  ['J', 8],
  ['Q', 7],
  ['K', 6],
  ['A', 5],
  ['G', 3],
  ['R', 2],
  ['W', 1],
];
const SCRATCH_STRIP = SCRATCH_WEIGHTS.flatMap(([symbol, n]) => Array<string>(n).fill(symbol));

/** The scratch card's eight lines (three rows, three columns, two diagonals), cells row-major. */
export const SCRATCH_LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** Three of a symbol in a line pays; only the best line counts. */
export function scratchWin(cells: string[], stake: number): number {
  let best = 0;
  for (const [a, b, c] of SCRATCH_LINES as [number, number, number][]) {
    if (cells[a] === cells[b] && cells[b] === cells[c]) best = Math.max(best, SCRATCH_PAYS[cells[a]!] ?? 0);
  }
  return pay(stake, best);
}

export function playScratch(r: Rand, stake: number): { plates: PlateInfo[]; win: number } {
  const cells = Array.from({ length: 9 }, () => r.pick(SCRATCH_STRIP));
  const win = scratchWin(cells, stake);
  return {
    plates: [
      {
        Plate: cells.join(''),
        SymbolLength: 1,
        PlateNumStr: cells.map(() => '').join(','),
        Columns: 3,
        Rows: 3,
        Win: win,
        Step: 0,
      },
    ],
    win,
  };
}
