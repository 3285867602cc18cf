/**
 * The reference platform's game engine: one round of any family, played from the round's seed and
 * stake. The history list's win and balances and the detail's hands, plates and bets all come
 * from `playRound`, so the list and the detail always agree. Provably-fair families settle from
 * the verifier's outcome of the round's seeds (pass it as `fair`).
 */
import type { FairnessRound, GameFamily, RoundPayload } from '../../../src/api/contract/index.ts';
import { prng } from './rng.ts';
import { playCards } from './cards.ts';
import { playFishing } from './fishing.ts';
import { playScratch, playSlot } from './slots.ts';
import { playBingo, playTable } from './table.ts';
import { playFair, type FairOutcome } from './fair.ts';

export { prng, pay, type Rand } from './rng.ts';

export interface RoundInput {
  seed: number;
  bet: number;
  playedAt: number;
}

export interface PlayedRound {
  win: number;
  /** The whole detail, before any part of it is "lost" for the demo (round-detail.ts). */
  payload: RoundPayload | null;
  /** Pot games: the commission kept from the player's win. */
  commission: number;
  /** Slots: how many spins the round holds (1 + free games). */
  spins: number;
}

/** A second stream for the player's choices in fair games, so they never shift the seeded deal. */
const CHOICES = 0x9e3779b9;

export function playRound(
  family: GameFamily,
  row: RoundInput,
  fair: { round: FairnessRound; outcome: FairOutcome } | null = null,
): PlayedRound {
  const r = prng(row.seed);
  const stake = row.bet;
  const done = (payload: RoundPayload | null, win: number, extra: Partial<PlayedRound> = {}): PlayedRound => ({
    payload,
    win,
    commission: 0,
    spins: 1,
    ...extra,
  });
  if (fair) {
    const out = playFair(fair.round, fair.outcome, prng(row.seed ^ CHOICES), stake, row.playedAt);
    return done(out.payload, out.win);
  }
  switch (family) {
    case 'slot': {
      const s = playSlot(r, stake, 1 + (row.seed % 2));
      return done({ Kind: 'plate', Plates: s.plates }, s.win, { spins: s.plates.length });
    }
    case 'scratch': {
      const s = playScratch(r, stake);
      return done({ Kind: 'plate', Plates: s.plates }, s.win);
    }
    case 'fishing': {
      const f = playFishing(r, stake);
      return done({ Kind: 'fishing', Catches: f.catches, ItemCards: [], DetailRoundIndex: null }, f.win);
    }
    case 'bingo': {
      const b = playBingo(r, stake);
      return done({ Kind: 'bingo', Cards: b.cards }, b.win);
    }
    case 'roulette':
    case 'sicbo':
    case 'dragontiger':
    case 'bicho':
    case 'colorprediction':
    case 'cockfight': {
      const t = playTable(family, r, stake)!;
      return done({ Kind: 'areas', Outcome: t.outcome, Areas: t.areas }, t.win);
    }
    default: {
      const c = playCards(family, r, stake);
      if (c) return done({ Kind: 'cards', Hands: c.hands }, c.win, { commission: c.commission });
      // A fair family without its fairness record (should not happen): nothing won, no detail.
      return done(null, 0);
    }
  }
}
