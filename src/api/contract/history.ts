/** Game history (§3 history record, game record labels, plate and bingo info; §7 /history). */
import type { ApiLang, Call, None } from './common';
import { readGameFamily, type GameFamily } from './settings';
import { bool, count, list, nullable, num, obj, optional, str, unknownValue, type Reader } from '../read';

/** §8 "lists return empty when null": a null (or absent) `Data` is the empty list or page. */
const emptyWhenNull =
  <T>(read: Reader<T>, empty: () => T): Reader<T> =>
  (v, path) =>
    v == null ? empty() : read(v, path);

export interface HistoryQuery {
  LangId: string;
  StartRowIndex: number;
  EndRowIndex: number;
  LogIndexAsRoundIndex: boolean;
  RoundIndex?: string;
  LogIndex?: string;
  /** YYYY-MM-DD in the player's time zone. */
  Date?: string;
  TimeZoneOffsetMinutes?: number;
  /** Length of the window starting at Date, in minutes (default a day). */
  Minutes?: number;
}

/** §3 history record, plus the amounts the list shows. Date is epoch milliseconds. */
export interface HistoryRecord {
  Type: number;
  RoundIndex: string;
  LogIndex: string;
  Date: number;
  GameNo: number;
  Bet: number;
  Win: number;
  PreMoney: number;
  PostMoney: number;
}

export interface Page<T> {
  Total: number;
  Records: T[];
}

/** A page whose records are read strictly; a null page is the empty page (§8). */
const page = <T>(read: Reader<T>): Reader<Page<T>> =>
  emptyWhenNull(obj<Page<T>>({ Total: count, Records: list(read) }), () => ({ Total: 0, Records: [] }));

/** Reader of `GET /history/:game/get-history-record`. */
export const readHistoryPage = /*#__PURE__*/ page(
  obj<HistoryRecord>({
    Type: num,
    RoundIndex: str,
    LogIndex: str,
    Date: num,
    GameNo: num,
    Bet: num,
    Win: num,
    PreMoney: num,
    PostMoney: num,
  }),
);

export interface DetailRecordQuery {
  LangId: string;
  RoundIndex: string;
  OrderField: string;
  StartRowIndex: number;
  EndRowIndex: number;
  LogIndex?: string;
}

export type RoundResult = 'win' | 'lose' | 'push' | 'bust' | 'fold' | 'drop' | 'timeoutDrop';

/** One line of a round: the §3 game-record labels. Absent fields do not apply to the game. */
export interface DetailRecord {
  BetNo?: string;
  WagersId?: string;
  OrderNo?: string;
  Round?: string;
  Games?: number;
  Bet?: number;
  /** Catalogue codes joined by ", " (bet areas, or the seat backed; docs/platform.md "Round details"). */
  BetCategory?: string;
  /** Catalogue codes or data (numbers, ranges) joined by ", ". */
  Target?: string;
  /** The total return multiplier (win ÷ bet): the round detail's one odds convention. */
  Odds?: number;
  Result?: RoundResult | string;
  WinLose?: number;
  Net?: number;
  Fee?: number;
  Commission?: number;
  PaytableId?: string;
  LotteryTime?: number;
  LocalTime?: number;
}

const oStr = /*#__PURE__*/ optional(str);
const oNum = /*#__PURE__*/ optional(num);

/** One game-record line: every label optional (absent = does not apply), each of its type when present. */
const readDetailRecord = /*#__PURE__*/ obj<DetailRecord>({
  BetNo: oStr,
  WagersId: oStr,
  OrderNo: oStr,
  Round: oStr,
  Games: oNum,
  Bet: oNum,
  BetCategory: oStr,
  Target: oStr,
  Odds: oNum,
  Result: oStr,
  WinLose: oNum,
  Net: oNum,
  Fee: oNum,
  Commission: oNum,
  PaytableId: oStr,
  LotteryTime: oNum,
  LocalTime: oNum,
});

/** Reader of `GET /history/:game/get-detail-record` (a page of lines). */
export const readDetailRecordPage = /*#__PURE__*/ page(readDetailRecord);
/** Reader of `GET /history/:game/get-detail-record/:round`; null is no lines (§8). */
export const readDetailRecords = /*#__PURE__*/ emptyWhenNull(list(readDetailRecord), () => []);

/** The round summary: which family renders it, and its family payload. */
export interface DetailInfo {
  GameNo: number;
  Family: GameFamily;
  RoundIndex: string;
  Date: number;
  Bet: number;
  Win: number;
  Records: DetailRecord[];
  /** Family-specific payload; null when the round has no details. */
  Payload: RoundPayload | null;
}

/**
 * Reader of `GET /history/:game/get-detail-info/…`. The summary is read strictly; the family
 * payload is passed on as it came: the never-throwing round parsers (features/history/rounds)
 * read it field by field and say "Incomplete information" for what they cannot read.
 */
export const readDetailInfo = /*#__PURE__*/ obj<DetailInfo>({
  GameNo: num,
  Family: readGameFamily,
  RoundIndex: str,
  Date: num,
  Bet: num,
  Win: num,
  Records: list(readDetailRecord),
  Payload: nullable(unknownValue as Reader<RoundPayload>),
});

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

/**
 * The game the player played most recently (not in §7; the reference platform's answer to
 * "operators that go straight to history" (§6) landing on a game, not on an empty picker).
 * `GameNo` is null for a player without rounds.
 */
export interface LatestGame {
  GameNo: number | null;
}
export const readLatestGame = /*#__PURE__*/ obj<LatestGame>({ GameNo: nullable(num) });

/** The history calls: key → params, query, body and response `Data`. */
export interface HistoryCalls {
  'GET /history/latest-game': Call<None, None, None, LatestGame>;
  'GET /history/:game/get-history-record': Call<{ game: number }, HistoryQuery, None, Page<HistoryRecord>>;
  'GET /history/:game/get-detail-record': Call<{ game: number }, DetailRecordQuery, None, Page<DetailRecord>>;
  'GET /history/:game/get-detail-info/:langId/:round?/:historyId?': Call<
    { game: number; round?: string; historyId?: string } & ApiLang,
    None,
    None,
    DetailInfo
  >;
  'GET /history/:game/get-detail-record/:round': Call<{ game: number; round: string }, None, None, DetailRecord[]>;
  'GET /history/:game/get-bomb-detail-record/:round/:logIndex': Call<
    { game: number; round: string; logIndex: string },
    None,
    None,
    MinesDetail
  >;
  'GET /history/:game/get-single-round-log-summary/:round/:logIndex': Call<
    { game: number; round: string; logIndex: string },
    None,
    None,
    LogSummary
  >;
  'GET /history/:game/get-log-plate-info/:round/:logIndex': Call<
    { game: number; round: string; logIndex: string },
    None,
    None,
    PlateInfo[]
  >;
  'GET /history/:game/get-log-plate-info/:round': Call<{ game: number; round: string }, None, None, PlateInfo[]>;
  'GET /history/:game/get-plate-info/:round': Call<{ game: number; round: string }, None, None, PlateInfo>;
  'GET /history/:game/get-step-detail-record/:round': Call<{ game: number; round: string }, None, None, StepRecord[]>;
  'GET /history/:game/get-box-detail-info/:langId/:round': Call<
    { game: number; round: string } & ApiLang,
    None,
    None,
    BoxDetail
  >;
}
