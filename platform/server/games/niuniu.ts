/**
 * Niu-Niu (Bull Bull), five cards from one 52-card deck. Card points: A = 1, 2–10 face value,
 * J/Q/K = 10. A hand has a "niu" when three of its cards sum to a multiple of 10; its niu is the
 * other two cards' sum mod 10 (0 counts as 10: Niu-Niu). No three such cards: no niu (0). Equal
 * niu: the highest card decides (rank K high, then suit ♠ > ♥ > ♣ > ♦). The hand name goes out as
 * its niu in digits, 0–10 (the client shows digits as they come).
 */
import { type Card } from './deck.ts';
import type { Strength } from './poker.ts';

const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_ORDER = ['D', 'C', 'H', 'S'];
export const niuPoints = (card: Card) => Math.min(10, ORDER.indexOf(card.Rank) + 1);

export function niuOf(cards: Card[]): number {
  const points = cards.map(niuPoints);
  const total = points.reduce((s, p) => s + p, 0);
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++)
        if ((points[a]! + points[b]! + points[c]!) % 10 === 0) {
          const rest = (total - points[a]! - points[b]! - points[c]!) % 10;
          return rest === 0 ? 10 : rest;
        }
  return 0;
}

export function evaluateNiuNiu(cards: Card[]): Strength {
  const top = Math.max(...cards.map((c) => ORDER.indexOf(c.Rank) * 4 + SUIT_ORDER.indexOf(c.Suit)));
  return { category: niuOf(cards), ranks: [top] };
}

/**
 * What a win multiplies the stake by (the common table of Niu-Niu rooms): no niu to niu 6 ×1,
 * niu 7–9 ×2, Niu-Niu ×3.
 */
export const niuMultiplier = (niu: number) => (niu === 10 ? 3 : niu >= 7 ? 2 : 1);
