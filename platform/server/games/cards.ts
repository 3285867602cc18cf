/**
 * The card families' rounds: deal from the family's shoe, name each hand by the family's rules,
 * decide each seat's result and what the stake returns. Seats are `you`, `dealer`, `banker`,
 * `player` or `seat-N` (contract/history.ts).
 */
import type { CardHand, GameFamily, RoundResult } from '../../../src/api/contract/index.ts';
import { Shoe, rankValue, type Card } from './deck.ts';
import { pay, type Rand } from './rng.ts';
import {
  ANTE_BONUS,
  DRAW_PAYTABLE,
  bestFive,
  compareStrength,
  dealerQualifies,
  drawHand,
  evaluate3,
  evaluate5,
  handKey,
  playsThreeCard,
  videoPokerMultiplier,
  type Strength,
} from './poker.ts';
import { evaluateTeenPatti } from './teenpatti.ts';
import { evaluateNiuNiu, niuMultiplier } from './niuniu.ts';
import { deadwood } from './rummy.ts';
import { BACCARAT_PAYS, baccaratTotal, playBaccarat } from './baccarat.ts';
import { BLACKJACK_PAYS, blackjackTotal, isBlackjack, playBlackjack } from './blackjack.ts';

/** The house keeps 5% of what a player wins from other players (pot games' commission). */
export const POT_COMMISSION = 0.05;

/** How many decks each family's shoe holds, and its jokers. */
export const SHOES: Partial<Record<GameFamily, { decks: number; jokers: number }>> = {
  teenpatti: { decks: 1, jokers: 0 },
  rummy: { decks: 1, jokers: 0 },
  tongits: { decks: 1, jokers: 0 },
  pusoy: { decks: 1, jokers: 0 },
  niuniu: { decks: 1, jokers: 0 },
  threecard: { decks: 1, jokers: 0 },
  // Joker Poker: one deck and one wild joker (five of a kind is on §9's table).
  poker5: { decks: 1, jokers: 1 },
  videopoker: { decks: 1, jokers: 1 },
  baccarat: { decks: 8, jokers: 0 },
  blackjack: { decks: 6, jokers: 0 },
};

export interface CardsRound {
  hands: CardHand[];
  win: number;
  /** Commission the house kept from this player's win (pot games), 0 elsewhere. */
  commission: number;
}

const hand = (Seat: string, Cards: Card[], HandName: string, Result: RoundResult, IsMine = false): CardHand => ({
  Seat,
  Cards,
  HandName,
  Result,
  IsMine,
});

const resultOf = (win: number, stake: number): RoundResult => (win > stake ? 'win' : win === stake ? 'push' : 'lose');

/**
 * A pot shared by `seats` players who each put in `stake`: the best strengths split it; a
 * winner's net gain (share − stake) pays 5% commission.
 */
function settlePot(stake: number, strengths: Strength[], lowerWins = false) {
  const cmp = (a: Strength, b: Strength) => (lowerWins ? -1 : 1) * compareStrength(a, b);
  const best = strengths.reduce((top, s) => (cmp(s, top) > 0 ? s : top));
  const winners = strengths.map((s) => cmp(s, best) === 0);
  const share = (stake * strengths.length) / winners.filter(Boolean).length;
  const gain = share - stake;
  const commission = Math.floor(gain * POT_COMMISSION + 1e-6);
  const mineWin = winners[0] ? Math.floor(share - commission + 1e-6) : 0;
  const results = winners.map((w): RoundResult => (!w ? 'lose' : gain > 0 ? 'win' : 'push'));
  return { results, mineWin, commission: winners[0] ? commission : 0 };
}

const seatNames = (n: number) => ['you', ...Array.from({ length: n - 1 }, (_, i) => `seat-${i + 2}`)];

