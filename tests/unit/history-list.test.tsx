// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { DEFAULT_FLAGS } from '../../src/core/entry-params';
import { History } from '../../src/features/history/history';
import { EARLY_PAGE_MS, prefetchHistory } from '../../src/features/history/history.api';
import { flagsAtom, gameSettingsAtom, sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { render, screenOf, type Rendered } from './render';
import { PLAYER_TOKEN } from '../helpers/jwt';
import { historyRecord } from '../helpers/history';

const TOKEN = PLAYER_TOKEN;
const GAMES = [
  { No: 1, Id: 'fortune-gems', Name: 'Fortune Gems', Family: 'slot' as const },
  { No: 15, Id: 'pusoy', Name: 'Pusoy Go', Family: 'pusoy' as const },
];

/** The platform, as the list sees it: history pages of `total` rounds, or a failure. */
let total = 10_000;
let fail: { Code: number; trace: string } | null = null;
let requests: URL[] = [];
function platform(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  requests.push(url);
  if (fail)
    return Promise.resolve(
      new Response(JSON.stringify({ Code: fail.Code, Data: null, Message: 'History is resting' }), {
        headers: { 'x-trace': fail.trace },
      }),
    );
  const start = Number(url.searchParams.get('StartRowIndex'));
  const end = Math.min(Number(url.searchParams.get('EndRowIndex')), total - 1);
  const Records = Array.from({ length: Math.max(0, end - start + 1) }, (_, k) => historyRecord(start + k));
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
/** The rounds list (an <ol> named "Rounds"); hidden (no total) lists are counted too. */
const rows = (view: Rendered) =>
  within(screenOf(view).getByRole('list', { name: 'Rounds', hidden: true })).queryAllByRole('listitem', {
    hidden: true,
  });
/**
 * A loaded row: the button that shows this round number. (Found by its text: asking for every
 * button by accessible name recomputes ~60 rows' names on each poll.)
 */
async function roundButton(view: Rendered, round: string) {
  const button = (await screenOf(view).findByText(round)).closest('button')!;
  expect(button.getAttribute('type')).toBe('button');
  return button;
}
const FIRST = '900000'; // the newest round: row 0
const pagesAsked = () =>
  requests
    .filter((u) => u.pathname.endsWith('/get-history-record'))
    .map((u) => Number(u.searchParams.get('StartRowIndex')));

beforeEach(() => {
  total = 10_000;
  fail = null;
  requests = [];
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => TOKEN, timeoutMs: () => 5000 });
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
    await roundButton(view, FIRST);
    expect(view.container.querySelector('[part="scroller"]')!.getAttribute('data-total')).toBe('10000');
    // A reader hears "1 of 10000".
    expect(rows(view)[0]!.getAttribute('aria-setsize')).toBe('10000');
    expect(rows(view)[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(rows(view).length).toBeGreaterThan(0);
    expect(rows(view).length).toBeLessThanOrEqual(60);
    expect(pagesAsked()).toEqual([0]);
    expect(requests[0]!.pathname).toBe('/api/history/1/get-history-record');
    expect(requests[0]!.searchParams.get('EndRowIndex')).toBe('49');
    expect(requests[0]!.searchParams.has('Date')).toBe(false);
    expect(requests[0]!.searchParams.get('LangId')).toBeTruthy();
  });
  it('loads the page of the rows scrolled into view, and only that', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await roundButton(view, FIRST);
    const scroller = view.container.querySelector<HTMLElement>('[part="scroller"]')!;
    scroller.scrollTop = 5000 * 56;
    fireEvent.scroll(scroller);
    await roundButton(view, '895000');
    // Row 5000 starts page 5000; overscan may reach back into page 4950. Nothing in between.
    expect(pagesAsked()).toContain(5000);
    expect(pagesAsked().every((p) => [0, 4950, 5000].includes(p))).toBe(true);
    expect(rows(view).length).toBeLessThanOrEqual(60);
  });
  it('a fling asks only for the page it stops at, not the pages it passes', async () => {
    // Issue 30: each page a fast flick passes was asked for, parsed and rendered, then scrolled away.
    const view = await render(<History game="1" />, { store: signedIn() });
    await roundButton(view, FIRST);
    const scroller = view.container.querySelector<HTMLElement>('[part="scroller"]')!;
    for (const row of [1000, 2000, 3000, 4000]) {
      scroller.scrollTop = row * 56;
      fireEvent.scroll(scroller);
    }
    await roundButton(view, '896000');
    expect(pagesAsked().filter((p) => p > 0 && p < 3950)).toEqual([]);
    expect(pagesAsked()).toContain(4000);
    // Scrolling on by a few rows is reading: the next page is asked at once.
    const before = pagesAsked().length;
    for (const row of [4020, 4040]) {
      scroller.scrollTop = row * 56;
      fireEvent.scroll(scroller);
    }
    expect(pagesAsked().slice(before)).toEqual([4050]);
  });
  // Issue 30: a flick brings ~20 new rows a frame; they take over the elements of the rows that
  // left instead of building their own (with rows keyed by index, every one was new).
  it('rows scrolled in reuse the elements of the rows scrolled out, and show their own round', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await roundButton(view, FIRST);
    const before = new Set(rows(view));
    expect(before.size).toBeGreaterThan(5);
    const scroller = view.container.querySelector<HTMLElement>('[part="scroller"]')!;
    scroller.scrollTop = 30 * 56;
    fireEvent.scroll(scroller);
    await roundButton(view, '899970');
    const after = rows(view);
    // More rows show in the middle of the list (overscan on both sides): none of the first is gone.
    expect(after.length).toBeGreaterThanOrEqual(before.size);
    expect([...before].filter((li) => !after.includes(li))).toEqual([]);
    // Each row says which round it is now: consecutive indices, in order, matching their text.
    const indices = after.map((li) => Number(li.getAttribute('data-index')));
    expect(indices).toEqual(indices.map((_, i) => indices[0]! + i));
    for (const li of after) {
      const index = Number(li.getAttribute('data-index'));
      expect(li.getAttribute('aria-posinset')).toBe(String(index + 1));
      expect(li.querySelector('.history__round')!.textContent).toBe(String(900000 - index));
    }
    // A focused row still on screen keeps its round while the list moves on.
    const focused = await roundButton(view, '899965');
    focused.focus();
    scroller.scrollTop = 33 * 56;
    fireEvent.scroll(scroller);
    await roundButton(view, '899967');
    expect(focused.isConnected).toBe(true);
    expect(focused.getAttribute('data-round')).toBe('899965');
  });
  it('shows amounts, the date in the player time zone, and money before/after where the game says (§3 flags)', async () => {
    const view = await render(<History game="15" />, { store: signedIn() });
    const first = within(await roundButton(view, FIRST));
    expect(first.getByText('2026/11/15 08:00:00 GMT+8')).toBeTruthy();
    expect(first.getByText(/^Before /).getAttribute('data-part')).toBe('pre-money');
    expect(first.getByText(/^After /).getAttribute('data-part')).toBe('post-money');
    expect(first.getByRole('img').getAttribute('aria-label')).toBe('Normal');
    const slots = await render(<History game="fortune-gems" />, { store: signedIn() });
    const row = within(await roundButton(slots, FIRST));
    expect(row.getByText('2026/11/15 08:00:00 GMT+8')).toBeTruthy();
    expect(row.queryByText(/^Before /)).toBeNull();
    expect(row.queryByText(/^After /)).toBeNull();
  });
  it('"No Result." when the game has no rounds', async () => {
    total = 0;
    const view = await render(<History game="1" />, { store: signedIn() });
    expect((await screenOf(view).findByRole('status')).textContent).toBe('No Result.');
    expect(rows(view)).toHaveLength(0);
  });
  it('a failed page shows the §8 widget with code and trace, asks nothing more until retried', async () => {
    fail = { Code: 5001, trace: 'trace-42' };
    const view = await render(<History game="1" />, { store: signedIn() });
    const notice = await screenOf(view).findByRole('alert');
    expect(notice.textContent).toContain('5001:trace-42');
    // Let React finish everything the failure set off (no timers on this path), then count.
    await act(async () => {});
    expect(pagesAsked()).toEqual([0]);
    fail = null;
    fireEvent.click(screenOf(view).getByRole('button', { name: 'Try again' }));
    await roundButton(view, FIRST);
    expect(screenOf(view).queryByRole('alert')).toBeNull();
    expect(pagesAsked()).toEqual([0, 0]);
  });
  it('the date filter sends the day and the time-zone offset', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await roundButton(view, FIRST);
    fireEvent.click(screenOf(view).getByRole('button', { name: /^Date:/ }));
    const grid = within(screenOf(view).getByRole('grid'));
    const day = grid.getAllByRole<HTMLButtonElement>('button').find((b) => !b.disabled)!;
    const iso = day.getAttribute('aria-label')!.slice(0, 10);
    fireEvent.click(day);
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('Date') === iso)).toBe(true));
    const dated = requests.find((u) => u.searchParams.get('Date') === iso)!;
    expect(dated.searchParams.get('TimeZoneOffsetMinutes')).toBe('480');
    expect(dated.searchParams.get('StartRowIndex')).toBe('0');
  });
  it('the game picker switches the list to the other game', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    await roundButton(view, FIRST);
    const select = screenOf(view).getByRole('combobox', { name: 'Game' });
    fireEvent.change(select, { target: { value: '15' } });
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Pusoy Go' }).selected).toBe(true);
    await waitFor(() => expect(requests.some((u) => u.pathname === '/api/history/15/get-history-record')).toBe(true));
  });
  it('masks the account when maskacc=1', async () => {
    const plain = await render(<History game="1" />, { store: signedIn() });
    expect((await screenOf(plain).findByText('tada_3_007')).getAttribute('data-part')).toBe('account');
    const masked = await render(<History game="1" />, {
      store: signedIn({ ...DEFAULT_FLAGS, hideRecordHistoryAccount: true }),
    });
    expect((await screenOf(masked).findByText('ta******07')).getAttribute('data-part')).toBe('account');
    expect(screenOf(masked).queryByText('tada_3_007')).toBeNull();
  });
  it('opening a round keeps the list mounted (hidden) and back shows the same list element', async () => {
    const view = await render(<History game="1" />, { store: signedIn() });
    const list = await screenOf(view).findByRole('region', { name: 'Game history' });
    fireEvent.click(await roundButton(view, FIRST));
    expect(view.events.find((e) => e.name === 'ingame-round-open')!.detail).toEqual({ game: 1, round: '900000' });
    expect(list.parentElement!.dataset.kept).toBe('true');
    expect(list.parentElement!.inert).toBe(true);
    await screenOf(view).findByText(/Back to the list/); // the detail's chunk has loaded
    const detail = screenOf(view).getByRole('region', { name: 'Fortune Gems · 900000' });
    const back = within(detail).getByRole('button', { name: /Back to the list/ });
    fireEvent.click(back);
    expect(screenOf(view).getByRole('region', { name: 'Game history' })).toBe(list);
    expect(list.parentElement!.dataset.kept).toBe('false');
    expect(pagesAsked()).toEqual([0]);
  });
  it('an anonymous visitor is asked to sign in and nothing is requested', async () => {
    const store = signedIn();
    store.set(tokenAtom, null);
    const view = await render(<History game="1" />, { store });
    expect(screenOf(view).getByRole('status').textContent).toBe('Sign in to see your game history.');
    expect(view.container.textContent).toBe('Sign in to see your game history.');
    expect(requests).toHaveLength(0);
  });
});

