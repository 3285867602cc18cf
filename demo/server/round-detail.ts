/**
 * The detail of a round, expanded deterministically from the round's row (its seed, bet and win)
 * the way a platform decodes its game logs: the database keeps the round, this keeps the shape
 * each game family's screen needs. Some rounds deliberately have no detail, or partial detail.
 */
import { CREATURE_KEYS, HAND_KEYS } from '../../src/api/contract/index.ts';
import type {
  BetArea,
  BingoCard,
  CardHand,
  DetailRecord,
  GameFamily,
  MinesDetail,
  PlateInfo,
  PlayingCard,
  RoundPayload,
  RoundResult,
  StepRecord,
} from '../../src/api/contract/index.ts';
import { prng } from './seed.ts';

export interface RoundRow {
  roundIndex: string;
  logIndex: string;
  gameNo: number;
  playedAt: number;
  bet: number;
  win: number;
  seed: number;
}

const SLOT_SYMBOLS = ['A', 'K', 'Q', 'J', 'T', 'W', 'S', 'B', 'G', 'R'];
const SUITS: PlayingCard['Suit'][] = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
// §1 catalogue texts go out as keys (contract/history.ts); the client names them.
const FISH = CREATURE_KEYS;
const HAND_NAMES = HAND_KEYS.slice(0, 9);
const RESULTS: RoundResult[] = ['win', 'lose', 'push', 'bust', 'fold', 'drop', 'timeoutDrop'];

type Rand = ReturnType<typeof prng>;

function plate(r: Rand, cols: number, rows: number, symbolLength: number, step: number, win: number): PlateInfo {
  const cells = Array.from({ length: cols * rows }, () =>
    r.pick(SLOT_SYMBOLS).padEnd(symbolLength, String(r.int(0, 9))),
  );
  const nums = cells.map(() => (r.next() < 0.2 ? String(r.int(2, 50)) : ''));
  return {
    Plate: cells.join(''),
    SymbolLength: symbolLength,
    PlateNumStr: nums.join(','),
    Columns: cols,
    Rows: rows,
    Win: win,
    Step: step,
  };
}

function deal(r: Rand, n: number): PlayingCard[] {
  return Array.from({ length: n }, () => ({ Suit: r.pick(SUITS), Rank: r.pick(RANKS) }));
}

function bingoCard(r: Rand, depth: number): BingoCard {
  const balls = Array.from({ length: 15 }, () => ({
    Number: r.int(1, 75),
    Color: r.pick(['red', 'blue', 'green', 'yellow', 'purple']),
    Bonus: r.next() < 0.1,
  }));
  const awards =
    r.next() < 0.5
      ? [
          {
            Number: r.int(1, 12),
            Line: r.pick(['row 1', 'row 2', 'diagonal', 'corners']),
            Odds: r.int(2, 50),
            Win: r.int(1, 100) * 100,
          },
        ]
      : [];
  const bonus = depth > 0 && r.next() < 0.5 ? [{ Cards: [bingoCard(r, depth - 1)] }] : [];
  return { Balls: balls, Awards: awards, Win: awards.reduce((s, a) => s + a.Win, 0), Bonus: bonus };
}

/** Cards families: how many cards each hand holds and which seats play. */
const CARD_GAMES: Partial<Record<GameFamily, { cards: number; seats: string[] }>> = {
  teenpatti: { cards: 3, seats: ['you', 'seat-2', 'seat-3', 'seat-4'] },
  rummy: { cards: 13, seats: ['you', 'seat-2'] },
  tongits: { cards: 12, seats: ['you', 'seat-2', 'seat-3'] },
  pusoy: { cards: 13, seats: ['you', 'seat-2', 'seat-3', 'seat-4'] },
  blackjack: { cards: 3, seats: ['you', 'dealer'] },
  baccarat: { cards: 3, seats: ['player', 'banker'] },
  poker5: { cards: 5, seats: ['you', 'dealer'] },
  videopoker: { cards: 5, seats: ['you'] },
  niuniu: { cards: 5, seats: ['you', 'banker', 'seat-3'] },
  threecard: { cards: 3, seats: ['you', 'dealer'] },
};

