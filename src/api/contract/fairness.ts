/** The fairness verifier's platform call (§5, §7 /fairness/steps). */
import type { Call, None } from './common';

export type FairnessGame = 'dice' | 'limbo' | 'plinko' | 'mines' | 'keno' | 'wheel' | 'crash' | 'crash52';

/** GET /fairness/steps?Game=29&RoundIndex=… — the player's own round of a provably-fair game. */
export interface FairnessQuery {
  Game: number;
  RoundIndex: string;
}

export interface FairnessRound {
  RoundIndex: string;
  Game: FairnessGame;
  Hash: 'SHA256' | 'SHA512';
  /** SHA-256 of the server seed, published before the round. */
  ServerSeedHash: string;
  /** Revealed after the seed is rotated; null while still in use. */
  ServerSeed: string | null;
  ClientSeed: string;
  Nonce: number;
  /** Game options: plinko rows and risk, mines count, wheel segments and risk. */
  Options: Record<string, string | number>;
  /** What the game produced: multiplier, payout, or (mines, keno) the count of picks. */
  Result: number;
}

/** The fairness calls: key → params, query, body and response `Data`. */
export interface FairnessCalls {
  'GET /fairness/steps': Call<None, FairnessQuery, None, FairnessRound>;
}
