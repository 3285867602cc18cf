/**
 * One handler per §7 call. The map's type has a key for every entry of the contract, so the
 * compiler refuses a server that misses an endpoint; a server test checks it at run time too.
 * Rules that belong on a server (nickname, gift codes, ranking top 100, paging, gates) live here.
 */
import {
  CODES, type ApiContract, type ApiKey, type DetailInfo, type EventState, type GameFamily, type HistoryRecord,
  type ItemCardKind, type RankEntry, type RankingBoard, type RankingSetting, type RankingType, type ResponseData,
} from '../../src/api/contract.ts';
import { isFeatureEnabled, isOperatorType, showsFishDetailRoundIndex, type Feature } from '../../src/core/brands.ts';
import { nicknameProblem } from '../../src/core/nickname.ts';
import type { Db } from './db.ts';
import { gameByNo, SEED_ANCHOR } from './catalog.ts';
import { detailRecords, minesDetail, roundPayload, type RoundRow } from './round-detail.ts';
import { prng } from './seed.ts';
import { FAIR_FAMILIES, alignPayload, fairnessRound } from './fairness-rounds.ts';
import { signLoginToken } from './tokens.ts';

export class ApiFailure extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

export interface Player {
  id: number;
  apiId: number;
  account: string;
  nickname: string | null;
  currencyNo: number;
  symbol: string;
  unit: number;
  ratio: number;
  vip: number;
  vipExp: number;
  lv: number;
  lvExp: number;
  webId: string;
  operatorType: string;
  vipConfigured: boolean;
  timezone: number;
}

export interface HandlerContext {
  db: Db;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  body: unknown;
  /** The authenticated player; present on every bearer call, and on optional ones when sent. */
  player: Player | null;
  now: number;
}

type Handler<K extends ApiKey> = (ctx: HandlerContext) => Promise<ResponseData<K>>;
export type Handlers = { [K in ApiKey]: Handler<K> };

// ─── input helpers: hostile input becomes Code 1001, never a 500 ───

function int(value: string | null | undefined, name: string, { min = -2_147_483_648, max = 2_147_483_647 } = {}): number {
  if (value == null || !/^-?\d{1,10}$/.test(value)) throw new ApiFailure(CODES.BAD_REQUEST, `${name} must be an integer`);
  const n = Number(value);
  if (n < min || n > max) throw new ApiFailure(CODES.BAD_REQUEST, `${name} is out of range`);
  return n;
}

function optionalInt(value: string | null | undefined, name: string, range?: { min?: number; max?: number }): number | undefined {
  return value == null || value === '' ? undefined : int(value, name, range);
}

function text(value: unknown, name: string, max = 200): string {
  if (typeof value !== 'string' || value.length > max) throw new ApiFailure(CODES.BAD_REQUEST, `${name} must be a string of at most ${max} characters`);
  return value;
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiFailure(CODES.BAD_REQUEST, 'A JSON object body is required');
  return body as Record<string, unknown>;
}

function requirePlayer(ctx: HandlerContext): Player {
  if (!ctx.player) throw new ApiFailure(CODES.TOKEN_INVALID, 'Please log in again.');
  return ctx.player;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function stateOf(startsAt: Date | string, endsAt: Date | string, now: number): EventState {
  if (new Date(startsAt).getTime() > now) return 'comingSoon';
  if (new Date(endsAt).getTime() < now) return 'concluded';
  return 'running';
}

async function operator(db: Db, apiId: number) {
  const rows = await db.query<{ web_id: string; operator_type: string; timezone: number; vip_configured: boolean; android_link: string; web_app_url: string; is_repairing: boolean; switched_off: string[] }>(
    'SELECT * FROM operators WHERE api_id = $1', [apiId]);
  return rows[0] ?? null;
}

async function gateOpen(db: Db, apiId: number, feature: Feature): Promise<boolean> {
  const op = await operator(db, apiId);
  if (!op) return false;
  return isFeatureEnabled(feature, op.web_id, isOperatorType(op.operator_type) ? op.operator_type : 'STANDARD');
}

function playerGate(player: Player, feature: Feature): boolean {
  return isFeatureEnabled(feature, player.webId, isOperatorType(player.operatorType) ? player.operatorType : 'STANDARD');
}


const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}$/;

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

interface RoundDbRow { round_index: string; log_index: string; game_no: number; played_at: string; bet: string; win: string; seed: number; type: number; pre_money: string }