export function playCards(family: GameFamily, r: Rand, stake: number): CardsRound | null {
  const spec = SHOES[family];
  if (!spec) return null;
  const shoe = new Shoe(r, spec.decks, spec.jokers);
  switch (family) {
    case 'teenpatti': {
      const seats = seatNames(4);
      const cards = seats.map(() => shoe.deal(3));
      const strengths = cards.map(evaluateTeenPatti);
      const pot = settlePot(stake, strengths);
      return {
        hands: seats.map((s, i) => hand(s, cards[i]!, strengths[i]!.key, pot.results[i]!, i === 0)),
        win: pot.mineWin,
        commission: pot.commission,
      };
    }
    case 'rummy':
    case 'tongits': {
      const seats = seatNames(family === 'rummy' ? 2 : 3);
      const size = family === 'rummy' ? 13 : 12;
      const cards = seats.map(() => shoe.deal(size));
      const points = cards.map(deadwood);
      const pot = settlePot(
        stake,
        points.map((p) => ({ category: p, ranks: [] })),
        true,
      );
      return {
        hands: seats.map((s, i) => hand(s, cards[i]!, String(points[i]), pot.results[i]!, i === 0)),
        win: pot.mineWin,
        commission: pot.commission,
      };
    }
    case 'pusoy':
      return playPusoy(shoe, stake);
    case 'niuniu': {
      // Each seat plays against the banker. The stake is a deposit of three base bets (the most a
      // hand can lose): a win gains base × the winner's niu multiplier less commission, a loss
      // gives up base × the banker's.
      const seats = ['you', 'banker', 'seat-3'];
      const cards = seats.map(() => shoe.deal(5));
      const s = cards.map(evaluateNiuNiu);
      const beats = (i: number) => compareStrength(s[i]!, s[1]!) > 0;
      const base = stake / 3;
      const gain = beats(0) ? base * niuMultiplier(s[0]!.category) : 0;
      const commission = Math.floor(gain * POT_COMMISSION + 1e-6);
      const win = beats(0)
        ? Math.floor(stake + gain - commission + 1e-6)
        : Math.floor(stake - base * niuMultiplier(s[1]!.category) + 1e-6);
      return {
        hands: [
          hand('you', cards[0]!, String(s[0]!.category), beats(0) ? 'win' : 'lose', true),
          hand('banker', cards[1]!, String(s[1]!.category), beats(0) ? 'lose' : 'win'),
          hand('seat-3', cards[2]!, String(s[2]!.category), beats(2) ? 'win' : 'lose'),
        ],
        win,
        commission,
      };
    }
    case 'videopoker': {
      const cards = drawHand(shoe.deal(5), () => shoe.draw());
      const s = evaluate5(cards);
      const win = pay(stake, videoPokerMultiplier(s));
      return { hands: [hand('you', cards, handKey(s), resultOf(win, stake), true)], win, commission: 0 };
    }
    case 'poker5': {
      // 5 Card Draw against the dealer (both draw): a win returns even money (×2), or the §9 table's
      // multiplier when the winning hand's is higher.
      const dealt = [shoe.deal(5), shoe.deal(5)];
      const you = drawHand(dealt[0]!, () => shoe.draw());
      const dealer = drawHand(dealt[1]!, () => shoe.draw());
      const sy = evaluate5(you);
      const sd = evaluate5(dealer);
      const c = compareStrength(sy, sd);
      const win = c > 0 ? pay(stake, Math.max(2, DRAW_PAYTABLE[handKey(sy)])) : c === 0 ? stake : 0;
      const r = resultOf(win, stake);
      return {
        hands: [
          hand('you', you, handKey(sy), r, true),
          hand('dealer', dealer, handKey(sd), c > 0 ? 'lose' : c === 0 ? 'push' : 'win'),
        ],
        win,
        commission: 0,
      };
    }
    case 'threecard':
      return playThreeCard(shoe, stake);
    case 'baccarat': {
      const { player, banker } = playBaccarat(shoe);
      const pt = baccaratTotal(player);
      const bt = baccaratTotal(banker);
      const side: 'player' | 'banker' = r.next() < 0.5 ? 'player' : 'banker';
      const winner = pt > bt ? 'player' : bt > pt ? 'banker' : null;
      const win = winner === null ? stake : winner === side ? pay(stake, BACCARAT_PAYS[side]) : 0;
      const res = (seat: 'player' | 'banker'): RoundResult =>
        winner === null ? 'push' : winner === seat ? 'win' : 'lose';
      return {
        hands: [
          hand('player', player, String(pt), res('player'), side === 'player'),
          hand('banker', banker, String(bt), res('banker'), side === 'banker'),
        ],
        win,
        commission: 0,
      };
    }
    case 'blackjack': {
      const { you, dealer } = playBlackjack(shoe);
      const y = blackjackTotal(you).total;
      const d = blackjackTotal(dealer).total;
      let mine: RoundResult;
      let win: number;
      if (y > 21) [mine, win] = ['bust', 0];
      else if (isBlackjack(you) && !isBlackjack(dealer)) [mine, win] = ['win', pay(stake, BLACKJACK_PAYS.blackjack)];
      else if (isBlackjack(dealer) && !isBlackjack(you)) [mine, win] = ['lose', 0];
      else if (d > 21 || y > d) [mine, win] = ['win', pay(stake, BLACKJACK_PAYS.win)];
      else if (y === d) [mine, win] = ['push', stake];
      else [mine, win] = ['lose', 0];
      const dealerResult: RoundResult = d > 21 ? 'bust' : mine === 'win' ? 'lose' : mine === 'push' ? 'push' : 'win';
      return {
        hands: [hand('you', you, String(y), mine, true), hand('dealer', dealer, String(d), dealerResult)],
        win,
        commission: 0,
      };
    }
    default:
      return null;
  }
}

