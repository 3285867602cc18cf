/** The card families' rules, on known hands (platform/server/games). */
import { describe, expect, it } from 'vitest';
import type { PlayingCard } from '../../src/api/contract';
import { Shoe } from '../../platform/server/games/deck';
import { prng } from '../../platform/server/games/rng';
import {
  bestFive,
  compareStrength,
  dealerQualifies,
  evaluate3,
  evaluate5,
  handKey,
  playsThreeCard,
  videoPokerMultiplier,
} from '../../platform/server/games/poker';
import { evaluateTeenPatti } from '../../platform/server/games/teenpatti';
import { niuOf } from '../../platform/server/games/niuniu';
import { deadwood } from '../../platform/server/games/rummy';
import { baccaratTotal, bankerDraws, playBaccarat } from '../../platform/server/games/baccarat';
import { blackjackTotal, isBlackjack } from '../../platform/server/games/blackjack';
import { frontStrength } from '../../platform/server/games/cards';

/** "AS 10H JOKER" → cards (rank, then suit S/H/D/C). */
const hand = (text: string): PlayingCard[] =>
  text
    .split(' ')
    .map((t) => (t === 'JOKER' ? { Suit: 'J', Rank: '' } : { Rank: t.slice(0, -1), Suit: t.slice(-1) as 'S' }));
const name5 = (text: string) => handKey(evaluate5(hand(text)));

describe('poker hands (five cards)', () => {
  it('names every category from high card to five of a kind', () => {
    expect(name5('AS KD 9H 7C 2S')).toBe('highCard');
    expect(name5('AS AD 8H 7C 2S')).toBe('pair');
    expect(name5('AS AD 8H 8C 2S')).toBe('twoPair');
    expect(name5('AS AD AH 8C 2S')).toBe('threeOfAKind');
    expect(name5('9S 8D 7H 6C 5S')).toBe('straight');
    expect(name5('AH 9H 7H 4H 2H')).toBe('flush');
    expect(name5('KS KD KH 2C 2S')).toBe('fullHouse');
    expect(name5('QS QD QH QC 2S')).toBe('fourOfAKind');
    expect(name5('9H 8H 7H 6H 5H')).toBe('straightFlush');
    expect(name5('QS QD QH QC JOKER')).toBe('fiveOfAKind');
  });
  it('the wheel A-2-3-4-5 is a straight, five high: it loses to 2-3-4-5-6', () => {
    expect(name5('AS 2D 3H 4C 5S')).toBe('straight');
    expect(name5('AH 2H 3H 4H 5H')).toBe('straightFlush');
    expect(compareStrength(evaluate5(hand('AS 2D 3H 4C 5S')), evaluate5(hand('2S 3D 4H 5C 6S')))).toBeLessThan(0);
    // Q-K-A-2-3 wraps around: no straight.
    expect(name5('QS KD AH 2C 3S')).toBe('highCard');
  });
  it('a joker becomes the card that helps most', () => {
    expect(name5('AS AD JOKER 7C 2S')).toBe('threeOfAKind');
    expect(name5('9H 8H JOKER 6H 5H')).toBe('straightFlush');
    expect(name5('KS KD 2H 2C JOKER')).toBe('fullHouse');
  });
  it('ties break on the ranks that make the hand, then the kickers', () => {
    expect(compareStrength(evaluate5(hand('KS KD 9H 7C 2S')), evaluate5(hand('QS QD AH 7C 2S')))).toBeGreaterThan(0);
    expect(compareStrength(evaluate5(hand('KS KD 9H 7C 2S')), evaluate5(hand('KH KC 9D 7S 3S')))).toBeLessThan(0);
    expect(compareStrength(evaluate5(hand('KS KD 9H 7C 2S')), evaluate5(hand('KH KC 9D 7S 2D')))).toBe(0);
  });
  it('video poker pays §9 (full house 8, four 10, straight flush 100, five of a kind 300), pairs from kings', () => {
    const pays = (text: string) => videoPokerMultiplier(evaluate5(hand(text)));
    expect(pays('KS KD KH 2C 2S')).toBe(8);
    expect(pays('QS QD QH QC 2S')).toBe(10);
    expect(pays('9H 8H 7H 6H 5H')).toBe(100);
    expect(pays('QS QD QH QC JOKER')).toBe(300);
    expect(pays('KS KD 8H 7C 2S')).toBe(1);
    expect(pays('QS QD 8H 7C 2S')).toBe(0);
  });
  it("Pusoy's search finds the best five of thirteen", () => {
    const cards = hand('2S 2D 2H 9C 9S KD 4H 6C 8S JD 3H 5C 7S');
    const { strength, used } = bestFive(cards);
    expect(handKey(strength)).toBe('fullHouse');
    expect(used.map((c) => c.Rank).sort()).toEqual(['2', '2', '2', '9', '9']);
    // A Pusoy front counts trips, pairs and high cards only.
    expect(frontStrength(hand('AS 2D 3H')).category).toBe(0);
    expect(frontStrength(hand('5S 5D 3H')).category).toBe(1);
  });
});