function toRoundRow(r: RoundDbRow): RoundRow {
  return { roundIndex: r.round_index, logIndex: r.log_index, gameNo: r.game_no, playedAt: new Date(r.played_at).getTime(), bet: Number(r.bet), win: Number(r.win), seed: r.seed };
}

async function findRound(ctx: HandlerContext, game: number, round: string): Promise<{ row: RoundRow; family: GameFamily }> {
  const player = requirePlayer(ctx);
  const rows = await ctx.db.query<RoundDbRow>(
    'SELECT * FROM rounds WHERE player_id = $1 AND game_no = $2 AND (round_index = $3 OR log_index = $3) LIMIT 1', [player.id, game, round]);
  const g = gameByNo(game);
  if (!rows[0] || !g) throw new ApiFailure(CODES.NOT_FOUND, 'No details for this round.');
  return { row: toRoundRow(rows[0]), family: g.family };
}

function gameParam(ctx: HandlerContext): number {
  return int(ctx.params.game, 'game', { min: 0 });
}

function roundParam(ctx: HandlerContext, name = 'round'): string {
  const value = ctx.params[name] ?? '';
  if (!/^[\w-]{1,40}$/.test(value)) throw new ApiFailure(CODES.BAD_REQUEST, `${name} is not a round index`);
  return value;
}

function expectPayload<K extends string>(payload: ReturnType<typeof roundPayload>, kind: K) {
  if (!payload || payload.Kind !== kind) throw new ApiFailure(CODES.NOT_FOUND, 'No details for this round.');
  return payload as Extract<NonNullable<ReturnType<typeof roundPayload>>, { Kind: K }>;
}

// ─── the handlers ───

