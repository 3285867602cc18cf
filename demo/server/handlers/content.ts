/** Lobby content: marquee, banners, promotions, game entrances, transfer (§2, §4, §7). */
import { CODES } from '../../../src/api/contract/index.ts';
import { gameByNo } from '../catalog.ts';
import { ApiFailure, type Handlers } from './context.ts';
import { apiIdParam, int, optionalInt } from './input.ts';
import { gateOpen, iso, stateOf, toGameEntrance } from './queries.ts';

type BannerRow = { id: number; title: string; image: string; link: string };
const toBanner = (b: BannerRow) => ({ Id: b.id, Title: b.title, Image: b.image, Link: b.link });

export const contentHandlers = {
  async 'GET /marquee/:apiId/:langId'({ db, params }) {
    const apiId = apiIdParam({ params });
    if (!(await gateOpen(db, apiId, 'marquee'))) return [];
    const locale = (params.langId ?? '').split('-')[0] === 'zh' ? params.langId! : (params.langId ?? 'en').split('-')[0]!;
    let rows = await db.query<{ id: number; format: string; content: string[]; colors: string[] }>(
      'SELECT id, format, content, colors FROM marquee WHERE api_id = $1 AND lang = $2 ORDER BY sort', [apiId, locale]);
    if (rows.length === 0) rows = await db.query('SELECT id, format, content, colors FROM marquee WHERE api_id = $1 AND lang = $2 ORDER BY sort', [apiId, 'en']);
    return rows.map((m) => ({ Id: m.id, Template: { Format: m.format }, Content: m.content, ContentColor: m.colors }));
  },
  async 'GET /banner/:apiId/:langId'({ db, params }) {
    const apiId = apiIdParam({ params });
    if (!(await gateOpen(db, apiId, 'banner'))) return [];
    const rows = await db.query<BannerRow>("SELECT * FROM banners WHERE api_id = $1 AND position = 'lobby'", [apiId]);
    return rows.map(toBanner);
  },
  async 'GET /banner/:apiId/:langId/:position/:gameNo'({ db, params }) {
    const apiId = apiIdParam({ params });
    const gameNo = int(params.gameNo, 'gameNo', { min: 0 });
    if (!(await gateOpen(db, apiId, 'banner'))) return [];
    const rows = await db.query<BannerRow>('SELECT * FROM banners WHERE api_id = $1 AND position = $2 AND game_no = $3', [apiId, params.position, gameNo]);
    return rows.map(toBanner);
  },
  async 'GET /game-entrance/:apiId'({ db, params }) {
    const apiId = apiIdParam({ params });
    if (!(await gateOpen(db, apiId, 'gameEntrance'))) return [];
    const rows = await db.query<{ no: number; name: string; id: string }>('SELECT no, name, id FROM games ORDER BY no LIMIT 12');
    return rows.map(toGameEntrance);
  },
  async 'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?'({ params }) {
    const actionId = int(params.actionId, 'actionId', { min: 1 });
    const gameNo = optionalInt(params.gameNo, 'gameNo', { min: 0 });
    return { Url: `#/ingame/action?event=${actionId}${gameNo != null ? `&game=${gameNo}` : ''}` };
  },
  async 'GET /action/promote-list/:apiId/:langId/:category?'({ db, params, now }) {
    const apiId = apiIdParam({ params });
    const category = params.category;
    if (category && category !== 'brand' && category !== 'games') throw new ApiFailure(CODES.BAD_REQUEST, 'category must be brand or games');
    const rows = await db.query<{ id: number; title: string; category: 'brand' | 'games'; image: string; summary: string; starts_at: string; ends_at: string }>(
      'SELECT * FROM promotions WHERE api_id = $1 AND ($2::text IS NULL OR category = $2) ORDER BY starts_at DESC, id', [apiId, category ?? null]);
    return rows.map((p) => ({ Id: p.id, Title: p.title, Category: p.category, Image: p.image, Summary: p.summary, StartTime: iso(p.starts_at), EndTime: iso(p.ends_at), State: stateOf(p.starts_at, p.ends_at, now) }));
  },
  async 'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?'({ db, params }) {
    const rows = await db.query<{ game_nos: number[] }>('SELECT game_nos FROM promotions WHERE id = $1 AND api_id = $2',
      [int(params.actionId, 'actionId', { min: 1 }), apiIdParam({ params })]);
    if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such event');
    const gameNo = optionalInt(params.gameNo, 'gameNo', { min: 0 });
    return rows[0].game_nos.filter((no) => gameNo == null || no === gameNo).flatMap((no) => {
      const g = gameByNo(no);
      return g ? [toGameEntrance(g)] : [];
    });
  },
} satisfies Partial<Handlers>;
