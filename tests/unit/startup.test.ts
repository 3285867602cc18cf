import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { DEFAULT_CONFIG } from '../../src/core/config';
import type { CookieJar } from '../../src/core/cookies';
import { configAtom, sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { endSession, switchSession } from '../../src/state/session-switch';
import { whenSessionReady } from '../../src/state/resource';
import { ensureSession } from '../../src/state/startup';
import { testToken } from '../helpers/jwt';

describe('a start-up that fails (#16)', () => {
  it('never leaves the elements waiting: the session is ready, as a guest, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: CookieJar = {
      context: { crossSiteFrame: false, secureContext: false },
      read: () => {
        throw new Error('cookies exploded');
      },
      write: () => {},
      clear: () => {},
    };
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api' });
    await ensureSession(store, { cookies: broken });
    expect(store.get(sessionReadyAtom)).toBe(true);
    expect(store.get(tokenAtom)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/start-up failed/), 'cookies exploded');
    warn.mockRestore();
  });
});

describe('switching and ending the session after start-up (#16)', () => {
  const jwt = (aid: number) => testToken({ APIID: 3, AID: aid, A: `p${aid}` });
  const memory = () => {
    const values: Record<string, string> = {};
    const jar: CookieJar = {
      context: { crossSiteFrame: false, secureContext: false },
      read: () => ({ ...values }),
      write: (key, value) => {
        if (value == null) delete values[key];
        else values[key] = value;
      },
      clear: () => {
        for (const key of Object.keys(values)) delete values[key];
      },
    };
    return { jar, values };
  };

  it('configure({ gameToken }) exchanges it and switches; logout ends it and clears the cookies', async () => {
    const exchanged = jwt(8);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
        const Data = path.endsWith('/token')
          ? { Token: exchanged }
          : path.includes('user-api-info')
            ? { Timezone: 0 }
            : [];
        return new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
      }),
    );
    try {
      const { jar, values } = memory();
      const store = createStore();
      store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api', token: jwt(7) });
      await ensureSession(store, { cookies: jar });
      expect(store.get(tokenAtom)).toBe(jwt(7));
      await switchSession(store, { token: null, gameToken: 'next-game-token' });
      expect(store.get(tokenAtom)).toBe(exchanged);
      expect(values.token).toBe(exchanged);
      endSession(store);
      expect(store.get(tokenAtom)).toBeNull();
      expect(values).toEqual({});
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a reload of the page that spent a game token keeps its session; another game token is exchanged', async () => {
    const exchanges: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
        if (path.endsWith('/token')) {
          const sent = (JSON.parse(String(init?.body)) as { Token: string }).Token;
          exchanges.push(sent);
          // Single-use, as on the platform: a second exchange of the same token is refused.
          if (exchanges.filter((t) => t === sent).length > 1)
            return new Response(JSON.stringify({ Code: 9100, Data: null, Message: 'used' }));
          return new Response(JSON.stringify({ Code: 0, Data: { Token: jwt(exchanges.length) }, Message: '' }));
        }
        return new Response(
          JSON.stringify({ Code: 0, Data: path.includes('user-api-info') ? { Timezone: 0 } : [], Message: '' }),
        );
      }),
    );
    const start = async (gameToken: string) => {
      const store = createStore();
      store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api', gameToken });
      await ensureSession(store, { cookies: jar });
      return store.get(tokenAtom);
    };
    const { jar, values } = memory();
    try {
      expect(await start('game-a')).toBe(jwt(1));
      expect(values.gameToken).toBe('game-a');
      expect(await start('game-a')).toBe(jwt(1));
      expect(exchanges).toEqual(['game-a']);
      expect(await start('game-b')).toBe(jwt(2));
      expect(exchanges).toEqual(['game-a', 'game-b']);
      // A refused exchange is not remembered: the next load with that token tries again.
      expect(await start('game-a')).toBeNull();
      expect(values.gameToken).not.toBe('game-a');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the operator's gates beside the token exchange (issue 30)", () => {
  const jwt = (apiId: number) => testToken({ APIID: apiId, AID: 9, A: 'p9' });
  const jar = (): CookieJar => ({
    context: { crossSiteFrame: false, secureContext: false },
    read: () => ({}),
    write: () => {},
    clear: () => {},
  });
  /** A platform whose exchange answers only when the test says, naming `tokenApiId`. */
  const platform = (tokenApiId: number) => {
    const asked: string[] = [];
    let answerExchange = () => {};
    const exchanged = new Promise<void>((resolve) => (answerExchange = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
        asked.push(path.replace('/api', ''));
        if (path.endsWith('/token')) {
          await exchanged;
          return new Response(JSON.stringify({ Code: 0, Data: { Token: jwt(tokenApiId) }, Message: '' }));
        }
        const info = /user-api-info\/(\d+)$/.exec(path);
        const Data = info ? { Timezone: Number(info[1]), WebId: 'tada', OperatorType: 'STANDARD' } : [];
        return new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
      }),
    );
    return { asked, answerExchange };
  };
  const start = (apiId: number | null) => {
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api', gameToken: 'game-a', apiId });
    return { store, started: ensureSession(store, { cookies: jar() }) };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  afterEach(() => vi.unstubAllGlobals());

  it('leave while the exchange is under way when the page names its api id, and are asked once', async () => {
    const { asked, answerExchange } = platform(3);
    const { store, started } = start(3);
    await settle();
    expect(asked.sort()).toEqual(['/game-setting/user-api-info/3', '/token']);
    answerExchange();
    await started;
    expect(store.get(userApiInfoAtom)?.Timezone).toBe(3);
    expect(asked.filter((path) => path.includes('user-api-info'))).toEqual(['/game-setting/user-api-info/3']);
  });

  it("are asked again for the token's operator when it is another one", async () => {
    const { asked, answerExchange } = platform(110);
    const { store, started } = start(3);
    await settle();
    answerExchange();
    await started;
    expect(store.get(userApiInfoAtom)?.Timezone).toBe(110);
    expect(asked.filter((path) => path.includes('user-api-info'))).toEqual([
      '/game-setting/user-api-info/3',
      '/game-setting/user-api-info/110',
    ]);
  });

  it("the first screen's calls, asked once the session is ready, leave before §4's background loads (issue 45)", async () => {
    // On HTTP/1.1 (six connections) the background loads asked first took four of them and the
    // events hub's calls waited behind; now they leave after the session is ready.
    const { asked, answerExchange } = platform(3);
    const { store, started } = start(3);
    whenSessionReady(store, () => void fetch('https://platform.test/api/rank/ranking-setting/en-US'));
    await settle();
    answerExchange();
    await started;
    const first = asked.indexOf('/rank/ranking-setting/en-US');
    expect(first).toBeGreaterThan(-1);
    for (const background of ['/game-setting/game-info-list', '/game-group', '/currency-display'])
      expect(asked.indexOf(background), background).toBeGreaterThan(first);
  });

  it('wait for the token when the page names no api id', async () => {
    const { asked, answerExchange } = platform(3);
    const { store, started } = start(null);
    await settle();
    expect(asked).toEqual(['/token']);
    answerExchange();
    await started;
    expect(store.get(userApiInfoAtom)?.Timezone).toBe(3);
  });
});
