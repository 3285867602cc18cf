/**
 * News platform (#13): banners and promotions per language, every state for every brand,
 * artwork that exists, transfer links, a switched-off game, and the ROAR/DONUT/PS banner gates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import type { Banner, GameEntrance, Promotion } from '../../src/api/contract';
import { OPERATORS } from '../../platform/server/catalog';
import { SWITCHED_OFF_GAME } from '../../platform/server/seed/news';
import { textLang } from '../../platform/server/handlers/content';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;

beforeAll(async () => ({ server, api } = await startTestPlatform()));
afterAll(() => server?.close());

async function data<T>(path: string): Promise<T> {
  const r = await api.get(`/api${path}`);
  expect(r.json, `${path}: ${r.text}`).toMatchObject({ Code: 0 });
  return r.json!.Data as T;
}

/** An ImagePath's file for a language folder, on disk under demo/public. */
const imageFile = (image: string, lang: string) => {
  const slash = image.lastIndexOf('/');
  return `demo/public${image.slice('/demo'.length, slash)}/${lang}/${image.slice(slash + 1)}`;
};

describe('textLang', () => {
  it.each([
    ['en-US', 'en'],
    ['th-TH', 'th'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['pt-BR', 'pt'],
    [undefined, 'en'],
  ])('%s → %s', (langId, key) => expect(textLang(langId)).toBe(key));
});

describe('promotions', () => {
  it('every brand operator has promotions in every state and both categories', async () => {
    for (const apiId of [3, 110, 202]) {
      const list = await data<Promotion[]>(`/action/promote-list/${apiId}/en-US`);
      for (const category of ['brand', 'games']) {
        const states = new Set(list.filter((p) => p.Category === category).map((p) => p.State));
        expect([...states].sort(), `${apiId} ${category}`).toEqual(['comingSoon', 'concluded', 'running']);
      }
      for (const p of list) expect(p.Content.length, `${apiId} #${p.Id} content`).toBeGreaterThan(0);
    }
  });

  it('promotions are dated around now: ended last month, running for days, starting soon (issue 29)', async () => {
    // Fails on the old seed, whose promotions ran decades ahead and had ended years ago.
    const DAY = 86_400_000;
    const daysFromNow = (date: string) => (Date.parse(date) - Date.now()) / DAY;
    for (const apiId of [3, 110, 202]) {
      const list = await data<Promotion[]>(`/action/promote-list/${apiId}/en-US`);
      for (const p of list) {
        expect(Math.abs(daysFromNow(p.StartTime)), `${apiId} #${p.Id} start`).toBeLessThan(365);
        expect(Math.abs(daysFromNow(p.EndTime)), `${apiId} #${p.Id} end`).toBeLessThan(365);
        // The state the list says is the one its dates give now.
        const expected =
          daysFromNow(p.StartTime) > 0 ? 'comingSoon' : daysFromNow(p.EndTime) < 0 ? 'concluded' : 'running';
        expect(p.State, `${apiId} #${p.Id}`).toBe(expected);
      }
      const ends = (state: string) => list.filter((p) => p.State === state).map((p) => daysFromNow(p.EndTime));
      expect(ends('running').every((d) => d > 0 && d <= 30)).toBe(true);
      expect(ends('concluded').every((d) => d > -90)).toBe(true);
      const starts = list.filter((p) => p.State === 'comingSoon').map((p) => daysFromNow(p.StartTime));
      expect(starts.every((d) => d > 0 && d <= 30)).toBe(true);
    }
  });

  it('the category filters the list', async () => {
    const games = await data<Promotion[]>('/action/promote-list/3/en-US/games');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((p) => p.Category === 'games')).toBe(true);
    const r = await api.get('/api/action/promote-list/3/en-US/other');
    expect(r.json?.Code).not.toBe(0);
  });

  it('titles and summaries come in the requested language, English otherwise', async () => {
    const en = await data<Promotion[]>('/action/promote-list/3/en-US');
    const th = await data<Promotion[]>('/action/promote-list/3/th-TH');
    const zh = await data<Promotion[]>('/action/promote-list/3/zh-CN');
    expect(th.map((p) => p.Id)).toEqual(en.map((p) => p.Id));
    expect(th[0]!.Summary).not.toBe(en[0]!.Summary);
    expect(th[0]!.Summary).toMatch(/[\u0E00-\u0E7F]/);
    expect(zh[0]!.Summary).toMatch(/[\u4E00-\u9FFF]/);
  });

  it('every promotion picture exists in en-US', async () => {
    for (const apiId of [3, 110, 202]) {
      for (const p of await data<Promotion[]>(`/action/promote-list/${apiId}/en-US`)) {
        expect(existsSync(imageFile(p.Image, 'en-US')), p.Image).toBe(true);
      }
    }
  });

  it("a promotion's games, with artwork that exists", async () => {
    const games = await data<GameEntrance[]>('/action/promote-game-list/3/en-US/1');
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) expect(existsSync(imageFile(g.Image, 'en-US')), g.Image).toBe(true);
    const r = await api.get('/api/action/promote-game-list/110/en-US/1');
    expect(r.json?.Code, 'another operator’s promotion').not.toBe(0);
  });
});

