/**
 * Floats → game events, in the published order of operations of the public calculators (Stake's
 * game-events page, bustabit's and BC.Game's crash verifiers). Pure data and arithmetic.
 */

export type Risk = 'low' | 'medium' | 'high' | 'expert';
/** The risks Plinko offers (Wheel offers the first three). */
export const PLINKO_RISKS: readonly Risk[] = ['low', 'medium', 'high', 'expert'];

/**
 * Plinko payouts, left half of each row (rows 8–16; the row is symmetric: rows + 1 slots, the
 * centre slot stored last when the count is odd). Every risk is Stake's published Plinko payout
 * table (low, medium, high and expert risk), as carried by public verifier code: two independent
 * public codebases carry the same numbers for all four risks. Nothing here is this platform's own.
 */
const PLINKO: Record<number, Record<Risk, number[]>> = {
  8: {
    low: [5.6, 2.1, 1.1, 1, 0.5],
    medium: [13, 3, 1.3, 0.7, 0.4],
    high: [29, 4, 1.5, 0.3, 0.2],
    expert: [50, 4.6, 1.1, 0.1, 0.1],
  },
  9: {
    low: [5.6, 2, 1.6, 1, 0.7],
    medium: [18, 4, 1.7, 0.9, 0.5],
    high: [43, 7, 2, 0.6, 0.2],
    expert: [100, 7.8, 1.5, 0.2, 0.1],
  },
  10: {
    low: [8.9, 3, 1.4, 1.1, 1, 0.5],
    medium: [22, 5, 2, 1.4, 0.6, 0.4],
    high: [76, 10, 3, 0.9, 0.3, 0.2],
    expert: [201, 11, 2, 0.6, 0.1, 0.1],
  },
  11: {
    low: [8.4, 3, 1.9, 1.3, 1, 0.7],
    medium: [24, 6, 3, 1.8, 0.7, 0.5],
    high: [120, 14, 5.2, 1.4, 0.4, 0.2],
    expert: [324, 16, 4, 1.1, 0.2, 0.1],
  },
  12: {
    low: [10, 3, 1.6, 1.4, 1.1, 1, 0.5],
    medium: [33, 11, 4, 2, 1.1, 0.6, 0.3],
    high: [170, 24, 8.1, 2, 0.7, 0.2, 0.2],
    expert: [619, 30, 6, 1.5, 0.4, 0.1, 0.1],
  },
  13: {
    low: [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7],
    medium: [43, 13, 6, 3, 1.3, 0.7, 0.4],
    high: [260, 37, 11, 4, 1, 0.2, 0.2],
    expert: [1000, 52, 10, 3, 0.6, 0.1, 0.1],
  },
  14: {
    low: [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5],
    medium: [58, 15, 7, 4, 1.9, 1, 0.5, 0.2],
    high: [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2],
    expert: [2300, 80, 16, 3, 1.2, 0.2, 0.1, 0.1],
  },
  15: {
    low: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7],
    medium: [88, 18, 11, 5, 3, 1.3, 0.5, 0.3],
    high: [620, 83, 27, 8, 3, 0.5, 0.2, 0.2],
    expert: [5000, 125, 23, 6, 1.8, 0.2, 0.1, 0.1],
  },
  16: {
    low: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5],
    medium: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3],
    high: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2],
    expert: [10000, 216, 26, 7, 2.5, 1.1, 0.1, 0.1, 0.1],
  },
};

export const PLINKO_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;

/** Payout of slot `slot` (0 … rows) for a row count and risk. */
export function plinkoPayout(rows: number, risk: Risk, slot: number): number {
  const half = PLINKO[rows]?.[risk];
  if (!half) throw new Error(`rows must be 8–16, not ${rows}`);
  // Slots 0…rows mirror around the middle: rows+1 slots, the left half stored.
  const mirrored = slot < half.length ? slot : rows - slot;
  return half[mirrored]!;
}

