// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import type { EventDetail, EventSummary, RankEntry, RankingBoard, RankingSetting } from '../../src/api/contract';
import { EventPage } from '../../src/features/rankings/event-page';
import { Rankings } from '../../src/features/rankings/rankings';
import { configAtom, currencyDisplayAtom, sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { waitFor as poll } from '@testing-library/dom';
import { render, until } from './render';
import { PLAYER_TOKEN } from '../helpers/jwt';
import { rankingSetting } from '../helpers/rankings';

/** Wait until `check` returns something truthy (testing-library's polling, React-aware through render.tsx). */
async function waitFor(check: () => unknown): Promise<void> {
  await poll(() => {
    if (!check()) throw new Error('not yet');
  });
}

const TOKEN = PLAYER_TOKEN;

const NOW = Date.now();
const D = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const SETTINGS: RankingSetting[] = [
  rankingSetting(1, NOW - D, NOW + 2 * D),
  rankingSetting(2, NOW + D, NOW + 3 * D, { Name: 'High Roller Cup', Type: 'totalBet', State: 'comingSoon' }),
  rankingSetting(3, NOW - D, NOW + D, { Name: 'Crash Multiplier', Type: 'highestMultiplier', Window: 'crash' }),
  rankingSetting(4, NOW - 9 * D, NOW - 8 * D, { State: 'concluded' }),
  rankingSetting(5, NOW - 9 * D, NOW - 8 * D, {
    Name: 'Old Crash Bet',
    Type: 'totalBet',
    Window: 'crash',
    State: 'concluded',
  }),
];
const entries = (n: number, multiplier = false): RankEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    Rank: i + 1,
    Nickname: i % 2 ? '' : `Ace${i + 1}`,
    Account: `pl***${i + 1}`,
    Score: multiplier ? 5000 - i * 10 : 1_000_000 - i * 1000,
  }));

/** What the platform answers: per test overrides. */
let mine: RankEntry | null = null;
let failSettings: { Code: number; trace: string } | null = null;
let nextUpdate: string | null = iso(NOW + 5 * 60_000);
let requests: URL[] = [];
const ok = (Data: unknown) => Promise.resolve(new Response(JSON.stringify({ Code: 0, Data, Message: '' })));
function board(id: number, signed: boolean): RankingBoard {
  const s = SETTINGS.find((x) => x.RankingId === id)!;
  const started = Date.parse(s.StartDateTime) <= NOW;
  return {
    Setting: s,
    Entries: started ? entries(100, s.Type === 'highestMultiplier') : [],
    Mine: signed ? mine : null,
    LastUpdate: started ? iso(NOW - 60_000) : null,
    NextUpdate: s.State === 'running' ? nextUpdate : null,
  };
}
const EVENTS: EventSummary[] = [
  { Id: 1, Name: 'Spring Festival', StartTime: iso(NOW - D), EndTime: iso(NOW + D), State: 'running', RankingId: 1 },
  {
    Id: 2,
    Name: 'Winter Cup',
    StartTime: iso(NOW - 9 * D),
    EndTime: iso(NOW - 8 * D),
    State: 'concluded',
    RankingId: 4,
  },
];
function platform(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  requests.push(url);
  const signed = new Headers(init?.headers).has('Authorization');
  const p = url.pathname.replace('/api', '');
  if (p.startsWith('/rank/ranking-setting')) {
    if (failSettings)
      return Promise.resolve(
        new Response(JSON.stringify({ Code: failSettings.Code, Data: null, Message: 'Resting' }), {
          headers: { 'x-trace': failSettings.trace },
        }),
      );
    return ok(SETTINGS);
  }
  let m = /^\/rank\/ranking-history\/(?:3\/)?(\d+)/.exec(p);
  if (m) return ok(board(Number(m[1]), signed));
  if (p.startsWith('/event-list/')) return ok(EVENTS);
  m = /^\/event\/(\d+)\//.exec(p);
  if (m) {
    const e = EVENTS.find((x) => x.Id === Number(m![1]))!;
    const detail: EventDetail = {
      Id: e.Id,
      Name: e.Name,
      StartTime: e.StartTime,
      EndTime: e.EndTime,
      FinalUpdateDate: iso(NOW - 60_000),
      State: e.State,
      PrizeContent: ['A trip'],
      RankingId: e.RankingId,
      Type: 'totalWin',
      CurrencyNo: 1,
      Ranking: entries(20),
      Mine: signed ? mine : null,
    };
    return ok(detail);
  }
  return Promise.resolve(new Response('{}', { status: 404 }));
}