describe('banners', () => {
  it('lobby banners are sorted, localized, and their pictures exist', async () => {
    for (const { apiId } of OPERATORS.filter((o) => o.type === 'STANDARD')) {
      const banners = await data<Banner[]>(`/banner/${apiId}/en-US`);
      expect(banners.length, String(apiId)).toBeGreaterThanOrEqual(2);
      for (const b of banners) expect(existsSync(imageFile(b.Image, 'en-US')), b.Image).toBe(true);
    }
    const en = await data<Banner[]>('/banner/3/en-US');
    const th = await data<Banner[]>('/banner/3/th-TH');
    expect(th.map((b) => b.Id)).toEqual(en.map((b) => b.Id));
    expect(th[0]!.Title).toMatch(/[\u0E00-\u0E7F]/);
  });

  it.each(['zh-CN', 'th-TH', 'de-DE'])(
    'every banner has its %s picture (the operator lists every locale in PictureLanguages)',
    async (tag) => {
      const banners = await data<Banner[]>(`/banner/3/${tag}`);
      expect(banners.length).toBeGreaterThan(0);
      expect(banners.filter((b) => !existsSync(imageFile(b.Image, tag)))).toEqual([]);
    },
  );

  it('a game has its own banners', async () => {
    expect(await data<Banner[]>('/banner/3/en-US/game/1')).toHaveLength(1);
    expect(await data<Banner[]>('/banner/3/en-US/game/7')).toHaveLength(0);
  });

  it.each([130, 140, 150])('operator %i (ROAR, DONUT, PS) gets no banners', async (apiId) => {
    expect(await data<Banner[]>(`/banner/${apiId}/en-US`)).toEqual([]);
  });

  it('ROAR gets no game entrances; a standard operator does', async () => {
    expect(await data<GameEntrance[]>('/game-entrance/130')).toEqual([]);
    expect((await data<GameEntrance[]>('/game-entrance/3')).length).toBeGreaterThan(0);
  });
});

describe('transfer and switch-off', () => {
  it("transfer answers the demo game page for the promotion's game", async () => {
    const { Url } = await data<{ Url: string }>('/action/transfer/3/1/en-US/1');
    const url = new URL(Url, 'http://x');
    expect(url.pathname).toBe('/demo/play.html');
    expect(url.searchParams.get('via')).toBe('transfer');
    expect(url.searchParams.get('event')).toBe('1');
    expect(url.searchParams.get('game')).toBeTruthy();
    expect((await api.get('/api/action/transfer/3/1/en-US/99999')).json?.Code).not.toBe(0);
  });

  it('every seeded operator has one game switched off', async () => {
    for (const apiId of [3, 110, 202]) {
      const status = await data<{ GameNos: number[] }>(`/game-setting/switch-off-status/${apiId}`);
      expect(status.GameNos).toEqual([SWITCHED_OFF_GAME]);
    }
  });
});
