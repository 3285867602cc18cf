// @vitest-environment happy-dom
/**
 * The session's life in the client (issues 41 and 46): the page key a reload sends again with its
 * exchange, a logout the platform hears, and a session dropped when its token expires — not only
 * on the next reload or global call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { CODES, type ApiError } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { memoryCookieJar, type CookieJar } from '../../src/core/cookies';
import { configAtom, isAuthenticatedAtom, tokenAtom } from '../../src/state/session';
import { PAGE_KEY_STORAGE } from '../../src/state/session-start';
import { endSession } from '../../src/state/session-switch';
import { ensureSession } from '../../src/state/startup';
import { testToken } from '../helpers/jwt';

const memoryJar = () => memoryCookieJar({ crossSiteFrame: false, secureContext: false });

interface Sent {
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

/** A platform that answers every call, recording what was sent; the exchange answers `exchanged`. */
function platform(exchanged: string) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname.replace('/api', '');
      const headers = new Headers(init?.headers);
      sent.push({
        path,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
        authorization: headers.get('authorization'),
      });
      const Data =
        path === '/token'
          ? { Token: exchanged }
          : path === '/token/logout'
            ? null
            : path.includes('user-api')
              ? {}
              : [];
      return new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
    }),
  );
  return sent;
}

const start = async (config: Partial<typeof DEFAULT_CONFIG>, jar: CookieJar, expired: ApiError[] = []) => {
  const store = createStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api', ...config });
  await ensureSession(store, { cookies: jar, onSessionExpired: (e) => expired.push(e) });
  return store;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the page key of a game-token exchange (issue 41)', () => {
  it('is sent with the exchange, and a reload of the page sends the same one', async () => {
    const sent = platform(testToken({ APIID: 3, AID: 7, A: 'p7', exp: 4_000_000_000 }));
    await start({ gameToken: 'game-a' }, memoryJar());
    // The reload: the exchange had not answered (nothing saved), the tab's storage is kept.
    await start({ gameToken: 'game-a' }, memoryJar());
    const keys = sent.filter((s) => s.path === '/token').map((s) => s.body?.PageKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{48}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sessionStorage.getItem(PAGE_KEY_STORAGE)).toBe(keys[0]);
  });

  it('a reload before the exchange answered (the token gone from the address bar) asks for it again', async () => {
    const session = testToken({ APIID: 3, AID: 7, A: 'p7', exp: 4_000_000_000 });
    const sent: Sent[] = [];
    let answered = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input instanceof Request ? input.url : input)).pathname.replace('/api', '');
        sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null, authorization: null });
        // The first page's exchange never answers (the page is reloaded meanwhile).
        if (path === '/token' && !answered) {
          answered = true;
          return new Promise<Response>(() => {});
        }
        const Data = path === '/token' ? { Token: session } : path.includes('user-api') ? {} : [];
        return new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
      }),
    );
    const jar = memoryJar();
    void start({ gameToken: 'game-a' }, jar);
    await vi.waitFor(() => expect(sent.some((s) => s.path === '/token')).toBe(true));
    // The reload: the same tab (its storage and the app's cookies), no game token in the address.
    const store = await start({}, jar);
    expect(store.get(tokenAtom)).toBe(session);
    const exchanges = sent.filter((s) => s.path === '/token').map((s) => s.body);
    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]).toEqual(exchanges[0]);
    expect(exchanges[1]?.Token).toBe('game-a');
    expect(jar.read().token).toBe(session);
  });

  it('another tab (its own storage) sends another key', async () => {
    const sent = platform(testToken({ APIID: 3, AID: 7, A: 'p7', exp: 4_000_000_000 }));
    await start({ gameToken: 'game-a' }, memoryJar());
    sessionStorage.clear();
    await start({ gameToken: 'game-a' }, memoryJar());
    const keys = sent.filter((s) => s.path === '/token').map((s) => s.body?.PageKey);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('logout (issue 46)', () => {
  it('tells the platform, with the session being ended, and forgets everything the page kept', async () => {
    const session = testToken({ APIID: 3, AID: 7, A: 'p7', exp: 4_000_000_000 });
    const sent = platform(session);
    const jar = memoryJar();
    const store = await start({ gameToken: 'game-a' }, jar);
    expect(jar.read().token).toBe(session);
    await endSession(store);
    const logout = sent.find((s) => s.path === '/token/logout');
    expect(logout?.authorization).toBe(`Bearer ${session}`);
    expect(store.get(tokenAtom)).toBeNull();
    expect({ ...jar.read() }).toEqual({});
    expect(sessionStorage.getItem(PAGE_KEY_STORAGE)).toBeNull();
  });
});

describe('a session that expires while the page is open (issue 46)', () => {
  it('is dropped at its exp by a timer: 9100, the elements signed out, the saved token cleared', async () => {
    platform('unused');
    const jar = memoryJar();
    const expired: ApiError[] = [];
    const store = await start({}, jar, expired);
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = testToken({ APIID: 3, AID: 7, A: 'p7', exp });
    jar.write('token', token);
    store.set(tokenAtom, token);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(store.get(tokenAtom)).toBe(token);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1_500);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(expired.map((e) => e.Code)).toEqual([CODES.TOKEN_EXPIRED]);
    expect(jar.read().token).toBeUndefined();
  });

  it('a session switched before its exp is not dropped by the old timer', async () => {
    platform('unused');
    const jar = memoryJar();
    const expired: ApiError[] = [];
    const store = await start({}, jar, expired);
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    store.set(tokenAtom, testToken({ APIID: 3, AID: 7, A: 'p7', exp: now + 60 }));
    const next = testToken({ APIID: 3, AID: 8, A: 'p8', exp: now + 3600 });
    store.set(tokenAtom, next);
    vi.advanceTimersByTime(120_000);
    expect(store.get(tokenAtom)).toBe(next);
    expect(expired).toEqual([]);
  });
});
