/**
 * The handover of the calls the ESM entry starts with the code (issue 45 item 2,
 * elements/early-calls.ts → state/early.ts): the data layer takes an early answer for the same URL
 * instead of asking again, once; drops it when the gate is closed; and asks normally when it is for
 * another language or API base, failed, is stale, or when the session's token has expired. A timeout
 * still applies, counted from when the early call is taken (as for the call made then).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { CODES, type MarqueeItem } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { marqueeFamily } from '../../src/features/marquee/marquee.api';
import { ensureSession } from '../../src/state/startup';
import { configAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { callEarly } from '../../src/state/early';
import { readUserApiInfo } from '../../src/api/contract/settings';
import { API_LANG, LOCALES, resolveLocale } from '../../src/i18n/locales';
import { apiLangOf, earlyApiBase, localeOf } from '../../elements/early-calls';

const EARLY_CALLS = Symbol.for('ingame.earlyCalls');
type Holder = { [EARLY_CALLS]?: Record<string, unknown> };
const BASE = 'https://platform.test';

const item = (Format: string): MarqueeItem => ({ Id: 1, Template: { Format }, Content: [], ContentColor: [] });
const envelope = (Data: unknown, Code = 0) => JSON.stringify({ Code, Message: Code ? 'no' : '', Data });

/** An early call as the entry leaves it. */
function leaveEarly(path: string, answer: Promise<{ status: number; text: string; trace: string }>, at = Date.now()) {
  const abort = vi.fn();
  answer.catch(() => undefined);
  ((globalThis as Holder)[EARLY_CALLS] ??= {})[`${BASE}${path}`] = { at, answer, abort };
  return abort;
}
const answered = (text: string, status = 200) => Promise.resolve({ status, text, trace: 'early-trace' });

let fetch: ReturnType<typeof vi.fn>;
function storeFor(apiId: number, extra: Partial<typeof DEFAULT_CONFIG> = {}) {
  const store = createStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: BASE, apiId, ...extra });
  installClientHooks({ baseUrl: () => store.get(configAtom).apiBase, token: () => null, timeoutMs: () => 1000 });
  return store;
}

