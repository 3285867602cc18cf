/**
 * Teen Patti (three cards, one 52-card deck): trail (three of a kind) > pure sequence (straight
 * flush) > sequence (straight) > colour (flush) > pair > high card. Sequences rank A-K-Q highest,
 * then A-2-3, then K-Q-J down to 2-3-4 (the Indian rules as published by Teen Patti Gold and
 * Pagat, "Teen Patti"). Hand names go out as the poker keys the client names: trail =
 * threeOfAKind, pure sequence = straightFlush, sequence = straight, colour = flush.
 */
import type { HandKey } from '../../../src/api/contract/index.ts';
import { rankValue, type Card } from './deck.ts';
import type { Strength } from './poker.ts';

export const TEEN_PATTI_ORDER = ['highCard', 'pair', 'flush', 'straight', 'straightFlush', 'threeOfAKind'] as const;

export function evaluateTeenPatti(cards: Card[]): Strength & { key: HandKey } {
  const values = cards.map(rankValue).sort((a, b) => b - a);
  const flush = cards.every((c) => c.Suit === cards[0]!.Suit);
  const distinct = new Set(values).size;
  const [a, b, c] = values as [number, number, number];
  // A-2-3 ranks just below A-K-Q: 14.5 puts it above K-Q-J (13) and below A-K-Q (14… +1 = 15).
  let sequenceHigh = 0;
  if (distinct === 3 && a - c === 2) sequenceHigh = a === 14 ? 15 : a;
  else if (a === 14 && b === 3 && c === 2) sequenceHigh = 14.5;
  const key: HandKey =
    distinct === 1
      ? 'threeOfAKind'
      : sequenceHigh && flush
        ? 'straightFlush'
        : sequenceHigh
          ? 'straight'
          : flush
            ? 'flush'
            : distinct === 2
              ? 'pair'
              : 'highCard';
  const pairRank = distinct === 2 ? (a === b ? a : b) : 0;
  const ranks = sequenceHigh ? [sequenceHigh] : pairRank ? [pairRank, values.find((v) => v !== pairRank)!] : values;
  return { category: TEEN_PATTI_ORDER.indexOf(key as (typeof TEEN_PATTI_ORDER)[number]), ranks, key };
}