export const handlers: Handlers = {
  async 'GET /game-setting/game-info-list'({ db }) {
    const rows = await db.query<{ no: number; id: string; name: string; family: GameFamily }>('SELECT no, id, name, family FROM games ORDER BY no');
    return rows.map((g) => ({ No: g.no, Id: g.id, Name: g.name, Family: g.family }));
  },
  async 'GET /game-setting/block-info-web-url'() {
    return { Url: '/#/ingame/blocked' };
  },
  async 'GET /game-group'({ db }) {
    const rows = await db.query<{ group_id: number; name: string; game_nos: number[] }>('SELECT * FROM game_groups ORDER BY group_id');
    return rows.map((g) => ({ GroupId: g.group_id, Name: g.name, GameNos: g.game_nos }));
  },
  async 'GET /game-entrance/:apiId'({ db, params }) {
    const apiId = int(params.apiId, 'apiId', { min: 1 });
    if (!(await gateOpen(db, apiId, 'gameEntrance'))) return [];
    const rows = await db.query<{ no: number; name: string; id: string }>('SELECT no, name, id FROM games ORDER BY no LIMIT 12');
    return rows.map((g) => ({ GameNo: g.no, Name: g.name, Url: `/play/${g.id}`, Image: `/demo/img/game-${g.no % 6}.svg` }));
  },
  async 'GET /marquee/:apiId/:langId'({ db, params }) {
    const apiId = int(params.apiId, 'apiId', { min: 1 });
    if (!(await gateOpen(db, apiId, 'marquee'))) return [];
    const locale = (params.langId ?? '').split('-')[0] === 'zh' ? params.langId! : (params.langId ?? 'en').split('-')[0]!;
    let rows = await db.query<{ id: number; format: string; content: string[]; colors: string[] }>(
      'SELECT id, format, content, colors FROM marquee WHERE api_id = $1 AND lang = $2 ORDER BY sort', [apiId, locale]);
    if (rows.length === 0) rows = await db.query('SELECT id, format, content, colors FROM marquee WHERE api_id = $1 AND lang = $2 ORDER BY sort', [apiId, 'en']);
    return rows.map((m) => ({ Id: m.id, Template: { Format: m.format }, Content: m.content, ContentColor: m.colors }));
  },
  async 'GET /banner/:apiId/:langId'({ db, params }) {
    const apiId = int(params.apiId, 'apiId', { min: 1 });
    if (!(await gateOpen(db, apiId, 'banner'))) return [];
    const rows = await db.query<{ id: number; title: string; image: string; link: string }>("SELECT * FROM banners WHERE api_id = $1 AND position = 'lobby'", [apiId]);
    return rows.map((b) => ({ Id: b.id, Title: b.title, Image: b.image, Link: b.link }));
  },
  async 'GET /banner/:apiId/:langId/:position/:gameNo'({ db, params }) {
    const apiId = int(params.apiId, 'apiId', { min: 1 });
    const gameNo = int(params.gameNo, 'gameNo', { min: 0 });
    if (!(await gateOpen(db, apiId, 'banner'))) return [];
    const rows = await db.query<{ id: number; title: string; image: string; link: string }>(
      'SELECT * FROM banners WHERE api_id = $1 AND position = $2 AND game_no = $3', [apiId, params.position, gameNo]);
    return rows.map((b) => ({ Id: b.id, Title: b.title, Image: b.image, Link: b.link }));
  },
  async 'GET /game-setting/rtp/:apiId/:gameNo'({ db, params }) {
    const apiId = int(params.apiId, 'apiId', { min: 1 });
    const gameNo = int(params.gameNo, 'gameNo', { min: 0 });
    // §5: a gated-off rtp is the default "0".
    if (!(await gateOpen(db, apiId, 'rtp')) || !gameByNo(gameNo)) return { Rtp: '0' };
    return { Rtp: (96 + (gameNo % 4) * 0.5).toFixed(2) };
  },
  async 'GET /currency-display'({ db }) {
    const rows = await db.query<{ no: number; symbol: string; unit: number; ratio: string }>('SELECT * FROM currencies ORDER BY no');
    return rows.map((c) => ({ No: c.no, Symbol: c.symbol, Unit: c.unit, Ratio: Number(c.ratio) }));
  },
  async 'GET /currency-display/customize'({ db }) {
    const rows = await db.query<{ no: number; api_id: number; symbol: string; ratio: string }>('SELECT * FROM custom_currencies ORDER BY no, api_id');
    return rows.map((c) => ({ No: c.no, ApiId: c.api_id, Symbol: c.symbol, Ratio: Number(c.ratio) }));
  },
  async 'POST /token'({ db, body, now }) {
    const token = text(bodyObject(body).Token, 'Token', 512);
    const rows = await db.query<{ player_id: number; expires_at: string }>('SELECT player_id, expires_at FROM game_tokens WHERE token = $1', [token]);
    const row = rows[0];
    if (!row) throw new ApiFailure(CODES.TOKEN_INVALID, 'The game token is not valid.');
    if (new Date(row.expires_at).getTime() < now) throw new ApiFailure(CODES.TOKEN_EXPIRED, 'The game token has expired.');
    return { Token: await loginTokenFor(db, row.player_id) };
  },
  async 'GET /game-setting/user-api-info/:apiId'({ db, params }) {
    const op = await operator(db, int(params.apiId, 'apiId', { min: 1 }));
    if (!op) throw new ApiFailure(CODES.NOT_FOUND, 'Unknown operator');
    return { Timezone: op.timezone, WebId: op.web_id, OperatorType: isOperatorType(op.operator_type) ? op.operator_type : 'STANDARD' };
  },
  async 'GET /game-setting/agent-info/:apiId'({ db, params }) {
    const rows = await db.query<{ type: 'telegram'; data: string | null }>('SELECT type, data FROM agent_messengers WHERE api_id = $1', [int(params.apiId, 'apiId', { min: 1 })]);
    return { Messengers: rows.map((m) => (m.data ? { Type: m.type, Data: m.data } : { Type: m.type })) };
  },
  async 'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?'({ params }) {
    const actionId = int(params.actionId, 'actionId', { min: 1 });
    const gameNo = optionalInt(params.gameNo, 'gameNo', { min: 0 });
    return { Url: `#/ingame/action?event=${actionId}${gameNo != null ? `&game=${gameNo}` : ''}` };
  },
  async 'GET /rank/ranking-setting'({ db, query, now }) {
    const apiId = int(query.get('ApiId'), 'ApiId', { min: 1 });
    const type = query.get('Type');
    const gameIds = query.getAll('GameIds').map((g) => int(g, 'GameIds', { min: 0 }));
    const rows = await db.query<RankingRow>('SELECT * FROM rankings WHERE api_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY id', [apiId, type || null]);
    return rows.filter((r) => gameIds.length === 0 || r.game_ids.some((g) => gameIds.includes(g))).map((r) => toSetting(r, now));
  },
  async 'GET /rank/ranking-history/:apiId/:rankingId/:langId'({ db, params, now }) {
    int(params.apiId, 'apiId', { min: 1 });
    return rankingBoard(db, int(params.rankingId, 'rankingId', { min: 1 }), null, now);
  },
  async 'GET /guide/:apiId/:langId'({ db, params }) {
    const op = await operator(db, int(params.apiId, 'apiId', { min: 1 }));
    if (!op) throw new ApiFailure(CODES.NOT_FOUND, 'Unknown operator');
    return {
      AndroidLink: op.android_link, WebAppUrl: op.web_app_url,
      IosSteps: [
        'Open this page in Safari.', 'Tap the download button.', 'Allow the download of the configuration profile.',
        'Open Settings.', 'Tap "Profile Downloaded".', 'Tap Install and enter your passcode.',
        'Go to General → VPN & Device Management.', 'Trust the app\'s developer.', 'Return to the home screen and open the app.',
      ],
    };
  },
  async 'GET /repair/:apiId'({ db, params }) {
    const op = await operator(db, int(params.apiId, 'apiId', { min: 1 }));
    return { IsRepairing: Boolean(op?.is_repairing), Message: op?.is_repairing ? 'Scheduled maintenance.' : '', EndTime: null };
  },
  async 'POST /token/login'({ db, body }) {
    const input = bodyObject(body);
    const token = text(input.Token, 'Token', 512);
    const gameNo = int(String(input.GameNo), 'GameNo', { min: 0 });
    const rows = await db.query<{ player_id: number }>('SELECT player_id FROM game_tokens WHERE token = $1 AND expires_at > now()', [token]);
    if (!rows[0]) throw new ApiFailure(CODES.TOKEN_INVALID, 'The game token is not valid.');
    const game = gameByNo(gameNo);
    if (!game) throw new ApiFailure(CODES.NOT_FOUND, 'Unknown game');
    return { Token: await loginTokenFor(db, rows[0].player_id), GameUrl: `/play/${game.id}?lang=${encodeURIComponent(String(input.Lang ?? 'en'))}` };
  },
  async 'GET /game-setting/switch-off-status/:apiId'({ db, params }) {
    const op = await operator(db, int(params.apiId, 'apiId', { min: 1 }));
    return { SwitchedOff: op?.switched_off ?? [] };
  },
  async 'GET /action/promote-list/:apiId/:langId/:category?'({ db, params, now }) {
    const apiId = int(params.apiId, 'apiId', { min: 1 });
    const category = params.category;
    if (category && category !== 'brand' && category !== 'games') throw new ApiFailure(CODES.BAD_REQUEST, 'category must be brand or games');
    const rows = await db.query<{ id: number; title: string; category: 'brand' | 'games'; image: string; summary: string; starts_at: string; ends_at: string }>(
      'SELECT * FROM promotions WHERE api_id = $1 AND ($2::text IS NULL OR category = $2) ORDER BY starts_at DESC, id', [apiId, category ?? null]);
    return rows.map((p) => ({ Id: p.id, Title: p.title, Category: p.category, Image: p.image, Summary: p.summary, StartTime: iso(p.starts_at), EndTime: iso(p.ends_at), State: stateOf(p.starts_at, p.ends_at, now) }));
  },
  async 'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?'({ db, params }) {
    const rows = await db.query<{ game_nos: number[] }>('SELECT game_nos FROM promotions WHERE id = $1 AND api_id = $2',
      [int(params.actionId, 'actionId', { min: 1 }), int(params.apiId, 'apiId', { min: 1 })]);
    if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such event');
    const gameNo = optionalInt(params.gameNo, 'gameNo', { min: 0 });
    return rows[0].game_nos.filter((no) => gameNo == null || no === gameNo).flatMap((no) => {
      const g = gameByNo(no);
      return g ? [{ GameNo: g.no, Name: g.name, Url: `/play/${g.id}`, Image: `/demo/img/game-${g.no % 6}.svg` }] : [];
    });
  },
  async 'GET /game-setting/tada-api-id-list'({ db }) {
    return (await db.query<{ api_id: number }>("SELECT api_id FROM operators WHERE web_id = 'tada' ORDER BY api_id")).map((r) => r.api_id);
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
  async 'GET /giftcode/get/:eventId'({ db, params, now }) {
    const e = await giftEvent(db, int(params.eventId, 'eventId', { min: 1 }));
    const claimed = await claimCount(db, e.id);
    return { EventId: e.id, Name: e.name, State: stateOf(e.starts_at, e.ends_at, now), Remaining: Math.max(0, e.total - claimed), Total: e.total, TemplateId: e.template_id, AwsConfigSetName: e.aws_config };
  },
  async 'POST /giftcode/send-email/:eventId'({ db, params, body, player, now }) {
    const input = bodyObject(body);
    const email = text(input.Email, 'Email', 254).trim().toLowerCase();
    const e = await giftEvent(db, int(params.eventId, 'eventId', { min: 1 }));
    if (text(input.TemplateId, 'TemplateId') !== e.template_id || text(input.AwsConfigSetName, 'AwsConfigSetName') !== e.aws_config) {
      throw new ApiFailure(CODES.BAD_REQUEST, 'Unknown gift-code template.');
    }
    if (stateOf(e.starts_at, e.ends_at, now) !== 'running') throw new ApiFailure(CODES.GIFTCODE_EVENT_CONCLUDED, 'The event has already concluded.');
    if (!EMAIL.test(email)) throw new ApiFailure(CODES.GIFTCODE_EMAIL_INVALID, 'The format is incorrect, please re-enter.');
    const recent = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1 AND (email = $2 OR player_id = $3) AND sent_at > to_timestamp($4::double precision / 1000) - interval '30 seconds'`,
      [e.id, email, player?.id ?? -1, now]);
    if ((recent[0]?.n ?? 0) > 0) throw new ApiFailure(CODES.GIFTCODE_TOO_FREQUENT, 'The operation is too frequent, please try again later');
    if ((await claimCount(db, e.id)) >= e.total) {
      throw new ApiFailure(CODES.GIFTCODE_FULLY_CLAIMED, 'We apologize, but all available Gift codes for this event have already been fully claimed.');
    }
    const sameEmail = await db.query('SELECT 1 FROM giftcode_claims WHERE event_id = $1 AND email = $2', [e.id, email]);
    if (sameEmail.length) throw new ApiFailure(CODES.GIFTCODE_EMAIL_CLAIMED, 'This e-mail has already claimed a gift code for this event.');
    if (player) {
      const samePlayer = await db.query('SELECT 1 FROM giftcode_claims WHERE event_id = $1 AND player_id = $2', [e.id, player.id]);
      if (samePlayer.length) throw new ApiFailure(CODES.GIFTCODE_PLAYER_CLAIMED, 'You have already received a gift code for this event.');
    }
    const today = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1 AND sent_at >= date_trunc('day', to_timestamp($2::double precision / 1000))`, [e.id, now]);
    if ((today[0]?.n ?? 0) >= e.daily_limit) throw new ApiFailure(CODES.GIFTCODE_DAILY_LIMIT, 'Today\'s gift codes have all been sent, please try again tomorrow.');
    await db.query('INSERT INTO giftcode_claims (event_id, email, player_id, sent_at) VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000))', [e.id, email, player?.id ?? null, now]);
    return { Sent: true };
  },

  // ─── authenticated ───
  async 'GET /rank/ranking-setting/:langId/:type?'(ctx) {
    const player = requirePlayer(ctx);
    const type = ctx.params.type;
    const rows = await ctx.db.query<RankingRow>('SELECT * FROM rankings WHERE api_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY id', [player.apiId, type ?? null]);
    return rows.map((r) => toSetting(r, ctx.now));
  },
  async 'GET /rank/ranking-history/:rankingId/:langId?'(ctx) {
    const player = requirePlayer(ctx);
    return rankingBoard(ctx.db, int(ctx.params.rankingId, 'rankingId', { min: 1 }), player.id, ctx.now);
  },
  async 'GET /member/vip-setting'(ctx) {
    const player = requirePlayer(ctx);
    if (!playerGate(player, 'vipSetting')) throw new ApiFailure(CODES.FEATURE_DISABLED, 'This environment has no vip setting.');
    if (!player.vipConfigured) throw new ApiFailure(CODES.VIP_NOT_CONFIGURED, 'VIP setting is not configured.');
    const rows = await ctx.db.query<{ level: number; name: string; required_exp: string; rebate_percent: string; holiday_gift: boolean }>(
      'SELECT * FROM vip_levels WHERE api_id = $1 ORDER BY level', [player.apiId]);
    return { Levels: rows.map((l) => ({ Level: l.level, Name: l.name, RequiredExp: Number(l.required_exp), RebatePercent: Number(l.rebate_percent), HolidayGift: l.holiday_gift })) };
  },
  async 'GET /member/vip-level'(ctx) {
    const p = requirePlayer(ctx);
    const rank = await ctx.db.query<{ rank: number }>(
      'SELECT count(*)::int + 1 AS rank FROM players WHERE api_id = $1 AND (vip_exp > $2 OR (vip_exp = $2 AND id < $3))', [p.apiId, p.vipExp, p.id]);
    return { Vip: p.vip, VipExp: p.vipExp, NextVipExp: (p.vip + 1) ** 2 * 10_000, Lv: p.lv, LvExp: p.lvExp, NextLvExp: p.lv * 1000, Rank: rank[0]?.rank ?? null };
  },
  async 'GET /game-setting/is-enable/NickNameEnable'(ctx) {
    return { IsEnable: playerGate(requirePlayer(ctx), 'nickname') };
  },
  async 'GET /member/nickname'(ctx) {
    const p = requirePlayer(ctx);
    return { Nickname: p.nickname ?? '', IsHas: p.nickname != null };
  },
  async 'GET /member/random-nickname/:langId'(ctx) {
    const p = requirePlayer(ctx);
    const chinese = (ctx.params.langId ?? '').startsWith('zh');
    const r = prng(p.id * 7919 + Math.floor(ctx.now / 1000));
    const parts = chinese ? ['龙', '虎', '金', '星', '福', '财', '运'] : ['Ace', 'Lucky', 'Tiger', 'Star', 'Jade', 'Fox', 'Neo'];
    for (let attempt = 0; attempt < 20; attempt++) {
      const nickname = `${r.pick(parts)}${r.pick(parts)}${r.int(1, 99)}`.slice(0, 7);
      const taken = await ctx.db.query('SELECT 1 FROM players WHERE api_id = $1 AND lower(nickname) = lower($2)', [p.apiId, nickname]);
      if (!taken.length) return { Nickname: nickname };
    }
    return { Nickname: `${parts[0]}${r.int(100, 999)}`.slice(0, 7) };
  },
  async 'PUT /member/nickname'(ctx) {
    const p = requirePlayer(ctx);
    if (!playerGate(p, 'nickname')) throw new ApiFailure(CODES.FEATURE_DISABLED, 'Nicknames are not available.');
    const input = bodyObject(ctx.body);
    const nickname = text(input.Nickname, 'Nickname', 64).trim();
    if (p.nickname != null) throw new ApiFailure(CODES.NICKNAME_EXISTS, 'The nickname cannot be changed once created.');
    if (nicknameProblem(nickname)) throw new ApiFailure(CODES.NICKNAME_INVALID, 'The format is incorrect, please re-enter.');
    const updated = await ctx.db.query<{ nickname: string }>(
      `UPDATE players SET nickname = $1 WHERE id = $2 AND nickname IS NULL
         AND NOT EXISTS (SELECT 1 FROM players o WHERE o.api_id = $3 AND lower(o.nickname) = lower($1))
       RETURNING nickname`, [nickname, p.id, p.apiId]);
    if (!updated[0]) throw new ApiFailure(CODES.NICKNAME_TAKEN, 'This nickname is already taken.');
    return { Nickname: updated[0].nickname, IsHas: true };
  },
  async 'GET /prize/:langId'(ctx) {
    const p = requirePlayer(ctx);
    const rows = await ctx.db.query<{ id: number; name: string; amount: string; won_at: string; state: 'pending' }>('SELECT * FROM prizes WHERE player_id = $1 ORDER BY won_at DESC', [p.id]);
    return rows.map((r) => ({ Id: r.id, Name: r.name, Amount: Number(r.amount), Time: iso(r.won_at), State: r.state }));
  },
  async 'GET /backpack/:langId'(ctx) {
    const p = requirePlayer(ctx);
    if (!playerGate(p, 'playerItemData')) throw new ApiFailure(CODES.FEATURE_DISABLED, 'The backpack is not available here.');
    // Expired cards disappear (§4).
    const rows = await ctx.db.query<{ id: number; card_id: number; card_no: string | null; kind: ItemCardKind; name: string; game_no: number; expires_at: string; info: string; bet_amount: string; balance_limit: string }>(
      'SELECT * FROM item_cards WHERE player_id = $1 AND expires_at > to_timestamp($2::double precision / 1000) ORDER BY expires_at, id', [p.id, Math.min(ctx.now, SEED_ANCHOR)]);
    return rows.map((c) => ({
      Id: c.card_id, CardNo: c.card_no, Kind: c.kind, Name: c.name, GameNo: c.game_no, GameName: gameByNo(c.game_no)?.name ?? '',
      ExpiryDate: iso(c.expires_at), Info: c.info, BetAmount: Number(c.bet_amount), BalanceLimit: Number(c.balance_limit),
    }));
  },
  async 'GET /history/:game/get-history-record'(ctx) {
    const p = requirePlayer(ctx);
    const game = gameParam(ctx);
    const q = ctx.query;
    const start = int(q.get('StartRowIndex'), 'StartRowIndex', { min: 0 });
    const end = int(q.get('EndRowIndex'), 'EndRowIndex', { min: 0 });
    if (end < start) throw new ApiFailure(CODES.BAD_REQUEST, 'EndRowIndex must not be before StartRowIndex');
    const limit = Math.min(end - start + 1, 200);
    const roundIndex = q.get('RoundIndex');
    const logIndex = q.get('LogIndex');
    const date = q.get('Date');
    let from: number | null = null;
    let to: number | null = null;
    if (date) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new ApiFailure(CODES.BAD_REQUEST, 'Date must be YYYY-MM-DD');
      const offset = optionalInt(q.get('TimeZoneOffsetMinutes'), 'TimeZoneOffsetMinutes', { min: -840, max: 840 }) ?? p.timezone;
      const minutes = optionalInt(q.get('Minutes'), 'Minutes', { min: 1, max: 31 * 1440 }) ?? 1440;
      from = Date.parse(`${date}T00:00:00Z`) - offset * 60_000;
      to = from + minutes * 60_000;
    }
    const where = `player_id = $1 AND game_no = $2
      AND ($3::text IS NULL OR round_index = $3) AND ($4::text IS NULL OR log_index = $4)
      AND ($5::double precision IS NULL OR played_at >= to_timestamp($5 / 1000)) AND ($6::double precision IS NULL OR played_at < to_timestamp($6 / 1000))`;
    const args = [p.id, game, roundIndex || null, logIndex || null, from, to];
    const [count, rows] = await Promise.all([
      ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rounds WHERE ${where}`, args),
      ctx.db.query<RoundDbRow>(`SELECT * FROM rounds WHERE ${where} ORDER BY played_at DESC, id DESC OFFSET $7 LIMIT $8`, [...args, start, limit]),
    ]);
    const logAsRound = q.get('LogIndexAsRoundIndex') === 'true';
    const records: HistoryRecord[] = rows.map((r) => ({
      Type: r.type, RoundIndex: logAsRound ? r.log_index : r.round_index, LogIndex: r.log_index, Date: new Date(r.played_at).getTime(), GameNo: r.game_no,
      Bet: Number(r.bet), Win: Number(r.win), PreMoney: Number(r.pre_money), PostMoney: Number(r.pre_money) - Number(r.bet) + Number(r.win),
    }));
    return { Total: count[0]?.n ?? 0, Records: records };
  },
  async 'GET /history/:game/get-detail-record'(ctx) {
    const game = gameParam(ctx);
    const round = ctx.query.get('RoundIndex') ?? '';
    if (!/^[\w-]{1,40}$/.test(round)) throw new ApiFailure(CODES.BAD_REQUEST, 'RoundIndex is required');
    const start = int(ctx.query.get('StartRowIndex'), 'StartRowIndex', { min: 0 });
    const end = int(ctx.query.get('EndRowIndex'), 'EndRowIndex', { min: 0 });
    const { row, family } = await findRound(ctx, game, round);
    const records = detailRecords(family, row);
    return { Total: records.length, Records: records.slice(start, end + 1) };
  },
  async 'GET /history/:game/get-detail-info/:langId/:round?/:historyId?'(ctx) {
    const game = gameParam(ctx);
    if (!ctx.params.round) throw new ApiFailure(CODES.BAD_REQUEST, 'round is required');
    const { row, family } = await findRound(ctx, game, roundParam(ctx));
    const payload = roundPayload(family, row, { fishDetailIndex: showsFishDetailRoundIndex(ctx.player!.apiId) });
    // Provably-fair games show what the verifier computes from the round's seeds.
    const fair = await fairnessFor(ctx.db, ctx.player!, row, family);
    const info: DetailInfo = {
      GameNo: row.gameNo, Family: family, RoundIndex: row.roundIndex, Date: row.playedAt, Bet: row.bet, Win: row.win,
      Records: detailRecords(family, row), Payload: fair ? alignPayload(payload, fair) : payload,
    };
    return info;
  },
  async 'GET /history/:game/get-detail-record/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return detailRecords(family, row);
  },
  async 'GET /history/:game/get-bomb-detail-record/:round/:logIndex'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    if (family !== 'mines') throw new ApiFailure(CODES.NOT_FOUND, 'No details for this round.');
    return minesDetail(prng(row.seed), row);
  },
  async 'GET /history/:game/get-single-round-log-summary/:round/:logIndex'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    const payload = roundPayload(family, row);
    const spins = payload?.Kind === 'plate' ? payload.Plates.length : 1;
    return { Spins: spins, FreeSpins: Math.max(0, spins - 1), TotalBet: row.bet, TotalWin: row.win };
  },
  async 'GET /history/:game/get-log-plate-info/:round/:logIndex'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'plate').Plates;
  },
  async 'GET /history/:game/get-log-plate-info/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'plate').Plates;
  },
  async 'GET /history/:game/get-plate-info/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'plate').Plates[0]!;
  },
  async 'GET /history/:game/get-step-detail-record/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'steps').Steps;
  },
  async 'GET /history/:game/get-box-detail-info/:langId/:round'(ctx) {
    const { row } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    const r = prng(row.seed);
    const opened = r.int(0, 8);
    return { Boxes: Array.from({ length: 9 }, (_, i) => ({ Index: i, Prize: r.int(0, 20) * 100, Opened: i === opened })) };
  },
  async 'GET /fairness/steps'(ctx) {
    const player = requirePlayer(ctx);
    const game = int(ctx.query.get('Game'), 'Game', { min: 0 });
    const round = ctx.query.get('RoundIndex') ?? '';
    if (!/^\d{1,20}$/.test(round)) throw new ApiFailure(CODES.BAD_REQUEST, 'RoundIndex is required');
    const { row, family } = await findRound(ctx, game, round);
    const fair = await fairnessFor(ctx.db, player, row, family);
    if (!fair) throw new ApiFailure(CODES.NOT_FOUND, 'This game is not provably fair.');
    return fair;
  },
};

// ─── helpers with state ───

/** The fairness record of a round; crash rounds need their place in the player's chain. */
export async function fairnessFor(db: Db, player: Player, row: RoundRow, family: GameFamily) {
  if (!FAIR_FAMILIES[family]) return null;
  let crash: { crashPosition: number; crashTotal: number } | undefined;
  if (family === 'crash') {
    const [counts] = await db.query<{ total: number; position: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE played_at <= to_timestamp($3::double precision / 1000))::int AS position
       FROM rounds WHERE player_id = $1 AND game_no = $2`, [player.id, row.gameNo, row.playedAt]);
    crash = { crashPosition: counts!.position, crashTotal: counts!.total };
  }
  return fairnessRound({ roundIndex: row.roundIndex, family, seed: row.seed, account: player.account, ...crash });
}