describe('Three Card Poker', () => {
  it('ranks a straight above a flush, and A-2-3 as the lowest straight', () => {
    expect(evaluate3(hand('4S 5D 6H')).key).toBe('straight');
    expect(compareStrength(evaluate3(hand('4S 5D 6H')), evaluate3(hand('2H 9H KH')))).toBeGreaterThan(0);
    expect(compareStrength(evaluate3(hand('AS 2D 3H')), evaluate3(hand('2S 3D 4H')))).toBeLessThan(0);
  });
  it('the dealer qualifies with queen high; the player plays Q-6-4 or better', () => {
    expect(dealerQualifies(evaluate3(hand('QS 5D 2H')))).toBe(true);
    expect(dealerQualifies(evaluate3(hand('JS 9D 2H')))).toBe(false);
    expect(playsThreeCard(evaluate3(hand('QS 6D 4H')))).toBe(true);
    expect(playsThreeCard(evaluate3(hand('QS 6D 3H')))).toBe(false);
  });
});

describe('Teen Patti', () => {
  const tp = (text: string) => evaluateTeenPatti(hand(text));
  it('orders trail > pure sequence > sequence > colour > pair > high card', () => {
    const order = ['2S 2D 2H', '4H 5H 6H', '4S 5D 6H', '2H 9H KH', 'AS AD 3H', 'AS KD 9H'].map(tp);
    expect(order.map((s) => s.key)).toEqual(['threeOfAKind', 'straightFlush', 'straight', 'flush', 'pair', 'highCard']);
    for (let i = 1; i < order.length; i++) expect(compareStrength(order[i - 1]!, order[i]!)).toBeGreaterThan(0);
  });
  it('the lowest trail beats the best pure sequence (unlike poker)', () => {
    expect(compareStrength(tp('2S 2D 2H'), tp('AH KH QH'))).toBeGreaterThan(0);
  });
  it('A-K-Q is the top sequence, A-2-3 the second, above K-Q-J', () => {
    expect(compareStrength(tp('AS KD QH'), tp('AS 2D 3H'))).toBeGreaterThan(0);
    expect(compareStrength(tp('AS 2D 3H'), tp('KS QD JH'))).toBeGreaterThan(0);
  });
  it('A♦ A♠ 8♦ is a pair, 3♥ 6♠ 8♦ a high card', () => {
    expect(tp('AD AS 8D').key).toBe('pair');
    expect(tp('3H 6S 8D').key).toBe('highCard');
  });
});

describe('Niu-Niu', () => {
  it('three cards making a multiple of ten give a niu of the other two', () => {
    expect(niuOf(hand('KS QD 10H 3C 4S'))).toBe(7);
    expect(niuOf(hand('3S 7D 10H 5C 5S'))).toBe(10); // Niu-Niu: the rest sum to 10
    expect(niuOf(hand('KS 3D 7H 5C 6S'))).toBe(1); // K+3+7 = 20; 5+6 = 11 → niu 1
    expect(niuOf(hand('AS 2D 3H 5C 9S'))).toBe(10); // 2+3+5 = 10; A+9 = 10 → Niu-Niu
    expect(niuOf(hand('AS 2D 4H 6C 8S'))).toBe(0); // no three cards sum to a multiple of ten
  });
});

