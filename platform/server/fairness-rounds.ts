/**
 * Provably-fair rounds of the reference platform, computed with the same `verify()` the
 * verifier uses. Seeded games draw from per-player server seeds that rotate every 20 rounds:
 * a seed is revealed once it is rotated out, so a player's newest rounds are not verifiable yet
 * (as on every real platform). Crash rounds use a per-player hash chain: each game hash is the
 * SHA-256 of the next one, the chain's end published first.
 */
import { createHash } from 'node:crypto';
import type { FairnessRound, GameFamily } from '../../src/api/contract/index.ts';
import { FAIR_FAMILIES, verify, type FairGame } from '../../src/features/fairness/verify.ts';
import { currentSecrets } from './secrets.ts';

export { FAIR_FAMILIES };

/**
 * The secret every server seed derives from: whoever knows it computes a player's still-hidden
 * seed. Each platform has its own (secrets.ts: INGAME_FAIRNESS_SECRET, or the demo's per database,
 * server.ts demoSecret): there is no default in the source.
 */
let SECRET: string | null = null;

/** Set the secret outside a platform's requests (a unit test); a platform's own wins (secrets.ts). */
export function setFairnessSecret(secret: string): void {
  SECRET = secret;
}

function secret(): string {
  // The running platform's own (secrets.ts), else the one set here (a unit test).
  const own = currentSecrets()?.fairness;
  if (own) return own;
  if (SECRET === null) throw new Error('No fairness secret: start the platform through startServer()');
  return SECRET;
}
export const SEEDS_PER_EPOCH = 20;
/** The public salt of the crash chain (stands in for a future block hash). */
export const CRASH_SALT = '0000000000000000000a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** round_index = player id × 1,000,000 + sequence (1 = the newest round). */
export function sequenceOf(roundIndex: string): { playerId: number; sequence: number } {
  const n = Number(roundIndex);
  return { playerId: Math.floor(n / 1_000_000), sequence: n % 1_000_000 };
}

function optionsFor(game: FairGame, seed: number): Record<string, string | number> {
  const risks = ['low', 'medium', 'high'] as const;
  switch (game) {
    case 'plinko':
      // Stake's four risks, expert included.
      return { rows: 8 + (seed % 9), risk: (['low', 'medium', 'high', 'expert'] as const)[seed % 4]! };
    case 'mines':
      return { mines: 1 + (seed % 24) };
    case 'wheel':
      return { segments: [10, 20, 30, 40, 50][seed % 5]!, risk: risks[(seed >> 3) % 3]! };
    default:
      return {};
  }
}

export interface SeededRound {
  roundIndex: string;
  family: GameFamily;
  seed: number;
  account: string;
  /** Crash only: this round's position among the player's crash rounds, oldest first (1…total). */
  crashPosition?: number;
  crashTotal?: number;
}

/** The fairness record of a round, or null when its game is not provably fair. */
export function fairnessRound(round: SeededRound): FairnessRound | null {
  const game = FAIR_FAMILIES[round.family];
  if (!game) return null;
  const { playerId, sequence } = sequenceOf(round.roundIndex);
  if (game === 'crash') {
    const total = round.crashTotal ?? 1;
    const position = round.crashPosition ?? 1;
    // chain[0] = secret, chain[j] = sha256(chain[j-1]); game k uses chain[total + 1 - k].
    let hash = sha256(`${secret()}:crash:${playerId}`);
    for (let j = 1; j <= total + 1 - position; j++) hash = sha256(hash);
    const gameHash = hash;
    const previous = sha256(gameHash);
    const out = verify({ game, serverSeed: gameHash, clientSeed: CRASH_SALT, serverSeedHash: previous });
    return {
      RoundIndex: round.roundIndex,
      Game: game,
      Hash: 'SHA256',
      ServerSeedHash: previous,
      ServerSeed: gameHash,
      ClientSeed: CRASH_SALT,
      Nonce: 0,
      Options: {},
      Result: out.result,
    };
  }
  const epoch = Math.floor((sequence - 1) / SEEDS_PER_EPOCH);
  const serverSeed = sha256(`${secret()}:${playerId}:${epoch}`);
  const clientSeed = `${round.account}-${epoch}`;
  const nonce = (sequence - 1) % SEEDS_PER_EPOCH;
  const options = optionsFor(game, round.seed);
  const out = verify({ game, serverSeed, clientSeed, nonce, ...options });
  return {
    RoundIndex: round.roundIndex,
    Game: game,
    Hash: 'SHA256',
    ServerSeedHash: sha256(serverSeed),
    // Epoch 0 holds the newest rounds: its seed is still in use, so it is not revealed.
    ServerSeed: epoch === 0 ? null : serverSeed,
    ClientSeed: clientSeed,
    Nonce: nonce,
    Options: options,
    Result: out.result,
  };
}

/** The verifier's detail for a round (mine positions, keno draw, plinko path…), for history. */
export function fairDetail(round: FairnessRound): ReturnType<typeof verify> {
  const serverSeed = round.ServerSeed ?? sha256(`${secret()}:${sequenceOf(round.RoundIndex).playerId}:0`);
  return verify({
    game: round.Game as FairGame,
    serverSeed,
    clientSeed: round.ClientSeed,
    nonce: round.Nonce,
    ...round.Options,
  });
}
