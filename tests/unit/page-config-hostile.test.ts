// @vitest-environment happy-dom
/**
 * Configuration the host page cannot poison (#46 item 5): settings are read as own properties,
 * the API base is checked and resolved against the document's own URL when each request is made
 * (not in the replaceable client hooks, not against `<base href>`), it is pinned at sign-in, and a
 * refused one is an error — 5004, told once to the host — never a fallback to the page's `/api`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { call, installClientHooks } from '../../src/api/client';
import { CODES } from '../../src/api/contract';
import { configFromDataset, DEFAULT_CONFIG, mergeConfig } from '../../src/core/config';
import { createCookieJar, memoryCookieJar, type CookieJar } from '../../src/core/cookies';
import { configAtom, hostErrorAtom, sessionFailureAtom, tokenAtom } from '../../src/state/session';
import { endSession, switchSession } from '../../src/state/session-switch';
import { ensureSession } from '../../src/state/startup';
import { testToken } from '../helpers/jwt';

const PAGE = 'https://lobby.example/games/';
const PLATFORM = 'https://platform.example/api';
const COLLECTOR = 'https://collector.example';
const sessionOf = (aid: number) => testToken({ APIID: 3, AID: aid, A: `p${aid}` });

interface Sent {
  url: string;
  bearer: string | null;
  body: string | null;
}

/** A platform that answers every call; each request is kept with its absolute URL (as the browser resolves it). */
function platform(): Sent[] {
  const sent: Sent[] = [];
  let exchanges = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), document.baseURI);
      const headers = new Headers(init?.headers);
      sent.push({ url: url.href, bearer: headers.get('authorization'), body: init?.body ? String(init.body) : null });
      const Data = url.pathname.endsWith('/token')
        ? { Token: sessionOf(++exchanges) }
        : url.pathname.includes('user-api-info')
          ? { Timezone: 0 }
          : [];
      return new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
    }),
  );
  return sent;
}

const memoryJar = (): CookieJar => memoryCookieJar({ crossSiteFrame: false, secureContext: true });

const POLLUTED = ['apiBase', 'gameToken', 'token', 'logHost'] as const;
const proto = Object.prototype as Record<string, unknown>;

beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(PAGE);
});
afterEach(() => {
  for (const key of POLLUTED) delete proto[key];
  for (const base of document.querySelectorAll('base')) base.remove();
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a polluted Object.prototype (#46)', () => {
  const pollute = () => {
    proto.apiBase = `${COLLECTOR}/api`;
    proto.gameToken = 'attacker-game-token';
    proto.token = sessionOf(666);
    proto.logHost = COLLECTOR;
  };

  it('configures nothing: configure() and the script tag read their own settings only', () => {
    pollute();
    const configured = mergeConfig(mergeConfig(DEFAULT_CONFIG, { apiBase: PLATFORM }), { gameToken: 'player-game' });
    expect(configured).toEqual({ ...DEFAULT_CONFIG, apiBase: PLATFORM, gameToken: 'player-game' });
    const script = document.createElement('script');
    script.dataset.apiId = '3';
    document.head.appendChild(script);
    expect({ ...configFromDataset(script.dataset) }).toEqual({ apiId: '3' });
  });

  it("the player's game token goes to the configured platform, never to the polluted one", async () => {
    const sent = platform();
    pollute();
    const store = createStore();
    // A page that configures in two steps: the second input has no apiBase of its own.
    store.set(configAtom, mergeConfig(mergeConfig(DEFAULT_CONFIG, { apiBase: PLATFORM, apiId: 3 }), {}));
    store.set(configAtom, mergeConfig(store.get(configAtom), { gameToken: 'player-game' }));
    await ensureSession(store, { cookies: memoryJar() });
    expect(store.get(tokenAtom)).toBe(sessionOf(1));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(request.url.startsWith(`${PLATFORM}/`)).toBe(true);
    expect(sent.find((r) => r.url.endsWith('/token'))?.body).toContain('player-game');
  });
});

describe('a polluted Object.prototype and the saved session (#46)', () => {
  it("signs nobody in as the polluter: the tab's saved values are read as own values only", async () => {
    const sent = platform();
    const attacker = testToken({ APIID: 3, AID: 666, A: 'attacker', exp: Math.floor(Date.now() / 1000) + 3600 });
    proto.token = attacker;
    const store = createStore();
    store.set(configAtom, mergeConfig(DEFAULT_CONFIG, { apiBase: PLATFORM, apiId: 3 }));
    await ensureSession(store, { cookies: createCookieJar(document, 'tab') });
    expect(store.get(tokenAtom)).toBeNull();
    expect(sent.filter((r) => r.bearer !== null)).toEqual([]);
  });
});

describe('an injected <base href> (#46)', () => {
  it("moves no request: a same-origin API base is this document's, whatever the base element says", async () => {
    const sent = platform();
    const base = document.createElement('base');
    base.href = `${COLLECTOR}/`;
    document.head.appendChild(base);
    expect(document.baseURI).toBe(`${COLLECTOR}/`);
    installClientHooks({ baseUrl: () => '/api', token: () => sessionOf(1), timeoutMs: () => 1000 });
    await call('GET /member/nickname');
    expect(sent.map((r) => r.url)).toEqual(['https://lobby.example/api/member/nickname']);
  });

  it('moves no log host either: a path is resolved when it is configured', () => {
    const base = document.createElement('base');
    base.href = `${COLLECTOR}/`;
    document.head.appendChild(base);
    expect(mergeConfig(DEFAULT_CONFIG, { logHost: '/log' }).logHost).toBe('https://lobby.example/log');
  });
});

describe('client hooks replaced by other code (#46)', () => {
  it.each([
    ['http://collector.example/api', /http is allowed only for localhost/],
    // Allowed on a page of this machine, not on an https page (mixed content).
    ['http://localhost:8787/api', /an https page calls https only/],
    ['//collector.example/api', /protocol-relative/],
    ['https://me:pw@collector.example/api', /credentials/],
  ])('still cannot send a request to %s: 5004 before anything is sent', async (baseUrl, reason) => {
    const sent = platform();
    const seen: number[] = [];
    installClientHooks({
      baseUrl: () => baseUrl,
      token: () => sessionOf(1),
      timeoutMs: () => 1000,
      onError: (error) => seen.push(error.Code),
    });
    const failure = call('GET /member/nickname');
    await expect(failure).rejects.toMatchObject({ Code: CODES.MISCONFIGURED });
    await expect(failure).rejects.toMatchObject({ Message: expect.stringMatching(reason) });
    expect(seen).toEqual([CODES.MISCONFIGURED]);
    expect(sent).toEqual([]);
  });
});

describe('a refused apiBase (#46)', () => {
  it("is an error, not a fallback to the page's /api: nothing is sent, one warning and one host error name the cause", async () => {
    const sent = platform();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createStore();
    store.set(
      configAtom,
      mergeConfig(DEFAULT_CONFIG, { apiBase: 'http://platform.example/api', apiId: 3, gameToken: 'player-game' }),
    );
    await ensureSession(store, { cookies: memoryJar() });
    await vi.waitFor(() => expect(store.get(hostErrorAtom)?.Code).toBe(CODES.MISCONFIGURED));
    expect(sent).toEqual([]);
    expect(store.get(tokenAtom)).toBeNull();
    // Every element shows the failure (5004, with a Retry) instead of a guest session.
    expect(store.get(sessionFailureAtom)?.Code).toBe(CODES.MISCONFIGURED);
    expect(store.get(hostErrorAtom)?.Message).toMatch(/apiBase\) is refused: http is allowed only for localhost/);
    const told = warn.mock.calls.filter(([text]) => /apiBase\) is refused/.test(String(text)));
    expect(told).toHaveLength(1);
    // The cause, never the value (it may carry credentials).
    expect(String(told[0]![0])).not.toContain('platform.example');
  });
});

describe('the API base is pinned at sign-in (#46)', () => {
  it("a later apiBase change does not send the session's token elsewhere; the next sign-in uses it", async () => {
    const sent = platform();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createStore();
    store.set(configAtom, mergeConfig(DEFAULT_CONFIG, { apiBase: PLATFORM, apiId: 3, gameToken: 'player-game' }));
    await ensureSession(store, { cookies: memoryJar() });
    expect(store.get(tokenAtom)).toBe(sessionOf(1));

    store.set(configAtom, mergeConfig(store.get(configAtom), { apiBase: `${COLLECTOR}/api` }));
    sent.length = 0;
    await call('GET /member/nickname');
    expect(sent).toEqual([{ url: `${PLATFORM}/member/nickname`, bearer: `Bearer ${sessionOf(1)}`, body: null }]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/apiBase changed after sign-in/));

    // A new sign-in goes to the new base, without the old session's token.
    sent.length = 0;
    await switchSession(store, { token: null, gameToken: 'next-game' });
    expect(store.get(tokenAtom)).toBe(sessionOf(2));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.url.startsWith(`${COLLECTOR}/api/`)).toBe(true);
      expect(request.bearer).not.toBe(`Bearer ${sessionOf(1)}`);
    }

    // Signed out, calls follow the configuration.
    endSession(store);
    store.set(configAtom, mergeConfig(store.get(configAtom), { apiBase: PLATFORM }));
    sent.length = 0;
    await call('GET /game-group');
    expect(sent.map((r) => r.url)).toEqual([`${PLATFORM}/game-group`]);
  });
});