describe('rummy and tongits deadwood', () => {
  it('counts the points of cards outside sets and runs', () => {
    expect(deadwood(hand('5S 5D 5H 2C 3C 4C KD'))).toBe(10);
    expect(deadwood(hand('AS 2S 3S 4S 9D 9H 9C'))).toBe(0);
    // Q-K-A is not a run.
    expect(deadwood(hand('QS KS AS'))).toBe(21);
  });
});

describe('baccarat', () => {
  it('totals are points mod 10 (tens and faces count 0)', () => {
    expect(baccaratTotal(hand('9S 8D'))).toBe(7);
    expect(baccaratTotal(hand('KS QD'))).toBe(0);
    expect(baccaratTotal(hand('AS 10D 5H'))).toBe(6);
  });
  it('follows the third-card rule', () => {
    // The Player stood: the Banker draws on 0–5.
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    const third = (rank: string) => hand(`${rank}S`)[0]!;
    expect(bankerDraws(2, third('8'))).toBe(true);
    expect(bankerDraws(3, third('8'))).toBe(false);
    expect(bankerDraws(3, third('9'))).toBe(true);
    expect(bankerDraws(4, third('A'))).toBe(false);
    expect(bankerDraws(4, third('2'))).toBe(true);
    expect(bankerDraws(5, third('3'))).toBe(false);
    expect(bankerDraws(5, third('4'))).toBe(true);
    expect(bankerDraws(6, third('6'))).toBe(true);
    expect(bankerDraws(6, third('8'))).toBe(false);
    expect(bankerDraws(7, third('6'))).toBe(false);
  });
  it('a natural ends the coup on two cards; a played coup obeys the rules', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { player, banker } = playBaccarat(new Shoe(prng(seed), 8));
      const p2 = baccaratTotal(player.slice(0, 2));
      const b2 = baccaratTotal(banker.slice(0, 2));
      if (p2 >= 8 || b2 >= 8) {
        expect([player.length, banker.length]).toEqual([2, 2]);
        continue;
      }
      expect(player.length).toBe(p2 <= 5 ? 3 : 2);
      expect(banker.length).toBe(bankerDraws(b2, player[2] ?? null) ? 3 : 2);
    }
  });
});

describe('blackjack', () => {
  it('counts an ace as 11 unless that busts the hand (a soft total)', () => {
    expect(blackjackTotal(hand('AS 6D'))).toEqual({ total: 17, soft: true });
    expect(blackjackTotal(hand('AS 6D 9H'))).toEqual({ total: 16, soft: false });
    expect(blackjackTotal(hand('AS AD 9H'))).toEqual({ total: 21, soft: true });
    expect(blackjackTotal(hand('KS QD 5H'))).toEqual({ total: 25, soft: false });
  });
  it('a blackjack is 21 on two cards only', () => {
    expect(isBlackjack(hand('AS KD'))).toBe(true);
    expect(isBlackjack(hand('7S 7D 7H'))).toBe(false);
  });
});

describe('decks and shoes', () => {
  it('deal without replacement: a one-deck shoe deals each of its 53 cards once', () => {
    const shoe = new Shoe(prng(7), 1, 1);
    const seen = new Set(shoe.deal(53).map((c) => `${c.Rank}${c.Suit}`));
    expect(seen.size).toBe(53);
    expect(() => shoe.draw()).toThrow();
  });
  it('a six-deck shoe holds each card six times', () => {
    const cards = new Shoe(prng(7), 6).deal(312);
    expect(cards.filter((c) => c.Rank === 'A' && c.Suit === 'S')).toHaveLength(6);
  });
});
