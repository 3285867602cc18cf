// @vitest-environment happy-dom
/**
 * The game token's exchange from the entry (issue 45, elements/early-calls.ts `exchangeBody`):
 * it leaves with the code only when start-up would send exactly that exchange — a game token in the
 * page's settings, no host session token beside it, a tab that holds no session or exchange yet —
 * with the tab's page key and the game token kept in the tab first; start-up takes its answer for
 * the same URL and body only (state/session-start.ts), so a page makes one exchange, not two.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { createCookieJar, storageKeyOf } from '../../src/core/cookies';
import { normalizeToken } from '../../src/core/validate';
import { configAtom, tokenAtom } from '../../src/state/session';
import { PAGE_KEY_STORAGE } from '../../src/state/session-start';
import { ensureSession } from '../../src/state/startup';
import { TAB_KEYS, exchangeBody, pageSettings, startEarly } from '../../elements/early-calls';
import { testToken } from '../helpers/jwt';

const EARLY_CALLS = Symbol.for('ingame.earlyCalls');
const PENDING_CONFIG = Symbol.for('ingame.pendingConfig');
type Holder = { [EARLY_CALLS]?: Record<string, unknown>; [PENDING_CONFIG]?: Record<string, unknown> };
const API = 'https://platform.test/api';

/** The exchanges and other calls a page sent, each answered; the exchange answers `session`. */
function platform(session: string) {
  const sent: {
    path: string;
    body: Record<string, unknown> | null;
    url: string;
    auth: string | null;
    cache: RequestCache | undefined;
  }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const path = new URL(url).pathname.replace('/api', '');
      sent.push({
        path,
        url,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
        auth: new Headers(input instanceof Request ? input.headers : init?.headers).get('authorization'),
        cache: input instanceof Request ? input.cache : init?.cache,
      });
      const Data =
        path === '/token'
          ? { Token: session }
          : path.includes('user-api')
            ? { OperatorType: 'STANDARD', WebId: 'w', Timezone: 480 }
            : path.includes('get-history-record')
              ? { Total: 1, Records: [] }
              : [];
      return new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
    }),
  );
  return sent;
}

/** A lobby page's script tag with these settings (`data-*`). */
function scriptTag(data: Record<string, string>) {
  const script = document.createElement('script');
  script.setAttribute('data-ingame', '');
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
  document.body.append(script);
}

// The entry's history chunk, loaded once before any test: its first import (a transform) can take
// longer than a test under load, and a test's import still on its way would then ask with the
// next test's page and fetch (CI saw 8 asks for 2).
beforeAll(() => import('../../elements/history-early'));

