/**
 * Plinko in the verifier reproduces Stake's outputs for every risk (low, medium, high, expert) and
 * every row count (8–16). The expected tables are Stake's published Plinko payout tables as public
 * verifier code carries them (half rows, edge to centre), expanded here by their own rule, and the
 * drops are recomputed here from the HMAC floats, independently of the verifier's code.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VerifyError, verify } from '../../src/features/fairness/verify';
import { PLINKO_RISKS, PLINKO_ROWS, plinkoRow } from '../../src/features/fairness/fairness-games';

type Risk = 'low' | 'medium' | 'high' | 'expert';
const STAKE: Record<number, Record<Risk, number[]>> = {
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

/** rows + 1 slots: an odd count stores the centre last (mirrored once), an even count mirrors whole. */
function expand(rows: number, half: number[]): number[] {
  const slots = rows + 1;
  expect(half).toHaveLength(slots % 2 === 1 ? Math.floor(slots / 2) + 1 : slots / 2);
  return slots % 2 === 1 ? [...half.slice(0, -1), ...[...half].reverse()] : [...half, ...[...half].reverse()];
}

/** Stake's drop: HMAC-SHA256(server seed, "client:nonce:round"), 4 bytes per float, right when ≥ 0.5. */
function stakeSlot(serverSeed: string, clientSeed: string, nonce: number, rows: number): number {
  const floats: number[] = [];
  for (let round = 0; floats.length < rows; round++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i + 4 <= bytes.length && floats.length < rows; i += 4)
      floats.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
  }
  return floats.filter((f) => f >= 0.5).length;
}

const CASES = PLINKO_ROWS.flatMap((rows) =>
  (['low', 'medium', 'high', 'expert'] as const).map((risk) => ({ rows, risk })),
);

describe("Plinko reproduces Stake's published outputs", () => {
  it('offers the four risks of Stake and the rows 8 to 16', () => {
    expect(PLINKO_RISKS).toEqual(['low', 'medium', 'high', 'expert']);
    expect([...PLINKO_ROWS]).toEqual(Object.keys(STAKE).map(Number));
  });

  it.each(CASES)('$rows rows, $risk: the payout row is Stake’s', ({ rows, risk }) => {
    expect(plinkoRow(rows, risk)).toEqual(expand(rows, STAKE[rows]![risk]));
    const out = verify({ game: 'plinko', serverSeed: 's', clientSeed: 'c', nonce: 0, rows, risk });
    expect(out.detail.payouts).toEqual(expand(rows, STAKE[rows]![risk]));
  });

  it.each(CASES)('$rows rows, $risk: 40 drops land where Stake’s pay, at Stake’s payout', ({ rows, risk }) => {
    const serverSeed = `stake-check-${rows}-${risk}`;
    const clientSeed = 'player-client-seed';
    const row = expand(rows, STAKE[rows]![risk]);
    for (let nonce = 0; nonce < 40; nonce++) {
      const slot = stakeSlot(serverSeed, clientSeed, nonce, rows);
      const out = verify({ game: 'plinko', serverSeed, clientSeed, nonce, rows, risk });
      expect(out.detail.slot).toBe(slot);
      expect(out.result).toBe(row[slot]);
    }
  });

  it('pays Stake’s expert edges: 50× at 8 rows, 10,000× at 16 rows', () => {
    expect(plinkoRow(8, 'expert')).toEqual([50, 4.6, 1.1, 0.1, 0.1, 0.1, 1.1, 4.6, 50]);
    expect(plinkoRow(16, 'expert')[0]).toBe(10000);
    expect(plinkoRow(16, 'expert')[16]).toBe(10000);
  });

  it('still refuses other risk words, and Wheel has no expert risk', () => {
    expect(() =>
      verify({ game: 'plinko', serverSeed: 's', clientSeed: 'c', rows: 8, risk: 'extreme' as never }),
    ).toThrow(VerifyError);
    expect(() => verify({ game: 'wheel', serverSeed: 's', clientSeed: 'c', segments: 10, risk: 'expert' })).toThrow(
      VerifyError,
    );
  });
});
