/**
 * `verify()` — recompute a provably-fair round from its seeds and show every step. Pure
 * TypeScript (no React, no DOM): the fairness screen uses it, the reference platform uses it to
 * produce its rounds, and it is published as `dist/fairness.js` for Node and browsers.
 *
 *   import { verify } from '…/dist/fairness.js';
 *   verify({ game: 'limbo', hash: 'SHA256', serverSeed, clientSeed, nonce: 1 })
 *   // → { result: 1.32, detail: {…}, steps: [{ key: 'message', label: 'Message', value: … }, …] }
 *
 * §5: a calculated multiplier below 1 counts as 1 (limbo and crash; payout tables such as
 * Plinko's 0.2x are payouts, not calculated results, and stay as they are).
 */
import type { FairnessGame, GameFamily } from '../../api/contract';
import { drawFloats, digestHex, fromHex, hmacBytes, toHex, type HashType } from './fairness-rng';
import {
  crash52Multiplier,
  diceRoll,
  fisherYates,
  floor2,
  limboMultiplier,
  plinkoPayout,
  plinkoRow,
  PLINKO_RISKS,
  wheelSegments,
  type Risk,
} from './fairness-games';

/** The verifier's games: the contract's FairnessGame (§7 /fairness/steps). */
export type FairGame = FairnessGame;

/** Game families whose rounds are provably fair, and the verifier's game for each (the platform uses it too). */
export const FAIR_FAMILIES: Partial<Record<GameFamily, FairGame>> = {
  limbo: 'limbo',
  plinko: 'plinko',
  mines: 'mines',
  keno: 'keno',
  wheel: 'wheel',
  crash: 'crash',
};
export const FAIR_GAMES: readonly FairGame[] = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'keno',
  'wheel',
  'crash',
  'crash52',
];

export interface VerifyInput {
  game: FairGame;
  hash?: HashType;
  /** The revealed server seed; for crash games, the round's game hash (hex). */
  serverSeed: string;
  /** The client seed; for crash games, the public salt (e.g. a block hash). */
  clientSeed: string;
  nonce?: number;
  /**
   * The commitment published before the round: hash(serverSeed) for seeded games; for crash
   * games the previous game's hash, since each game hash is the hash of the next one.
   */
  serverSeedHash?: string;
  rows?: number;
  risk?: Risk;
  mines?: number;
  segments?: number;
  /** Stake's limbo and crash keep 1% (0.99); change for operators with another edge. */
  houseEdge?: number;
}

export type StepKey = 'commitment' | 'message' | 'hmac' | 'bytes' | 'floats' | 'formula' | 'result';

/**
 * What a step's value says, as data: the English `value` is for Node and the published module; a
 * screen writes the same line from its own catalogue and formats each number in the player's locale.
 * `id` names the line: a game's formula (`formula.<game>`), the floats, or crash's integers.
 */
export interface StepExpr {
  id: 'floats' | 'crash.int' | 'crash52.x' | `formula.${FairGame}`;
  values: Record<string, number | string | readonly number[]>;
}

export interface Step {
  key: StepKey;
  /** English label; the screen shows its own translation of `key`. */
  label: string;
  value: string;
  /** The value as data, for a screen in another language (hex and seeds need none). */
  expr?: StepExpr;
  /** For the commitment step: did it pass? */
  ok?: boolean;
}

export interface VerifyOutput {
  /** The game's number: roll, multiplier, payout; for mines and keno the count of picks. */
  result: number;
  detail: Record<string, unknown>;
  steps: Step[];
  /** null when no commitment was given. */
  commitmentOk: boolean | null;
}

export class VerifyError extends Error {
  constructor(
    readonly field: keyof VerifyInput,
    message: string,
  ) {
    super(message);
  }
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : String(n));

function validate(input: VerifyInput): Required<Pick<VerifyInput, 'hash' | 'nonce'>> {
  if (!FAIR_GAMES.includes(input.game)) throw new VerifyError('game', `Unknown game "${String(input.game)}"`);
  const hash = input.hash ?? 'SHA256';
  if (hash !== 'SHA256' && hash !== 'SHA512') throw new VerifyError('hash', 'Hash must be SHA256 or SHA512');
  if (typeof input.serverSeed !== 'string' || input.serverSeed === '')
    throw new VerifyError('serverSeed', 'Enter the server seed');
  if (typeof input.clientSeed !== 'string') throw new VerifyError('clientSeed', 'The client seed must be text');
  const nonce = input.nonce ?? 0;
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new VerifyError('nonce', 'The nonce must be a whole number of 0 or more');
  if (input.game.startsWith('crash') && !/^[0-9a-fA-F]{64}(?:[0-9a-fA-F]{64})?$/.test(input.serverSeed.trim())) {
    throw new VerifyError('serverSeed', 'The game hash must be 64 (SHA-256) or 128 (SHA-512) hex characters');
  }
  return { hash, nonce };
}