function store(signedIn: boolean) {
  const s = createStore();
  s.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
  s.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '$', Unit: 100, Ratio: 1 } as never], custom: [] });
  s.set(userApiInfoAtom, { Timezone: 480 } as never);
  if (signedIn) s.set(tokenAtom, TOKEN);
  s.set(sessionReadyAtom, true);
  return s;
}
const boards = (root: ParentNode) => [...root.querySelectorAll('ol[part="ranking"]')];
const text = (root: ParentNode, sel: string) => [...root.querySelectorAll(sel)].map((e) => e.textContent);

beforeEach(() => {
  mine = null;
  failSettings = null;
  nextUpdate = iso(NOW + 5 * 60_000);
  requests = [];
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
  location.hash = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('<ingame-rankings> list', () => {
  it('an anonymous visitor: the public calls, tournaments by window, boards of 100 with medals, no own row', async () => {
    const view = await render(<Rankings />, { store: store(false) });
    await waitFor(() => boards(view.container).length === 3);
    const setting = requests.find((u) => u.pathname === '/api/rank/ranking-setting')!;
    expect(setting.searchParams.get('ApiId')).toBe('3');
    expect(setting.searchParams.get('LangId')).toBe('en-US');
    expect(setting.searchParams.has('StartDateTime') && setting.searchParams.has('EndDateTime')).toBe(true);
    expect(requests.some((u) => u.pathname.startsWith('/api/rank/ranking-history/3/1/'))).toBe(true);
    expect(text(view.container, 'h2')).toEqual(['Casino tournaments', 'Crash tournaments']);
    // By window, then type (total win, total bet, highest multiplier).
    expect(text(view.container, '[part="event-name"]')).toEqual([
      'Big Winner Cup',
      'High Roller Cup',
      'Old Crash Bet',
      'Crash Multiplier',
    ]);
    const rows = view.container.querySelectorAll('ol[part="ranking"]')[0]!.querySelectorAll('[part~="ranking-entry"]');
    expect(rows).toHaveLength(100);
    expect(rows[0]!.className).toContain('rk-row--gold');
    expect(rows[0]!.querySelector('.rk-name')!.textContent).toBe('Ace1');
    expect(rows[1]!.querySelector('.rk-name')!.textContent).toBe('pl***2');
    expect(rows[0]!.querySelector('.rk-score')!.textContent).toBe('$ 10,000.00');
    expect(view.container.querySelector('[part~="ranking-mine"]')).toBeNull();
    expect(view.container.textContent).not.toContain('Not ranked yet');
  });

  it('multipliers as ×, states, countdowns, update notes and prizes', async () => {
    const view = await render(<Rankings />, { store: store(false) });
    await waitFor(() => boards(view.container).length === 3);
    const crash = boards(view.container)[2]!;
    expect(crash.querySelector('.rk-score')!.textContent).toBe('5,000×');
    const cards = [...view.container.querySelectorAll('article')];
    expect(cards.map((c) => c.querySelector('.rk-state')!.textContent)).toEqual([
      'Running',
      'Coming soon',
      'Concluded',
      'Running',
    ]);
    expect(cards[0]!.querySelector('[part="countdown"]')!.textContent).toMatch(
      // Two days ahead, rounded up (core/schedule `remaining`): 2d 00:00:00 until a second has passed.
      /^Ends in (?:2d 00:00:00|1d \d\d:\d\d:\d\d)$/,
    );
    expect(cards[1]!.querySelector('[part="countdown"]')!.textContent).toMatch(/^Starts in /);
    expect(cards[2]!.querySelector('[part="countdown"]')).toBeNull();
    expect(cards[2]!.textContent).toContain('The event has already concluded.');
    expect(cards[2]!.querySelector('.rk-update')!.textContent).toMatch(
      /^Final update \d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d GMT\+8$/,
    );
    expect(cards[0]!.querySelector('.rk-update')!.textContent).toMatch(
      /^Updated every 5 minutes, last update \d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d GMT\+8$/,
    );
    expect(cards[1]!.querySelector('.rk-update')!.textContent).toBe('Updated every 5 minutes');
    expect(cards[1]!.textContent).toContain('The ranking starts when the tournament begins.');
    expect(cards[0]!.querySelector('[part="prize"] li')!.textContent).toBe('1st: 1,000 coins');
  });

  it('a past period through the period picker (ranking history)', async () => {
    const view = await render(<Rankings type="totalWin" />, { store: store(false) });
    await waitFor(() => boards(view.container).length === 1);
    expect(requests.find((u) => u.pathname.startsWith('/api/rank/ranking-setting'))!.searchParams.get('Type')).toBe(
      'totalWin',
    );
    const select = view.container.querySelector('select')!;
    expect([...select.options].map((o) => o.value)).toEqual(['1', '4']);
    await act(async () => {
      select.value = '4';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => requests.some((u) => u.pathname.startsWith('/api/rank/ranking-history/3/4/')));
    await waitFor(() => view.container.textContent!.includes('The event has already concluded.'));
  });

  it('a signed-in player: the bearer calls and their own row pinned and highlighted', async () => {
    mine = { Rank: 2, Nickname: 'Me', Account: 'ta***7', Score: 999_000 };
    const view = await render(<Rankings rankingId="1" />, { store: store(true) });
    await waitFor(() => boards(view.container).length === 1);
    expect(requests.some((u) => u.pathname === '/api/rank/ranking-setting/en-US')).toBe(true);
    expect(requests.some((u) => u.pathname === '/api/rank/ranking-history/1/en-US')).toBe(true);
    const highlighted = boards(view.container)[0]!.querySelector('[part="ranking-entry ranking-mine"]')!;
    expect(highlighted.getAttribute('aria-current')).toBe('true');
    expect(highlighted.className).toContain('rk-row--silver');
    const pinned = view.container.querySelector('.rk-mine-pin [part="ranking-mine"]')!;
    expect(pinned.querySelector('.rk-name')!.textContent).toBe('Me');
  });

  it('a player ranked 250th sees their rank pinned; an unranked one sees "Not ranked yet"', async () => {
    mine = { Rank: 250, Nickname: '', Account: 'ta***7', Score: 1000 };
    let view = await render(<Rankings rankingId="1" />, { store: store(true) });
    await waitFor(() => view.container.querySelector('.rk-mine-pin'));
    expect(view.container.querySelector('.rk-mine-pin .rk-rank')!.textContent).toBe('250');
    expect(boards(view.container)[0]!.querySelectorAll('li')).toHaveLength(100);
    view.unmount();
    mine = null;
    view = await render(<Rankings rankingId="1" />, { store: store(true) });
    await waitFor(() => view.container.querySelector('.rk-mine-pin'));
    expect(view.container.querySelector('.rk-mine-pin')!.textContent).toContain('Not ranked yet');
  });

  it('a failure shows the §8 notice with code:trace, emits ingame-error, and retries', async () => {
    failSettings = { Code: 1004, trace: 'abc' };
    const view = await render(<Rankings />, { store: store(false) });
    await waitFor(() => view.container.querySelector('.rk-error'));
    // The §8 widget's view loads with the first failure (ui/error-notice).
    await until(() => view.container.querySelector('.rk-error [role="alert"]'));
    expect(view.container.textContent).toContain('1004:abc');
    expect(view.events.some((e) => e.name === 'ingame-error')).toBe(true);
    failSettings = null;
    await act(async () => view.container.querySelector<HTMLButtonElement>('.rk-error > .rk-button')!.click());
    await waitFor(() => boards(view.container).length === 3);
  });

  it('a running board refreshes itself at its next update time, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // From this test's start, not the file's: on a loaded machine a minute can pass before it runs.
    const start = Date.now();
    nextUpdate = iso(start + 5 * 60_000);
    const view = await render(<Rankings rankingId="1" />, { store: store(false) });
    await waitFor(() => boards(view.container).length === 1);
    const asked = () => requests.filter((u) => u.pathname.startsWith('/api/rank/ranking-history/3/1/')).length;
    expect(asked()).toBe(1);
    nextUpdate = iso(start + 10 * 60_000);
    await act(async () => vi.advanceTimersByTime(4 * 60_000));
    expect(asked()).toBe(1);
    await act(async () => vi.advanceTimersByTime(70_000));
    await waitFor(() => asked() === 2);
  });
});

describe('self-refresh and a hidden tab', () => {
  it('holds a due refresh while the tab is hidden and makes it when the tab shows again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await render(<Rankings rankingId="1" />, { store: store(false) });
    await waitFor(() => boards(view.container).length === 1);
    const asked = () => requests.filter((u) => u.pathname.startsWith('/api/rank/ranking-history/3/1/')).length;
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await act(async () => vi.advanceTimersByTime(6 * 60_000));
    expect(asked()).toBe(1);
    hidden.mockReturnValue(false);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => asked() === 2);
  });
});

