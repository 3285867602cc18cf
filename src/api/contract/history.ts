/**
 * Game history (§3 history record, game record labels; §7 /history); one round's detail and its
 * family payloads (plate and bingo info, …) are in ./history-rounds, re-exported here.
 */
import type { ApiLang, Call, None } from './common';
import { readGameFamily, type GameFamily } from './settings';
import { count, list, nullable, num, obj, optional, str, unknownValue, type Reader } from '../read';

import {
  emptyWhenNull,
  type BoxDetail,
  type LogSummary,
  type MinesDetail,
  type PlateInfo,
  type RoundPayload,
  type RoundResult,
  type StepRecord,
} from './history-rounds';
export {
  type PlateInfo,
  readPlateInfo,
  readPlateInfos,
  type BingoBall,
  type BingoAward,
  type BingoCard,
  type PlayingCard,
  HAND_KEYS,
  type HandKey,
  CREATURE_KEYS,
  type CreatureKey,
  type CardHand,
  type FishCatch,
  type MinesDetail,
  readMinesDetail,
  type StepRecord,
  readStepRecords,
  type BetArea,
  type BoxDetail,
  readBoxDetail,
  type LogSummary,
  readLogSummary,
  type RoundPayload,
  type RoundResult,
} from './history-rounds';

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