beforeEach(() => {
  fetch = vi.fn(() => Promise.resolve(new Response(envelope([item('asked again')]), { status: 200 })));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  delete (globalThis as Holder)[EARLY_CALLS];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the marquee list the entry asked for', () => {
  it('is taken instead of asking, exactly once: a reload asks the platform', async () => {
    const store = storeFor(3);
    leaveEarly('/marquee/3/en-US', answered(envelope([item('early')])));
    await marqueeFamily.load(store, { apiId: 3, locale: 'en' });
    expect(store.get(marqueeFamily.atomFor({ apiId: 3, locale: 'en' }))).toMatchObject({
      status: 'ready',
      data: [item('early')],
    });
    expect(fetch).not.toHaveBeenCalled();
    await marqueeFamily.load(store, { apiId: 3, locale: 'en' }, { force: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.get(marqueeFamily.atomFor({ apiId: 3, locale: 'en' }))).toMatchObject({
      data: [item('asked again')],
    });
  });

  it('is dropped unread when the gate says no (ROAR has no marquee), and nothing is asked', async () => {
    const store = storeFor(130);
    store.set(userApiInfoAtom, { Timezone: 0, WebId: 'w', OperatorType: 'ROAR' });
    const abort = leaveEarly('/marquee/130/en-US', answered(envelope([item('early')])));
    await marqueeFamily.load(store, { apiId: 130, locale: 'en' });
    expect(store.get(marqueeFamily.atomFor({ apiId: 130, locale: 'en' }))).toMatchObject({ status: 'ready', data: [] });
    expect(abort).toHaveBeenCalled();
    expect((globalThis as Holder)[EARLY_CALLS]).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not taken for another language or another API base: those are asked', async () => {
    const thai = storeFor(4);
    leaveEarly('/marquee/4/en-US', answered(envelope([item('early')])));
    await marqueeFamily.load(thai, { apiId: 4, locale: 'th' });
    expect(thai.get(marqueeFamily.atomFor({ apiId: 4, locale: 'th' }))).toMatchObject({ data: [item('asked again')] });
    expect(String(fetch.mock.calls[0]![0])).toBe(`${BASE}/marquee/4/th-TH`);

    const elsewhere = storeFor(4, { apiBase: 'https://other.test' });
    await marqueeFamily.load(elsewhere, { apiId: 4, locale: 'en' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(Object.keys((globalThis as Holder)[EARLY_CALLS]!)).toEqual([`${BASE}/marquee/4/en-US`]);
  });

  it('that failed — no answer, an error Code, a wrong shape — is asked again normally, once', async () => {
    const cases = [
      Promise.reject(new TypeError('Failed to fetch')),
      answered(envelope(null, 7001)),
      answered(envelope([{ Id: 'x' }])),
    ];
    for (const [i, answer] of cases.entries()) {
      const apiId = 11 + i;
      const store = storeFor(apiId);
      leaveEarly(`/marquee/${apiId}/en-US`, answer);
      await marqueeFamily.load(store, { apiId, locale: 'en' });
      expect(store.get(marqueeFamily.atomFor({ apiId, locale: 'en' }))).toMatchObject({
        data: [item('asked again')],
      });
    }
    expect(fetch).toHaveBeenCalledTimes(cases.length);
  });

  it('that is older than 30 s is not taken', async () => {
    const store = storeFor(21);
    const abort = leaveEarly('/marquee/21/en-US', answered(envelope([item('early')])), Date.now() - 31_000);
    await marqueeFamily.load(store, { apiId: 21, locale: 'en' });
    expect(store.get(marqueeFamily.atomFor({ apiId: 21, locale: 'en' }))).toMatchObject({
      data: [item('asked again')],
    });
    expect(abort).toHaveBeenCalled();
  });

  it('times out like the call made when it is taken would: §8 timeout, no second wait', async () => {
    vi.useFakeTimers();
    const store = storeFor(22, { timeoutMs: 1000 });
    // Left 1.4 s before the code took it: past the timeout already, but the call made now would
    // still have its whole second.
    const abort = leaveEarly('/marquee/22/en-US', new Promise(() => undefined), Date.now() - 1400);
    const loading = marqueeFamily.load(store, { apiId: 22, locale: 'en' });
    await vi.advanceTimersByTimeAsync(999);
    expect(store.get(marqueeFamily.atomFor({ apiId: 22, locale: 'en' })).status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(store.get(marqueeFamily.atomFor({ apiId: 22, locale: 'en' }))).toMatchObject({
      status: 'error',
      error: { Code: CODES.TIMEOUT },
    });
    expect(abort).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
  it('an answer still on its way when the code comes late is taken, not thrown away as a timeout', async () => {
    vi.useFakeTimers();
    const store = storeFor(23, { timeoutMs: 1000 });
    let answer!: (value: { status: number; text: string; trace: string }) => void;
    leaveEarly('/marquee/23/en-US', new Promise((done) => (answer = done)), Date.now() - 1400);
    const loading = marqueeFamily.load(store, { apiId: 23, locale: 'en' });
    await vi.advanceTimersByTimeAsync(200);
    answer({ status: 200, text: envelope([item('late but here')]), trace: '' });
    await loading;
    expect(store.get(marqueeFamily.atomFor({ apiId: 23, locale: 'en' }))).toMatchObject({
      status: 'ready',
      data: [expect.objectContaining({ Template: { Format: 'late but here' } })],
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the operator's settings the entry asked for", () => {
  const settings = { OperatorType: 'STANDARD', WebId: 'w', Timezone: 480 };

  it('are what start-up reads: no second request for them', async () => {
    const store = storeFor(31);
    const answer = answered(envelope(settings));
    leaveEarly('/game-setting/user-api-info/31', answer);
    fetch.mockImplementation(() => Promise.resolve(new Response(envelope([]), { status: 200 })));
    await ensureSession(store, {
      cookies: { read: () => ({}), write: () => undefined, clear: () => undefined } as never,
    });
    expect(store.get(userApiInfoAtom)).toMatchObject({ Timezone: 480 });
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('user-api-info'))).toEqual([]);
  });

  it('are not taken with a session token past its exp: the client takes §8 path instead', async () => {
    const store = storeFor(32);
    const header = btoa(JSON.stringify({ alg: 'HS256' }));
    const payload = btoa(JSON.stringify({ APIID: 32, AccountID: 1, Account: 'a', exp: 1 }));
    store.set(tokenAtom, `${header}.${payload}.sig`);
    leaveEarly('/game-setting/user-api-info/32', answered(envelope(settings)));
    const ask = vi.fn(() => Promise.reject({ Code: CODES.TOKEN_EXPIRED }));
    const request = {
      key: 'GET /game-setting/user-api-info/:apiId' as const,
      input: { params: { apiId: 32 } },
      read: readUserApiInfo,
    };
    await expect(callEarly(store, request, ask)).rejects.toMatchObject({ Code: CODES.TOKEN_EXPIRED });
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe("the entry's own reading of the page (elements/early-calls.ts)", () => {
  it.each([
    ...LOCALES,
    'th-TH',
    'TH_th',
    'zh',
    'zh-Hant',
    'zh-hk',
    'zh_cn',
    'zh-SG',
    'pt-BR',
    'en-GB',
    'fr',
    '',
    ' de ',
  ])('resolves %j to the locale and API language the runtime does', (raw) => {
    expect(localeOf(raw)).toBe(resolveLocale(raw));
    expect(apiLangOf(localeOf(raw))).toBe(API_LANG[resolveLocale(raw)]);
  });

  it('calls early only a same-origin path or an https API base, never one the client refuses', () => {
    const page = 'https://lobby.test/games/index.html';
    expect(earlyApiBase(undefined, page)).toBe('https://lobby.test/api');
    expect(earlyApiBase('/api/', page)).toBe('https://lobby.test/api');
    expect(earlyApiBase('https://platform.test/v1/', page)).toBe('https://platform.test/v1');
    for (const refused of [
      '//evil.test',
      '/\\evil.test',
      'http://platform.test',
      'https://u:p@platform.test',
      'api',
      'javascript:alert(1)',
      '/a\u0000b',
    ])
      expect(earlyApiBase(refused, page), refused).toBeNull();
  });
});