describe('the hub view', () => {
  it('opens the first running board (its top rows and a link to the full board), lists the others and the events', async () => {
    const view = await render(<Rankings view="hub" />, { store: store(false) });
    await waitFor(() => boards(view.container).length === 1 && view.container.querySelector('a[href^="#/event/"]'));
    expect(view.container.querySelector('[part="event-name"]')!.textContent).toBe('Big Winner Cup');
    expect(boards(view.container)[0]!.querySelectorAll('li')).toHaveLength(10);
    expect(view.container.querySelector('.rk-more')!.getAttribute('href')).toBe('#/ingame/action?ranking=1');
    const links = [...view.container.querySelectorAll<HTMLAnchorElement>('.rk-list a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['High Roller Cup', '#/ingame/action?ranking=2'],
      ['Crash Multiplier', '#/ingame/action?ranking=3'],
      ['Spring Festival', '#/event/1'],
      ['Winter Cup', '#/event/2'],
    ]);
  });

  it('shows its tournaments, events and open board together, never one pushing another down', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let boardAsked = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input instanceof Request ? input.url : input).includes('/rank/ranking-history/')) {
          boardAsked = true;
          await held;
        }
        return platform(input, init);
      }),
    );
    const shown = vi.fn();
    const view = await render(<Rankings view="hub" onShown={shown} />, { store: store(false) });
    // Tournaments and events are in; the open board is not: the section still shows its spinner.
    await waitFor(() => requests.some((u) => u.pathname.includes('/event-list/')));
    await waitFor(() => boardAsked);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.container.querySelector('.spinner')).not.toBeNull();
    expect(view.container.querySelector('.rk-card, .rk-list')).toBeNull();
    expect(shown).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => boards(view.container).length === 1);
    expect(view.container.querySelectorAll('.rk-list')).toHaveLength(2);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("a board link opens that tournament's full board", async () => {
    location.hash = '#/ingame/action?ranking=3';
    const view = await render(<Rankings view="hub" />, { store: store(false) });
    await waitFor(() => boards(view.container).length === 1);
    expect(view.container.querySelector('[part="event-name"]')!.textContent).toBe('Crash Multiplier');
    expect(boards(view.container)[0]!.querySelectorAll('li')).toHaveLength(100);
    // Going back to the hub: the first running one again.
    await act(async () => {
      location.hash = '#/ingame/action';
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => view.container.querySelector('[part="event-name"]')!.textContent === 'Big Winner Cup');
  });
});

