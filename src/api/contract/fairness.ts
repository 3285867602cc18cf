/** The fairness verifier's platform call (§5, §7 /fairness/steps). */
import type { Call, None } from './common';
import { dict, nullable, num, obj, oneOf, ShapeError, str, type Reader } from '../read';

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

/** A game option: a number (rows, mines) or a word (risk). */
const option: Reader<string | number> = (v, path = '') => {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
  throw new ShapeError(path, 'a string or a number');
};

/** Reader of `GET /fairness/steps`: the verifier needs every field, so all are strict. */
export const readFairnessRound = /*#__PURE__*/ obj<FairnessRound>({
  RoundIndex: str,
  Game: oneOf<FairnessGame>('dice', 'limbo', 'plinko', 'mines', 'keno', 'wheel', 'crash', 'crash52'),
  Hash: oneOf('SHA256', 'SHA512'),
  ServerSeedHash: str,
  ServerSeed: nullable(str),
  ClientSeed: str,
  Nonce: num,
  Options: dict(option),
  Result: num,
});

/** The fairness calls: key → params, query, body and response `Data`. */
export interface FairnessCalls {
  'GET /fairness/steps': Call<None, FairnessQuery, None, FairnessRound>;
}
