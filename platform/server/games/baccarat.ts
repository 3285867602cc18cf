/**
 * Punto Banco baccarat from an 8-deck shoe. Card points: A = 1, 2–9 face value, 10/J/Q/K = 0; a
 * hand's total is its points mod 10. Player and Banker get two cards (player, banker, player,
 * banker); a natural 8 or 9 on either side ends the coup. Otherwise the Player draws on 0–5 and
 * stands on 6–7; if the Player stood, the Banker draws on 0–5; if the Player drew, the Banker
 * follows the third-card rule: 0–2 draws; 3 draws unless the Player's third card is an 8; 4 draws
 * on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
import type { Card } from './deck.ts';
import type { Shoe } from './deck.ts';

export const baccaratPoints = (card: Card) => {
  const i = ['A', '2', '3', '4', '5', '6', '7', '8', '9'].indexOf(card.Rank);
  return i < 0 ? 0 : i + 1;
};
export const baccaratTotal = (cards: Card[]) => cards.reduce((s, c) => s + baccaratPoints(c), 0) % 10;

/** Does the Banker draw, given its two-card total and the Player's third card (null: none drawn)? */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (!playerThird) return bankerTotal <= 5;
  const p = baccaratPoints(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

export function playBaccarat(shoe: Shoe): { player: Card[]; banker: Card[] } {
  const [p1, b1, p2, b2] = shoe.deal(4) as [Card, Card, Card, Card];
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (natural) return { player, banker };
  let playerThird: Card | null = null;
  if (baccaratTotal(player) <= 5) {
    playerThird = shoe.draw();
    player.push(playerThird);
  }
  if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(shoe.draw());
  return { player, banker };
}

/** Payouts (what the stake returns): Player 1:1, Banker 1:1 less 5% commission; a tie returns both. */
export const BACCARAT_PAYS = { player: 2, banker: 1.95 } as const;