beforeEach(() => {
  document.body.innerHTML = '<ingame-history></ingame-history>';
  sessionStorage.clear();
});
afterEach(() => {
  delete (globalThis as Holder)[EARLY_CALLS];
  delete (globalThis as Holder)[PENDING_CONFIG];
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('when the entry exchanges the game token itself', () => {
  it("uses the tab's keys start-up uses", () => {
    expect(TAB_KEYS).toEqual({
      token: storageKeyOf('token'),
      gameToken: storageKeyOf('gameToken'),
      pageKey: PAGE_KEY_STORAGE,
    });
  });

  it('with a game token and a fresh tab: the body start-up sends, the game token and a page key kept first', () => {
    const body = exchangeBody({ gameToken: ' game-a ' }, () => sessionStorage);
    expect(body).toEqual({ Token: 'game-a', PageKey: expect.stringMatching(/^[0-9a-f]{48}$/) });
    expect(sessionStorage.getItem(TAB_KEYS.gameToken)).toBe('game-a');
    expect(sessionStorage.getItem(TAB_KEYS.pageKey)).toBe(body!.PageKey);
  });

  it("keeps the tab's page key when it has one (a reload sends the same)", () => {
    sessionStorage.setItem(TAB_KEYS.pageKey, 'k'.repeat(20));
    expect(exchangeBody({ gameToken: 'game-a' }, () => sessionStorage)?.PageKey).toBe('k'.repeat(20));
  });

  it.each([
    ['no game token', {}, {}],
    ['an empty one', { gameToken: '  ' }, {}],
    ['the unfilled placeholder', { gameToken: '{token}' }, {}],
    ['one with a space (noise, as start-up reads it)', { gameToken: 'a b' }, {}],
    ['a game token that is not text', { gameToken: 42 }, {}],
    ["a host's session token beside it", { gameToken: 'game-a', token: 'host-session' }, {}],
    ['a tab that holds a session', { gameToken: 'game-a' }, { [TAB_KEYS.token]: 'saved' }],
    ['a tab with an exchange of its own', { gameToken: 'game-a' }, { [TAB_KEYS.gameToken]: 'game-b' }],
  ])('not with %s: start-up decides alone, and nothing is written', (_, config, tab) => {
    for (const [key, value] of Object.entries(tab)) sessionStorage.setItem(key, value);
    expect(exchangeBody(config, () => sessionStorage)).toBeNull();
    expect(sessionStorage.length).toBe(Object.keys(tab).length);
  });

  it('accepts a game token exactly when start-up does (core/validate.ts normalizeToken)', () => {
    const tokens = [
      'game-a',
      ' padded ',
      '',
      '   ',
      '{token}',
      ' {token} ',
      'a b',
      'tab\there',
      'é-accent',
      'x'.repeat(4096),
      'x'.repeat(4097),
    ];
    for (const raw of tokens) {
      sessionStorage.clear();
      expect(exchangeBody({ gameToken: raw }, () => sessionStorage)?.Token ?? null, JSON.stringify(raw)).toBe(
        normalizeToken(raw),
      );
    }
  });

  it('not without sessionStorage, or where it throws (a sandboxed frame)', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(exchangeBody({ gameToken: 'game-a' }, () => null)).toBeNull();
    expect(exchangeBody({ gameToken: 'game-a' }, refused)).toBeNull();
    const refusing = { getItem: refused } as unknown as Storage;
    expect(exchangeBody({ gameToken: 'game-a' }, () => refusing)).toBeNull();
  });

  it('reads no setting off a polluted Object.prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.gameToken = 'planted';
    proto.apiBase = 'https://collector.test/api';
    try {
      scriptTag({});
      const config = pageSettings(document, 'https://cdn.test/');
      expect(config.gameToken).toBeUndefined();
      expect(config.apiBase).toBeUndefined();
      expect(exchangeBody(config, () => sessionStorage)).toBeNull();
    } finally {
      delete proto.gameToken;
      delete proto.apiBase;
    }
  });
});

describe("start-up and the entry's exchange", () => {
  const session = testToken({ APIID: 3, AID: 7, A: 'p7', exp: 4_000_000_000 });

  const startUp = async (config: Partial<typeof DEFAULT_CONFIG>) => {
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: API, ...config });
    await ensureSession(store, { cookies: createCookieJar(document, 'tab') });
    return store;
  };

  it('one exchange per page: start-up takes the answer of the one the entry sent', async () => {
    const sent = platform(session);
    scriptTag({ apiBase: API, gameToken: 'game-a' });
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    expect(sent.filter((s) => s.path === '/token')).toHaveLength(1);
    const store = await startUp({ gameToken: 'game-a' });
    expect(store.get(tokenAtom)).toBe(session);
    const exchanges = sent.filter((s) => s.path === '/token');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).toEqual({ Token: 'game-a', PageKey: sessionStorage.getItem(PAGE_KEY_STORAGE) });
  });

  it('not for another game token: start-up exchanges its own (the page was configured otherwise since)', async () => {
    const sent = platform(session);
    scriptTag({ apiBase: API, gameToken: 'game-a' });
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    // The tab keeps what start-up keeps: the game token it is about to exchange.
    sessionStorage.removeItem(TAB_KEYS.gameToken);
    await startUp({ gameToken: 'game-b' });
    expect(sent.filter((s) => s.path === '/token').map((s) => s.body?.Token)).toEqual(['game-a', 'game-b']);
  });

  it("the operator's settings leave with it when the page names its api id, and are asked once", async () => {
    const sent = platform(session);
    scriptTag({ apiBase: API, apiId: '3', gameToken: 'game-a' });
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    expect(sent.map((s) => s.path)).toEqual(['/token', '/game-setting/user-api-info/3']);
    await startUp({ gameToken: 'game-a', apiId: 3 });
    expect(sent.filter((s) => s.path === '/token')).toHaveLength(1);
    expect(sent.filter((s) => s.path === '/game-setting/user-api-info/3')).toHaveLength(1);
  });

  it('not from a tab that is signed in already: a reload exchanges nothing', async () => {
    const sent = platform(session);
    sessionStorage.setItem(TAB_KEYS.token, session);
    sessionStorage.setItem(TAB_KEYS.gameToken, 'game-a');
    scriptTag({ apiBase: API, gameToken: 'game-a' });
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    const store = await startUp({ gameToken: 'game-a' });
    expect(store.get(tokenAtom)).toBe(session);
    expect(sent.filter((s) => s.path === '/token')).toHaveLength(0);
  });
});

