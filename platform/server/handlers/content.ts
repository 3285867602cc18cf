/** Lobby content: marquee, banners, promotions, game entrances, transfer (§2, §4, §7). */
import { CODES } from '../../../src/api/contract/index.ts';
import { gameByNo } from '../catalog.ts';
import { ApiFailure, type Handlers } from './context.ts';
import { apiIdParam, int, optionalInt } from './input.ts';
import { gateOpen, iso, stateOf, toGameEntrance } from './queries.ts';
import { say } from '../i18n.ts';
import { windowOnDemoClock } from '../demo-clock.ts';

type BannerRow = { id: number; title: string; image: string; link: string; titles: Record<string, string> };

/** The seed's language key for a LangId: `zh-CN`/`zh-TW` as they are, else the base (`th-TH` → `th`). */
export function textLang(langId: string | undefined): string {
  const id = langId ?? 'en';
  return id.split('-')[0] === 'zh' ? id : id.split('-')[0]!;
}

/** Titles in the requested language, English when there is no translation (§2). */
const toBanner = (b: BannerRow, lang: string) => ({
  Id: b.id,
  Title: b.titles?.[lang] ?? b.title,
  Image: b.image,
  Link: b.link,
});

type PromotionRow = {
  id: number;
  title: string;
  category: 'brand' | 'games';
  image: string;
  summary: string;
  starts_at: string;
  ends_at: string;
  texts: Record<string, { title: string; summary: string; content: string[] }>;
};

export const contentHandlers = {
  async 'GET /marquee/:apiId/:langId'({ db, params }) {
    const apiId = apiIdParam({ params });
    if (!(await gateOpen(db, apiId, 'marquee'))) return [];
    const locale =
      (params.langId ?? '').split('-')[0] === 'zh' ? params.langId! : (params.langId ?? 'en').split('-')[0]!;
    let rows = await db.query<{ id: number; format: string; content: string[]; colors: string[] }>(
      'SELECT id, format, content, colors FROM marquee WHERE api_id = $1 AND lang = $2 ORDER BY sort',
      [apiId, locale],
    );
    if (rows.length === 0)
      rows = await db.query(
        'SELECT id, format, content, colors FROM marquee WHERE api_id = $1 AND lang = $2 ORDER BY sort',
        [apiId, 'en'],
      );
    return rows.map((m) => ({ Id: m.id, Template: { Format: m.format }, Content: m.content, ContentColor: m.colors }));
  },
  async 'GET /banner/:apiId/:langId'({ db, params }) {
    const apiId = apiIdParam({ params });
    if (!(await gateOpen(db, apiId, 'banner'))) return [];
    const rows = await db.query<BannerRow>(
      "SELECT * FROM banners WHERE api_id = $1 AND position = 'lobby' ORDER BY sort, id",
      [apiId],
    );
    return rows.map((b) => toBanner(b, textLang(params.langId)));
  },
  async 'GET /banner/:apiId/:langId/:position/:gameNo'({ db, params }) {
    const apiId = apiIdParam({ params });
    const gameNo = int(params.gameNo, 'gameNo', { min: 0 });
    if (!(await gateOpen(db, apiId, 'banner'))) return [];
    const rows = await db.query<BannerRow>(
      'SELECT * FROM banners WHERE api_id = $1 AND position = $2 AND game_no = $3 ORDER BY sort, id',
      [apiId, params.position, gameNo],
    );
    return rows.map((b) => toBanner(b, textLang(params.langId)));
  },
  async 'GET /game-entrance/:apiId'({ db, params }) {
    const apiId = apiIdParam({ params });
    if (!(await gateOpen(db, apiId, 'gameEntrance'))) return [];
    const rows = await db.query<{ no: number; name: string; id: string }>(
      'SELECT no, name, id FROM games ORDER BY no LIMIT 12',
    );
    return rows.map(toGameEntrance);
  },
  /**
   * Where a promotion's game opens: the demo's game page on this host (a platform-relative path,
   * see ContentLink), marked `via=transfer` so a test can tell it from the §9 fallback.
   */
  async 'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?'({ params }) {
    apiIdParam({ params });
    const actionId = int(params.actionId, 'actionId', { min: 1 });
    const gameNo = optionalInt(params.gameNo, 'gameNo', { min: 0 });
    const game = gameNo != null ? gameByNo(gameNo) : undefined;
    if (gameNo != null && !game) throw new ApiFailure(CODES.NOT_FOUND, 'No such game');
    const search = new URLSearchParams({ event: String(actionId), lang: params.langId ?? 'en-US', via: 'transfer' });
    if (game) search.set('game', game.id);
    return { Url: `/demo/play.html?${search.toString()}` };
  },
  async 'GET /action/promote-list/:apiId/:langId/:category?'({ db, params, now }) {
    const apiId = apiIdParam({ params });
    const category = params.category;
    if (category && category !== 'brand' && category !== 'games')
      throw new ApiFailure(CODES.BAD_REQUEST, 'category must be brand or games');
    const rows = await db.query<PromotionRow>(
      'SELECT * FROM promotions WHERE api_id = $1 AND ($2::text IS NULL OR category = $2) ORDER BY starts_at DESC, id',
      [apiId, category ?? null],
    );
    const lang = textLang(params.langId);
    // Seeded on the seed's clock, served on the demo clock (../demo-clock.ts).
    return rows.map((row) => {
      const p = windowOnDemoClock(row, now);
      // The requested language, else English, else the untranslated columns.
      const text = p.texts?.[lang] ?? p.texts?.en;
      return {
        Id: p.id,
        Title: text?.title ?? p.title,
        Category: p.category,
        Image: p.image,
        Summary: text?.summary ?? p.summary,
        Content: text?.content ?? [],
        StartTime: iso(p.starts_at),
        EndTime: iso(p.ends_at),
        State: stateOf(p.starts_at, p.ends_at, now),
      };
    });
  },
  async 'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?'({ db, params }) {
    const rows = await db.query<{ game_nos: number[] }>(
      'SELECT game_nos FROM promotions WHERE id = $1 AND api_id = $2',
      [int(params.actionId, 'actionId', { min: 1 }), apiIdParam({ params })],
    );
    if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, say('eventNotFound', params.langId));
    const gameNo = optionalInt(params.gameNo, 'gameNo', { min: 0 });
    return rows[0].game_nos
      .filter((no) => gameNo == null || no === gameNo)
      .flatMap((no) => {
        const g = gameByNo(no);
        return g ? [toGameEntrance(g)] : [];
      });
  },
} satisfies Partial<Handlers>;