describe("<ingame-history>'s prefetch: the first page before the list renders (issue 30)", () => {
  const host = (game: string | null) => {
    const element = document.createElement('ingame-history');
    if (game !== null) element.setAttribute('game', game);
    return element;
  };
  /** A store before start-up: no token yet, nothing ready. */
  const starting = () => {
    const store = signedIn();
    store.set(tokenAtom, null);
    store.set(sessionReadyAtom, false);
    return store;
  };

  it('asks once the token is in, and the list takes that answer instead of asking again', async () => {
    const store = starting();
    prefetchHistory(store, 'en', host('1'));
    expect(pagesAsked()).toEqual([]);
    store.set(tokenAtom, TOKEN);
    expect(pagesAsked()).toEqual([0]);
    store.set(sessionReadyAtom, true);
    const view = await render(<History game="1" />, { store });
    await roundButton(view, FIRST);
    expect(pagesAsked()).toEqual([0]);
  });

  it('asks nothing for a game id or for no game', () => {
    for (const game of ['fortune-gems', null, ' ', '1e3']) {
      const store = starting();
      prefetchHistory(store, 'en', host(game));
      store.set(tokenAtom, TOKEN);
    }
    expect(pagesAsked()).toEqual([]);
  });

  it('asks at once when the token came before the element (the early exchange), and the list takes it', async () => {
    const store = starting();
    store.set(tokenAtom, TOKEN);
    prefetchHistory(store, 'en', host('1'));
    expect(pagesAsked()).toEqual([0]);
    store.set(sessionReadyAtom, true);
    const view = await render(<History game="1" />, { store });
    await roundButton(view, FIRST);
    expect(pagesAsked()).toEqual([0]);
  });

  it('a first page already here is in the list at its first render (no spinner), and taken once', async () => {
    const store = starting();
    store.set(tokenAtom, TOKEN);
    prefetchHistory(store, 'en', host('1'));
    store.set(sessionReadyAtom, true);
    // The answer has come before the list renders.
    await new Promise((resolve) => setTimeout(resolve, 20));
    let spinner = false;
    const watch = new MutationObserver(() => (spinner ||= document.querySelector('.history .spinner') !== null));
    watch.observe(document.body, { childList: true, subtree: true });
    const view = await render(<History game="1" />, { store });
    watch.disconnect();
    expect(spinner).toBe(false);
    expect(screenOf(view).getByText(FIRST)).toBeTruthy();
    expect(pagesAsked()).toEqual([0]);
    view.unmount();
    // Taken: a new list asks the platform for fresh rows.
    const again = await render(<History game="1" />, { store });
    await roundButton(again, FIRST);
    expect(pagesAsked()).toEqual([0, 0]);
  });

  it('a prefetch that comes after the list took its first page asks for it no more', async () => {
    const store = signedIn();
    const view = await render(<History game="1" />, { store });
    prefetchHistory(store, 'en', host('1'));
    await roundButton(view, FIRST);
    expect(pagesAsked()).toEqual([0]);
  });

  it('is not given to another session, or once it is stale', async () => {
    // Another player signed in before the list rendered: the list asks for its own rows.
    const switched = starting();
    prefetchHistory(switched, 'en', host('1'));
    switched.set(tokenAtom, TOKEN);
    switched.set(tokenAtom, `${TOKEN}x`);
    switched.set(sessionReadyAtom, true);
    const view = await render(<History game="1" />, { store: switched });
    await roundButton(view, FIRST);
    expect(pagesAsked()).toEqual([0, 0]);
    view.unmount();

    // Stale: a list that comes more than EARLY_PAGE_MS later asks for fresh rows.
    requests = [];
    const late = starting();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    prefetchHistory(late, 'en', host('1'));
    late.set(tokenAtom, TOKEN);
    clock.mockReturnValue(now + EARLY_PAGE_MS + 1);
    late.set(sessionReadyAtom, true);
    const later = await render(<History game="1" />, { store: late });
    await roundButton(later, FIRST);
    expect(pagesAsked()).toEqual([0, 0]);
  });
});
