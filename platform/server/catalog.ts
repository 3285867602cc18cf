/** The reference platform's fixed catalogue: games, operators, currencies. Pure data. */
import type { GameFamily } from '../../src/api/contract/index.ts';
import { brandFor } from '../../src/core/brands.ts';

export interface GameRow {
  no: number;
  id: string;
  name: string;
  family: GameFamily;
}

export const GAMES: GameRow[] = [
  { no: 1, id: 'fortune-gems', name: 'Fortune Gems', family: 'slot' },
  { no: 2, id: 'golden-temple', name: 'Golden Temple', family: 'slot' },
  { no: 3, id: 'lucky-coins', name: 'Lucky Coins', family: 'slot' },
  { no: 4, id: 'mega-ace', name: 'Mega Ace', family: 'slot' },
  { no: 5, id: 'crazy-seven', name: 'Crazy Seven', family: 'slot' },
  { no: 6, id: 'royal-fishing', name: 'Royal Fishing', family: 'fishing' },
  { no: 7, id: 'dragon-hunt', name: 'Dragon Hunt', family: 'fishing' },
  { no: 8, id: 'ocean-king', name: 'Ocean King', family: 'fishing' },
  { no: 9, id: 'bombing-fishing', name: 'Bombing Fishing', family: 'fishing' },
  { no: 10, id: 'jackpot-fishing', name: 'Jackpot Fishing', family: 'fishing' },
  { no: 11, id: 'mega-fishing', name: 'Mega Fishing', family: 'fishing' },
  { no: 12, id: 'teen-patti', name: 'Teen Patti', family: 'teenpatti' },
  { no: 13, id: 'rummy', name: 'Rummy', family: 'rummy' },
  { no: 14, id: 'tongits', name: 'Tongits Go', family: 'tongits' },
  { no: 15, id: 'pusoy', name: 'Pusoy Go', family: 'pusoy' },
  { no: 16, id: 'blackjack', name: 'Blackjack', family: 'blackjack' },
  { no: 17, id: 'baccarat', name: 'Baccarat', family: 'baccarat' },
  { no: 18, id: 'five-card-poker', name: '5 Card Poker', family: 'poker5' },
  { no: 19, id: 'video-poker', name: 'Video Poker', family: 'videopoker' },
  { no: 20, id: 'niu-niu', name: 'Niu-Niu', family: 'niuniu' },
  { no: 21, id: 'three-card-poker', name: 'Three Card Poker', family: 'threecard' },
  { no: 22, id: 'jogo-do-bicho', name: 'Jogo do Bicho', family: 'bicho' },
  { no: 23, id: 'roulette', name: 'Roulette', family: 'roulette' },
  { no: 24, id: 'sicbo', name: 'Sicbo', family: 'sicbo' },
  { no: 25, id: 'dragon-tiger', name: 'Dragon Tiger', family: 'dragontiger' },
  { no: 26, id: 'keno', name: 'Keno', family: 'keno' },
  { no: 27, id: 'bingo', name: 'Bingo Carnaval', family: 'bingo' },
  { no: 28, id: 'plinko', name: 'Plinko', family: 'plinko' },
  { no: 29, id: 'crash', name: 'Crash', family: 'crash' },
  { no: 30, id: 'limbo', name: 'Limbo', family: 'limbo' },
  { no: 31, id: 'mines', name: 'Mines', family: 'mines' },
  { no: 32, id: 'scratch', name: 'Scratch Card', family: 'scratch' },
  { no: 33, id: 'color-prediction', name: 'Color Prediction', family: 'colorprediction' },
  { no: 34, id: 'cockfight', name: 'Cockfight', family: 'cockfight' },
  { no: 35, id: 'wheel', name: 'Lucky Wheel', family: 'wheel' },
];

/** Every family the catalogue has a game of (each §1 family: the seeded platform plays them all). */
export const GAME_FAMILIES: GameFamily[] = [...new Set(GAMES.map((g) => g.family))];

/** The card games: the lobby's "Cards" group, and the families whose rounds name hands and seats. */
export const CARD_FAMILIES: GameFamily[] = [
  'teenpatti',
  'rummy',
  'tongits',
  'pusoy',
  'blackjack',
  'baccarat',
  'poker5',
  'videopoker',
  'niuniu',
  'threecard',
];

