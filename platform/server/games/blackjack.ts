/**
 * Blackjack from a 6-deck shoe. Totals: 2–10 face value, J/Q/K 10, an ace 11 unless that busts
 * the hand (then 1); a hand counting an ace as 11 is "soft". Over 21 is bust. Two cards totalling
 * 21 is a blackjack, paid 3:2. The dealer stands on every 17 (S17, the common table rule); the
 * player here plays the simple rule "hit below 17, and on soft 17".
 */
import type { Card } from './deck.ts';
import type { Shoe } from './deck.ts';

export function blackjackTotal(cards: Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    if (c.Rank === 'A') {
      aces++;
      total += 11;
    } else total += ['J', 'Q', 'K'].includes(c.Rank) ? 10 : Number(c.Rank);
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

export const isBlackjack = (cards: Card[]) => cards.length === 2 && blackjackTotal(cards).total === 21;

export function playBlackjack(shoe: Shoe): { you: Card[]; dealer: Card[] } {
  const [y1, d1, y2, d2] = shoe.deal(4) as [Card, Card, Card, Card];
  const you = [y1, y2];
  const dealer = [d1, d2];
  if (isBlackjack(you) || isBlackjack(dealer)) return { you, dealer };
  for (;;) {
    const { total, soft } = blackjackTotal(you);
    if (total < 17 || (total === 17 && soft)) you.push(shoe.draw());
    else break;
  }
  if (blackjackTotal(you).total <= 21) while (blackjackTotal(dealer).total < 17) dealer.push(shoe.draw());
  return { you, dealer };
}

/** What the stake returns: blackjack 3:2 (×2.5), a win 1:1 (×2), a push the stake. */
export const BLACKJACK_PAYS = { blackjack: 2.5, win: 2, push: 1 } as const;
