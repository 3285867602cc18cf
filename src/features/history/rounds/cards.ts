/**
 * PlayingCard games (Teen Patti, Rummy, Tongits, Pusoy, Blackjack, Baccarat, the poker family, Niu-Niu):
 * each seat's hand, the hand's name and the §4 round result. A hand with no cards where cards are
 * expected (an opponent's hand that was not kept) makes the round incomplete.
 */
import type { RoundResult } from '../../../api/contract';
import { entries, record, str, type Parsed } from './read';

export const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣', J: '🃏' } as const;
export type Suit = keyof typeof SUIT_SYMBOLS;
const RANKS = new Set(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
export const ROUND_RESULTS: readonly RoundResult[] = ['win', 'lose', 'push', 'bust', 'fold', 'drop', 'timeoutDrop'];

export interface PlayingCard {
  suit: Suit;
  rank: string;
  red: boolean;
}
export interface Hand {
  seat: string;
  cards: PlayingCard[];
  handName: string;
  result: RoundResult | null;
  mine: boolean;
}

export function parseCard(input: unknown): PlayingCard | null {
  const card = record(input);
  const suit = str(card?.Suit) as Suit | null;
  const rank = str(card?.Rank)?.toUpperCase() ?? '';
  if (!suit || !Object.hasOwn(SUIT_SYMBOLS, suit)) return null;
  if (suit === 'J') return { suit, rank: '', red: false };
  if (!RANKS.has(rank)) return null;
  return { suit, rank, red: suit === 'H' || suit === 'D' };
}

export function parseHands(input: unknown): Parsed<Hand[]> {
  let cardsMissing = false;
  const hands = entries(input, (hand): Hand => {
    const cards = entries(hand.Cards ?? [], parseCard);
    // An unreadable card, or a hand without cards, is a hand that was not kept whole.
    cardsMissing ||= cards.incomplete || cards.value.length === 0;
    const result = str(hand.Result);
    return {
      seat: str(hand.Seat) ?? '',
      cards: cards.value,
      handName: str(hand.HandName) ?? '',
      result: result && (ROUND_RESULTS as readonly string[]).includes(result) ? (result as RoundResult) : null,
      mine: hand.IsMine === true,
    };
  });
  // The player's own hand first.
  hands.value.sort((a, b) => Number(b.mine) - Number(a.mine));
  return { value: hands.value, incomplete: hands.incomplete || cardsMissing };
}