/**
 * Three Card Poker, ante and play (the stake is split evenly between them): the player folds
 * below Q-6-4 (losing the ante); a dealer below queen high returns the play and pays the ante
 * 1:1; otherwise the better hand wins both 1:1. The Ante Bonus is paid on a played hand anyway.
 */
function playThreeCard(shoe: Shoe, stake: number): CardsRound {
  const you = shoe.deal(3);
  const dealer = shoe.deal(3);
  const sy = evaluate3(you);
  const sd = evaluate3(dealer);
  const ante = stake / 2;
  let mine: RoundResult;
  let back: number;
  if (!playsThreeCard(sy)) [mine, back] = ['fold', 0];
  else {
    const bonus = ante * (ANTE_BONUS[sy.key] ?? 0);
    const c = compareStrength(sy, sd);
    if (!dealerQualifies(sd)) back = ante * 2 + ante + bonus;
    else if (c > 0) back = stake * 2 + bonus;
    else if (c === 0) back = stake + bonus;
    else back = bonus;
    mine = resultOf(Math.floor(back + 1e-6), stake);
  }
  const win = Math.floor(back + 1e-6);
  const dealerResult: RoundResult =
    mine === 'fold' ? 'win' : mine === 'win' ? 'lose' : mine === 'push' ? 'push' : 'win';
  return {
    hands: [hand('you', you, sy.key, mine, true), hand('dealer', dealer, sd.key, dealerResult)],
    win,
    commission: 0,
  };
}

/**
 * Pusoy (Chinese poker), four seats of 13 cards: each sets a back hand (the best five), a middle
 * (the best five of the rest) and a front (the last three), so the back never loses to the middle
 * nor the middle to the front (no foul). Each row is compared with each opponent: ±1 point; a
 * point is worth a ninth of the stake (nine rows against three opponents), and a net gain pays 5%
 * commission. The hand's name is its back hand.
 */
function playPusoy(shoe: Shoe, stake: number): CardsRound {
  const seats = seatNames(4);
  const rows = seats.map(() => {
    const cards = shoe.deal(13);
    const back = bestFive(cards);
    const rest = cards.filter((c) => !back.used.includes(c));
    const middle = bestFive(rest);
    const front = rest.filter((c) => !middle.used.includes(c));
    return {
      cards: [...back.used, ...middle.used, ...front],
      back: back.strength,
      middle: middle.strength,
      front: frontStrength(front),
    };
  });
  const points = rows.map((a, i) =>
    rows.reduce((sum, b, j) => {
      if (i === j) return sum;
      const row = (x: Strength, y: Strength) => Math.sign(compareStrength(x, y));
      // Fronts compare as three-card hands; a straight or flush does not count in the front.
      return sum + row(a.back, b.back) + row(a.middle, b.middle) + row(a.front, b.front);
    }, 0),
  );
  const gain = (stake * points[0]!) / 9;
  const commission = gain > 0 ? Math.floor(gain * POT_COMMISSION + 1e-6) : 0;
  const win = Math.max(0, Math.floor(stake + gain - commission + 1e-6));
  return {
    hands: seats.map((s, i) =>
      hand(
        s,
        rows[i]!.cards,
        handKey(rows[i]!.back),
        points[i]! > 0 ? 'win' : points[i]! === 0 ? 'push' : 'lose',
        i === 0,
      ),
    ),
    win,
    commission,
  };
}

/** A Pusoy front: only trips, pairs and high cards count (straights and flushes need five cards). */
export function frontStrength(cards: Card[]): Strength {
  const values = cards.map(rankValue).sort((a, b) => b - a);
  const [a, b, c] = values as [number, number, number];
  if (a === c) return { category: 2, ranks: [a] };
  if (a === b || b === c) return { category: 1, ranks: [b, a === b ? c : a] };
  return { category: 0, ranks: values };
}
