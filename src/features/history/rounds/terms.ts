/**
 * §1 catalogue words of a round detail — bet areas, targets, outcomes, risks, segments, bingo
 * lines, slot symbols — travel as codes (contract/history.ts) and are named here, in the page's
 * language (issue 41). Pure: the component side (names.tsx `useTerms`) only translates.
 *
 * A platform text is read token by token: a token without letters (a number, dice "1-2-3", a
 * range "1-18/19-36") or a card ("A♠") is data, shown as it came with its decimals in the page's
 * format; a word is a code, named from the tables below. A word the client does not know is
 * never shown as the server's English: it reads as the neutral "Other".
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Codes named as they are (no parameter). */
export const TERMS: Readonly<Record<string, MessageDescriptor>> = {
  // Roulette areas and targets.
  straight: msg({ id: 'history.term.straight', message: 'Straight up' }),
  split: msg({ id: 'history.term.split', message: 'Split' }),
  street: msg({ id: 'history.term.street', message: 'Street' }),
  corner: msg({ id: 'history.term.corner', message: 'Corner' }),
  line: msg({ id: 'history.term.line', message: 'Six line' }),
  column: msg({ id: 'history.term.column', message: 'Column' }),
  dozen: msg({ id: 'history.term.dozen', message: 'Dozen' }),
  'red/black': msg({ id: 'history.term.redBlack', message: 'Red or black' }),
  'odd/even': msg({ id: 'history.term.oddEven', message: 'Odd or even' }),
  red: msg({ id: 'history.term.red', message: 'Red' }),
  black: msg({ id: 'history.term.black', message: 'Black' }),
  odd: msg({ id: 'history.term.odd', message: 'Odd' }),
  even: msg({ id: 'history.term.even', message: 'Even' }),
  // Sic bo.
  big: msg({ id: 'history.term.big', message: 'Big' }),
  small: msg({ id: 'history.term.small', message: 'Small' }),
  total: msg({ id: 'history.term.total', message: 'Total' }),
  double: msg({ id: 'history.term.double', message: 'Double' }),
  triple: msg({ id: 'history.term.triple', message: 'Triple' }),
  // Dragon tiger.
  dragon: msg({ id: 'history.term.dragon', message: 'Dragon' }),
  tiger: msg({ id: 'history.term.tiger', message: 'Tiger' }),
  tie: msg({ id: 'history.term.tie', message: 'Tie' }),
  // Jogo do Bicho.
  group: msg({ id: 'history.term.group', message: 'Animal group' }),
  ten: msg({ id: 'history.term.ten', message: 'Last two digits' }),
  hundred: msg({ id: 'history.term.hundred', message: 'Last three digits' }),
  thousand: msg({ id: 'history.term.thousand', message: 'All four digits' }),
  // Colour prediction.
  green: msg({ id: 'history.term.green', message: 'Green' }),
  violet: msg({ id: 'history.term.violet', message: 'Violet' }),
  number: msg({ id: 'history.term.number', message: 'Number' }),
  // Cockfight.
  meron: msg({ id: 'history.term.meron', message: 'Meron' }),
  wala: msg({ id: 'history.term.wala', message: 'Wala' }),
  draw: msg({ id: 'history.term.draw', message: 'Draw' }),
  // Keno's one bet (the game-record's category).
  keno: msg({ id: 'history.term.keno', message: 'Keno numbers' }),
  // Baccarat sides (the game-record's category is the seat backed).
  player: msg({ id: 'history.seat.player', message: 'Player' }),
  banker: msg({ id: 'history.seat.banker', message: 'Banker' }),
  // Bingo lines.
  'full-card': msg({ id: 'history.term.fullCard', message: 'Full card' }),
  'two-rows': msg({ id: 'history.term.twoRows', message: 'Two rows' }),
  corners: msg({ id: 'history.term.corners', message: 'Four corners' }),
  // Plinko and wheel risks.
  'risk-low': msg({ id: 'history.term.riskLow', message: 'Low risk' }),
  'risk-medium': msg({ id: 'history.term.riskMedium', message: 'Medium risk' }),
  'risk-high': msg({ id: 'history.term.riskHigh', message: 'High risk' }),
  'risk-expert': msg({ id: 'history.term.riskExpert', message: 'Expert risk' }),
  // Slot symbols (plate.ts SLOT_SYMBOLS; the card ranks and "7" are data).
  wild: msg({ id: 'history.term.wild', message: 'Wild' }),
  scatter: msg({ id: 'history.term.scatter', message: 'Scatter' }),
  bonus: msg({ id: 'history.term.bonus', message: 'Bonus' }),
  gem: msg({ id: 'history.term.gem', message: 'Gem' }),
};

/** Codes with a number: `row-2` (bingo), `segment-6` (the wheel's segment), `segments-30` (its size). */
export const COUNTED_TERMS: Readonly<Record<string, MessageDescriptor>> = {
  row: msg({ id: 'history.term.row', message: 'Row {n}' }),
  segment: msg({ id: 'history.term.segment', message: 'Segment {n}' }),
  segments: msg({ id: 'history.term.segments', message: '{n, plural, one {# segment} other {# segments}}' }),
};

export const OTHER_TERM = msg({ id: 'history.term.other', message: 'Other' });

/** A named code: the message and its values, or null for a code the client does not know. */
export function termOf(code: string): { message: MessageDescriptor; values?: Record<string, number> } | null {
  if (Object.hasOwn(TERMS, code)) return { message: TERMS[code]! };
  const counted = /^([a-z]+)-(\d{1,4})$/.exec(code);
  if (counted && Object.hasOwn(COUNTED_TERMS, counted[1]!))
    return { message: COUNTED_TERMS[counted[1]!]!, values: { n: Number(counted[2]) } };
  return null;
}

/** Data, not a word: no Latin letter at all, or a card rank with or without its suit (A, 10♥, K♠). */
export const isData = (token: string) => !/[A-Za-z]/.test(token) || /^(?:10|[2-9AJQK])[♠♥♦♣]?$/.test(token);

/** What a platform text is made of: separators and data as they came, words as codes. */
export type TermPart = { kind: 'text'; text: string } | { kind: 'data'; text: string } | { kind: 'code'; code: string };

const SEPARATORS = /([\s,+()·:]+)/;

export function splitTerms(text: string): TermPart[] {
  return text
    .split(SEPARATORS)
    .filter((part) => part !== '')
    .map((part): TermPart => {
      if (/^[\s,+()·:]+$/.test(part)) return { kind: 'text', text: part };
      return isData(part) ? { kind: 'data', text: part } : { kind: 'code', code: part };
    });
}

/** Every decimal inside a data token in the page's format (`×1.5` → `×1,5` in vi). */
export const formatDecimals = (text: string, format: (value: number) => string) =>
  text.replace(/\d+\.\d+/g, (n) => format(Number(n)));
