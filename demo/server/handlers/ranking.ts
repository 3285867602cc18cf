/** Rankings, tournaments and event pages (§1, §2, §3, §9 top 100). */
import { CODES, type RankEntry, type RankingBoard, type RankingSetting, type RankingType } from '../../../src/api/contract/index.ts';
import type { Db } from '../db.ts';
import { ApiFailure, requirePlayer, type Handlers } from './context.ts';
import { apiIdParam, int } from './input.ts';
import { iso, stateOf } from './queries.ts';

async function rankingBoard(db: Db, rankingId: number, playerId: number | null, now: number): Promise<RankingBoard> {
  const settings = await db.query<RankingRow>('SELECT * FROM rankings WHERE id = $1', [rankingId]);
  if (!settings[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such ranking');
  // Top 100 only (§9): ranks are computed by score, the rest are never sent.
  const entries = await db.query<{ rank: number; nickname: string; account: string; score: string; player_id: number | null }>(
    `SELECT rank::int, nickname, account, score, player_id FROM (
       SELECT row_number() OVER (ORDER BY score DESC, account) AS rank, nickname, account, score, player_id
       FROM ranking_entries WHERE ranking_id = $1) ranked
     WHERE rank <= 100 OR player_id = $2 ORDER BY rank`, [rankingId, playerId ?? -1]);
  const toEntry = (e: (typeof entries)[number]): RankEntry => ({ Rank: e.rank, Nickname: e.nickname, Account: e.account, Score: Number(e.score) });
  const mine = playerId ? entries.find((e) => e.player_id === playerId) : undefined;
  const setting = toSetting(settings[0], now);
  return {
    Setting: setting,
    Entries: entries.filter((e) => e.rank <= 100).map(toEntry),
    Mine: mine ? toEntry(mine) : null,
    LastUpdate: iso(new Date(Math.floor(now / (setting.UpdateIntervalMinutes * 60_000)) * setting.UpdateIntervalMinutes * 60_000)),
  };
}

interface RankingRow { id: number; api_id: number; name: string; type: RankingType; tournament: 'casino' | 'crash'; game_ids: number[]; starts_at: string; ends_at: string; prizes: string[]; interval_minutes: number }

function toSetting(r: RankingRow, now: number): RankingSetting {
  return {
    RankingId: r.id, Name: r.name, Type: r.type, Window: r.tournament, GameIds: r.game_ids, StartDateTime: iso(r.starts_at),
    EndDateTime: iso(r.ends_at), State: stateOf(r.starts_at, r.ends_at, now), PrizeContent: r.prizes, UpdateIntervalMinutes: r.interval_minutes,
  };
}

/** An operator's rankings, optionally of one type. */
function rankingsOf(db: Db, apiId: number, type: string | null | undefined): Promise<RankingRow[]> {
  return db.query<RankingRow>('SELECT * FROM rankings WHERE api_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY id', [apiId, type || null]);
}

export const rankingHandlers = {
  async 'GET /rank/ranking-setting'({ db, query, now }) {
    const apiId = int(query.get('ApiId'), 'ApiId', { min: 1 });
    const type = query.get('Type');
    const gameIds = query.getAll('GameIds').map((g) => int(g, 'GameIds', { min: 0 }));
    const rows = await rankingsOf(db, apiId, type);
    return rows.filter((r) => gameIds.length === 0 || r.game_ids.some((g) => gameIds.includes(g))).map((r) => toSetting(r, now));
  },
  async 'GET /rank/ranking-history/:apiId/:rankingId/:langId'({ db, params, now }) {
    apiIdParam({ params });
    return rankingBoard(db, int(params.rankingId, 'rankingId', { min: 1 }), null, now);
  },
  async 'GET /event/:eventId/:langId'({ db, params, now }) {
    const rows = await db.query<{ id: number; title: string; starts_at: string; ends_at: string; ranking_id: number | null }>(
      'SELECT * FROM promotions WHERE id = $1', [int(params.eventId, 'eventId', { min: 1 })]);
    const p = rows[0];
    if (!p) throw new ApiFailure(CODES.NOT_FOUND, 'No such event');
    const board = p.ranking_id ? await rankingBoard(db, p.ranking_id, null, now) : null;
    return {
      Id: p.id, Name: p.title, StartTime: iso(p.starts_at), EndTime: iso(p.ends_at), FinalUpdateDate: board?.LastUpdate ?? iso(p.ends_at),
      State: stateOf(p.starts_at, p.ends_at, now), PrizeContent: board?.Setting.PrizeContent ?? [], Ranking: board?.Entries ?? [],
    };
  },
  async 'GET /rank/ranking-setting/:langId/:type?'(ctx) {
    const player = requirePlayer(ctx);
    const type = ctx.params.type;
    const rows = await rankingsOf(ctx.db, player.apiId, type);
    return rows.map((r) => toSetting(r, ctx.now));
  },
  async 'GET /rank/ranking-history/:rankingId/:langId?'(ctx) {
    const player = requirePlayer(ctx);
    return rankingBoard(ctx.db, int(ctx.params.rankingId, 'rankingId', { min: 1 }), player.id, ctx.now);
  },
} satisfies Partial<Handlers>;
