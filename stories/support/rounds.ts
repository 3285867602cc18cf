/** Round payloads for the history stories: one per renderer, shaped like the platform's. */
import type { BingoCard, DetailInfo, GameFamily, GameInfo, RoundPayload } from '../../src/api/contract';

const at = Date.UTC(2026, 10, 15, 12, 30);
const cards = (spec: string) =>
  spec.split(' ').map((c) => ({ Suit: c.slice(-1) as 'S' | 'H' | 'D' | 'C', Rank: c.slice(0, -1) }));
const bingoCard = (n: number, bonus: { Cards: BingoCard[] }[] = []): BingoCard => ({
  Balls: Array.from({ length: 15 }, (_, i) => ({
    Number: ((n * 7 + i * 11) % 75) + 1,
    Color: ['red', 'blue', 'green', 'yellow', 'purple'][i % 5]!,
    Bonus: i === 4,
  })),
  Awards: n === 1 ? [{ Number: 3, Line: 'diagonal', Odds: 12, Win: 120000 }] : [],
  Win: n === 1 ? 120000 : 0,
  Bonus: bonus,
});

export const ROUNDS: Record<
  string,
  { game: GameInfo; payload: RoundPayload | null; records?: Partial<DetailInfo['Records'][number]> }
> = {
  slot: {
    game: { No: 1, Id: 'fortune-gems', Name: 'Fortune Gems', Family: 'slot' },
    payload: {
      Kind: 'plate',
      Plates: [
        {
          Plate: 'A1W3K1Q1S1T1R2G1J1B1A1K1W1Q1T1',
          SymbolLength: 2,
          PlateNumStr: ',,,,5,,,,,12,,,,,',
          Columns: 5,
          Rows: 3,
          Win: 54000,
          Step: 0,
        },
        {
          Plate: 'W1W1A1K1Q1R1R1R1J1T1G1S1B1A1K1',
          SymbolLength: 2,
          PlateNumStr: '',
          Columns: 5,
          Rows: 3,
          Win: 8000,
          Step: 1,
        },
      ],
    },
  },
  fishing: {
    game: { No: 6, Id: 'royal-fishing', Name: 'Royal Fishing', Family: 'fishing' },
    payload: {
      Kind: 'fishing',
      Catches: [
        { Fish: 'Golden Dragon', Multiplier: 300, Shots: 14, Win: 300000 },
        { Fish: 'Clownfish', Multiplier: 2, Shots: 1, Win: 2000 },
      ],
      ItemCards: ['1192412', '1006307'],
      DetailRoundIndex: '6100042-F3',
    },
  },
  teenpatti: {
    game: { No: 12, Id: 'teen-patti', Name: 'Teen Patti', Family: 'teenpatti' },
    payload: {
      Kind: 'cards',
      Hands: [
        { Seat: 'You', Cards: cards('AS KS QS'), HandName: 'Straight Flush', Result: 'win', IsMine: true },
        { Seat: 'Seat 2', Cards: cards('10H 10D 4C'), HandName: 'Pair', Result: 'fold', IsMine: false },
        { Seat: 'Seat 3', Cards: cards('2C 7D 9S'), HandName: 'High Card', Result: 'timeoutDrop', IsMine: false },
      ],
    },
  },
  blackjack: {
    game: { No: 16, Id: 'blackjack', Name: 'Blackjack', Family: 'blackjack' },
    payload: {
      Kind: 'cards',
      Hands: [
        { Seat: 'You', Cards: cards('10S 6H KD'), HandName: '26', Result: 'bust', IsMine: true },
        { Seat: 'Dealer', Cards: [], HandName: '', Result: 'win', IsMine: false },
      ],
    },
  },
  bingo: {
    game: { No: 27, Id: 'bingo', Name: 'Bingo Carnaval', Family: 'bingo' },
    payload: {
      Kind: 'bingo',
      Cards: [bingoCard(1, [{ Cards: [bingoCard(2, [{ Cards: [bingoCard(3)] }])] }]), bingoCard(4)],
    },
  },
  roulette: {
    game: { No: 23, Id: 'roulette', Name: 'Roulette', Family: 'roulette' },
    payload: {
      Kind: 'areas',
      Outcome: '17',
      Areas: [
        { Area: 'red/black', Target: 'black', Bet: 5000, Odds: 1, Win: 10000 },
        { Area: 'dozen', Target: '3', Bet: 5000, Odds: 2, Win: 0 },
      ],
    },
  },
  keno: {
    game: { No: 26, Id: 'keno', Name: 'Keno', Family: 'keno' },
    payload: { Kind: 'keno', Drawn: [2, 5, 9, 13, 17, 21, 26, 30, 33, 38], Picked: [5, 6, 13, 40] },
  },
  plinko: {
    game: { No: 28, Id: 'plinko', Name: 'Plinko', Family: 'plinko' },
    payload: { Kind: 'plinko', Rows: 8, Risk: 'high', Path: [1, 0, 1, 1, 0, 1, 1, 1], Multiplier: 5.6 },
  },
  crash: {
    game: { No: 29, Id: 'crash', Name: 'Crash', Family: 'crash' },
    payload: {
      Kind: 'steps',
      Steps: [1, 2, 3, 4].map((s) => ({ Step: s, Multiplier: 1 + s * 0.37, CashOut: s === 3, Time: at + s * 1000 })),
    },
  },
  mines: {
    game: { No: 31, Id: 'mines', Name: 'Mines', Family: 'mines' },
    payload: {
      Kind: 'mines',
      Mines: { Size: 25, Mines: [3, 8, 12, 19], Picks: [0, 1, 6, 12], Multiplier: 0, Busted: true },
    },
  },
  scratch: {
    game: { No: 32, Id: 'scratch', Name: 'Scratch Card', Family: 'scratch' },
    payload: {
      Kind: 'box',
      Box: { Boxes: Array.from({ length: 9 }, (_, i) => ({ Index: i, Prize: i * 500, Opened: i === 4 })) },
    },
  },
  none: { game: { No: 2, Id: 'golden-temple', Name: 'Golden Temple', Family: 'slot' }, payload: null },
  incomplete: {
    game: { No: 1, Id: 'fortune-gems', Name: 'Fortune Gems', Family: 'slot' },
    payload: {
      Kind: 'plate',
      Plates: [{ Plate: 'AKQ?J', SymbolLength: 2, PlateNumStr: 'x', Columns: 9, Rows: 9, Win: 0, Step: 0 }],
    },
  },
};

