/** Each game family's rules (§1 game families), in the page's language. */
import { useLingui } from '@lingui/react/macro';
import type { GameFamily } from '../../api/contract';

export function useFamilyRules(): (family: GameFamily) => string[] {
  const { t } = useLingui();
  const rules: Record<GameFamily, string[]> = {
    slot: [
      t({ id: 'intro.slot.1', message: 'Spin to line up matching symbols on the paylines, from left to right.' }),
      t({
        id: 'intro.slot.2',
        message:
          'A win is the bet times the symbol payout; wild symbols stand in for others and scatter symbols start free spins.',
      }),
    ],
    fishing: [
      t({ id: 'intro.fishing.1', message: 'Aim and shoot at fish and monsters; every shot costs the chosen bet.' }),
      t({
        id: 'intro.fishing.2',
        message: 'A caught fish pays its multiplier times the bet; bosses and special creatures pay the most.',
      }),
    ],
    teenpatti: [
      t({ id: 'intro.teenpatti.1', message: 'Every player gets three cards and in turn bets, calls or packs.' }),
      t({
        id: 'intro.teenpatti.2',
        message: 'The best hand wins: trail, pure sequence, sequence, color, pair, then high card.',
      }),
    ],
    rummy: [
      t({
        id: 'intro.rummy.1',
        message: 'Arrange your 13 cards into sequences and sets, with at least two sequences and one of them pure.',
      }),
      t({
        id: 'intro.rummy.2',
        message: 'Declare when your hand is complete; the other players score the points left in their hands.',
      }),
    ],
    tongits: [
      t({
        id: 'intro.tongits.1',
        message: 'Form melds of three or more cards and lay them down, or add cards to melds on the table.',
      }),
      t({
        id: 'intro.tongits.2',
        message: 'Win by emptying your hand, or with the fewest points when a draw is called or the deck runs out.',
      }),
    ],
    pusoy: [
      t({
        id: 'intro.pusoy.1',
        message: 'Arrange 13 cards into three hands: back (5 cards), middle (5 cards) and front (3 cards).',
      }),
      t({
        id: 'intro.pusoy.2',
        message: 'The back must beat the middle and the middle the front; each hand is compared with every opponent.',
      }),
    ],
    blackjack: [
      t({
        id: 'intro.blackjack.1',
        message: 'Get closer to 21 than the dealer without going over; face cards count 10, aces 1 or 11.',
      }),
      t({ id: 'intro.blackjack.2', message: 'The dealer draws to 16 and stands on 17; a blackjack pays 3 to 2.' }),
    ],
    baccarat: [
      t({ id: 'intro.baccarat.1', message: 'Bet on Player, Banker or Tie; the hand closer to 9 wins.' }),
      t({
        id: 'intro.baccarat.2',
        message: 'Tens and face cards count 0, other cards their value; only the last digit of the total counts.',
      }),
    ],
    poker5: [
      t({ id: 'intro.poker5.1', message: 'You and the dealer each get five cards; the better poker hand wins.' }),
      t({ id: 'intro.poker5.2', message: 'Hands rank from high card up to straight flush.' }),
    ],
    videopoker: [
      t({
        id: 'intro.videopoker.1',
        message: 'You get five cards: choose the cards to hold, then draw to replace the others.',
      }),
      t({
        id: 'intro.videopoker.2',
        message:
          'The final hand pays by the paytable: full house ×8, four of a kind ×10, straight flush ×100, five of a kind ×300.',
      }),
    ],
    niuniu: [
      t({
        id: 'intro.niuniu.1',
        message: 'Split five cards into three cards that add up to a multiple of 10 and two more cards.',
      }),
      t({
        id: 'intro.niuniu.2',
        message: 'The last digit of the two cards is your niu; Niu-Niu, a total of 10, is the best hand.',
      }),
    ],
    threecard: [
      t({
        id: 'intro.threecard.1',
        message: 'You and the dealer each get three cards; after seeing yours, play on or fold.',
      }),
      t({
        id: 'intro.threecard.2',
        message: 'Hands rank: straight flush, three of a kind, straight, flush, pair, then high card.',
      }),
    ],
    bicho: [
      t({ id: 'intro.bicho.1', message: 'Bet on one of the 25 animals, or on its ten, hundred or thousand numbers.' }),
      t({
        id: 'intro.bicho.2',
        message: 'The draw decides the winning animal and numbers; a more precise bet pays more.',
      }),
    ],
    roulette: [
      t({
        id: 'intro.roulette.1',
        message:
          'Bet on a number, split, street, corner, line, column, dozen, red or black, odd or even, or 1-18 or 19-36.',
      }),
      t({ id: 'intro.roulette.2', message: 'The ball decides the winning number; a single number pays 35 to 1.' }),
    ],
    sicbo: [
      t({ id: 'intro.sicbo.1', message: 'Three dice are rolled; bet on big, small, totals, doubles or triples.' }),
      t({ id: 'intro.sicbo.2', message: 'Big is a total of 11 to 17 and small 4 to 10; a triple loses both.' }),
    ],
    dragontiger: [
      t({
        id: 'intro.dragontiger.1',
        message: 'One card goes to Dragon and one to Tiger; bet on the higher card or on a tie.',
      }),
      t({ id: 'intro.dragontiger.2', message: 'Aces are low and kings are high; a tie pays 8 to 1.' }),
    ],
    keno: [
      t({ id: 'intro.keno.1', message: 'Pick up to 10 numbers from 1 to 40.' }),
      t({ id: 'intro.keno.2', message: 'Ten numbers are drawn; the more of yours match, the higher the payout.' }),
    ],
    bingo: [
      t({ id: 'intro.bingo.1', message: 'Balls are drawn and marked on your cards.' }),
      t({ id: 'intro.bingo.2', message: 'Complete lines and patterns to win; bonus balls can start bonus rounds.' }),
    ],
    plinko: [
      t({
        id: 'intro.plinko.1',
        message: 'Choose the number of rows and the risk (Easy, Medium or Hard), then drop the ball.',
      }),
      t({ id: 'intro.plinko.2', message: 'The slot where the ball lands sets the multiplier of your bet.' }),
    ],
    crash: [
      t({ id: 'intro.crash.1', message: 'The multiplier rises from 1× until it crashes.' }),
      t({
        id: 'intro.crash.2',
        message: 'Cash out before the crash to win your bet times the multiplier; after the crash the bet is lost.',
      }),
    ],
    limbo: [
      t({ id: 'intro.limbo.1', message: 'Choose a target multiplier, then play.' }),
      t({ id: 'intro.limbo.2', message: 'If the result reaches your target, you win your bet times the target.' }),
    ],
    mines: [
      t({ id: 'intro.mines.1', message: 'Open tiles on the grid and avoid the hidden mines.' }),
      t({
        id: 'intro.mines.2',
        message: 'Every safe tile raises the multiplier; cash out at any time, a mine ends the round.',
      }),
    ],
    scratch: [
      t({ id: 'intro.scratch.1', message: 'Scratch the card to reveal its symbols.' }),
      t({ id: 'intro.scratch.2', message: 'Matching symbols win the prize shown on the card.' }),
    ],
    colorprediction: [
      t({
        id: 'intro.colorprediction.1',
        message: 'Predict the colour (red, green or violet) or the number of the next result.',
      }),
      t({ id: 'intro.colorprediction.2', message: 'A right colour or number pays by the odds shown.' }),
    ],
    cockfight: [
      t({ id: 'intro.cockfight.1', message: 'Bet on Meron or Wala, the two fighting cocks, or on a draw.' }),
      t({ id: 'intro.cockfight.2', message: 'Winning bets pay by the odds at the time of the bet.' }),
    ],
    wheel: [
      t({ id: 'intro.wheel.1', message: 'Spin the wheel and bet on the segment where it stops.' }),
      t({ id: 'intro.wheel.2', message: "The segment's multiplier times your bet is the win." }),
    ],
  };
  return (family) => rules[family] ?? [];
}
