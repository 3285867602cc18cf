/** Plinko's expert risk in the verifier (8–16 rows) and its payout table. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VerifyError, verify } from '../../src/features/fairness/verify';
import { PLINKO_ROWS, plinkoPayout, plinkoRow } from '../../src/features/fairness/fairness-games';

const binomial = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};
const expectedReturn = (rows: number, risk: 'high' | 'expert') =>
  plinkoRow(rows, risk).reduce((sum, m, slot) => sum + (m * binomial(rows, slot)) / 2 ** rows, 0);

describe('Plinko expert', () => {
  it('accepts expert for every row count from 8 to 16, and still refuses other words', () => {
    for (const rows of PLINKO_ROWS) {
      const out = verify({ game: 'plinko', serverSeed: 's', clientSeed: 'c', nonce: 0, rows, risk: 'expert' });
      expect(out.detail.payouts).toEqual(plinkoRow(rows, 'expert'));
    }
    expect(() =>
      verify({ game: 'plinko', serverSeed: 's', clientSeed: 'c', rows: 8, risk: 'extreme' as never }),
    ).toThrow(VerifyError);
    // Wheel has no expert risk.
    expect(() => verify({ game: 'wheel', serverSeed: 's', clientSeed: 'c', segments: 10, risk: 'expert' })).toThrow(
      VerifyError,
    );
  });
  it('is symmetric, pays more than high at the edges, nothing in the middle, and returns about 99%', () => {
    for (const rows of PLINKO_ROWS) {
      const row = plinkoRow(rows, 'expert');
      expect(row).toEqual([...row].reverse());
      expect(row[0]).toBeGreaterThan(plinkoPayout(rows, 'high', 0));
      expect(row[rows / 2] ?? row[(rows - 1) / 2]).toBe(0);
      expect(expectedReturn(rows, 'expert')).toBeGreaterThan(0.96);
      expect(expectedReturn(rows, 'expert')).toBeLessThan(1.01);
    }
  });
  it('computes a known drop: the path from the HMAC floats, the slot, the expert payout', () => {
    const serverSeed = 'expert-known-seed';
    const clientSeed = 'player-client-seed';
    const out = verify({ game: 'plinko', serverSeed, clientSeed, nonce: 3, rows: 16, risk: 'expert' });
    // Recompute independently: Stake's byte generator, HMAC-SHA256(server seed, "client:nonce:round"),
    // 4 bytes per float, 8 floats per round.
    const floats: number[] = [];
    for (let round = 0; floats.length < 16; round++) {
      const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:3:${round}`).digest();
      for (let i = 0; i + 4 <= bytes.length && floats.length < 16; i += 4)
        floats.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
    const path = floats.map((f) => (Math.floor(f * 2) === 1 ? 'R' : 'L'));
    const slot = path.filter((d) => d === 'R').length;
    expect(out.detail.path).toEqual(path);
    expect(out.detail.slot).toBe(slot);
    expect(out.result).toBe(plinkoRow(16, 'expert')[slot]);
  });
});
