/**
 * Game history, one round's detail (§3 plate and bingo info, the family payloads a round renders
 * by): the readers of the per-family calls. Re-exported by ./history, the history domain's file.
 */
import { bool, list, num, obj, str, type Reader } from '../read';

/** How a hand or a round ended, as the game-record lines and the card hands say it. */
export type RoundResult = 'win' | 'lose' | 'push' | 'bust' | 'fold' | 'drop' | 'timeoutDrop';

/** §8 "lists return empty when null": a null (or absent) `Data` is the empty list or page. */
export const emptyWhenNull =
  <T>(read: Reader<T>, empty: () => T): Reader<T> =>
  (v, path) =>
    v == null ? empty() : read(v, path);

/** §3 plate info: Plate is symbols joined; SymbolLength how many chars a symbol takes. */
export interface PlateInfo {
  Plate: string;
  SymbolLength: number;
  PlateNumStr: string;
  Columns: number;
  Rows: number;
  Win: number;
  Step: number;
}

/** Reader of `GET /history/:game/get-plate-info/:round`. */
export const readPlateInfo = /*#__PURE__*/ obj<PlateInfo>({
  Plate: str,
  SymbolLength: num,
  PlateNumStr: str,
  Columns: num,
  Rows: num,
  Win: num,
  Step: num,
});
/** Reader of both `get-log-plate-info` calls; null is no plates (§8). */
export const readPlateInfos = /*#__PURE__*/ emptyWhenNull(list(readPlateInfo), () => []);

export interface BingoBall {
  Number: number;
  Color: string;
  Bonus: boolean;
}

export interface BingoAward {
  Number: number;
  /** A line code: `full-card`, `two-rows`, `row-N`, `corners` (named by the client). */
  Line: string;
  /** What the card's stake returns for the line (× stake). */
  Odds: number;
  Win: number;
}

export interface BingoCard {
  Balls: BingoBall[];
  Awards: BingoAward[];
  Win: number;
  Bonus: { Cards: BingoCard[] }[];
}

export interface PlayingCard {
  Suit: 'S' | 'H' | 'D' | 'C' | 'J';
  Rank: string;
}

/**
 * §1 catalogue texts travel as keys; the client names them in the page's language (history
 * catalog). A value the client does not know (a total such as "26", an older platform's text) is
 * shown as it came.
 */
export const HAND_KEYS = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
  'fiveOfAKind',
] as const;
export type HandKey = (typeof HAND_KEYS)[number];

/** Fish and monster keys of the fishing games (§1 catalogue). */
export const CREATURE_KEYS = [
  'clownfish',
  'lanternFish',
  'seaTurtle',
  'octopus',
  'shark',
  'goldenDragon',
  'giantCrab',
  'yeti',
  'moonRabbit',
] as const;
export type CreatureKey = (typeof CREATURE_KEYS)[number];

export interface CardHand {
  /** A seat key: `you`, `dealer`, `banker`, `player`, or `seat-N` for the N-th seat. */
  Seat: string;
  Cards: PlayingCard[];
  /** A HandKey, or the hand's total (blackjack, baccarat) as digits. */
  HandName: string;
  Result: RoundResult;
  IsMine: boolean;
}

export interface FishCatch {
  /** A CreatureKey. */
  Fish: string;
  Multiplier: number;
  Win: number;
  Shots: number;
}

export interface MinesDetail {
  Size: number;
  Mines: number[];
  Picks: number[];
  Multiplier: number;
  Busted: boolean;
}

/** Reader of `GET /history/:game/get-bomb-detail-record/:round/:logIndex`. */
export const readMinesDetail = /*#__PURE__*/ obj<MinesDetail>({
  Size: num,
  Mines: list(num),
  Picks: list(num),
  Multiplier: num,
  Busted: bool,
});

export interface StepRecord {
  Step: number;
  Multiplier: number;
  CashOut: boolean;
  Time: number;
}

/** Reader of `GET /history/:game/get-step-detail-record/:round`; null is no steps (§8). */
export const readStepRecords = /*#__PURE__*/ emptyWhenNull(
  list(obj<StepRecord>({ Step: num, Multiplier: num, CashOut: bool, Time: num })),
  () => [],
);

/**
 * A bet of a table round. Area, Target and the payload's Outcome are catalogue codes and data
 * (`red/black`, `red`, `tiger (A♠ : 3♥)`, `risk-medium · segments-30`, `segment-6 ×1.5`); the
 * client names each word (features/history/rounds/terms.ts) and never shows it as it came.
 */
export interface BetArea {
  Area: string;
  Target: string;
  Bet: number;
  /** The total return multiplier when the area wins (the table's "to one" odds + 1). */
  Odds: number;
  Win: number;
}

export interface BoxDetail {
  Boxes: { Index: number; Prize: number; Opened: boolean }[];
}

/** Reader of `GET /history/:game/get-box-detail-info/:langId/:round`. */
export const readBoxDetail = /*#__PURE__*/ obj<BoxDetail>({
  Boxes: list(obj<BoxDetail['Boxes'][number]>({ Index: num, Prize: num, Opened: bool })),
});

export interface LogSummary {
  Spins: number;
  FreeSpins: number;
  TotalBet: number;
  TotalWin: number;
}

/** Reader of `GET /history/:game/get-single-round-log-summary/:round/:logIndex`. */
export const readLogSummary = /*#__PURE__*/ obj<LogSummary>({
  Spins: num,
  FreeSpins: num,
  TotalBet: num,
  TotalWin: num,
});

export type RoundPayload =
  | { Kind: 'plate'; Plates: PlateInfo[] }
  | { Kind: 'bingo'; Cards: BingoCard[] }
  | { Kind: 'fishing'; Catches: FishCatch[]; ItemCards: string[]; DetailRoundIndex: string | null }
  | { Kind: 'cards'; Hands: CardHand[] }
  | { Kind: 'mines'; Mines: MinesDetail }
  | { Kind: 'steps'; Steps: StepRecord[] }
  | { Kind: 'areas'; Outcome: string; Areas: BetArea[] }
  | { Kind: 'keno'; Drawn: number[]; Picked: number[] }
  | { Kind: 'plinko'; Rows: number; Risk: 'low' | 'medium' | 'high' | 'expert'; Path: number[]; Multiplier: number }
  | { Kind: 'box'; Box: BoxDetail };
