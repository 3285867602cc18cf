// @vitest-environment happy-dom
/**
 * <ingame-banner> and <ingame-news> in happy-dom, against a fake platform at the network edge:
 * the carousel (dots, arrows, keys, autoplay and its pause, reduced motion, inert links, gates),
 * the tabs, a promotion's page, a switched-off game, opening a game through transfer or the §9
 * fallback, and the §8 error states.
 */
import { waitFor as settle, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import type { Banner as BannerItem, Promotion } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { configAtom, sessionReadyAtom, userApiInfoAtom } from '../../src/state/session';
import { Banner } from '../../src/features/news/banner';
import { prefetchBanners } from '../../src/features/news/banner.api';
import { News } from '../../src/features/news/news';
import { navigation } from '../../src/features/news/news-hooks';
import { render, type Rendered } from './render';

/** Wait until `check` gives something truthy (testing-library's React-aware polling). */
const waitFor = <T,>(check: () => T | null | undefined | false): Promise<T> =>
  settle(() => {
    const value = check();
    if (!value) throw new Error('not yet');
    return value;
  });
/** A button by its accessible name, or undefined. */
const byRole = (root: HTMLElement, role: 'button', name: RegExp) =>
  within(root).queryByRole(role, { name }) ?? undefined;

const BANNERS: BannerItem[] = [
  { Id: 1, Title: 'Welcome', Image: '/demo/img/banners/welcome.svg', Link: '#/action/3' },
  { Id: 2, Title: 'Jackpot', Image: '/demo/img/banners/jackpot.svg', Link: 'https://www.tada.example/jackpot' },
  { Id: 3, Title: 'Hostile', Image: 'javascript:alert(1)', Link: 'javascript:alert(1)' },
];
const promo = (Id: number, Category: 'brand' | 'games', State: Promotion['State']): Promotion => ({
  Id,
  Category,
  State,
  Title: `${Category} ${State} <b>${Id}</b>`,
  Image: '/demo/img/promos/games.svg',
  Summary: `Summary ${Id}`,
  Content: [`Paragraph of ${Id}`],
  StartTime: '2026-01-01T00:00:00Z',
  EndTime: '2099-01-01T00:00:00Z',
});
const PROMOS = [
  promo(1, 'brand', 'concluded'),
  promo(2, 'games', 'running'),
  promo(3, 'brand', 'running'),
  promo(4, 'games', 'comingSoon'),
];

let failing: Record<string, { Code: number; status?: number }> = {};
let banners = BANNERS;
let requests: URL[] = [];
const ok = (Data: unknown) => Promise.resolve(new Response(JSON.stringify({ Code: 0, Data, Message: '' })));
function platform(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  requests.push(url);
  const path = url.pathname.replace(/^\/api/, '');
  const failure = Object.entries(failing).find(([prefix]) => path.startsWith(prefix))?.[1];
  if (failure)
    return Promise.resolve(
      new Response(JSON.stringify({ Code: failure.Code, Message: 'Broken', Data: null }), {
        status: failure.status ?? 200,
        headers: { 'x-trace-id': 'tr4ce' },
      }),
    );
  if (path.startsWith('/banner/')) return ok(banners);
  if (path.startsWith('/action/promote-list/')) return ok(PROMOS);
  if (path.startsWith('/action/promote-game-list/'))
    return ok([
      {
        GameNo: 1,
        Name: 'Fortune Gems',
        Url: '/demo/play.html?game=fortune-gems',
        Image: '/demo/img/games/game-1.svg',
      },
      { GameNo: 2, Name: 'Super Ace', Url: '/demo/play.html?game=super-ace', Image: '/demo/img/games/game-2.svg' },
    ]);
  if (path.startsWith('/game-setting/switch-off-status/')) return ok({ SwitchedOff: [], GameNos: [2] });
  if (path.startsWith('/game-setting/tada-api-id-list')) return ok([3]);
  if (path.startsWith('/action/transfer/')) return ok({ Url: '/demo/play.html?game=fortune-gems&via=transfer' });
  return Promise.resolve(new Response('{}', { status: 404 }));
}

function store(type: string = 'STANDARD') {
  const s = createStore();
  s.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3, apiBase: 'https://platform.test/api' });
  s.set(userApiInfoAtom, { Timezone: 480, WebId: 'tada', OperatorType: type } as never);
  s.set(sessionReadyAtom, true);
  return s;
}

