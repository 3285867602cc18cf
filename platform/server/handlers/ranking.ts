/** Rankings, tournaments and event pages (§1, §2, §3, §9 top 100). Shapes: src/api/contract/ranking.ts. */
import {
  CODES,
  RANKING_TYPES,
  type EventSummary,
  type RankEntry,
  type RankingBoard,
  type RankingSetting,
  type RankingType,
  type RankingWindow,
} from '../../../src/api/contract/index.ts';
import { resolveLocale, type Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../db.ts';
import { ApiFailure, requirePlayer, type Handlers, type Player } from './context.ts';
import { apiIdParam, int, optionalInt } from './input.ts';
import { iso, stateOf } from './queries.ts';
import { say } from '../i18n.ts';
import { toSeedClock, windowOnDemoClock } from '../demo-clock.ts';

interface RankingRow {
  id: number;
  api_id: number;
  name: string;
  type: RankingType;
  tournament: RankingWindow;
  game_ids: number[];
  starts_at: string;
  ends_at: string;
  prizes: string[];
  interval_minutes: number;
  names: Partial<Record<Locale, string>>;
  prize_texts: Partial<Record<Locale, string[]>>;
  currency_no: number;
  sac: number | null;
}

/** LangId in the platform form (`th-TH`) or a bare locale; anything unknown is English (§4). */
const localeOf = (langId: string | null | undefined): Locale => resolveLocale(langId);

function toSetting(r: RankingRow, locale: Locale, now: number): RankingSetting {
  return {
    RankingId: r.id,
    Name: r.names[locale] ?? r.names.en ?? r.name,
    Type: r.type,
    Window: r.tournament,
    GameIds: r.game_ids,
    StartDateTime: iso(r.starts_at),
    EndDateTime: iso(r.ends_at),
    State: stateOf(r.starts_at, r.ends_at, now),
    PrizeContent: r.prize_texts[locale] ?? r.prize_texts.en ?? r.prizes,
    UpdateIntervalMinutes: r.interval_minutes,
    CurrencyNo: r.currency_no,
  };
}

/**
 * When the board was last computed and is computed next: every `interval` minutes from the start,
 * frozen at the end. Before the start there is no board yet.
 */
export function updateTimes(
  startsAt: string,
  endsAt: string,
  intervalMinutes: number,
  now: number,
): { last: string | null; next: string | null } {
  const start = new Date(startsAt).getTime();
  const end = new Date(endsAt).getTime();
  if (now < start) return { last: null, next: null };
  if (now >= end) return { last: iso(new Date(end)), next: null };
  const step = Math.max(1, intervalMinutes) * 60_000;
  const last = start + Math.floor((now - start) / step) * step;
  return { last: iso(new Date(last)), next: iso(new Date(Math.min(last + step, end))) };
}

/**
 * Rankings and events are seeded on the seed's clock: every handler reads them through these, on
 * the demo clock (../demo-clock.ts), so states, countdowns and update times follow the moved windows.
 */
async function rankingRow(db: Db, rankingId: number, apiId: number | null, now: number): Promise<RankingRow> {
  const rows = await db.query<RankingRow>('SELECT * FROM rankings WHERE id = $1 AND ($2::int IS NULL OR api_id = $2)', [
    rankingId,
    apiId,
  ]);
  // Another operator's ranking is "not found", like one that does not exist: ids reveal nothing.
  if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such ranking');
  return windowOnDemoClock(rows[0], now);
}

async function entriesOf(
  db: Db,
  row: RankingRow,
  playerId: number | null,
): Promise<{ entries: RankEntry[]; mine: RankEntry | null }> {
  // Top 100 only (§9): ranks by score (ties by account), the rest are never sent — except the
  // caller's own entry.
  const rows = await db.query<{
    rank: number;
    nickname: string;
    account: string;
    score: string;
    player_id: number | null;
  }>(
    `SELECT rank::int, nickname, account, score, player_id FROM (
       SELECT row_number() OVER (ORDER BY score DESC, account, player_id NULLS FIRST) AS rank, nickname, account, score, player_id
       FROM ranking_entries WHERE ranking_id = $1) ranked
     WHERE rank <= 100 OR player_id = $2 ORDER BY rank`,
    [row.id, playerId ?? -1],
  );
  const toEntry = (e: (typeof rows)[number]): RankEntry => ({
    Rank: e.rank,
    Nickname: e.nickname,
    Account: e.account,
    Score: Number(e.score),
  });
  const mine = playerId ? rows.find((e) => e.player_id === playerId) : undefined;
  return { entries: rows.filter((e) => e.rank <= 100).map(toEntry), mine: mine ? toEntry(mine) : null };
}

async function rankingBoard(
  db: Db,
  row: RankingRow,
  locale: Locale,
  player: Player | null,
  now: number,
): Promise<RankingBoard> {
  const setting = toSetting(row, locale, now);
  // A ranking that has not started has no board yet (and nobody ranked).
  const { entries, mine } =
    setting.State === 'comingSoon' ? { entries: [], mine: null } : await entriesOf(db, row, player?.id ?? null);
  const times = updateTimes(row.starts_at, row.ends_at, row.interval_minutes, now);
  return { Setting: setting, Entries: entries, Mine: mine, LastUpdate: times.last, NextUpdate: times.next };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time (no zone: UTC) as epoch ms; anything else is 1001. */
export function queryDate(value: string | null, name: string): number {
  const m = value ? DATE.exec(value.trim()) : null;
  if (!m) throw new ApiFailure(CODES.BAD_REQUEST, `${name} must be a date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ssZ)`);
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  const text = `${y}-${mo}-${d}T${h}:${mi}:${s}${zone ? (zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone) : 'Z'}`;
  const ms = Date.parse(text);
  // Date.parse rolls 2026-02-31 over to March: a date that does not exist is refused too.
  const back = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (
    !Number.isFinite(ms) ||
    back.getUTCMonth() !== Number(mo) - 1 ||
    back.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    throw new ApiFailure(CODES.BAD_REQUEST, `${name} is not a valid date`);
  }
  return ms;
}

function rankingType(value: string | null | undefined, name: string): RankingType | null {
  if (value == null || value === '') return null;
  if (!(RANKING_TYPES as readonly string[]).includes(value))
    throw new ApiFailure(CODES.BAD_REQUEST, `${name} must be one of ${RANKING_TYPES.join(', ')}`);
  return value as RankingType;
}

async function eventRows(db: Db, where: string, params: unknown[], now: number) {
  const rows = await db.query<{
    id: number;
    api_id: number;
    ranking_id: number;
    names: Partial<Record<Locale, string>>;
    starts_at: string;
    ends_at: string;
  }>(`SELECT * FROM events WHERE ${where}`, params);
  return rows.map((e) => windowOnDemoClock(e, now));
}

export const rankingHandlers = {
  async 'GET /rank/ranking-setting'({ db, query, now }) {
    const apiId = int(query.get('ApiId'), 'ApiId', { min: 1 });
    const start = queryDate(query.get('StartDateTime'), 'StartDateTime');
    const end = queryDate(query.get('EndDateTime'), 'EndDateTime');
    if (end < start) throw new ApiFailure(CODES.BAD_REQUEST, 'EndDateTime is before StartDateTime');
    const type = rankingType(query.get('Type'), 'Type');
    const gameIds = query
      .getAll('GameIds')
      .filter((g) => g !== '')
      .map((g) => int(g, 'GameIds', { min: 0 }));
    const sac = optionalInt(query.get('Sac'), 'Sac', { min: 0 });
    const locale = localeOf(query.get('LangId'));
    const rows = await db.query<RankingRow>(
      `SELECT * FROM rankings WHERE api_id = $1 AND ($2::text IS NULL OR type = $2)
         AND starts_at <= to_timestamp($4::double precision / 1000) AND ends_at >= to_timestamp($3::double precision / 1000)
         AND (cardinality($5::int[]) = 0 OR game_ids && $5::int[])
         AND (sac IS NULL OR sac = $6)
       ORDER BY id`,
      // The asked period on the seed's clock, where the stored windows are.
      [apiId, type, toSeedClock(start, now), toSeedClock(end, now), gameIds, sac ?? null],
    );
    return rows.map((r) => toSetting(windowOnDemoClock(r, now), locale, now));
  },
  async 'GET /rank/ranking-history/:apiId/:rankingId/:langId'({ db, params, now }) {
    const apiId = apiIdParam({ params });
    const row = await rankingRow(db, int(params.rankingId, 'rankingId', { min: 1 }), apiId, now);
    return rankingBoard(db, row, localeOf(params.langId), null, now);
  },
  async 'GET /event/:eventId/:langId'({ db, params, player, now }) {
    const [event] = await eventRows(db, 'id = $1', [int(params.eventId, 'eventId', { min: 1 })], now);
    if (!event) throw new ApiFailure(CODES.NOT_FOUND, say('eventNotFound', params.langId));
    const locale = localeOf(params.langId);
    // The caller's own entry only on their own operator's event.
    const caller = player && player.apiId === event.api_id ? player : null;
    const board = await rankingBoard(db, await rankingRow(db, event.ranking_id, null, now), locale, caller, now);
    const state = stateOf(event.starts_at, event.ends_at, now);
    return {
      Id: event.id,
      Name: event.names[locale] ?? event.names.en ?? '',
      StartTime: iso(event.starts_at),
      EndTime: iso(event.ends_at),
      FinalUpdateDate: state === 'comingSoon' ? null : board.LastUpdate,
      State: state,
      PrizeContent: board.Setting.PrizeContent,
      RankingId: event.ranking_id,
      Type: board.Setting.Type,
      CurrencyNo: board.Setting.CurrencyNo,
      Ranking: board.Entries,
      Mine: board.Mine,
    };
  },
  async 'GET /event-list/:apiId/:langId'({ db, params, now }) {
    const apiId = apiIdParam({ params });
    const locale = localeOf(params.langId);
    const rows = await eventRows(db, 'api_id = $1 ORDER BY starts_at DESC, id', [apiId], now);
    return rows.map((e): EventSummary => ({
      Id: e.id,
      Name: e.names[locale] ?? e.names.en ?? '',
      StartTime: iso(e.starts_at),
      EndTime: iso(e.ends_at),
      State: stateOf(e.starts_at, e.ends_at, now),
      RankingId: e.ranking_id,
    }));
  },
  async 'GET /rank/ranking-setting/:langId/:type?'(ctx) {
    const player = requirePlayer(ctx);
    const type = rankingType(ctx.params.type, 'type');
    const rows = await ctx.db.query<RankingRow>(
      'SELECT * FROM rankings WHERE api_id = $1 AND ($2::text IS NULL OR type = $2) AND sac IS NULL ORDER BY id',
      [player.apiId, type],
    );
    return rows.map((r) => toSetting(windowOnDemoClock(r, ctx.now), localeOf(ctx.params.langId), ctx.now));
  },
  async 'GET /rank/ranking-history/:rankingId/:langId?'(ctx) {
    const player = requirePlayer(ctx);
    const row = await rankingRow(ctx.db, int(ctx.params.rankingId, 'rankingId', { min: 1 }), player.apiId, ctx.now);
    return rankingBoard(ctx.db, row, localeOf(ctx.params.langId), player, ctx.now);
  },
} satisfies Partial<Handlers>;