describe('the event page', () => {
  it('shows name, dates, prizes, the ranking and, signed in, your ranking', async () => {
    mine = { Rank: 7, Nickname: 'Me', Account: 'ta***7', Score: 5 };
    const view = await render(<EventPage eventId="1" backHref="#/ingame/action" />, { store: store(true) });
    await waitFor(() => view.container.querySelector('[part="event-name"]'));
    expect(view.container.querySelector('h2')!.textContent).toBe('Spring Festival');
    expect(text(view.container, 'dt')).toEqual(['Start time', 'End time', 'Final update date', 'Ranked by']);
    expect(view.container.querySelector('[part="prize"]')!.textContent).toContain('A trip');
    expect(boards(view.container)[0]!.querySelectorAll('li')).toHaveLength(20);
    expect(view.container.querySelector('.rk-mine-pin .rk-rank')!.textContent).toBe('7');
    const back = view.container.querySelector('.rk-back')!;
    expect(back.getAttribute('href')).toBe('#/ingame/action');
    // Back, as the round detail and the promotion say it: the arrow shown, the words read. A
    // no-break space after it: the link is a flex box, which drops an ordinary space at an item's end.
    expect(back.textContent).toBe('‹\u00a0Back to events');
    expect(back.querySelector('[aria-hidden="true"]')!.textContent).toBe('‹\u00a0');
  });

  it('a concluded event says so; an anonymous visitor has no own row', async () => {
    const view = await render(<EventPage eventId="2" />, { store: store(false) });
    await waitFor(() => view.container.querySelector('[part="event-name"]'));
    expect(view.container.textContent).toContain('The event has already concluded.');
    expect(view.container.querySelector('.rk-mine-pin')).toBeNull();
    expect(view.container.querySelector('.rk-back')).toBeNull();
  });

  it('a bad id asks nothing', async () => {
    const view = await render(<EventPage eventId="abc" />, { store: store(false) });
    expect(view.container.textContent).toContain('This event does not exist.');
    expect(requests).toHaveLength(0);
  });

  it('is in Thai on a Thai page', async () => {
    const view = await render(<EventPage eventId="2" />, { store: store(false), locale: 'th' });
    await waitFor(() => view.container.querySelector('[part="event-name"]'));
    expect(view.container.textContent).toContain('กิจกรรมได้สิ้นสุดลงแล้ว');
    expect(requests.some((u) => u.pathname === '/api/event/2/th-TH')).toBe(true);
  });
});
