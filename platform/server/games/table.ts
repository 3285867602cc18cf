/**
 * Table and lottery bets: each round draws its outcome, the player's stake is spread over one to
 * three bet areas, and each area returns its bet × (odds + 1) when the outcome covers it (odds are
 * "to one", as the tables print them, inside the engine). Ties and special cases are in each
 * game's comment. The detail sends each area's `Odds` as the total return multiplier (odds + 1,
 * the stake included), the one odds convention of a round detail (docs/platform.md), and every
 * area, target and outcome word as a catalogue code the client names (contract/history.ts).
 */
import type { BetArea, BingoCard, GameFamily } from '../../../src/api/contract/index.ts';
import { Shoe } from './deck.ts';
import { pay, type Rand } from './rng.ts';

export interface TableRound {
  outcome: string;
  areas: BetArea[];
  win: number;
}

/** A bet: its area, target, odds (to one) and whether the outcome covers it (or a partial return). */
interface Bet {
  area: string;
  target: string;
  odds: number;
  /** What the area's bet returns as a multiple: odds + 1 when it wins, 0 when it loses, or a refund. */
  returns: number;
}

function split(stake: number, n: number): number[] {
  const each = Math.floor(stake / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? stake - each * (n - 1) : each));
}

function settle(outcome: string, bets: Bet[], stake: number): TableRound {
  const amounts = split(stake, bets.length);
  const areas = bets.map((b, i) => ({
    Area: b.area,
    Target: b.target,
    Bet: amounts[i]!,
    // The round detail's one convention: what one unit of stake returns when the area wins.
    Odds: b.odds + 1,
    Win: pay(amounts[i]!, b.returns),
  }));
  return { outcome, areas, win: areas.reduce((s, a) => s + a.Win, 0) };
}

/** European roulette (one zero): the numbers each area covers, and its odds. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export function rouletteBet(r: Rand): { area: string; target: string; odds: number; covers: number[] } {
  const kind = r.pick([
    'straight',
    'split',
    'street',
    'corner',
    'line',
    'column',
    'dozen',
    'red/black',
    'odd/even',
    '1-18/19-36',
  ]);
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  switch (kind) {
    case 'straight': {
      const n = r.int(0, 36);
      return { area: kind, target: String(n), odds: 35, covers: [n] };
    }
    case 'split': {
      const n = r.pick(range(1, 35).filter((x) => x % 3 !== 0));
      return { area: kind, target: `${n}-${n + 1}`, odds: 17, covers: [n, n + 1] };
    }
    case 'street': {
      const n = 3 * r.int(0, 11) + 1;
      return { area: kind, target: `${n}-${n + 2}`, odds: 11, covers: range(n, n + 2) };
    }
    case 'corner': {
      const n = r.pick(range(1, 32).filter((x) => x % 3 !== 0));
      return { area: kind, target: `${n}-${n + 1}-${n + 3}-${n + 4}`, odds: 8, covers: [n, n + 1, n + 3, n + 4] };
    }
    case 'line': {
      const n = 3 * r.int(0, 10) + 1;
      return { area: kind, target: `${n}-${n + 5}`, odds: 5, covers: range(n, n + 5) };
    }
    case 'column': {
      const c = r.int(1, 3);
      return { area: kind, target: String(c), odds: 2, covers: range(1, 36).filter((x) => (x - c) % 3 === 0) };
    }
    case 'dozen': {
      const d = r.int(1, 3);
      return { area: kind, target: String(d), odds: 2, covers: range(12 * d - 11, 12 * d) };
    }
    case 'red/black': {
      const red = r.next() < 0.5;
      return {
        area: kind,
        target: red ? 'red' : 'black',
        odds: 1,
        covers: range(1, 36).filter((x) => RED.has(x) === red),
      };
    }
    case 'odd/even': {
      const odd = r.next() < 0.5;
      return {
        area: kind,
        target: odd ? 'odd' : 'even',
        odds: 1,
        covers: range(1, 36).filter((x) => x % 2 === (odd ? 1 : 0)),
      };
    }
    default: {
      const low = r.next() < 0.5;
      return { area: kind, target: low ? '1-18' : '19-36', odds: 1, covers: low ? range(1, 18) : range(19, 36) };
    }
  }
}

/**
 * Sic bo payouts (to one), the common Macau table: big/small 1 (lost on any triple), a specific
 * double 10, a specific triple 180, totals 4/17: 60, 5/16: 30, 6/15: 17, 7/14: 12, 8/13: 8,
 * 9/12 and 10/11: 6.
 */
export const SICBO_TOTALS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

/** Jogo do Bicho: 25 animals, four two-digit endings each (01–04 the ostrich … 97–00 the cow). */
export const bichoGroup = (n: number) => {
  const last2 = n % 100;
  return last2 === 0 ? 25 : Math.ceil(last2 / 4);
};

