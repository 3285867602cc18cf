/**
 * Issue 25 item 1: the platform answers in the player's language. Each call that returns text a
 * player reads is asked in English and in th, ja and de; no English text of the seed or of the
 * platform's own messages may appear in the other three answers.
 *
 * Allowed in one language only where the word *is* that language's word: German "Premium" and
 * "Gold" (the same word in German). Player names, amounts and game names (proper nouns: "Fortune
 * Gems", "Crash") are not checked: they are not English text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../platform/server/server';
import { API_LANG, type Locale } from '../../src/i18n/locales';
import { startTestPlatform, type DemoPlayer, type TestClient } from './helpers';

const SAME_WORD: Partial<Record<Locale, readonly string[]>> = { de: ['Premium', 'Gold'] };
const LOCALES: Locale[] = ['th', 'ja', 'de'];

let server: RunningServer;
let api: TestClient;
let players: DemoPlayer[];

beforeAll(async () => ({ server, api, players } = await startTestPlatform()));
afterAll(() => server?.close());

/** Every string in a JSON value (keys excluded). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** The English texts of an answer: words, not codes ("tpl-welcome"), dates or masked player names. */
const englishTexts = (values: string[]) =>
  values.filter((s) => /[a-z]{3}/.test(s) && !/^[\w]+-[\w-]+$/.test(s) && !/^\d{4}-/.test(s) && !/\*\*\*/.test(s));

/** A call asked in one language: the answer's strings (Data, and Message on a failure). */
type Ask = (langId: string) => Promise<{ Data: unknown; Message: string }>;

async function expectTranslated(name: string, ask: Ask) {
  const en = await ask(API_LANG.en);
  const english = englishTexts([...strings(en.Data), en.Message]);
  expect(english.length, `${name} has English text to compare`).toBeGreaterThan(0);
  for (const locale of LOCALES) {
    const answer = await ask(API_LANG[locale]);
    const seen = [...strings(answer.Data), answer.Message].join('\n');
    const allowed = SAME_WORD[locale] ?? [];
    const leaked = english.filter((text) => !allowed.includes(text) && seen.includes(text));
    expect(leaked, `${name} in ${locale}`).toEqual([]);
  }
}

const json = async (r: Promise<{ json: { Code: number; Data: any; Message: string } | null }>) => (await r).json!;

describe('the platform answers in th, ja and de (no English seed text)', () => {
  it('marquee announcements', async () => {
    // The templates and the chest level; the other Content values are a player, an amount, game
    // names and the hostile-text sample, which are not words to translate.
    await expectTranslated('marquee', async (lang) => {
      const { Data, Message } = await json(api.get(`/api/marquee/3/${lang}`));
      const items = Data as { Template: { Format: string }; Content: string[] }[];
      return { Data: [...items.map((i) => i.Template.Format), items[1]!.Content[0]], Message };
    });
  });

  it('gift-code event names', async () => {
    for (const id of [1, 2, 3, 4, 5])
      await expectTranslated(`gift-code event ${id}`, async (lang) => {
        const { Data, Message } = await json(api.get(`/api/giftcode/get/${id}?LangId=${lang}`));
        return { Data: { Name: Data.Name }, Message };
      });
  });

  it('VIP tier names and the holiday gift', async () => {
    let token: string | null = null;
    for (const p of players) {
      const t = await api.login(await api.freshGameToken(p.account));
      if ((await json(api.get('/api/member/vip-setting', t))).Code === 0) {
        token = t;
        break;
      }
    }
    expect(token).not.toBeNull();
    await expectTranslated('vip-setting', async (lang) => {
      const { Data, Message } = await json(api.get(`/api/member/vip-setting?LangId=${lang}`, token));
      return { Data: Data.Levels.map((l: { Name: string }) => l.Name), Message };
    });
    await expectTranslated('holiday-gift', async (lang) => {
      const { Data, Message } = await json(api.get(`/api/member/holiday-gift?LangId=${lang}`, token));
      return { Data: Data.Holiday?.Name, Message };
    });
  });

  it('the repair page message', async () => {
    await fetch(`${server.url}/__admin/repair`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ apiId: 3, on: true }),
    });
    try {
      await expectTranslated('repair', (lang) => json(api.get(`/api/repair/3?LangId=${lang}`)));
    } finally {
      await fetch(`${server.url}/__admin/repair`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ apiId: 3, on: false }),
      });
    }
  });

  it('failure messages: nickname taken, unknown event, unknown round', async () => {
    const named = players.find((p) => p.nickname);
    const unnamed = players.find((p) => !p.nickname && p.apiId === named!.apiId);
    expect(named && unnamed).toBeTruthy();
    const token = await api.login(await api.freshGameToken(unnamed!.account));
    await expectTranslated('nickname taken', async (lang) => {
      const r = await json(
        api.request('PUT', '/api/member/nickname', { token, body: { LangId: lang, Nickname: named!.nickname } }),
      );
      expect(r.Code).not.toBe(0);
      return { Data: null, Message: r.Message };
    });
    await expectTranslated('unknown event', async (lang) => {
      const r = await json(api.get(`/api/event/999999/${lang}`));
      return { Data: null, Message: r.Message };
    });
    await expectTranslated('unknown round', async (lang) => {
      const r = await json(api.get(`/api/history/${named!.longGame}/get-detail-info/${lang}/nope-0`, token));
      return { Data: null, Message: r.Message };
    });
  });
});
