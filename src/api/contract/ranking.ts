/** Rankings, tournaments and event pages (§1, §2, §3 ranking setting and event, §9 top 100). */
import type { ApiLang, Call, EventState, None } from './common';

export type RankingType = 'totalWin' | 'totalBet' | 'highestMultiplier';

export interface RankingSetting {
  RankingId: number;
  Name: string;
  Type: RankingType;
  /** 'casino' or 'crash' tournament window (§2). */
  Window: 'casino' | 'crash';
  GameIds: number[];
  StartDateTime: string;
  EndDateTime: string;
  State: EventState;
  PrizeContent: string[];
  /** Minutes between leaderboard updates. */
  UpdateIntervalMinutes: number;
}

export interface RankEntry {
  Rank: number;
  Nickname: string;
  /** Masked account, never the full one. */
  Account: string;
  Score: number;
}

export interface RankingBoard {
  Setting: RankingSetting;
  /** Top 100 only (§9). */
  Entries: RankEntry[];
  /** The caller's own entry, when authenticated and ranked. */
  Mine: RankEntry | null;
  LastUpdate: string;
}

export interface RankingSettingQuery {
  LangId: string;
  StartDateTime: string;
  EndDateTime: string;
  ApiId: number;
  /** Serialised without brackets: GameIds=1&GameIds=2. */
  GameIds: number[];
  Type: RankingType;
  Sac?: number;
}

export interface EventDetail {
  Id: number;
  Name: string;
  StartTime: string;
  EndTime: string;
  FinalUpdateDate: string;
  State: EventState;
  PrizeContent: string[];
  Ranking: RankEntry[];
}

/** The ranking calls: key → params, query, body and response `Data`. */
export interface RankingCalls {
  'GET /rank/ranking-setting': Call<None, RankingSettingQuery, None, RankingSetting[]>;
  'GET /rank/ranking-history/:apiId/:rankingId/:langId': Call<{ apiId: number; rankingId: number } & ApiLang, None, None, RankingBoard>;
  'GET /event/:eventId/:langId': Call<{ eventId: number } & ApiLang, None, None, EventDetail>;
  'GET /rank/ranking-setting/:langId/:type?': Call<ApiLang & { type?: RankingType }, None, None, RankingSetting[]>;
  'GET /rank/ranking-history/:rankingId/:langId?': Call<{ rankingId: number; langId?: string }, None, None, RankingBoard>;
}