let opened: string[] = [];
let reduced = false;
beforeEach(() => {
  failing = {};
  banners = BANNERS;
  requests = [];
  opened = [];
  reduced = false;
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => null, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: reduced && q.includes('reduce'),
    media: q,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.spyOn(navigation, 'open').mockImplementation((url) => void opened.push(url));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const current = (view: Rendered) =>
  [...view.container.querySelectorAll('[part="banner"]')].findIndex((s) => s.getAttribute('aria-hidden') === 'false');

describe('<ingame-banner>', () => {
  it('shows every banner as a slide with its picture, the first one current', async () => {
    const view = await render(<Banner />, { store: store() });
    await waitFor(() => view.container.querySelectorAll('[part="banner"]').length === 3);
    expect(current(view)).toBe(0);
    const img = view.container.querySelector('[part="banner"] img')!;
    expect(img.getAttribute('src')).toBe('https://platform.test/demo/img/banners/en-US/welcome.svg');
    expect(img.getAttribute('alt')).toBe('Welcome');
    expect(requests.map((u) => u.pathname)).toEqual(['/api/banner/3/en-US']);
  });

  // Issue 25: failed before — a German page always showed the en-US picture.
  it.each([
    [['zh-CN', 'zh-TW', 'en-US', 'de-DE'], 'de-DE'],
    [undefined, 'en-US'],
    [['zh-CN', 'zh-TW', 'en-US', 'th-TH'], 'en-US'],
  ])('with the operator pictures in %j a German page shows the %s picture', async (languages, tag) => {
    const s = store();
    s.set(userApiInfoAtom, { Timezone: 480, WebId: 'tada', OperatorType: 'STANDARD', PictureLanguages: languages });
    const view = await render(<Banner />, { store: s, locale: 'de' });
    await waitFor(() => view.container.querySelectorAll('[part="banner"]').length === 3);
    const img = view.container.querySelector('[part="banner"] img')!;
    expect(img.getAttribute('src')).toBe(`https://platform.test/demo/img/banners/${tag}/welcome.svg`);
  });

  it('follows only safe links: a route, an http(s) link in a new tab, a hostile one inert', async () => {
    const view = await render(<Banner />, { store: store() });
    const slides = await waitFor(() => {
      const s = view.container.querySelectorAll('[part="banner"]');
      return s.length === 3 && s;
    });
    expect(slides[0]!.querySelector('a')!.getAttribute('href')).toBe('#/action/3');
    expect(slides[1]!.querySelector('a')!.getAttribute('href')).toBe('https://www.tada.example/jackpot');
    expect(slides[1]!.querySelector('a')!.getAttribute('rel')).toContain('noopener');
    expect(slides[2]!.querySelector('a')).toBeNull();
    // A hostile picture is the blank pixel, never loaded (the pictures of the slides not on screen
    // come once the player reaches for the carousel).
    await act(async () => byRole(view.container, 'button', /^Next banner/)!.focus());
    expect(slides[2]!.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/gif/);
  });

  it("asks for the pictures of the slides not on screen before the first slide's turn ends, or once the player reaches for the carousel", async () => {
    const pictures = (view: Rendered) =>
      [...view.container.querySelectorAll('[part="banner"]')].map((slide) => Boolean(slide.querySelector('img')));
    // A 2.6 s turn: the others' pictures 2 s before it ends.
    const timed = await render(<Banner interval={2600} />, { store: store() });
    await waitFor(() => timed.container.querySelectorAll('[part="banner"]').length === 3);
    expect(pictures(timed)).toEqual([true, false, false]);
    await waitFor(() => pictures(timed).every(Boolean));
    timed.unmount();
    // The default 5 s turn: a focus (or a pointer) on the carousel asks for them at once.
    const reached = await render(<Banner />, { store: store() });
    await waitFor(() => reached.container.querySelectorAll('[part="banner"]').length === 3);
    expect(pictures(reached)).toEqual([true, false, false]);
    await act(async () => byRole(reached.container, 'button', /^Next banner/)!.focus());
    expect(pictures(reached)).toEqual([true, true, true]);
    // Asked once, they stay when the focus leaves.
    await act(async () => (document.activeElement as HTMLElement).blur());
    expect(pictures(reached)).toEqual([true, true, true]);
  });

  it('moves with the arrows, the dots and the keyboard, wrapping around', async () => {
    const view = await render(<Banner />, { store: store() });
    await waitFor(() => view.container.querySelector('[part="next"]'));
    await act(async () => byRole(view.container, 'button', /^Next banner/)!.click());
    expect(current(view)).toBe(1);
    await act(async () => byRole(view.container, 'button', /^Previous banner/)!.click());
    await act(async () => byRole(view.container, 'button', /^Previous banner/)!.click());
    expect(current(view)).toBe(2);
    await act(async () => byRole(view.container, 'button', /^Banner 2: Jackpot/)!.click());
    expect(current(view)).toBe(1);
    expect(byRole(view.container, 'button', /^Banner 2: Jackpot/)!.getAttribute('aria-current')).toBe('true');
    const base = view.container.querySelector('[part="base"]')!;
    await act(async () => base.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(current(view)).toBe(2);
    await act(async () => base.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true })));
    expect(current(view)).toBe(0);
    await act(async () => base.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true })));
    expect(current(view)).toBe(2);
  });

  it('plays on its own, and stops with the pause button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await render(<Banner interval={1000} />, { store: store() });
    await waitFor(() => view.container.querySelector('[part="toggle"]'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(current(view)).toBe(1);
    const toggle = view.container.querySelector<HTMLButtonElement>('[part="toggle"]')!;
    // Drawn marks, as the marquee's (tests/unit/marquee.test.tsx): no symbol typed as text.
    const mark = () => toggle.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d');
    const pauseMark = mark();
    expect(pauseMark).toBeTruthy();
    expect(toggle.textContent).toBe('');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-label')).toBe('Play banners');
    expect(mark()).toBeTruthy();
    expect(mark()).not.toBe(pauseMark);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(current(view)).toBe(1);
  });

  it('pauses while the pointer is over it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await render(<Banner interval={1000} />, { store: store() });
    await waitFor(() => view.container.querySelector('[part="toggle"]'));
    const base = view.container.querySelector('[part="base"]')!;
    // React listens to mouseover/mouseout for enter/leave.
    await act(async () =>
      base.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })),
    );
    await act(async () => vi.advanceTimersByTime(3000));
    expect(current(view)).toBe(0);
  });

  it('never plays under prefers-reduced-motion (and offers no play button)', async () => {
    reduced = true;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await render(<Banner interval={1000} />, { store: store() });
    await waitFor(() => view.container.querySelector('[part="next"]'));
    expect(view.container.querySelector('[part="toggle"]')).toBeNull();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(current(view)).toBe(0);
  });

  it('asks for a game’s banners with the game attribute', async () => {
    const view = await render(<Banner game="1" />, { store: store() });
    await waitFor(() => view.container.querySelector('[part="banner"]'));
    expect(requests.map((u) => u.pathname)).toEqual(['/api/banner/3/en-US/game/1']);
  });

  it.each(['ROAR', 'DONUT', 'PS'])('%s operator: nothing at all, no call, no error', async (type) => {
    const view = await render(<Banner />, { store: store(type) });
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(view.container.querySelector('[part="base"], .banner')).toBeNull();
    expect(requests).toEqual([]);
    expect(view.events).toEqual([]);
  });

  it('no banners: nothing', async () => {
    banners = [];
    const view = await render(<Banner />, { store: store() });
    await waitFor(() => requests.length > 0);
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(view.container.querySelector('.banner')).toBeNull();
  });

  it('a failure shows the §8 notice inside the reserved box and emits ingame-error', async () => {
    failing = { '/banner/': { Code: 500, status: 500 } };
    const view = await render(<Banner />, { store: store() });
    const alert = await waitFor(() => view.container.querySelector('.banner--error [role="alert"]:not([aria-busy])'));
    expect(alert.textContent).toContain('500');
    expect(view.events.some((e) => e.name === 'ingame-error')).toBe(true);
  });
});