function commitment(hash: HashType, input: VerifyInput, steps: Step[]): boolean | null {
  const expected = input.serverSeedHash?.trim().toLowerCase();
  if (!expected) return null;
  const actual = digestHex(
    hash,
    input.game.startsWith('crash') ? input.serverSeed.trim().toLowerCase() : input.serverSeed,
  );
  const ok = actual === expected;
  steps.push({
    key: 'commitment',
    label: `${hash}(server seed) = commitment`,
    value: `${actual}${ok ? ' = ' : ' ≠ '}${expected}`,
    ok,
  });
  return ok;
}

/** The HMAC rounds and floats as steps. */
function rngSteps(steps: Step[], rng: ReturnType<typeof drawFloats>) {
  for (const r of rng.rounds) {
    steps.push({ key: 'message', label: `Message, round ${r.round}`, value: r.message });
    steps.push({ key: 'hmac', label: `HMAC, round ${r.round}`, value: r.hmacHex });
  }
  steps.push({
    key: 'bytes',
    label: 'Bytes, 4 per float',
    value: rng.floats.map((f) => `[${f.bytes.join(', ')}]`).join(' '),
  });
  steps.push({
    key: 'floats',
    label: 'Floats: b0/256 + b1/256² + b2/256³ + b3/256⁴',
    value: rng.floats.map((f) => fmt(f.value)).join(', '),
    expr: { id: 'floats', values: { floats: rng.floats.map((f) => f.value) } },
  });
}

