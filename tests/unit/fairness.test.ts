/**
 * The fairness verifier against published input → output examples, each with its source, plus
 * our own edge cases. Where no public example exists (SHA-512, unicode seeds, the 52-bit crash),
 * the result is checked against an independent implementation built on node:crypto.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawFloats, hmacBytes } from '../../src/features/fairness/fairness-rng';
import {
  crash52Multiplier,
  diceRoll,
  limboMultiplier,
  plinkoPayout,
  plinkoRow,
  wheelSegments,
} from '../../src/features/fairness/fairness-games';
import { previousGameHash, verify, VerifyError } from '../../src/features/fairness/verify';

// Source: github.com/lucasholder/fair, src/rng.rs (test provably_fair_rng / provably_fair_rng_float).
describe('byte stream and floats', () => {
  it('matches the published bytes for ("some client seed", "some server seed", nonce 1)', () => {
    const { floats } = drawFloats('SHA256', 'some server seed', 'some client seed', 1, 10);
    expect(floats.flatMap((f) => f.bytes)).toEqual([
      151, 136, 121, 135, 209, 159, 189, 233, 43, 248, 146, 253, 71, 34, 215, 176, 139, 160, 47, 225, 233, 221, 169,
      198, 187, 103, 171, 31, 87, 118, 23, 138, 198, 14, 60, 130, 130, 198, 153, 83,
    ]);
  });
  it('matches the published floats, across the round boundary (floats 9 and 10 use round 1)', () => {
    const { floats, rounds } = drawFloats('SHA256', 'some server seed', 'some client seed', 1, 10);
    expect(floats.map((f) => f.value)).toEqual([
      0.5919261889066547, 0.81884371698834, 0.17176169087179005, 0.277875404804945, 0.5454130100551993,
      0.913538561668247, 0.732050604885444, 0.34164569014683366, 0.7736547295935452, 0.5108428790699691,
    ]);
    expect(rounds.map((r) => r.message)).toEqual(['some client seed:1:0', 'some client seed:1:1']);
  });
  it('matches a float that starts with zeros (Stake calculator link in lucasholder/fair src/rng.rs)', () => {
    const { floats } = drawFloats(
      'SHA256',
      'e8df2cc3b9ccb583ce5ea92336842387',
      '83e27f682128eb1852b048203dfd6931',
      1942124,
      1,
    );
    expect(floats[0]!.value).toBe(0.00000025122426450252533);
  });
  // Source: opduel.com/en/fairness/limbo ("The hash produces bytes: [137, 90, 202, 182]").
  it("matches opduel's published example bytes", () => {
    const { floats } = drawFloats(
      'SHA256',
      'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55',
      'LuckyClientSeed777',
      2,
      1,
    );
    expect(floats[0]!.bytes).toEqual([137, 90, 202, 182]);
    expect(floats[0]!.value).toBeCloseTo(0.5365416235, 9);
  });
  it.each(['SHA256', 'SHA512'] as const)(
    '%s HMAC equals node:crypto for empty, unicode and huge-nonce inputs',
    (hash) => {
      const algo = hash === 'SHA256' ? 'sha256' : 'sha512';
      for (const [seed, client, nonce] of [
        ['server', '', 0],
        ['種子', '玩家🎲ไทย', 7],
        ['s', 'c', Number.MAX_SAFE_INTEGER],
      ] as const) {
        const expected = [...createHmac(algo, seed).update(`${client}:${nonce}:0`).digest()];
        expect(hmacBytes(hash, seed, `${client}:${nonce}:0`)).toEqual(expected);
        const { floats } = drawFloats(hash, seed, client, nonce, 1);
        expect(floats[0]!.bytes).toEqual(expected.slice(0, 4));
      }
    },
  );
  it('SHA-512 gives 16 floats a round, SHA-256 eight', () => {
    expect(drawFloats('SHA512', 's', 'c', 1, 16).rounds).toHaveLength(1);
    expect(drawFloats('SHA256', 's', 'c', 1, 16).rounds).toHaveLength(2);
  });
});

// Source for every "client seed" / "server seed" example: github.com/lucasholder/fair, src/games/*.rs tests.
const base = { serverSeed: 'server seed', clientSeed: 'client seed', hash: 'SHA256' as const };

describe('games against published examples', () => {
  it.each([
    [1, 74.67],
    [2, 53.86],
  ])('dice, nonce %d rolls %d (dice.rs)', (nonce, roll) => {
    expect(verify({ ...base, game: 'dice', nonce }).result).toBe(roll);
  });
  it.each([
    [1, 1.32],
    [2, 1.83],
    [3, 4.28],
  ])('limbo, nonce %d is %dx (limbo.rs)', (nonce, multiplier) => {
    expect(verify({ ...base, game: 'limbo', nonce }).result).toBe(multiplier);
  });
  it("limbo with a tiny float is 3,807,692.3x, as Stake's calculator shows (limbo.rs, test_limbo_bug_when_tiny_float)", () => {
    expect(
      verify({
        game: 'limbo',
        serverSeed: 'e8df2cc3b9ccb583ce5ea92336842387',
        clientSeed: '83e27f682128eb1852b048203dfd6931',
        nonce: 1942124,
      }).result,
    ).toBe(3807692.3);
  });
  it.each([
    [8, 1, 7],
    [8, 2, 2],
    [8, 3, 5],
    [9, 1, 8],
    [9, 2, 3],
    [9, 3, 6],
  ])('plinko, %d rows, nonce %d lands in slot %d (plinko.rs)', (rows, nonce, slot) => {
    expect(verify({ ...base, game: 'plinko', nonce, rows }).detail.slot).toBe(slot);
  });
  it.each([
    [16, 'low', 1.4],
    [8, 'low', 2.1],
    [8, 'medium', 3],
    [8, 'high', 4],
    [9, 'low', 2],
    [9, 'medium', 4],
    [10, 'low', 1.4],
  ] as const)('plinko, %d rows, %s risk, nonce 1 pays %dx (plinko.rs)', (rows, risk, payout) => {
    expect(verify({ ...base, game: 'plinko', nonce: 1, rows, risk }).result).toBe(payout);
  });
  it('mines, nonce 1: 1 mine at 18; 3 mines at 18, 15, 5 (mines.rs)', () => {
    expect(verify({ ...base, game: 'mines', nonce: 1, mines: 1 }).detail.mines).toEqual([18]);
    expect(verify({ ...base, game: 'mines', nonce: 1, mines: 3 }).detail.mines).toEqual([18, 15, 5]);
  });
  it('keno draws the published squares (keno.rs)', () => {
    expect(verify({ ...base, game: 'keno', nonce: 1 }).detail.drawn).toEqual([30, 26, 10, 37, 22, 35, 25, 24, 39, 4]);
    expect(verify({ ...base, game: 'keno', nonce: 2 }).detail.drawn).toEqual([22, 26, 8, 4, 3, 19, 9, 2, 34, 10]);
  });
  it.each([
    [1, 10, 'low', 7, 1.2],
    [2, 10, 'low', 5, 1.2],
    [2, 20, 'low', 10, 1.5],
    [2, 40, 'medium', 21, 0],
  ] as const)(
    'wheel, nonce %d, %d segments, %s: segment %d pays %dx (wheel.rs)',
    (nonce, segments, risk, segment, payout) => {
      const out = verify({ ...base, game: 'wheel', nonce, segments, risk });
      expect(out.detail.segment).toBe(segment);
      expect(out.result).toBe(payout);
    },
  );
});

// Source: github.com/lucasholder/fair, src/games/crash.rs (Stake's crash seeding, bitcointalk topic 5162888).
describe('crash from a hash chain', () => {
  const blockHash = '0000000000000000001b34dc6a1e86083f95500b096231436e9b25cbdd0075c4';
  const chain = [createHash('sha256').update('testing').digest('hex')];
  for (let i = 1; i < 10; i++)
    chain.push(
      createHash('sha256')
        .update(chain[i - 1]!)
        .digest('hex'),
    );

  it("chains: each hash is the SHA-256 of the previous one's hex", () => {
    expect(chain[0]).toBe('cf80cd8aed482d5d1527d7dc72fceff84e6326592848447d2dc0b0e87dfc9a90');
    expect(previousGameHash(chain[2]!)).toBe(chain[3]);
  });
  it('game hash chain[2] with the block-hash salt crashes at 1.5992…, shown 1.59x', () => {
    const out = verify({ game: 'crash', serverSeed: chain[2]!, clientSeed: blockHash });
    expect(out.detail.raw).toBe(1.5992214910117746);
    expect(out.result).toBe(1.59);
  });
  it('the deadbeef… game hash crashes at 1.2897…', () => {
    const out = verify({
      game: 'crash',
      serverSeed: 'deadbeefe7c270724bd4851c020d489257fa79a70e694a9b5099375464348698',
      clientSeed: blockHash,
    });
    expect(out.detail.raw).toBe(1.2897005203687084);
  });
  it("the commitment is the next game's hash: passes for the real chain, fails for another", () => {
    expect(
      verify({ game: 'crash', serverSeed: chain[2]!, clientSeed: blockHash, serverSeedHash: chain[3] }).commitmentOk,
    ).toBe(true);
    expect(
      verify({ game: 'crash', serverSeed: chain[2]!, clientSeed: blockHash, serverSeedHash: chain[4] }).commitmentOk,
    ).toBe(false);
  });
});

describe('the 52-bit crash (bustabit v2, BC.Game)', () => {
  // No published input → output pair was found: checked against node:crypto with the formula
  // of bustabit's verifier (HMAC_SHA256(key = salt, message = game hash bytes), top 52 bits).
  const independent = (gameHash: string, salt: string) => {
    const hex = createHmac('sha256', salt).update(Buffer.from(gameHash, 'hex')).digest('hex');
    const x = parseInt(hex.slice(0, 13), 16) / 2 ** 52;
    return Math.max(1, Math.floor(99 / (1 - x)) / 100);
  };
  it.each([
    [
      '86728f5fc3bd99db94d3cdaf105d67788194e9701bf95d049ad0e1ee3d004277',
      '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526',
    ],
    [
      '567a98370fb7545137ddb53687723cf0b8a1f5e93b1f76f4a1da29416930fa59',
      '000000000000000000011f6e135efe67d7463dfe7bb955663ef88b1243b2deea',
    ],
  ])('game %s agrees with an independent implementation', (gameHash, salt) => {
    expect(verify({ game: 'crash52', serverSeed: gameHash, clientSeed: salt }).result).toBe(
      independent(gameHash, salt),
    );
  });
  // Exact binary fractions, so the expected values are exact (1 − 0.99 is not, in any JS calculator).
  it.each([
    [0, 1],
    [0.5, 1.98],
    [0.75, 3.96],
    [0.9375, 15.84],
    [1 - 2 ** -20, 1038090.24],
  ])('X = %d gives %dx', (x, multiplier) => {
    expect(crash52Multiplier(x)).toBe(multiplier);
  });
});

describe('edge cases', () => {
  it('a calculated result below 1 counts as 1 (§5)', () => {
    expect(limboMultiplier(0.995).raw).toBeLessThan(1);
    expect(limboMultiplier(0.995).multiplier).toBe(1);
    // Find a real seeded round whose float is above 0.99 and check verify() floors it too.
    let nonce = 0;
    while (drawFloats('SHA256', 'server seed', 'client seed', nonce, 1).floats[0]!.value <= 0.99) nonce++;
    const out = verify({ ...base, game: 'limbo', nonce });
    expect(out.detail.raw as number).toBeLessThan(1);
    expect(out.result).toBe(1);
  });
  it('the largest multipliers', () => {
    expect(limboMultiplier(0).multiplier).toBe(99_000_000);
    expect(plinkoPayout(16, 'high', 0)).toBe(1000);
    expect(plinkoPayout(16, 'high', 16)).toBe(1000);
    expect(Math.max(...wheelSegments(50, 'high'))).toBe(49.5);
    expect(diceRoll(0.99999999)).toBe(100);
  });
  it('plinko rows are symmetric with the middle once (8 rows: 9 slots)', () => {
    expect(plinkoRow(8, 'low')).toEqual([5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6]);
    expect(plinkoRow(9, 'low')).toEqual([5.6, 2, 1.6, 1, 0.7, 0.7, 1, 1.6, 2, 5.6]);
  });
  it('empty and unicode client seeds and huge nonces verify', () => {
    for (const [clientSeed, nonce] of [
      ['', 0],
      ['玩家🎲ไทย', 3],
      ['x', Number.MAX_SAFE_INTEGER],
    ] as const) {
      const out = verify({ game: 'dice', serverSeed: 'server seed', clientSeed, nonce });
      const hmac = createHmac('sha256', 'server seed').update(`${clientSeed}:${nonce}:0`).digest();
      expect(out.result).toBe(
        diceRoll(hmac[0]! / 256 + hmac[1]! / 256 ** 2 + hmac[2]! / 256 ** 3 + hmac[3]! / 256 ** 4),
      );
    }
  });
  it('SHA-512 rounds verify with SHA-512 commitments', () => {
    const serverSeed = 'a'.repeat(64);
    const commitment = createHash('sha512').update(serverSeed).digest('hex');
    const out = verify({
      game: 'keno',
      hash: 'SHA512',
      serverSeed,
      clientSeed: 'c',
      nonce: 5,
      serverSeedHash: commitment,
    });
    expect(out.commitmentOk).toBe(true);
    expect(new Set(out.detail.drawn as number[]).size).toBe(10);
    expect(out.steps.filter((s) => s.key === 'hmac')).toHaveLength(1);
  });
  it('a tampered server seed fails the commitment check', () => {
    const commitment = createHash('sha256').update('server seed').digest('hex');
    expect(verify({ ...base, game: 'dice', nonce: 1, serverSeedHash: commitment }).commitmentOk).toBe(true);
    expect(
      verify({ ...base, serverSeed: 'server seeD', game: 'dice', nonce: 1, serverSeedHash: commitment }).commitmentOk,
    ).toBe(false);
  });
  it('shows every step: message, HMAC, bytes, floats, formula, result', () => {
    const keys = verify({ ...base, game: 'limbo', nonce: 1 }).steps.map((s) => s.key);
    expect(keys).toEqual(['message', 'hmac', 'bytes', 'floats', 'formula', 'result']);
  });
  it.each([
    [{ game: 'poker' }, 'game'],
    [{ nonce: -1 }, 'nonce'],
    [{ nonce: 1.5 }, 'nonce'],
    [{ serverSeed: '' }, 'serverSeed'],
    [{ game: 'plinko', rows: 7 }, 'rows'],
    [{ game: 'mines', mines: 25 }, 'mines'],
    [{ game: 'wheel', segments: 15 }, 'segments'],
    [{ game: 'crash', serverSeed: 'not-hex' }, 'serverSeed'],
    [{ hash: 'MD5' }, 'hash'],
  ])('refuses %j with a message about %s', (patch, field) => {
    const call = () => verify({ ...base, game: 'dice', nonce: 1, ...(patch as object) } as never);
    expect(call).toThrow(VerifyError);
    try {
      call();
    } catch (error) {
      expect((error as VerifyError).field).toBe(field);
    }
  });
});
