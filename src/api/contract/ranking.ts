/**
 * Rankings, tournaments and event pages (§1, §2, §3 ranking setting and event, §9 top 100).
 *
 * Decisions where the spec shows no shape:
 * - A ranking (tournament) is one period of one series: a window (casino or crash, §2) and a
 *   type (§1: total win, total bet, highest multiplier). Past periods are rankings of their own,
 *   found through the ranking-setting calls and shown through ranking history.
 * - Names and prize texts come in the language of the call's `LangId` (English when the platform
 *   has none in that language).
 * - Scores: for `totalWin` and `totalBet` an amount in the smallest unit of the ranking's
 *   currency (`CurrencyNo`, §3 currency display); for `highestMultiplier` the multiplier itself
 *   (1250.5 is ×1,250.5). The client formats them with the §5 rules.
 * - The update interval (§9 says 15 minutes in one text and 5 in another) is each ranking's own
 *   `UpdateIntervalMinutes`; the board says when it was last updated and when it updates next,
 *   and the client refreshes it then (not on a fixed poll).
 * - An event (§3: name, start time, final update date, prize content) is a dated page over one
 *   ranking. Its detail adds the caller's own entry (`Mine`, §2 "your ranking") when the call
 *   carries a session; `GET /event-list/:apiId/:langId` lists an operator's events (the hub links
 *   them; no §7 call lists them).
 */
import type { ApiLang, Call, EventState, None } from './common';
import { list, nullable, num, obj, oneOf, str } from '../read';

export type RankingType = 'totalWin' | 'totalBet' | 'highestMultiplier';
export const RANKING_TYPES: readonly RankingType[] = ['totalWin', 'totalBet', 'highestMultiplier'];

/** §2 tournament windows. */
export type RankingWindow = 'casino' | 'crash';
export const RANKING_WINDOWS: readonly RankingWindow[] = ['casino', 'crash'];

export interface RankingSetting {
  RankingId: number;
  /** In the call's language. */
  Name: string;
  Type: RankingType;
  /** 'casino' or 'crash' tournament window (§2). */
  Window: RankingWindow;
  GameIds: number[];
  StartDateTime: string;
  EndDateTime: string;
  /** The platform's view when it answered; the client recomputes it as time passes. */
  State: EventState;
  /** Prize lines, in the call's language. */
  PrizeContent: string[];
  /** Minutes between leaderboard updates (§9: each ranking's own). */
  UpdateIntervalMinutes: number;
  /** Currency (§3 currency display `No`) of the amounts of totalWin / totalBet boards. */
  CurrencyNo: number;
}

export interface RankEntry {
  Rank: number;
  /** Empty when the player has no nickname (the client shows the masked account). */
  Nickname: string;
  /** Masked account, never the full one. */
  Account: string;
  /** See the file comment: an amount in the smallest unit, or a multiplier. */
  Score: number;
}

export interface RankingBoard {
  Setting: RankingSetting;
  /** Top 100 only (§9). */
  Entries: RankEntry[];
  /** The caller's own entry (bearer call), null when the caller is not ranked or anonymous. */
  Mine: RankEntry | null;
  /** When the board was last computed (the end, for a concluded ranking); null before the start. */
  LastUpdate: string | null;
  /** When it is computed next; null unless the ranking is running. */
  NextUpdate: string | null;
}

/**
 * §3 ranking setting request. Arrays serialised without brackets (GameIds=1&GameIds=2). Dates are
 * ISO 8601 (`2026-11-01`, `2026-11-01T00:00:00Z`; no zone means UTC); the answer holds the
 * rankings whose period overlaps [StartDateTime, EndDateTime]. A bad or reversed date is 1001.
 */
export interface RankingSettingQuery {
  LangId: string;
  StartDateTime: string;
  EndDateTime: string;
  ApiId: number;
  /** Rankings of any of these games; empty or absent: every game. */
  GameIds?: number[];
  /** One type; absent: every type. */
  Type?: RankingType;
  /** §2 `sac` channel: rankings open to every channel plus those of this one (absent: open ones only). */
  Sac?: number;
}

export interface EventDetail {
  Id: number;
  Name: string;
  StartTime: string;
  EndTime: string;
  /** §3 final update date: the ranking's last update (its end once concluded); null before the start. */
  FinalUpdateDate: string | null;
  State: EventState;
  PrizeContent: string[];
  RankingId: number;
  Type: RankingType;
  CurrencyNo: number;
  /** Top 100 (§9). */
  Ranking: RankEntry[];
  /** §2 "your ranking": the caller's entry when a session was sent and the caller is ranked. */
  Mine: RankEntry | null;
}

/** One line of the events listing. */
export interface EventSummary {
  Id: number;
  Name: string;
  StartTime: string;
  EndTime: string;
  State: EventState;
  RankingId: number;
}

const readState = /*#__PURE__*/ oneOf<EventState>('comingSoon', 'running', 'concluded');
const readType = /*#__PURE__*/ oneOf<RankingType>('totalWin', 'totalBet', 'highestMultiplier');

export const readRankingSetting = /*#__PURE__*/ obj<RankingSetting>({
  RankingId: num,
  Name: str,
  Type: readType,
  Window: oneOf<RankingWindow>('casino', 'crash'),
  GameIds: list(num),
  StartDateTime: str,
  EndDateTime: str,
  State: readState,
  PrizeContent: list(str),
  UpdateIntervalMinutes: num,
  CurrencyNo: num,
});
export const readRankingSettings = /*#__PURE__*/ list(readRankingSetting);
export const readRankEntry = /*#__PURE__*/ obj<RankEntry>({ Rank: num, Nickname: str, Account: str, Score: num });
export const readRankingBoard = /*#__PURE__*/ obj<RankingBoard>({
  Setting: readRankingSetting,
  Entries: list(readRankEntry),
  Mine: nullable(readRankEntry),
  LastUpdate: nullable(str),
  NextUpdate: nullable(str),
});
export const readEventDetail = /*#__PURE__*/ obj<EventDetail>({
  Id: num,
  Name: str,
  StartTime: str,
  EndTime: str,
  FinalUpdateDate: nullable(str),
  State: readState,
  PrizeContent: list(str),
  RankingId: num,
  Type: readType,
  CurrencyNo: num,
  Ranking: list(readRankEntry),
  Mine: nullable(readRankEntry),
});
export const readEventList = /*#__PURE__*/ list(
  obj<EventSummary>({ Id: num, Name: str, StartTime: str, EndTime: str, State: readState, RankingId: num }),
);

/** The ranking calls: key → params, query, body and response `Data`. */
export interface RankingCalls {
  'GET /rank/ranking-setting': Call<None, RankingSettingQuery, None, RankingSetting[]>;
  /** Public board: the ranking must belong to `apiId` (else 1004). */
  'GET /rank/ranking-history/:apiId/:rankingId/:langId': Call<
    { apiId: number; rankingId: number } & ApiLang,
    None,
    None,
    RankingBoard
  >;
  'GET /event/:eventId/:langId': Call<{ eventId: number } & ApiLang, None, None, EventDetail>;
  'GET /event-list/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, EventSummary[]>;
  /** The player's operator's rankings (every period), optionally of one type. */
  'GET /rank/ranking-setting/:langId/:type?': Call<ApiLang & { type?: RankingType }, None, None, RankingSetting[]>;
  /** A board of the player's operator, with the player's own entry. */
  'GET /rank/ranking-history/:rankingId/:langId?': Call<
    { rankingId: number; langId?: string },
    None,
    None,
    RankingBoard
  >;
}