const items = (view: Rendered) =>
  [...view.container.querySelectorAll('[part="news-item"]')].map((li) => Number(li.getAttribute('data-promotion')));

describe('prefetchBanners (the app asks before the events hub renders)', () => {
  /** Every picture the page asked the browser for through `new Image()`. */
  function watchImages() {
    const pictures: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          pictures.push(url);
        }
      },
    );
    return pictures;
  }

  it('waits for the session, then asks once for the banners and the first picture; the banner then asks nothing', async () => {
    const pictures = watchImages();
    const s = store();
    s.set(sessionReadyAtom, false);
    prefetchBanners(s, 'en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([]);
    s.set(sessionReadyAtom, true);
    await waitFor(() => pictures.length === 1);
    expect(pictures).toEqual(['https://platform.test/demo/img/banners/en-US/welcome.svg']);
    const view = await render(<Banner />, { store: s });
    await waitFor(() => view.container.querySelectorAll('[part="banner"]').length === 3);
    // The picture the banner shows first is the one asked for early, and the list came once.
    expect(view.container.querySelector('[part="banner"] img')!.getAttribute('src')).toBe(pictures[0]);
    expect(requests.map((u) => u.pathname)).toEqual(['/api/banner/3/en-US']);
  });

  it('asks nothing when the operator has banners switched off (§6: ROAR)', async () => {
    const pictures = watchImages();
    prefetchBanners(store('ROAR'), 'en');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([]);
    expect(pictures).toEqual([]);
  });

  it('a hostile first picture is not asked for', async () => {
    const pictures = watchImages();
    banners = [BANNERS[2]!, BANNERS[0]!];
    prefetchBanners(store(), 'en');
    await waitFor(() => requests.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pictures).toEqual([]);
  });
});

