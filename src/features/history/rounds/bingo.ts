/**
 * §3 bingo info: cards with balls (number, colour, bonus), awards (number, line, odds, win), the
 * card's win, and bonus rounds holding further cards — nested to any depth the platform sends,
 * read here to a fixed depth so a hostile payload cannot recurse without end.
 */
import { count, entries, list, num, record, str, type Parsed } from './read';

/** Ball colours the client knows; any other value is shown as a neutral ball. */
export const BALL_COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const;
export type BallColour = (typeof BALL_COLOURS)[number] | 'other';

export interface Ball {
  number: number;
  colour: BallColour;
  bonus: boolean;
}
export interface Award {
  number: number | null;
  line: string;
  odds: number | null;
  win: number | null;
}
export interface BingoCard {
  balls: Ball[];
  awards: Award[];
  win: number | null;
  /** Bonus rounds, each holding its own cards. */
  bonus: BingoCard[][];
}

export const MAX_BONUS_DEPTH = 4;

function colour(value: unknown): BallColour {
  const text = str(value)?.toLowerCase() ?? '';
  return (BALL_COLOURS as readonly string[]).includes(text) ? (text as BallColour) : 'other';
}

function parseCard(input: unknown, depth: number, flag: { incomplete: boolean }): BingoCard | null {
  const card = record(input);
  if (!card) {
    flag.incomplete = true;
    return null;
  }
  const balls = entries(card.Balls, (ball): Ball | null => {
    const number = count(ball.Number);
    return number === null ? null : { number, colour: colour(ball.Color), bonus: ball.Bonus === true };
  });
  // Awards are optional (a card may win nothing); unreadable ones are not.
  const awards = entries(card.Awards ?? [], (award): Award => ({
    number: count(award.Number),
    line: str(award.Line) ?? '',
    odds: num(award.Odds),
    win: num(award.Win),
  }));
  if (balls.incomplete || awards.incomplete) flag.incomplete = true;
  const bonus: BingoCard[][] = [];
  for (const round of list(card.Bonus) ?? []) {
    if (depth >= MAX_BONUS_DEPTH) {
      flag.incomplete = true;
      break;
    }
    const cards = (list(record(round)?.Cards) ?? [])
      .map((c) => parseCard(c, depth + 1, flag))
      .filter((c): c is BingoCard => c !== null);
    bonus.push(cards);
  }
  return { balls: balls.value, awards: awards.value, win: num(card.Win), bonus };
}

export function parseBingo(input: unknown): Parsed<BingoCard[]> {
  const flag = { incomplete: false };
  const cards = list(input);
  if (!cards) return { value: [], incomplete: true };
  const value = cards.map((c) => parseCard(c, 0, flag)).filter((c): c is BingoCard => c !== null);
  return { value, incomplete: flag.incomplete };
}
