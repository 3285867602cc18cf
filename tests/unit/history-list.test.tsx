// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import type { HistoryRecord } from '../../src/api/contract';
import { DEFAULT_FLAGS } from '../../src/core/entry-params';
import { History } from '../../src/features/history/history';
import { flagsAtom, gameSettingsAtom, sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { render, waitFor } from './render';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({ APIID: 3, AID: 7, A: 'tada_3_007' })}.sig`;
const GAMES = [
  { No: 1, Id: 'fortune-gems', Name: 'Fortune Gems', Family: 'slot' as const },
  { No: 15, Id: 'pusoy', Name: 'Pusoy Go', Family: 'pusoy' as const },
];

/** The platform, as the list sees it: history pages of `total` rounds, or a failure. */
let total = 10_000;
let fail: { Code: number; trace: string } | null = null;
let requests: URL[] = [];
function record(i: number): HistoryRecord {
  return { Type: 1 + (i % 3), RoundIndex: String(900000 - i), LogIndex: String(i), Date: Date.UTC(2026, 10, 15) - i * 60_000, GameNo: 1, Bet: 1000, Win: i % 2 ? 0 : 2500, PreMoney: 50000, PostMoney: 51500 };
}
function platform(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  requests.push(url);
  if (fail) return Promise.resolve(new Response(JSON.stringify({ Code: fail.Code, Data: null, Message: 'History is resting' }), { headers: { 'x-trace': fail.trace } }));
  const start = Number(url.searchParams.get('StartRowIndex'));
  const end = Math.min(Number(url.searchParams.get('EndRowIndex')), total - 1);
  const Records = Array.from({ length: Math.max(0, end - start + 1) }, (_, k) => record(start + k));
  return Promise.resolve(new Response(JSON.stringify({ Code: 0, Data: { Total: total, Records }, Message: '' })));
}

function signedIn(flags = DEFAULT_FLAGS) {
  const store = createStore();
  store.set(sessionReadyAtom, true);
  store.set(tokenAtom, TOKEN);
  store.set(gameSettingsAtom, GAMES);
  store.set(flagsAtom, flags);
  store.set(userApiInfoAtom, { Timezone: 480 } as never);
  return store;
}
const rows = (root: ParentNode) => root.querySelectorAll('.history__row');
const pagesAsked = () => requests.filter((u) => u.pathname.endsWith('/get-history-record')).map((u) => Number(u.searchParams.get('StartRowIndex')));

beforeEach(() => {
  total = 10_000;
  fail = null;
  requests = [];
  installClientHooks({ baseUrl: () => 'http://platform.test/api', token: () => TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
  // happy-dom does no layout: the scroller is 600 px tall.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<ingame-history> list', () => {
  it('asks for the first page only and keeps the DOM small with 10,000 rounds', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await waitFor(() => rows(view.container).length > 0 && view.container.querySelector('.history__open'));
    expect(view.container.querySelector('[part="scroller"]')!.getAttribute('data-total')).toBe('10000');
    expect(rows(view.container).length).toBeLessThanOrEqual(60);
    expect(pagesAsked()).toEqual([0]);
    expect(requests[0]!.pathname).toBe('/api/history/1/get-history-record');
    expect(requests[0]!.searchParams.get('EndRowIndex')).toBe('49');
    expect(requests[0]!.searchParams.has('Date')).toBe(false);
    expect(requests[0]!.searchParams.get('LangId')).toBeTruthy();
  });
  it('loads the page of the rows scrolled into view, and only that', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await waitFor(() => view.container.querySelector('.history__open'));
    const scroller = view.container.querySelector<HTMLElement>('[part="scroller"]')!;
    await act(async () => {
      scroller.scrollTop = 5000 * 56;
      scroller.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => view.container.querySelector('[data-round="895000"]'));
    // Row 5000 starts page 5000; overscan may reach back into page 4950. Nothing in between.
    expect(pagesAsked()).toContain(5000);
    expect(pagesAsked().every((p) => [0, 4950, 5000].includes(p))).toBe(true);
    expect(rows(view.container).length).toBeLessThanOrEqual(60);
  });
  it('shows amounts, the date in the player time zone, and money before/after where the game says (§3 flags)', async () => {
    const view = await render(<History game="15" />, { store: signedIn() });
    const first = await waitFor(() => view.container.querySelector('.history__open'));
    expect(first.querySelector('.history__date')!.textContent).toBe('2026/11/15 08:00:00 GMT+8');
    expect(first.querySelector('[data-part="pre-money"]')).not.toBeNull();
    expect(first.querySelector('[data-part="post-money"]')).not.toBeNull();
    expect(first.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toBe('Normal');
    const slots = await render(<History game="fortune-gems" />, { store: signedIn() });
    const row = await waitFor(() => slots.container.querySelector('.history__open'));
    expect(row.querySelector('[data-part="pre-money"]')).toBeNull();
    expect(row.querySelector('[data-part="post-money"]')).toBeNull();
  });
  it('"No Result." when the game has no rounds', async () => {
    total = 0;
    const view = await render(<History game="1" />, { store: signedIn() });
    await waitFor(() => view.container.textContent!.includes('No Result.'));
    expect(rows(view.container)).toHaveLength(0);
  });
  it('a failed page shows the §8 widget with code and trace, asks nothing more until retried', async () => {
    fail = { Code: 5001, trace: 'trace-42' };
    const view = await render(<History game="1" />, { store: signedIn() });
    const notice = await waitFor(() => view.container.querySelector('.error-notice'));
    expect(notice.textContent).toContain('5001:trace-42');
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(pagesAsked()).toEqual([0]);
    fail = null;
    const retry = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    await act(async () => retry.click());
    await waitFor(() => view.container.querySelector('.history__open'));
    expect(view.container.querySelector('.error-notice')).toBeNull();
  });
  it('the date filter sends the day and the time-zone offset', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await waitFor(() => view.container.querySelector('.history__open'));
    await act(async () => view.container.querySelector<HTMLButtonElement>('.date-picker__button')!.click());
    const day = view.container.querySelector<HTMLButtonElement>('.date-picker__day:not([disabled])')!;
    const iso = day.getAttribute('data-date')!;
    await act(async () => day.click());
    await waitFor(() => requests.some((u) => u.searchParams.get('Date') === iso));
    const dated = requests.find((u) => u.searchParams.get('Date') === iso)!;
    expect(dated.searchParams.get('TimeZoneOffsetMinutes')).toBe('480');
    expect(dated.searchParams.get('StartRowIndex')).toBe('0');
  });
  it('the game picker switches the list to the other game', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await waitFor(() => view.container.querySelector('.history__open'));
    const select = view.container.querySelector('select')!;
    await act(async () => {
      select.value = '15';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => requests.some((u) => u.pathname === '/api/history/15/get-history-record'));
  });
  it('masks the account when maskacc=1', async () => {
    const plain = await render(<History game="1" />, { store: signedIn() });
    expect((await waitFor(() => plain.container.querySelector('[data-part="account"]'))).textContent).toBe('tada_3_007');
    const masked = await render(<History game="1" />, { store: signedIn({ ...DEFAULT_FLAGS, hideRecordHistoryAccount: true }) });
    expect((await waitFor(() => masked.container.querySelector('[data-part="account"]'))).textContent).toBe('ta******07');
  });
  it('opening a round keeps the list mounted (hidden) and back shows the same list element', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    const list = await waitFor(() => view.container.querySelector('[part="list"]'));
    await act(async () => view.container.querySelector<HTMLButtonElement>('.history__open')!.click());
    expect(view.events.find((e) => e.name === 'ingame-round-open')!.detail).toEqual({ game: 1, round: '900000' });
    expect(list.parentElement!.dataset.kept).toBe('true');
    expect(list.parentElement!.inert).toBe(true);
    const back = await waitFor(() => view.container.querySelector<HTMLButtonElement>('.round-detail__back'));
    await act(async () => back.click());
    expect(view.container.querySelector('[part="list"]')).toBe(list);
    expect(list.parentElement!.dataset.kept).toBe('false');
    expect(pagesAsked()).toEqual([0]);
  });
  it('an anonymous visitor is asked to sign in and nothing is requested', async () => {
    const store = signedIn();
    store.set(tokenAtom, null);
    const view = await render(<History game="1" />, { store });
    expect(view.container.textContent).toBe('Sign in to see your game history.');
    expect(requests).toHaveLength(0);
  });
});