/** Colour prediction (Win Go): 1, 3, 7, 9 green; 2, 4, 6, 8 red; 5 green + violet; 0 red + violet. */
export const colorsOf = (n: number) =>
  n === 0 ? ['red', 'violet'] : n === 5 ? ['green', 'violet'] : n % 2 ? ['green'] : ['red'];

export function playTable(family: GameFamily, r: Rand, stake: number): TableRound | null {
  const count = r.int(1, 3);
  switch (family) {
    case 'roulette': {
      const n = r.int(0, 36);
      const bets = Array.from({ length: count }, () => {
        const b = rouletteBet(r);
        return { ...b, returns: b.covers.includes(n) ? b.odds + 1 : 0 };
      });
      return settle(String(n), bets, stake);
    }
    case 'sicbo': {
      const dice = [r.int(1, 6), r.int(1, 6), r.int(1, 6)];
      const total = dice[0]! + dice[1]! + dice[2]!;
      const triple = dice[0] === dice[1] && dice[1] === dice[2];
      const bets = Array.from({ length: count }, (): Bet => {
        const kind = r.pick(['big', 'small', 'total', 'double', 'triple']);
        if (kind === 'big' || kind === 'small') {
          const hit = !triple && (kind === 'big' ? total >= 11 : total <= 10);
          return { area: kind, target: kind === 'big' ? '11-17' : '4-10', odds: 1, returns: hit ? 2 : 0 };
        }
        if (kind === 'total') {
          const t = r.int(4, 17);
          return {
            area: 'total',
            target: String(t),
            odds: SICBO_TOTALS[t]!,
            returns: t === total ? SICBO_TOTALS[t]! + 1 : 0,
          };
        }
        const face = r.int(1, 6);
        const hits = dice.filter((d) => d === face).length;
        return kind === 'double'
          ? { area: 'double', target: `${face}-${face}`, odds: 10, returns: hits >= 2 ? 11 : 0 }
          : { area: 'triple', target: `${face}-${face}-${face}`, odds: 180, returns: hits === 3 ? 181 : 0 };
      });
      return settle(dice.join('-'), bets, stake);
    }
    case 'dragontiger': {
      // One card each from an 8-deck shoe, ace low, king high. A tie returns half of the dragon and
      // tiger bets and pays the tie bet 8 to 1.
      const shoe = new Shoe(r, 8);
      const [dragon, tiger] = [shoe.draw(), shoe.draw()];
      const value = (rank: string) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(rank);
      const d = value(dragon.Rank);
      const t = value(tiger.Rank);
      const winner = d > t ? 'dragon' : t > d ? 'tiger' : 'tie';
      const bets = Array.from({ length: count }, (): Bet => {
        const area = r.pick(['dragon', 'tiger', 'tie']);
        const odds = area === 'tie' ? 8 : 1;
        const returns = area === winner ? odds + 1 : winner === 'tie' ? 0.5 : 0;
        return { area, target: area, odds, returns };
      });
      const suit = { S: '♠', H: '♥', D: '♦', C: '♣', J: '' };
      return settle(`${winner} (${dragon.Rank}${suit[dragon.Suit]} : ${tiger.Rank}${suit[tiger.Suit]})`, bets, stake);
    }
    case 'bicho': {
      // The first prize: a four-digit number. Group (the animal) pays 18, ten (last two digits) 60,
      // hundred (last three) 600, thousand (all four) 4000 — the classic banca table.
      const n = r.int(0, 9999);
      const bets = Array.from({ length: count }, (): Bet => {
        const kind = r.pick(['group', 'ten', 'hundred', 'thousand']);
        if (kind === 'group') {
          const g = r.int(1, 25);
          return { area: kind, target: String(g), odds: 18, returns: bichoGroup(n) === g ? 19 : 0 };
        }
        const digits = kind === 'ten' ? 2 : kind === 'hundred' ? 3 : 4;
        const odds = { ten: 60, hundred: 600, thousand: 4000 }[kind]!;
        const guess = r.int(0, 10 ** digits - 1);
        return {
          area: kind,
          target: String(guess).padStart(digits, '0'),
          odds,
          returns: n % 10 ** digits === guess ? odds + 1 : 0,
        };
      });
      return settle(String(n).padStart(4, '0'), bets, stake);
    }
    case 'colorprediction': {
      // Win Go: green or red pays 1 (0.5 when the number is also violet, 5 or 0), violet 3.5, a number 8.
      const n = r.int(0, 9);
      const bets = Array.from({ length: count }, (): Bet => {
        const kind = r.pick(['green', 'red', 'violet', 'number']);
        if (kind === 'number') {
          const g = r.int(0, 9);
          return { area: 'number', target: String(g), odds: 8, returns: g === n ? 9 : 0 };
        }
        const hit = colorsOf(n).includes(kind);
        const odds = kind === 'violet' ? 3.5 : 1;
        const returns = !hit ? 0 : kind !== 'violet' && colorsOf(n).includes('violet') ? 1.5 : odds + 1;
        return { area: kind, target: kind, odds, returns };
      });
      return settle(`${n} ${colorsOf(n).join('+')}`, bets, stake);
    }
    case 'cockfight': {
      // Sabong: meron and wala pay 0.9 to 1 (the arena keeps 10%), draw 8 to 1; a draw returns the
      // meron and wala bets.
      const roll = r.next();
      const outcome = roll < 0.48 ? 'meron' : roll < 0.96 ? 'wala' : 'draw';
      const bets = Array.from({ length: count }, (): Bet => {
        const area = r.pick(['meron', 'wala', 'draw']);
        const odds = area === 'draw' ? 8 : 0.9;
        const returns = area === outcome ? odds + 1 : outcome === 'draw' ? 1 : 0;
        return { area, target: area, odds, returns };
      });
      return settle(outcome, bets, stake);
    }
    default:
      return null;
  }
}

