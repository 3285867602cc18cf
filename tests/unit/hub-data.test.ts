/**
 * The events hub's data, asked for before the hub renders (src/app/pages/hub-data.ts): the
 * tournaments, the events and the running board first; the news sections' calls (promotions, game
 * entrances, their switch-off status, the support contacts) once the board is in (issue 45: on
 * HTTP/1.1, asked beside the tournaments, they took the connections the board waited for).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { prefetchHub } from '../../src/app/pages/hub-data';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { configAtom, sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { PLAYER_TOKEN } from '../helpers/jwt';
import { rankingSetting } from '../helpers/rankings';

const NOW = Date.now();
const D = 86_400_000;
const asked: string[] = [];
/** The board's answer waits for the test. */
let answerBoard = () => {};
/** The tournaments' answer: a running one by default. */
let tournaments: () => Response;

const ok = (Data: unknown) => new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
async function platform(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(String(input instanceof Request ? input.url : input)).pathname.replace('/api', '');
  asked.push(path);
  if (path.startsWith('/rank/ranking-setting')) return tournaments();
  if (path.startsWith('/rank/ranking-history/')) {
    await new Promise<void>((resolve) => (answerBoard = resolve));
    return ok({
      Setting: rankingSetting(1, NOW - D, NOW + D),
      Entries: [],
      Mine: null,
      LastUpdate: null,
      NextUpdate: null,
    });
  }
  return ok([]);
}

beforeEach(() => {
  asked.length = 0;
  tournaments = () => ok([rankingSetting(1, NOW - D, NOW + D)]);
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => PLAYER_TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const NEWS = [
  '/action/promote-list/',
  '/game-entrance/',
  '/game-setting/switch-off-status/',
  '/game-setting/agent-info/',
];

/** A store whose session is ready, for operator `apiId`. */
function readyStore(apiId = 3) {
  const store = createStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiId, apiBase: 'https://platform.test/api' });
  store.set(userApiInfoAtom, { Timezone: 480, WebId: 'tada', OperatorType: 'STANDARD' } as never);
  // A player's token names the operator (3); a guest's operator is the configured one.
  store.set(tokenAtom, apiId === 3 ? PLAYER_TOKEN : null);
  store.set(sessionReadyAtom, true);
  return store;
}

/** Whether `promise` has settled after the platform had its turn. */
async function settledYet(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await settle();
  return done;
}

describe("the events hub's prefetch", () => {
  it('asks for the tournaments, the events and the running board first, the news once the board is in', async () => {
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3, apiBase: 'https://platform.test/api' });
    store.set(userApiInfoAtom, { Timezone: 480, WebId: 'tada', OperatorType: 'STANDARD' } as never);
    store.set(tokenAtom, PLAYER_TOKEN);
    store.set(sessionReadyAtom, true);
    prefetchHub(store, 'en');
    await settle();
    expect(asked.some((p) => p.startsWith('/rank/ranking-setting/'))).toBe(true);
    expect(asked.some((p) => p.startsWith('/event-list/'))).toBe(true);
    expect(asked.some((p) => p.startsWith('/rank/ranking-history/'))).toBe(true);
    // The board has not answered: no news call has left.
    expect(asked.filter((p) => NEWS.some((call) => p.startsWith(call)))).toEqual([]);
    answerBoard();
    await settle();
    for (const call of NEWS)
      expect(
        asked.filter((p) => p.startsWith(call)),
        call,
      ).toHaveLength(1);
  });

  // The app's page holds the shell's code until then (elements/app-early.ts): its evaluation then
  // overlaps the board's round trip instead of holding the board's call back.
  it('resolves once the running board has been asked for, before it answers', async () => {
    const store = readyStore();
    let askedThen: string[] = [];
    const done = prefetchHub(store, 'en').then(() => void (askedThen = [...asked]));
    expect(await settledYet(done)).toBe(true);
    expect(askedThen.some((p) => p.startsWith('/rank/ranking-history/'))).toBe(true);
    // The board has not answered (the news would follow its answer).
    expect(askedThen.filter((p) => NEWS.some((call) => p.startsWith(call)))).toEqual([]);
    answerBoard();
  });

  it('does not resolve while the session is not ready', async () => {
    const store = readyStore();
    store.set(sessionReadyAtom, false);
    const done = prefetchHub(store, 'en');
    expect(await settledYet(done)).toBe(false);
    expect(asked).toEqual([]);
    store.set(sessionReadyAtom, true);
    expect(await settledYet(done)).toBe(true);
    answerBoard();
  });

  it('resolves without a board when no tournament is running or the list fails', async () => {
    tournaments = () => ok([rankingSetting(1, NOW - 3 * D, NOW - 2 * D)]);
    expect(await settledYet(prefetchHub(readyStore(), 'en'))).toBe(true);
    tournaments = () => new Response(JSON.stringify({ Code: 5000, Data: null, Message: 'down' }));
    expect(await settledYet(prefetchHub(readyStore(), 'en'))).toBe(true);
    expect(asked.filter((p) => p.startsWith('/rank/ranking-setting/'))).toHaveLength(2);
    expect(asked.filter((p) => p.startsWith('/rank/ranking-history/'))).toEqual([]);
  });

  it('resolves at once, asking nothing, for a session without an operator', async () => {
    expect(await settledYet(prefetchHub(readyStore(0), 'en'))).toBe(true);
    expect(asked).toEqual([]);
  });
});