export function verify(input: VerifyInput): VerifyOutput {
  const { hash, nonce } = validate(input);
  const steps: Step[] = [];
  const commitmentOk = commitment(hash, input, steps);
  const edge = input.houseEdge ?? 0.99;
  const draw = (count: number) => {
    const rng = drawFloats(hash, input.serverSeed, input.clientSeed, nonce, count);
    rngSteps(steps, rng);
    return rng.floats.map((f) => f.value);
  };
  const done = (result: number, detail: Record<string, unknown>, formula: string, expr: StepExpr) => {
    steps.push({ key: 'formula', label: 'Formula', value: formula, expr });
    steps.push({
      key: 'result',
      label: 'Result',
      value: Array.isArray(detail.list) ? (detail.list as number[]).join(', ') : fmt(result),
    });
    return { result, detail, steps, commitmentOk };
  };

  switch (input.game) {
    case 'dice': {
      const [f] = draw(1);
      const roll = diceRoll(f!);
      return done(roll, { roll }, `floor(${fmt(f!)} × 10001) / 100 = ${roll}`, {
        id: 'formula.dice',
        values: { float: f!, roll },
      });
    }
    case 'limbo': {
      // Stake's live calculator: 1e8 / (floor(float × 1e8) + 1) × edge, truncated to 2 decimals.
      const [f] = draw(1);
      const { raw, multiplier } = limboMultiplier(f!, edge);
      return done(
        multiplier,
        { raw, multiplier },
        `max(1, floor(1e8 / (floor(${fmt(f!)} × 1e8) + 1) × ${edge} × 100) / 100) = max(1, floor(${raw} × 100) / 100) = ${multiplier}`,
        { id: 'formula.limbo', values: { float: f!, edge, raw, multiplier } },
      );
    }
    case 'plinko': {
      const rows = input.rows ?? 8;
      const risk = input.risk ?? 'low';
      if (!Number.isInteger(rows) || rows < 8 || rows > 16) throw new VerifyError('rows', 'Rows must be 8 to 16');
      if (!PLINKO_RISKS.includes(risk)) throw new VerifyError('risk', 'Risk must be low, medium, high or expert');
      const floats = draw(rows);
      const path = floats.map((f) => (Math.floor(f * 2) === 1 ? 'R' : 'L'));
      const slot = path.filter((d) => d === 'R').length;
      const payout = plinkoPayout(rows, risk, slot);
      return done(
        payout,
        { path, slot, payouts: plinkoRow(rows, risk) },
        `direction = floor(float × 2) → ${path.join('')}; slot = number of R = ${slot}; payout[${rows} rows, ${risk}][${slot}] = ${payout}×`,
        // The path as 0 (left) and 1 (right): digits read the same in every language.
        {
          id: 'formula.plinko',
          values: { path: path.map((d) => (d === 'R' ? '1' : '0')).join(''), slot, rows, risk, payout },
        },
      );
    }
    case 'mines': {
      const mines = input.mines ?? 3;
      if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new VerifyError('mines', 'Mines must be 1 to 24');
      const floats = draw(mines);
      const { picks, indexes } = fisherYates(
        Array.from({ length: 25 }, (_, i) => i),
        floats,
      );
      return done(
        mines,
        { mines: picks, list: picks, grid: 25 },
        `tile = remaining[floor(float × tiles left)]: indexes ${indexes.join(', ')} → mines at ${picks.join(', ')} (0–24, left to right, top to bottom)`,
        { id: 'formula.mines', values: { indexes, picks } },
      );
    }
    case 'keno': {
      const floats = draw(10);
      const { picks, indexes } = fisherYates(
        Array.from({ length: 40 }, (_, i) => i + 1),
        floats,
      );
      return done(
        10,
        { drawn: picks, list: picks },
        `square = remaining[floor(float × squares left)]: indexes ${indexes.join(', ')} → ${picks.join(', ')}`,
        { id: 'formula.keno', values: { indexes, picks } },
      );
    }
    case 'wheel': {
      const segments = input.segments ?? 10;
      const risk = input.risk ?? 'low';
      if (!['low', 'medium', 'high'].includes(risk)) throw new VerifyError('risk', 'Risk must be low, medium or high');
      const row = (() => {
        try {
          return wheelSegments(segments, risk);
        } catch (error) {
          throw new VerifyError('segments', (error as Error).message);
        }
      })();
      const [f] = draw(1);
      const segment = Math.floor(f! * row.length);
      const payout = row[segment]!;
      return done(
        payout,
        { segment, payouts: row },
        `segment = floor(${fmt(f!)} × ${row.length}) = ${segment}; payout = ${payout}×`,
        { id: 'formula.wheel', values: { float: f!, segments: row.length, segment, payout } },
      );
    }
    case 'crash': {
      // Stake's crash (seeded like bustabit): HMAC(key = game hash hex, message = salt), first 32 bits.
      const gameHash = input.serverSeed.trim().toLowerCase();
      const digest = toHex(hmacBytes(hash, gameHash, input.clientSeed));
      steps.push({
        key: 'message',
        label: 'HMAC key = game hash, message = salt',
        value: `${gameHash} / ${input.clientSeed}`,
      });
      steps.push({ key: 'hmac', label: 'HMAC', value: digest });
      const slice = digest.slice(0, 8);
      const int = parseInt(slice, 16);
      steps.push({
        key: 'bytes',
        label: 'First 8 hex characters → integer',
        value: `${slice} = ${int}`,
        expr: { id: 'crash.int', values: { hex: slice, int } },
      });
      const raw = Math.max(1, (2 ** 32 / (int + 1)) * edge);
      const multiplier = Math.max(1, floor2(raw));
      return done(
        multiplier,
        { raw, multiplier, int },
        `max(1, 2³² / (${int} + 1) × ${edge}) = ${raw} → ${multiplier}×`,
        { id: 'formula.crash', values: { int, edge, raw, multiplier } },
      );
    }
    case 'crash52': {
      // bustabit v2 and BC.Game: HMAC(key = salt, message = game hash bytes), top 52 bits.
      const gameHash = input.serverSeed.trim().toLowerCase();
      const digest = toHex(hmacBytes(hash, input.clientSeed, fromHex(gameHash)));
      steps.push({
        key: 'message',
        label: 'HMAC key = salt, message = game hash (bytes)',
        value: `${input.clientSeed} / ${gameHash}`,
      });
      steps.push({ key: 'hmac', label: 'HMAC', value: digest });
      const slice = digest.slice(0, 13);
      const r = parseInt(slice, 16);
      const x = r / 2 ** 52;
      steps.push({
        key: 'floats',
        label: 'X = first 52 bits / 2⁵²',
        value: `${slice} → ${r} / 2⁵² = ${x}`,
        expr: { id: 'crash52.x', values: { hex: slice, int: r, x } },
      });
      const y = 99 / (1 - x);
      const multiplier = crash52Multiplier(x);
      return done(
        multiplier,
        { x, multiplier },
        `max(1, floor(99 / (1 − ${x})) / 100) = max(1, floor(${y}) / 100) = ${multiplier}×`,
        { id: 'formula.crash52', values: { x, y, multiplier } },
      );
    }
  }
}

/** The hash of the next game in a crash chain: hash(hex of this one). */
export function previousGameHash(gameHash: string, hash: HashType = 'SHA256'): string {
  return digestHex(hash, gameHash.trim().toLowerCase());
}

export { digestHex, type HashType };