export function roundPayload(
  family: GameFamily,
  row: RoundRow,
  options: { fishDetailIndex?: boolean } = {},
): RoundPayload | null {
  const r = prng(row.seed);
  // About one round in 25 has no detail at all: the screen says so.
  if (row.seed % 25 === 0) return null;
  switch (family) {
    case 'slot': {
      const spins = 1 + (row.seed % 7 === 0 ? r.int(3, 8) : 0);
      const symbolLength = 1 + (row.seed % 2);
      return {
        Kind: 'plate',
        Plates: Array.from({ length: spins }, (_, i) =>
          plate(r, 5, 3, symbolLength, i, i === 0 ? row.win : r.int(0, 5) * 100),
        ),
      };
    }
    case 'scratch':
      return { Kind: 'plate', Plates: [plate(r, 3, 3, 1, 0, row.win)] };
    case 'bingo':
      return { Kind: 'bingo', Cards: Array.from({ length: r.int(1, 4) }, () => bingoCard(r, 2)) };
    case 'fishing': {
      const catches = Array.from({ length: r.int(1, 6) }, () => {
        const multiplier = r.pick([2, 3, 5, 10, 20, 50, 100, 300, 1000]);
        return { Fish: r.pick(FISH), Multiplier: multiplier, Shots: r.int(1, 40), Win: 0 };
      });
      const each = catches.length ? Math.floor(row.win / catches.length) : 0;
      for (const c of catches) c.Win = each;
      const cards =
        r.next() < 0.4
          ? [`1${String(row.gameNo).padStart(3, '0')}${r.int(1, 5)}${String(r.int(0, 99)).padStart(2, '0')}`]
          : [];
      return {
        Kind: 'fishing',
        Catches: catches,
        ItemCards: cards,
        DetailRoundIndex: options.fishDetailIndex ? `${row.roundIndex}-F${r.int(1, 9)}` : null,
      };
    }
    case 'mines':
      return { Kind: 'mines', Mines: minesDetail(r, row) };
    case 'crash':
    case 'limbo': {
      const steps: StepRecord[] = Array.from({ length: r.int(1, 6) }, (_, i) => ({
        Step: i + 1,
        Multiplier: Number((1 + r.next() * (i + 1) * 2).toFixed(2)),
        CashOut: false,
        Time: row.playedAt + i * 1000,
      }));
      if (row.win > 0) steps[steps.length - 1]!.CashOut = true;
      return { Kind: 'steps', Steps: steps };
    }
    case 'roulette':
    case 'sicbo':
    case 'dragontiger':
    case 'bicho':
    case 'colorprediction':
    case 'cockfight':
    case 'wheel': {
      const areaNames: Record<string, string[]> = {
        roulette: ['split', 'street', 'corner', 'line', 'column', 'dozen', 'red/black', 'odd/even', '1-18/19-36'],
        sicbo: ['big', 'small', 'triple', 'total 11', 'double 3'],
        dragontiger: ['dragon', 'tiger', 'tie'],
        bicho: ['group', 'ten', 'hundred', 'thousand'],
        colorprediction: ['red', 'green', 'violet', 'number 7'],
        cockfight: ['meron', 'wala', 'draw'],
        wheel: ['1x', '2x', '5x', '10x', '20x'],
      };
      const names = areaNames[family]!;
      const areas: BetArea[] = Array.from({ length: r.int(1, 3) }, () => {
        const odds = r.pick([1, 2, 5, 8, 11, 17, 35]);
        return {
          Area: r.pick(names),
          Target: String(r.int(0, 36)),
          Bet: Math.max(1, Math.floor(row.bet / 2)),
          Odds: odds,
          Win: 0,
        };
      });
      if (row.win > 0) areas[0]!.Win = row.win;
      return {
        Kind: 'areas',
        Outcome:
          family === 'roulette'
            ? String(r.int(0, 36))
            : family === 'sicbo'
              ? `${r.int(1, 6)}-${r.int(1, 6)}-${r.int(1, 6)}`
              : r.pick(names),
        Areas: areas,
      };
    }
    case 'keno': {
      const drawn = new Set<number>();
      while (drawn.size < 10) drawn.add(r.int(1, 40));
      const picked = new Set<number>();
      while (picked.size < r.int(1, 10)) picked.add(r.int(1, 40));
      return { Kind: 'keno', Drawn: [...drawn].sort((a, b) => a - b), Picked: [...picked].sort((a, b) => a - b) };
    }
    case 'plinko': {
      const rows = r.pick([8, 10, 12, 14, 16]);
      return {
        Kind: 'plinko',
        Rows: rows,
        Risk: r.pick(['low', 'medium', 'high'] as const),
        Path: Array.from({ length: rows }, () => r.int(0, 1)),
        Multiplier: row.bet ? Number((row.win / row.bet).toFixed(2)) : 0,
      };
    }
    default: {
      const game = CARD_GAMES[family];
      if (!game) return null;
      const mineResult: RoundResult =
        row.win > row.bet ? 'win' : row.win === row.bet ? 'push' : RESULTS[1 + (row.seed % (RESULTS.length - 1))]!;
      const hands: CardHand[] = game.seats.map((seat, i) => ({
        Seat: seat,
        Cards: deal(r, game.cards),
        HandName: r.pick(HAND_NAMES),
        IsMine: i === 0,
        Result: i === 0 ? mineResult : r.pick(RESULTS),
      }));
      // One round in nine lost its opponents' hands: "Incomplete information".
      if (row.seed % 9 === 0) for (const hand of hands.slice(1)) hand.Cards = [];
      return { Kind: 'cards', Hands: hands };
    }
  }
}

