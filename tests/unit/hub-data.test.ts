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

const ok = (Data: unknown) => new Response(JSON.stringify({ Code: 0, Data, Message: '' }));
async function platform(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(String(input instanceof Request ? input.url : input)).pathname.replace('/api', '');
  asked.push(path);
  if (path.startsWith('/rank/ranking-setting')) return ok([rankingSetting(1, NOW - D, NOW + D)]);
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
});