/** The whole row, left to right, for the screen. */
export function plinkoRow(rows: number, risk: Risk): number[] {
  return Array.from({ length: rows + 1 }, (_, slot) => plinkoPayout(rows, risk, slot));
}

/** Stake's Wheel segments per risk (10–50 segments, low/medium/high). */
function repeat<T>(pattern: T[], times: number): T[] {
  return Array.from({ length: times }, () => pattern).flat();
}
const LOW = [1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0];
const highRow = (n: number) => [...Array<number>(n - 1).fill(0), Number((n * 0.99).toFixed(2))];
const WHEEL: Record<number, Record<Exclude<Risk, 'expert'>, number[]>> = {
  10: { low: LOW, medium: [0, 1.9, 0, 1.5, 0, 2, 0, 1.5, 0, 3], high: highRow(10) },
  20: {
    low: repeat(LOW, 2),
    medium: [1.5, 0, 2, 0, 2, 0, 2, 0, 1.5, 0, 3, 0, 1.8, 0, 2, 0, 2, 0, 2, 0],
    high: highRow(20),
  },
  30: {
    low: repeat(LOW, 3),
    medium: [1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 2, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 2, 0, 1.7, 0, 4, 0, 1.5, 0, 2, 0],
    high: highRow(30),
  },
  40: {
    low: repeat(LOW, 4),
    medium: [
      2, 0, 3, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 2, 0, 1.6, 0, 2, 0, 1.5, 0, 3,
      0, 1.5, 0, 2, 0, 1.5, 0,
    ],
    high: highRow(40),
  },
  50: {
    low: repeat(LOW, 5),
    medium: [
      2, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 2, 0, 2, 0, 1.5, 0, 3,
      0, 1.5, 0, 2, 0, 1.5, 0, 1.5, 0, 5, 0, 1.5, 0, 2, 0, 1.5, 0,
    ],
    high: highRow(50),
  },
};

export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;

export function wheelSegments(segments: number, risk: Risk): number[] {
  const row = risk === 'expert' ? undefined : WHEEL[segments]?.[risk];
  if (!row && WHEEL[segments]) throw new Error('Wheel risk must be low, medium or high');
  if (!row) throw new Error(`segments must be 10, 20, 30, 40 or 50, not ${segments}`);
  return row;
}

/** Fisher–Yates draws: each float picks from what is left (Mines: 25 tiles, Keno: 40 squares). */
export function fisherYates(pool: number[], floats: readonly number[]): { picks: number[]; indexes: number[] } {
  const remaining = [...pool];
  const picks: number[] = [];
  const indexes: number[] = [];
  for (const f of floats) {
    const index = Math.floor(f * remaining.length);
    indexes.push(index);
    picks.push(remaining.splice(index, 1)[0]!);
  }
  return { picks, indexes };
}

/** Truncate to 2 decimals, as every public calculator shows multipliers. */
export const floor2 = (x: number) => Math.floor(x * 100) / 100;

/** Dice: 10,001 outcomes, 0.00 to 100.00. */
export const diceRoll = (float: number) => Math.floor(float * 10001) / 100;

/**
 * Limbo as Stake's live calculator computes it: 1e8 / (floor(float × 1e8) + 1) × edge, truncated
 * to 2 decimals, at least 1 (§5). (Stake's page writes `1e8 / (float × 1e8)`; its calculator adds
 * the floor and the +1, which also keeps a float of 0 from dividing by zero.)
 */
export function limboMultiplier(float: number, edge = 0.99): { raw: number; multiplier: number } {
  const raw = (1e8 / (Math.floor(float * 1e8) + 1)) * edge;
  return { raw, multiplier: Math.max(1, floor2(raw)) };
}

/** bustabit / BC.Game: X in [0, 1) → max(1, floor(99 / (1 − X)) / 100). */
export const crash52Multiplier = (x: number) => Math.max(1, Math.floor(99 / (1 - x)) / 100);