export function minesDetail(r: Rand, row: RoundRow): MinesDetail {
  const count = r.int(1, 24);
  const mines = new Set<number>();
  while (mines.size < count) mines.add(r.int(0, 24));
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.has(i));
  const busted = row.win === 0;
  const picks = safe.slice(0, r.int(1, Math.max(1, Math.min(5, safe.length))));
  if (busted) picks.push([...mines][0]!);
  return {
    Size: 25,
    Mines: [...mines].sort((a, b) => a - b),
    Picks: picks,
    Multiplier: row.bet ? Number((row.win / row.bet).toFixed(2)) : 0,
    Busted: busted,
  };
}

/** The §3 game-record lines of a round. */
export function detailRecords(family: GameFamily, row: RoundRow): DetailRecord[] {
  const net = row.win - row.bet;
  const base: DetailRecord = {
    BetNo: `B${row.roundIndex}`,
    WagersId: `W${row.logIndex}`,
    Round: row.roundIndex,
    Bet: row.bet,
    WinLose: row.win,
    Net: net,
    LocalTime: row.playedAt,
  };
  if (['teenpatti', 'rummy', 'tongits', 'pusoy', 'niuniu'].includes(family)) {
    return [
      {
        ...base,
        Fee: Math.floor(row.bet * 0.05),
        Commission: Math.floor(Math.max(0, net) * 0.05),
        Result: row.win > row.bet ? 'win' : 'lose',
      },
    ];
  }
  if (
    ['roulette', 'sicbo', 'dragontiger', 'bicho', 'baccarat', 'colorprediction', 'cockfight', 'keno'].includes(family)
  ) {
    return [
      {
        ...base,
        OrderNo: `O${row.roundIndex}`,
        BetCategory: family,
        Target: String(row.seed % 37),
        Odds: 1 + (row.seed % 35),
        LotteryTime: row.playedAt + 30_000,
        Result: row.win > 0 ? 'win' : 'lose',
      },
    ];
  }
  if (family === 'slot' || family === 'fishing' || family === 'scratch') {
    return [{ ...base, Games: 1 + (row.seed % 7 === 0 ? 5 : 0), PaytableId: `PT-${row.gameNo}-${row.seed % 4}` }];
  }
  return [
    { ...base, Odds: row.bet ? Number((row.win / row.bet).toFixed(2)) : 0, Result: row.win > 0 ? 'win' : 'lose' },
  ];
}