describe('<ingame-news>', () => {
  it('three tabs filter the promotions; arrow keys move between tabs', async () => {
    const view = await render(<News />, { store: store() });
    await waitFor(() => items(view).length > 0);
    const tabs = [...view.container.querySelectorAll<HTMLElement>('[part="news-tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['All News', 'Brand News', 'Latest Games News']);
    expect(items(view)).toEqual([2, 3, 4, 1]);
    await act(async () => tabs[1]!.click());
    expect(items(view)).toEqual([3, 1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    await act(async () => tabs[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(items(view)).toEqual([2, 4]);
    expect(requests.filter((u) => u.pathname.includes('promote-list'))).toHaveLength(1);
  });

  it('each item shows title (as text), summary, state and period', async () => {
    const view = await render(<News tab="brand" />, { store: store() });
    await waitFor(() => items(view).length > 0);
    const item = view.container.querySelector('[part="news-item"]')!;
    expect(item.querySelector('b')).toBeNull();
    expect(item.textContent).toContain('brand running <b>3</b>');
    expect(item.textContent).toContain('Summary 3');
    expect(item.querySelector('[data-state]')!.textContent).toBe('Running');
    expect(item.textContent).toMatch(/2026.01.01/);
  });

  it('a promotion opens its page with the full text, and Back returns to the list', async () => {
    const view = await render(<News />, { store: store() });
    await waitFor(() => items(view).length > 0);
    await act(async () =>
      view.container.querySelector<HTMLButtonElement>('[data-promotion="1"] .news-item__open')!.click(),
    );
    const page = view.container.querySelector('[part="promotion"]')!;
    expect(page.textContent).toContain('Paragraph of 1');
    expect(page.textContent).toContain('The event has already concluded.');
    expect(view.events).toContainEqual({ name: 'ingame-promotion-open', detail: { id: 1 } });
    await act(async () => byRole(view.container, 'button', /Back to news/)!.click());
    expect(items(view).length).toBe(4);
  });

  it('the app can take over opening a promotion', async () => {
    const onOpen = vi.fn();
    const view = await render(<News onOpenPromotion={onOpen} />, { store: store() });
    await waitFor(() => items(view).length > 0);
    await act(async () =>
      view.container.querySelector<HTMLButtonElement>('[data-promotion="3"] .news-item__open')!.click(),
    );
    expect(onOpen).toHaveBeenCalledWith(3);
    expect(view.container.querySelector('[part="promotion"]')).toBeNull();
  });

  it('a running game promotion offers its games: a switched-off one is under maintenance, another opens through transfer', async () => {
    const view = await render(<News tab="games" />, { store: store() });
    const play = await waitFor(() => byRole(view.container, 'button', /^Play Fortune Gems/));
    expect(view.container.textContent).toContain('Super Ace Under maintenance');
    expect(byRole(view.container, 'button', /Super Ace/)).toBeUndefined();
    await act(async () => play.click());
    await waitFor(() => opened.length > 0);
    expect(opened).toEqual(['https://platform.test/demo/play.html?game=fortune-gems&via=transfer']);
    expect(view.events.find((e) => e.name === 'ingame-game-open')?.detail).toMatchObject({
      game: 1,
      promotion: 2,
      via: 'transfer',
    });
  });

  it('when transfer fails, the game opens at the §9 fallback URL', async () => {
    failing = { '/action/transfer/': { Code: 500, status: 500 } };
    const view = await render(<News tab="games" />, { store: store() });
    const play = await waitFor(() => byRole(view.container, 'button', /^Play Fortune Gems/));
    await act(async () => play.click());
    await waitFor(() => opened.length > 0);
    // platform.test has no www: the host stays; the game's own path.
    expect(opened).toEqual(['https://platform.test/demo/play.html?game=fortune-gems']);
    expect(view.events.find((e) => e.name === 'ingame-game-open')?.detail).toMatchObject({ via: 'fallback' });
  });

  it('an empty tab says so', async () => {
    const view = await render(<News tab="games" />, { store: store() });
    await waitFor(() => items(view).length > 0);
    await act(async () => view.container.querySelector<HTMLElement>('[data-tab="brand"]')!.click());
    expect(items(view)).toEqual([3, 1]);
  });

  it('a failure shows the §8 notice with Try again, which asks again', async () => {
    failing = { '/action/promote-list/': { Code: 500, status: 500 } };
    const view = await render(<News />, { store: store() });
    await waitFor(() => view.container.querySelector('.news__error [role="alert"]:not([aria-busy])'));
    expect(view.events.some((e) => e.name === 'ingame-error')).toBe(true);
    failing = {};
    await act(async () => byRole(view.container, 'button', /Try again/)!.click());
    await waitFor(() => items(view).length === 4);
  });

  it('opens the promotion given by the promotion attribute, in Thai', async () => {
    const view = await render(<News promotion="3" />, { store: store(), locale: 'th' });
    const page = await waitFor(() => view.container.querySelector('[part="promotion"]'));
    expect(page.textContent).toContain('กำลังดำเนินอยู่');
    expect(requests.some((u) => u.pathname === '/api/action/promote-list/3/th-TH')).toBe(true);
  });
});