/** Every §1 family: the families sharing a renderer reuse its payload with their own game. */
const SAME_AS: Record<string, [string, GameInfo]> = {
  rummy: ['teenpatti', { No: 13, Id: 'rummy', Name: 'Rummy', Family: 'rummy' }],
  tongits: ['teenpatti', { No: 14, Id: 'tongits', Name: 'Tongits Go', Family: 'tongits' }],
  pusoy: ['teenpatti', { No: 15, Id: 'pusoy', Name: 'Pusoy Go', Family: 'pusoy' }],
  baccarat: ['teenpatti', { No: 17, Id: 'baccarat', Name: 'Baccarat', Family: 'baccarat' }],
  poker5: ['teenpatti', { No: 18, Id: 'five-card-poker', Name: '5 Card Poker', Family: 'poker5' }],
  videopoker: ['teenpatti', { No: 19, Id: 'video-poker', Name: 'Video Poker', Family: 'videopoker' }],
  niuniu: ['teenpatti', { No: 20, Id: 'niu-niu', Name: 'Niu-Niu', Family: 'niuniu' }],
  threecard: ['teenpatti', { No: 21, Id: 'three-card-poker', Name: 'Three Card Poker', Family: 'threecard' }],
  bicho: ['roulette', { No: 22, Id: 'jogo-do-bicho', Name: 'Jogo do Bicho', Family: 'bicho' }],
  sicbo: ['roulette', { No: 24, Id: 'sicbo', Name: 'Sicbo', Family: 'sicbo' }],
  dragontiger: ['roulette', { No: 25, Id: 'dragon-tiger', Name: 'Dragon Tiger', Family: 'dragontiger' }],
  limbo: ['crash', { No: 30, Id: 'limbo', Name: 'Limbo', Family: 'limbo' }],
  colorprediction: [
    'roulette',
    { No: 33, Id: 'color-prediction', Name: 'Color Prediction', Family: 'colorprediction' },
  ],
  cockfight: ['roulette', { No: 34, Id: 'cockfight', Name: 'Cockfight', Family: 'cockfight' }],
  wheel: ['roulette', { No: 35, Id: 'wheel', Name: 'Lucky Wheel', Family: 'wheel' }],
};
for (const [family, [like, game]] of Object.entries(SAME_AS)) ROUNDS[family] = { game, payload: ROUNDS[like]!.payload };

export function detailInfo(key: string): DetailInfo {
  const { game, payload } = ROUNDS[key]!;
  const family: GameFamily = game.Family;
  return {
    GameNo: game.No,
    Family: family,
    RoundIndex: '7300451',
    Date: at,
    Bet: 10000,
    Win: 54000,
    Records: [
      {
        BetNo: 'B7300451',
        WagersId: 'W7800451',
        Round: '7300451',
        Bet: 10000,
        WinLose: 54000,
        Net: 44000,
        LocalTime: at,
        ...(family === 'roulette'
          ? {
              OrderNo: 'O7300451',
              BetCategory: 'roulette',
              Target: '17',
              Odds: 35,
              LotteryTime: at + 30000,
              Result: 'win',
            }
          : {}),
      },
    ],
    Payload: payload,
  };
}

/** Every game of the rounds above, once: the platform's game list (the history's game picker). */
export const ROUND_GAMES = Object.values(ROUNDS)
  .map((r) => r.game)
  .filter((g, i, all) => all.findIndex((x) => x.No === g.No) === i);