async function loginTokenFor(db: Db, playerId: number): Promise<string> {
  const rows = await db.query<{ id: number; api_id: number; account: string; currency_no: number; symbol: string; unit: number; ratio: string }>(
    'SELECT p.id, p.api_id, p.account, p.currency_no, c.symbol, c.unit, c.ratio FROM players p JOIN currencies c ON c.no = p.currency_no WHERE p.id = $1', [playerId]);
  const p = rows[0];
  if (!p) throw new ApiFailure(CODES.TOKEN_INVALID, 'Unknown player');
  const name = (await db.query<{ symbol: string }>('SELECT symbol FROM currencies WHERE no = $1', [p.currency_no]))[0]?.symbol ?? '';
  return signLoginToken({ apiId: p.api_id, playerId: p.id, account: p.account, currencyNo: p.currency_no, symbol: p.symbol, currencyName: name, unit: p.unit, ratio: Number(p.ratio) });
}

export async function loadPlayer(db: Db, playerId: number): Promise<Player | null> {
  const rows = await db.query<{ id: number; api_id: number; account: string; nickname: string | null; currency_no: number; symbol: string; unit: number; ratio: string; vip: number; vip_exp: string; lv: number; lv_exp: string; web_id: string; operator_type: string; vip_configured: boolean; timezone: number }>(
    `SELECT p.*, c.symbol, c.unit, c.ratio, o.web_id, o.operator_type, o.vip_configured, o.timezone
     FROM players p JOIN currencies c ON c.no = p.currency_no JOIN operators o ON o.api_id = p.api_id WHERE p.id = $1`, [playerId]);
  const p = rows[0];
  if (!p) return null;
  return {
    id: p.id, apiId: p.api_id, account: p.account, nickname: p.nickname, currencyNo: p.currency_no, symbol: p.symbol, unit: p.unit,
    ratio: Number(p.ratio), vip: p.vip, vipExp: Number(p.vip_exp), lv: p.lv, lvExp: Number(p.lv_exp), webId: p.web_id,
    operatorType: p.operator_type, vipConfigured: p.vip_configured, timezone: p.timezone,
  };
}

async function giftEvent(db: Db, id: number) {
  const rows = await db.query<{ id: number; name: string; starts_at: string; ends_at: string; total: number; daily_limit: number; template_id: string; aws_config: string }>(
    'SELECT * FROM giftcode_events WHERE id = $1', [id]);
  if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such gift-code event');
  return rows[0];
}

async function claimCount(db: Db, eventId: number): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1', [eventId]))[0]?.n ?? 0;
}

export type { ApiContract };
