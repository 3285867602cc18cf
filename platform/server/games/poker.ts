/**
 * Poker hands. Five cards: the ten categories of HAND_KEYS (high card … five of a kind), ace high
 * or low (A-2-3-4-5, the "wheel", is a five-high straight); a joker is wild and becomes whichever
 * card makes the best hand (five of a kind needs one). Three cards (Three Card Poker): a straight
 * beats a flush, as the game's published rules rank them, because with three cards it is rarer.
 */
import type { HandKey } from '../../../src/api/contract/index.ts';
import { HAND_KEYS } from '../../../src/api/contract/index.ts';
import { RANKS, SUITS, isJoker, rankValue, type Card } from './deck.ts';

/** A hand's strength: category (index in HAND_KEYS, or the game's own order), then tie-break ranks. */
export interface Strength {
  category: number;
  ranks: number[];
}

export function compareStrength(a: Strength, b: Strength): number {
  if (a.category !== b.category) return a.category - b.category;
  for (let i = 0; i < Math.max(a.ranks.length, b.ranks.length); i++) {
    const d = (a.ranks[i] ?? 0) - (b.ranks[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** Ranks grouped by count (most first, then highest first): [[count, rank], …]. */
function groups(values: number[]): [number, number][] {
  const counts = new Array<number>(15).fill(0);
  for (const v of values) counts[v]!++;
  const out: [number, number][] = [];
  for (let n = 5; n >= 1; n--) for (let rank = 14; rank >= 2; rank--) if (counts[rank] === n) out.push([n, rank]);
  return out;
}

/** The high card of a straight of these distinct ranks, or 0; the wheel A-2-3-4-5 is five high. */
function straightHigh(sortedDesc: number[]): number {
  const n = sortedDesc.length;
  if (new Set(sortedDesc).size !== n) return 0;
  if (sortedDesc[0]! - sortedDesc[n - 1]! === n - 1) return sortedDesc[0]!;
  // Ace low: A plus 2…n (the wheel for five cards, A-2-3 for three).
  if (sortedDesc[0] === 14 && sortedDesc[1] === n && sortedDesc[n - 1] === 2) return n;
  return 0;
}

const CAT = Object.fromEntries(HAND_KEYS.map((k, i) => [k, i])) as Record<HandKey, number>;

/** Five natural cards (no joker). */
function evaluateNatural5(cards: Card[]): Strength {
  const values = cards.map(rankValue).sort((a, b) => b - a);
  const flush = cards.every((c) => c.Suit === cards[0]!.Suit);
  const high = straightHigh(values);
  const g = groups(values);
  const byCount = g.map(([, rank]) => rank);
  if (g[0]![0] === 5) return { category: CAT.fiveOfAKind, ranks: byCount };
  if (high && flush) return { category: CAT.straightFlush, ranks: [high] };
  if (g[0]![0] === 4) return { category: CAT.fourOfAKind, ranks: byCount };
  if (g[0]![0] === 3 && g[1]![0] === 2) return { category: CAT.fullHouse, ranks: byCount };
  if (flush) return { category: CAT.flush, ranks: values };
  if (high) return { category: CAT.straight, ranks: [high] };
  if (g[0]![0] === 3) return { category: CAT.threeOfAKind, ranks: byCount };
  if (g[0]![0] === 2 && g[1]![0] === 2) return { category: CAT.twoPair, ranks: byCount };
  if (g[0]![0] === 2) return { category: CAT.pair, ranks: byCount };
  return { category: CAT.highCard, ranks: values };
}

const ALL_CARDS: Card[] = SUITS.flatMap((Suit) => RANKS.map((Rank) => ({ Suit, Rank })));

/** The best strength of five cards, each joker played as the card that helps most. */
export function evaluate5(cards: Card[]): Strength {
  if (cards.length !== 5) throw new Error('a poker hand has five cards');
  const jokerAt = cards.findIndex(isJoker);
  if (jokerAt < 0) return evaluateNatural5(cards);
  let best: Strength | null = null;
  for (const stand of ALL_CARDS) {
    const hand = cards.map((c, i) => (i === jokerAt ? stand : c));
    const s = evaluate5(hand);
    if (!best || compareStrength(s, best) > 0) best = s;
  }
  return best!;
}

export const handKey = (s: Strength): HandKey => HAND_KEYS[s.category]!;

/**
 * A natural five-card hand's strength as one number (category, then tie-break ranks in base 16),
 * for searches over many five-card subsets (Pusoy sets 13 cards): no arrays are made per hand.
 */
function quickScore(v: Int8Array, suit: Int8Array, a: number, b: number, c: number, d: number, e: number): number {
  const counts = new Int8Array(15);
  counts[v[a]!]!++;
  counts[v[b]!]!++;
  counts[v[c]!]!++;
  counts[v[d]!]!++;
  counts[v[e]!]!++;
  const flush = suit[a] === suit[b] && suit[a] === suit[c] && suit[a] === suit[d] && suit[a] === suit[e];
  let key = 0;
  let most = 0;
  let second = 0;
  let distinct = 0;
  // Tie-break ranks: by count, then rank, highest first.
  for (let n = 4; n >= 1; n--)
    for (let r = 14; r >= 2; r--)
      if (counts[r] === n) {
        key = key * 16 + r;
        distinct++;
        if (!most) most = n;
        else if (!second) second = n;
      }
  let high = 0;
  if (distinct === 5) {
    let top = 14;
    while (!counts[top]) top--;
    if (counts[top - 1] && counts[top - 2] && counts[top - 3] && counts[top - 4]) high = top;
    else if (counts[14] && counts[2] && counts[3] && counts[4] && counts[5]) high = 5;
  }
  const category =
    high && flush
      ? 8
      : most === 4
        ? 7
        : most === 3 && second === 2
          ? 6
          : flush
            ? 5
            : high
              ? 4
              : most === 3
                ? 3
                : most === 2 && second === 2
                  ? 2
                  : most === 2
                    ? 1
                    : 0;
  return category * 16 ** 5 + (high ? high : key);
}

/** The best five of `cards` (natural cards: Pusoy's back and middle hands), and the cards it used. */
export function bestFive(cards: Card[]): { strength: Strength; used: Card[] } {
  const n = cards.length;
  const v = Int8Array.from(cards.map(rankValue));
  const suit = Int8Array.from(cards.map((c) => SUITS.indexOf(c.Suit)));
  let best = -1;
  let pick: number[] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const score = quickScore(v, suit, a, b, c, d, e);
            if (score > best) {
              best = score;
              pick = [a, b, c, d, e];
            }
          }
  const used = pick.map((i) => cards[i]!);
  return { strength: evaluate5(used), used };
}

/** Three-card categories, lowest first, in Three Card Poker's order. */
export const THREE_CARD_ORDER = ['highCard', 'pair', 'flush', 'straight', 'threeOfAKind', 'straightFlush'] as const;

/** Three cards by Three Card Poker's rules (A-2-3 is the lowest straight, A-K-Q the highest). */
export function evaluate3(cards: Card[]): Strength & { key: HandKey } {
  const values = cards.map(rankValue).sort((a, b) => b - a);
  const flush = cards.every((c) => c.Suit === cards[0]!.Suit);
  const high = straightHigh(values);
  const g = groups(values);
  const key: HandKey =
    g[0]![0] === 3
      ? 'threeOfAKind'
      : high && flush
        ? 'straightFlush'
        : high
          ? 'straight'
          : flush
            ? 'flush'
            : g[0]![0] === 2
              ? 'pair'
              : 'highCard';
  const ranks = high ? [high] : g.map(([, r]) => r);
  return { category: THREE_CARD_ORDER.indexOf(key as (typeof THREE_CARD_ORDER)[number]), ranks, key };
}

/**
 * §9: video poker and 5 Card Draw pay full house ×8, four of a kind ×10, straight flush ×100 and
 * five of a kind ×300. The games deal one deck with one wild joker (five of a kind needs it), so
 * the rows §9 does not give follow Joker Poker's "Kings or Better" schedule (a pair of kings or
 * better 1, two pair 1, three of a kind 2, straight 3, flush 5 — Wizard of Odds, "Joker Poker").
 * Multipliers are what the stake returns in total.
 */
export const DRAW_PAYTABLE: Record<HandKey, number> = {
  highCard: 0,
  pair: 1,
  twoPair: 1,
  threeOfAKind: 2,
  straight: 3,
  flush: 5,
  fullHouse: 8,
  fourOfAKind: 10,
  straightFlush: 100,
  fiveOfAKind: 300,
};

/** Video poker's multiplier for a final hand: a pair pays only when it is kings or better. */
export function videoPokerMultiplier(s: Strength): number {
  const key = handKey(s);
  if (key === 'pair') return s.ranks[0]! >= 13 ? DRAW_PAYTABLE.pair : 0;
  return DRAW_PAYTABLE[key];
}

/**
 * Three Card Poker's Ante Bonus (paid on the ante whatever the dealer holds): straight 1, three of
 * a kind 4, straight flush 5 — the standard table of the game's rules (Wizard of Odds, "Three
 * Card Poker", pay table 1).
 */
export const ANTE_BONUS: Partial<Record<HandKey, number>> = { straight: 1, threeOfAKind: 4, straightFlush: 5 };

/** The dealer plays with queen high or better. */
export const dealerQualifies = (s: Strength & { key: HandKey }) => s.key !== 'highCard' || s.ranks[0]! >= 12;

/** Optimal play folds below Q-6-4 (the published strategy of Three Card Poker). */
export function playsThreeCard(s: Strength & { key: HandKey }): boolean {
  if (s.key !== 'highCard') return true;
  const [a, b, c] = s.ranks as [number, number, number];
  if (a !== 12) return a > 12;
  if (b !== 6) return b > 6;
  return c >= 4;
}

/**
 * The draw of 5 Card Draw and video poker, by a simple published-style strategy: keep a made
 * straight or better; else four to a flush; else every card of a pair or better; else the
 * kings and aces (and a joker); the rest is replaced from the same deck.
 */
export function cardsToHold(cards: Card[]): boolean[] {
  const s = evaluate5(cards);
  if (s.category >= HAND_KEYS.indexOf('straight')) return cards.map(() => true);
  const natural = cards.filter((c) => !isJoker(c));
  for (const suit of SUITS) {
    if (natural.filter((c) => c.Suit === suit).length + (cards.length - natural.length) >= 4)
      return cards.map((c) => isJoker(c) || c.Suit === suit);
  }
  const counts = new Map<string, number>();
  for (const c of natural) counts.set(c.Rank, (counts.get(c.Rank) ?? 0) + 1);
  if ([...counts.values()].some((n) => n >= 2)) return cards.map((c) => isJoker(c) || counts.get(c.Rank)! >= 2);
  return cards.map((c) => isJoker(c) || rankValue(c) >= 13);
}

/** Hold, then draw the replacements from `draw`: the final hand. */
export function drawHand(cards: Card[], draw: () => Card): Card[] {
  const hold = cardsToHold(cards);
  return cards.map((c, i) => (hold[i] ? c : draw()));
}
