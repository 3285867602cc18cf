/**
 * Cards, decks and shoes. A deck is 52 cards (plus jokers where the game plays them); a shoe is
 * several decks shuffled together (baccarat and dragon tiger deal from 8, blackjack from 6). Cards
 * are dealt from the top of a Fisher–Yates shuffle, without replacement: a card a shoe holds once
 * is seen at most once in a round.
 */
import type { PlayingCard } from '../../../src/api/contract/index.ts';
import type { Rand } from './rng.ts';

export type Card = PlayingCard;
export const SUITS: readonly Card['Suit'][] = ['S', 'H', 'D', 'C'];
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

/** Poker order: 2 = 2 … K = 13, A = 14. */
export function rankValue(card: Card): number {
  return RANKS.indexOf(card.Rank as (typeof RANKS)[number]) + 2;
}

export const isJoker = (card: Card) => card.Suit === 'J';
export const cardText = (card: Card) => (isJoker(card) ? 'JOKER' : `${card.Rank}${card.Suit}`);

/** `decks` standard decks and `jokers` jokers, in a fixed order (before shuffling). */
export function newShoe(decks: number, jokers = 0): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) for (const Suit of SUITS) for (const Rank of RANKS) cards.push({ Suit, Rank });
  for (let j = 0; j < jokers; j++) cards.push({ Suit: 'J', Rank: '' });
  return cards;
}

/** Fisher–Yates in place, from the round's seeded stream. */
export function shuffle<T>(items: T[], r: Rand): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A shuffled shoe dealt from the top. */
export class Shoe {
  private readonly cards: Card[];
  private top = 0;
  constructor(r: Rand, decks = 1, jokers = 0) {
    this.cards = shuffle(newShoe(decks, jokers), r);
  }
  draw(): Card {
    const card = this.cards[this.top++];
    if (!card) throw new Error('the shoe is empty');
    return { ...card };
  }
  deal(n: number): Card[] {
    return Array.from({ length: n }, () => this.draw());
  }
}
