/**
 * The API client and the §4 start-up against the real reference platform: envelope, bearer,
 * §8 toasts (not for vip-setting 1005), and the 9100/9101 session reset on global calls.
 * Faults come from the platform's own fault switch; nothing is mocked.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../src/api/client';
import { CODES, type ApiError } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import type { CookieJar, CookieKey, CookieValues } from '../../src/core/cookies';
import {
  configAtom,
  identityAtom,
  isAuthenticatedAtom,
  sessionReadyAtom,
  tokenAtom,
  userApiInfoAtom,
  gameSettingsAtom,
} from '../../src/state/session';
import { ensureSession } from '../../src/state/startup';
import { sessionStore } from '../../src/state/store';
import { toastsAtom } from '../../src/state/toasts';
import type { RunningServer } from '../../platform/server/server';
import { client, startTestServer } from './helpers';

let server: RunningServer;
const expired: ApiError[] = [];

/** The browser jar's behaviour over a plain object, for a test with no document. */
function memoryJar(): CookieJar & { values: CookieValues } {
  const values: CookieValues = {};
  return {
    values,
    context: { crossSiteFrame: false, secureContext: false },
    read: () => ({ ...values }),
    write: (key: CookieKey, value: string | null) => {
      if (value == null) delete values[key];
      else values[key] = value;
    },
    clear: () => {
      for (const key of Object.keys(values) as CookieKey[]) delete values[key];
    },
  };
}
const jar = memoryJar();
const fault = (rule: unknown) =>
  fetch(`${server.url}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });

beforeAll(async () => {
  server = await startTestServer();
  const players = await client(server.url).players();
  const player = players.find((p) => p.apiId === 110)!;
  sessionStore.set(configAtom, {
    ...DEFAULT_CONFIG,
    apiBase: `${server.url}/api`,
    gameToken: player.gameToken,
    timeoutMs: 5000,
  });
  await ensureSession(sessionStore, { cookies: jar, onSessionExpired: (e) => expired.push(e) });
});
afterAll(() => server?.close());
beforeEach(async () => {
  sessionStore.set(toastsAtom, []);
  await fetch(`${server.url}/__admin/faults`, { method: 'DELETE' });
});

describe('§4 start-up against the platform', () => {
  it('exchanges the game token, stores the session and knows the player', () => {
    expect(sessionStore.get(isAuthenticatedAtom)).toBe(true);
    expect(sessionStore.get(identityAtom)).toMatchObject({
      apiId: 110,
      account: expect.stringMatching(/^jiliplus_110_/),
    });
    expect(jar.values.token).toBe(sessionStore.get(tokenAtom));
    expect(sessionStore.get(sessionReadyAtom)).toBe(true);
  });
  it('loads the operator info and the game settings in parallel', () => {
    expect(sessionStore.get(userApiInfoAtom)).toEqual({
      Timezone: 420,
      WebId: 'jiliplus',
      OperatorType: 'STANDARD',
      // The reference operator has its pictures in every locale (issue 25).
      PictureLanguages: expect.arrayContaining(['en-US', 'zh-CN', 'th-TH', 'de-DE']),
    });
    expect(sessionStore.get(gameSettingsAtom).length).toBeGreaterThanOrEqual(30);
  });
});

describe('§8 failures', () => {
  it('a failed authenticated call shows a toast with the server Message', async () => {
    await fault({
      route: '/member/nickname',
      fault: { kind: 'code', code: 4321, message: 'Nickname service <b>down</b>' },
      count: 1,
    });
    await expect(call('GET /member/nickname')).rejects.toMatchObject({
      Code: 4321,
      trace: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(sessionStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Nickname service <b>down</b>', code: 4321 }),
    ]);
  });
  it('vip-setting answering 1005 shows no toast', async () => {
    await fault({ route: '/member/vip-setting', fault: { kind: 'code', code: CODES.VIP_NOT_CONFIGURED }, count: 1 });
    await expect(call('GET /member/vip-setting')).rejects.toMatchObject({ Code: 1005 });
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });
  it('a failed public call shows no toast', async () => {
    await fault({ route: '/marquee/', fault: { kind: 'http500' }, count: 1 });
    await expect(
      call('GET /marquee/:apiId/:langId', { params: { apiId: 110, langId: 'th-TH' } }),
    ).rejects.toMatchObject({ Code: CODES.INTERNAL, status: 500 });
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });
  it('a timeout rejects with the §8 timeout text', async () => {
    sessionStore.set(configAtom, { ...sessionStore.get(configAtom), timeoutMs: 300 });
    await fault({ route: '/game-setting/block-info-web-url', fault: { kind: 'hang' }, count: 1 });
    await expect(call('GET /game-setting/block-info-web-url')).rejects.toMatchObject({
      Code: CODES.TIMEOUT,
      Message: 'Connection is timeout, please close this page and try again later.',
    });
    sessionStore.set(configAtom, { ...sessionStore.get(configAtom), timeoutMs: 5000 });
  });
  it('9100 on a non-global call leaves the session alone', async () => {
    await fault({ route: '/member/vip-level', fault: { kind: 'code', code: 9100 }, count: 1 });
    await expect(call('GET /member/vip-level')).rejects.toMatchObject({ Code: 9100 });
    expect(sessionStore.get(isAuthenticatedAtom)).toBe(true);
    expect(expired).toEqual([]);
  });
  it('9100 on a global call clears the cookies, resets the session and reports it (→ /error in the app)', async () => {
    await fault({ route: '/game-group', fault: { kind: 'code', code: 9100 }, count: 1 });
    await expect(call('GET /game-group')).rejects.toMatchObject({ Code: 9100 });
    expect(sessionStore.get(isAuthenticatedAtom)).toBe(false);
    expect(jar.values).toEqual({});
    expect(expired).toEqual([expect.objectContaining({ Code: 9100, trace: expect.stringMatching(/^[0-9a-f]{16}$/) })]);
  });
});