export function gameByNo(no: number): GameRow | undefined {
  return GAMES.find((g) => g.no === no);
}

export interface OperatorRow {
  apiId: number;
  webId: string;
  title: string;
  type: 'STANDARD' | 'GLI' | 'ROAR' | 'DONUT' | 'PS';
  timezone: number;
  players: number;
  currencyNos: number[];
  vipConfigured: boolean;
}

/** An operator row: its web id and title are its brand's (src/core/brands.ts, the one source of truth). */
function operator(
  row: Pick<OperatorRow, 'apiId' | 'timezone' | 'players' | 'currencyNos'> & Partial<OperatorRow>,
): OperatorRow {
  const { webId, title } = brandFor(row.apiId);
  return { webId, title, type: 'STANDARD', vipConfigured: true, ...row };
}

/**
 * §1 brands and the §6 operators that exercise toggles and id lists (type STANDARD and a VIP
 * programme unless said). The catalogue, the landing page and the app header name an operator alike.
 */
export const OPERATORS: OperatorRow[] = [
  operator({ apiId: 3, timezone: 480, players: 40, currencyNos: [1, 2, 3] }),
  operator({ apiId: 20000, timezone: -180, players: 4, currencyNos: [4] }),
  operator({ apiId: 20001, timezone: 330, players: 4, currencyNos: [5] }),
  operator({ apiId: 110, timezone: 420, players: 40, currencyNos: [6, 1] }),
  operator({ apiId: 202, timezone: 480, players: 40, currencyNos: [3, 7], vipConfigured: false }),
  operator({ apiId: 8, timezone: 0, players: 2, currencyNos: [2] }),
  operator({ apiId: 120, type: 'GLI', timezone: 0, players: 2, currencyNos: [2] }),
  operator({ apiId: 130, type: 'ROAR', timezone: 480, players: 2, currencyNos: [1] }),
  operator({ apiId: 140, type: 'DONUT', timezone: 480, players: 2, currencyNos: [1] }),
  operator({ apiId: 150, type: 'PS', timezone: 480, players: 2, currencyNos: [1] }),
  operator({ apiId: 1071, timezone: 480, players: 2, currencyNos: [1] }),
  operator({ apiId: 1072, timezone: 480, players: 2, currencyNos: [1] }),
];

export interface CurrencyRow {
  no: number;
  symbol: string;
  name: string;
  unit: number;
  ratio: number;
}

/**
 * Operators' customised displays (§3 /currency-display/customize): JILI Star counts dong and
 * rupiah in thousands. Every amount the platform writes into a text (ranking prizes) uses the same
 * symbol and ratio as the board, so the two never disagree.
 */
export const CUSTOM_CURRENCIES: { no: number; apiId: number; symbol: string; ratio: number }[] = [
  { no: 3, apiId: 202, symbol: 'K₫', ratio: 1 },
  { no: 7, apiId: 202, symbol: 'K Rp', ratio: 1 },
];

export const CURRENCIES: CurrencyRow[] = [
  { no: 1, symbol: '₱', name: 'PHP', unit: 100, ratio: 1 },
  { no: 2, symbol: '$', name: 'USD', unit: 100, ratio: 1 },
  { no: 3, symbol: '₫', name: 'VND', unit: 1, ratio: 1000 },
  { no: 4, symbol: 'R$', name: 'BRL', unit: 100, ratio: 1 },
  { no: 5, symbol: '₹', name: 'INR', unit: 100, ratio: 1 },
  { no: 6, symbol: '฿', name: 'THB', unit: 100, ratio: 1 },
  { no: 7, symbol: 'Rp', name: 'IDR', unit: 1, ratio: 1000 },
];

/** The fixed instant every seeded date hangs from, so the seed is the same on every run. */
export const SEED_ANCHOR = Date.UTC(2026, 10, 15, 12, 0, 0);

/** The parts seeded nicknames are made of (players, and the ranking boards' other entrants). */
export const NICK_PARTS = [
  'Ace',
  'Lucky',
  'Tiger',
  'Star',
  'Mega',
  'King',
  'Jade',
  'Neo',
  'Rich',
  'Fox',
  '龙',
  '金',
  '星',
  '福',
];