/**
 * Bingo (75 balls, a 3 × 5 card): 40 balls are drawn; each card's lines pay × the card's stake:
 * a row 4, two rows 20, the four corners 3, the full card 200 (the platform's own table). Cards
 * share the stake evenly. A card that wins earns a bonus round: one free card at the same stake,
 * played against the same draw (bonus cards can win bonus rounds too, two levels deep). A card's balls are its 15 numbers, row by row: those drawn in the
 * colour of their B-I-N-G-O column, the others grey (the client shows them neutral).
 */
export const BINGO_PAYS = { row: 4, twoRows: 20, corners: 3, full: 200 } as const;
export const BINGO_DRAWN = 40;
const COLUMN_COLOURS = ['blue', 'red', 'purple', 'green', 'yellow'];

/** A round's bingo win: every card's lines, bonus cards included. */
export const bingoTotal = (cards: BingoCard[]): number =>
  cards.reduce((s, c) => s + c.Win + c.Bonus.reduce((m, b) => m + bingoTotal(b.Cards), 0), 0);

export function playBingo(r: Rand, stake: number) {
  const cardCount = r.int(1, 4);
  const amounts = split(stake, cardCount);
  const balls = Array.from({ length: 75 }, (_, i) => i + 1);
  for (let i = balls.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  const drawn = new Set(balls.slice(0, BINGO_DRAWN));
  const playCard = (cardStake: number, depth: number): BingoCard => {
    // Row-major 3 × 5: column c holds numbers 15c+1 … 15c+15.
    const numbers: number[] = [];
    for (let c = 0; c < 5; c++) {
      const column = Array.from({ length: 15 }, (_, i) => 15 * c + i + 1);
      for (let k = 0; k < 3; k++) numbers.push(column.splice(r.int(0, column.length - 1), 1)[0]!);
    }
    const grid = [0, 1, 2].map((row) => [0, 1, 2, 3, 4].map((c) => numbers[c * 3 + row]!));
    const rows = grid.map((row) => row.every((n) => drawn.has(n)));
    const full = rows.every(Boolean);
    const awards: { Number: number; Line: string; Odds: number; Win: number }[] = [];
    const award = (line: string, odds: number) =>
      awards.push({ Number: awards.length + 1, Line: line, Odds: odds, Win: pay(cardStake, odds) });
    const done = rows.filter(Boolean).length;
    // Lines travel as catalogue codes (contract/history.ts BINGO_LINE_CODES), named by the client.
    if (full) award('full-card', BINGO_PAYS.full);
    else if (done === 2) award('two-rows', BINGO_PAYS.twoRows);
    else if (done === 1) award(`row-${rows.indexOf(true) + 1}`, BINGO_PAYS.row);
    if (!full && [grid[0]![0]!, grid[0]![4]!, grid[2]![0]!, grid[2]![4]!].every((n) => drawn.has(n)))
      award('corners', BINGO_PAYS.corners);
    const bonus = awards.length && depth < 2 ? [{ Cards: [playCard(cardStake, depth + 1)] }] : [];
    return {
      Balls: grid.flat().map((n) => ({
        Number: n,
        Color: drawn.has(n) ? COLUMN_COLOURS[Math.floor((n - 1) / 15)]! : 'grey',
        Bonus: depth > 0,
      })),
      Awards: awards,
      // The card's own lines; its bonus rounds' wins are on their cards.
      Win: awards.reduce((s, a) => s + a.Win, 0),
      Bonus: bonus,
    };
  };
  const cards = amounts.map((cardStake) => playCard(cardStake, 0));
  return { cards, win: bingoTotal(cards), drawn: [...drawn] };
}