describe("a history's first page from the entry", () => {
  const session = testToken({ APIID: 3, AID: 7, A: 'p7', exp: 4_000_000_000 });
  // Long enough for the entry's history chunk (elements/history-early.ts) to have come and asked.
  const settle = () => import('../../elements/history-early').then(() => new Promise((done) => setTimeout(done, 20)));
  const pagesSent = (sent: ReturnType<typeof platform>) => sent.filter((s) => s.path.includes('get-history-record'));

  const startUp = async () => {
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: API, gameToken: 'game-a' });
    await ensureSession(store, { cookies: createCookieJar(document, 'tab') });
    return store;
  };

  it("leaves once the exchange answers, with that session in its header only, for each history's game number", async () => {
    document.body.innerHTML =
      '<ingame-history game="12"></ingame-history><ingame-history game="12"></ingame-history>' +
      '<ingame-history game="5" lang="th"></ingame-history><ingame-history game="fortune-gems"></ingame-history>' +
      '<ingame-history></ingame-history>';
    const sent = platform(session);
    scriptTag({ apiBase: API, gameToken: 'game-a', lang: 'de' });
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    expect(pagesSent(sent)).toEqual([]);
    await vi.waitFor(() => expect(pagesSent(sent)).toHaveLength(2));
    const pages = pagesSent(sent);
    expect(pages.map((p) => p.url)).toEqual([
      `${API}/history/12/get-history-record?LangId=de-DE&StartRowIndex=0&EndRowIndex=49&LogIndexAsRoundIndex=false`,
      `${API}/history/5/get-history-record?LangId=th-TH&StartRowIndex=0&EndRowIndex=49&LogIndexAsRoundIndex=false`,
    ]);
    for (const p of pages) {
      expect(p.auth).toBe(`Bearer ${session}`);
      expect(p.cache).toBe('no-store');
      expect(p.url).not.toContain(session);
    }
  });

  it('none without an exchange from the entry, or when the exchange is refused', async () => {
    document.body.innerHTML = '<ingame-history game="12"></ingame-history>';
    const signedIn = platform(session);
    sessionStorage.setItem(TAB_KEYS.token, session);
    scriptTag({ apiBase: API, gameToken: 'game-a' });
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    await settle();
    expect(pagesSent(signedIn)).toEqual([]);

    delete (globalThis as Holder)[EARLY_CALLS];
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ Code: 9100, Data: null, Message: 'expired' }))),
    );
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    await settle();
    expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).toEqual([`${API}/token`]);
  });

  /** A page with a history of game 12 whose entry asked its first page, and start-up done. */
  const startedWithHistory = async () => {
    document.body.innerHTML = '<ingame-history game="12"></ingame-history>';
    const sent = platform(session);
    scriptTag({ apiBase: API, gameToken: 'game-a' });
    startEarly(document, ['ingame-history'], 'https://cdn.test/', undefined);
    await vi.waitFor(() => expect(pagesSent(sent)).toHaveLength(1));
    return { sent, store: await startUp() };
  };
  /** The list's first ask for game 12's rounds. */
  const firstPage = async (store: Awaited<ReturnType<typeof startUp>>) => {
    const { fetchHistoryPage } = await import('../../src/features/history/history.api');
    const filter = { game: 12, date: null, offsetMinutes: 0, locale: 'en' as const };
    return fetchHistoryPage(store, filter, { StartRowIndex: 0, EndRowIndex: 49 });
  };

  it("is taken by the list's first ask in that session: one call for the page", async () => {
    const { sent, store } = await startedWithHistory();
    const page = await firstPage(store);
    expect(page).toEqual({ ok: true, data: { Total: 1, Records: [] } });
    expect(pagesSent(sent)).toHaveLength(1);
  });

  it('not by another session: a player signed in since asks with their own', async () => {
    const { sent, store } = await startedWithHistory();
    const other = testToken({ APIID: 3, AID: 8, A: 'p8', exp: 4_000_000_000 });
    store.set(tokenAtom, other);
    await firstPage(store);
    expect(pagesSent(sent).map((p) => p.auth)).toEqual([`Bearer ${session}`, `Bearer ${other}`]);
  });
});
