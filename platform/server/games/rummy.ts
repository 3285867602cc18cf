/**
 * Rummy and Tongits hands: melds are sets (3–4 cards of one rank) and runs (3+ consecutive cards
 * of one suit, ace low: A-2-3, never Q-K-A); deadwood is the points of the cards in no meld
 * (A = 1, 2–10 face value, J/Q/K = 10). The hand's best arrangement is found by search (a hand
 * holds at most 13 cards), and the hand's name is its deadwood in digits; the lowest deadwood wins.
 */
import type { Card } from './deck.ts';

const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const cardPoints = (card: Card) => Math.min(10, ORDER.indexOf(card.Rank) + 1);

/** Every meld the cards can form, as index lists. */
function melds(cards: Card[]): number[][] {
  const out: number[][] = [];
  const byRank = new Map<string, number[]>();
  cards.forEach((c, i) => byRank.set(c.Rank, [...(byRank.get(c.Rank) ?? []), i]));
  for (const idx of byRank.values()) {
    if (idx.length >= 3) {
      for (let skip = -1; skip < idx.length; skip++) {
        const set = idx.filter((_, k) => k !== skip);
        if (set.length >= 3 && set.length <= 4) out.push(set);
      }
    }
  }
  for (const suit of ['S', 'H', 'D', 'C']) {
    const at = new Map<number, number>();
    cards.forEach((c, i) => {
      if (c.Suit === suit) at.set(ORDER.indexOf(c.Rank), i);
    });
    for (let start = 0; start < 13; start++)
      for (let end = start + 2; end < 13 && [...Array(end - start + 1).keys()].every((k) => at.has(start + k)); end++)
        out.push([...Array(end - start + 1).keys()].map((k) => at.get(start + k)!));
  }
  return out;
}

/** The least deadwood the cards can leave. */
export function deadwood(cards: Card[]): number {
  const all = melds(cards);
  const points = cards.map(cardPoints);
  let best = points.reduce((s, p) => s + p, 0);
  const search = (from: number, used: Set<number>) => {
    const left = points.reduce((s, p, i) => s + (used.has(i) ? 0 : p), 0);
    if (left < best) best = left;
    for (let m = from; m < all.length; m++) {
      const meld = all[m]!;
      if (meld.some((i) => used.has(i))) continue;
      for (const i of meld) used.add(i);
      search(m + 1, used);
      for (const i of meld) used.delete(i);
    }
  };
  search(0, new Set());
  return best;
}
