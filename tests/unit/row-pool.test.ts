// @vitest-environment happy-dom
/**
 * The history list's row pool (src/features/history/row-pool.ts) without React: which elements
 * stay in place, what a row shows, that server text stays text, and that a tap opens the round.
 * The list's behaviour with the platform (pages, flings, filters) is history-list.test.tsx's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryRecord } from '../../src/api/contract';
import { RowCache } from '../../src/features/history/history-rules';
import { createRowPool, type RowPool, type RowSettings } from '../../src/features/history/row-pool';
import type { PlayerFormat } from '../../src/ui/use-player-format';
import { historyRecord } from '../helpers/history';

const ROW = 56;
const f = {
  money: (n: number) => `$${(n / 100).toFixed(2)}`,
  dateTime: (at: number) => new Date(at).toISOString(),
} as unknown as PlayerFormat;
const texts = { type: (type: number) => `type ${type}`, before: 'Before', after: 'After' };

let scroller: HTMLDivElement;
let list: HTMLOListElement;
let opened: HistoryRecord[];
let views: [number, number][];
let pool: RowPool;
function setup(cache: RowCache, patch: Partial<RowSettings> = {}) {
  scroller = document.createElement('div');
  list = document.createElement('ol');
  scroller.append(list);
  document.body.append(scroller);
  opened = [];
  views = [];
  pool = createRowPool(
    scroller,
    list,
    (first, last) => views.push([first, last]),
    (r) => opened.push(r),
  );
  pool.set({ cache, height: ROW, preMoney: false, postMoney: false, f, texts, ...patch });
}
function scrollTo(row: number) {
  scroller.scrollTop = row * ROW;
  scroller.dispatchEvent(new Event('scroll'));
}
/** Every change `act` makes in the scroller and its rows (elements, attributes, texts). */
function changesDuring(act: () => void): MutationRecord[] {
  const watch = new MutationObserver(() => undefined);
  watch.observe(scroller, { subtree: true, childList: true, attributes: true, characterData: true });
  act();
  const changes = watch.takeRecords();
  watch.disconnect();
  return changes;
}
const indices = () => [...list.children].map((li) => Number((li as HTMLElement).dataset.index));
const loaded = (pages: number, total = 10_000) => {
  const cache = new RowCache();
  for (let p = 0; p < pages; p++)
    cache.done(
      p,
      total,
      Array.from({ length: 50 }, (_, k) => historyRecord(p * 50 + k)),
    );
  return cache;
};

describe('RowPool', () => {
  beforeEach(() => {
    // happy-dom does no layout: the scroller is 600 px tall (11 rows of 56 px).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => {
    pool.destroy();
    scroller.remove();
    vi.restoreAllMocks();
  });

  it('draws the rows in view at the top, in order, placed by their index, and reports them', () => {
    setup(loaded(1));
    expect(indices()).toEqual(Array.from({ length: 11 + 6 }, (_, i) => i));
    const first = list.children[0] as HTMLLIElement;
    expect(first.style.transform).toBe('translateY(0px)');
    expect((list.children[3] as HTMLLIElement).style.transform).toBe(`translateY(${3 * ROW}px)`);
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(first.getAttribute('aria-setsize')).toBe('10000');
    expect(list.style.height).toBe(`${10_000 * ROW}px`);
    expect(first.querySelector('.history__round')!.textContent).toBe('900000');
    expect(first.querySelector('.history__open')!.getAttribute('data-round')).toBe('900000');
    expect(views.at(-1)).toEqual([0, 16]);
  });

  it('a row whose page has not come is a busy placeholder, and is drawn when it comes', () => {
    const cache = loaded(1);
    setup(cache);
    scrollTo(60);
    const row = [...list.children].find((li) => (li as HTMLElement).dataset.index === '60')!;
    expect(row.querySelector('.history__open')).toBeNull();
    expect(row.querySelector('.history__placeholder')!.getAttribute('aria-busy')).toBe('true');
    cache.done(
      1,
      10_000,
      Array.from({ length: 50 }, (_, k) => historyRecord(50 + k)),
    );
    pool.draw();
    expect(row.isConnected).toBe(true);
    expect(row.querySelector('.history__round')!.textContent).toBe(String(900000 - 60));
  });

  describe('a fling (a jump of 25 rows or more)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const row = (index: number) =>
      [...list.children].find((li) => (li as HTMLElement).dataset.index === String(index))!;

    it('draws the rows it brings in waiting, loaded or not, and them and their report once the list stays', () => {
      setup(loaded(4));
      const reported = views.length;
      scrollTo(100);
      // Rows 100–150 are loaded, but a fling's frame draws them as it draws rows without a page.
      expect(row(110).querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(list.querySelector('.history__open')).toBeNull();
      expect(views).toHaveLength(reported);
      // Each frame of the fling starts the wait again.
      vi.advanceTimersByTime(100);
      scrollTo(140);
      vi.advanceTimersByTime(100);
      expect(list.querySelector('.history__open')).toBeNull();
      expect(views).toHaveLength(reported);
      vi.advanceTimersByTime(20);
      expect(row(150).querySelector('.history__round')!.textContent).toBe(String(900000 - 150));
      expect(row(150).querySelector('[aria-busy]')).toBeNull();
      expect(views.slice(reported)).toEqual([[134, 156]]);
    });

    it('a row that stays keeps its round; a row coming in waits', () => {
      // A box tall enough that a pool of 31 rows keeps some through a jump of 25.
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1000);
      setup(loaded(2));
      scrollTo(10);
      const stays = row(31).querySelector('.history__open')!;
      scrollTo(35);
      expect(row(31).querySelector('.history__open')).toBe(stays);
      expect(stays.querySelector('.history__round')!.textContent).toBe(String(900000 - 31));
      expect(row(40).querySelector('[aria-busy="true"]')).not.toBeNull();
    });

    it('a draw without a jump (a page came, the list rendered) ends it at once', () => {
      setup(loaded(4));
      scrollTo(100);
      expect(row(110).querySelector('[aria-busy="true"]')).not.toBeNull();
      pool.draw();
      expect(row(110).querySelector('.history__round')!.textContent).toBe(String(900000 - 110));
    });

    it('a new list starts at its top, drawn at once, wherever the old one was scrolled', () => {
      setup(loaded(4));
      scrollTo(120);
      pool.draw();
      const reported = views.length;
      pool.set({ cache: loaded(1), height: ROW, preMoney: false, postMoney: false, f, texts });
      expect(scroller.scrollTop).toBe(0);
      expect(row(0).querySelector('.history__round')!.textContent).toBe('900000');
      expect(views.slice(reported)).toEqual([[0, 16]]);
    });
  });

  it('sets server strings as text: markup in a round index is not parsed', () => {
    const cache = new RowCache();
    cache.done(0, 1, [historyRecord(0, { RoundIndex: '<img src=x onerror=alert(1)>' })]);
    setup(cache);
    const button = list.querySelector('.history__open')!;
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('.history__round')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(button.getAttribute('data-round')).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows the balance lines only where the game says, and the win mark only on a win', () => {
    setup(loaded(1), { preMoney: true, postMoney: true });
    const [won, lost] = [list.children[0]!, list.children[1]!];
    expect(won.querySelector('[data-part="pre-money"]')!.textContent).toBe('Before $500.00');
    expect(won.querySelector('[data-part="post-money"]')!.textContent).toBe('After $515.00');
    expect(won.querySelector('.history__cell--win')!.classList.contains('is-win')).toBe(true);
    expect(lost.querySelector('.history__cell--win')!.classList.contains('is-win')).toBe(false);
    pool.set({ cache: loaded(1), height: ROW, preMoney: false, postMoney: false, f, texts });
    expect(list.querySelector('[data-part="pre-money"], [data-part="post-money"]')).toBeNull();
  });

  it('names each prize type, and changes the badge with the type', () => {
    setup(loaded(1));
    const badge = list.children[1]!.querySelector('svg')!;
    expect(badge.getAttribute('role')).toBe('img');
    expect(badge.getAttribute('aria-label')).toBe('type 2');
    expect(badge.querySelector('title')!.textContent).toBe('type 2');
    expect(badge.querySelector('path')).not.toBeNull();
    // Scrolled by one row, this element shows another round (type 3): a card.
    scrollTo(7);
    scrollTo(8);
    const same = [...list.children].find((li) => li.querySelector('svg') === badge) as HTMLElement;
    const type = historyRecord(Number(same.dataset.index)).Type;
    expect(badge.getAttribute('aria-label')).toBe(`type ${type}`);
    expect(badge.getAttribute('class')).toBe(`prize-type prize-type--${type}`);
  });

  it('new texts or formats (another language) redraw every row shown, on the same elements', () => {
    const cache = loaded(1);
    setup(cache, { preMoney: true });
    const before = [...list.children];
    const german = { type: (type: number) => `Typ ${type}`, before: 'Vorher', after: 'Nachher' };
    const euros = { ...f, money: (n: number) => `${(n / 100).toFixed(2).replace('.', ',')} €` } as PlayerFormat;
    pool.set({ cache, height: ROW, preMoney: true, postMoney: false, f: euros, texts: german });
    expect([...list.children]).toEqual(before);
    const first = list.children[0]!;
    expect(first.querySelector('svg')!.getAttribute('aria-label')).toBe('Typ 1');
    expect(first.querySelector('.history__amount')!.textContent).toBe('10,00 €');
    expect(first.querySelector('[data-part="pre-money"]')!.textContent).toBe('Vorher 500,00 €');
  });

  it('new settings that draw the same rows (a format object made again) change nothing in the document', () => {
    // The history's currency displays arriving after its first rows give the rows a new format
    // object with the same output: every row is looked at again, none is written to.
    const cache = loaded(1);
    setup(cache, { preMoney: true });
    const again = {
      cache,
      height: ROW,
      preMoney: true,
      postMoney: false,
      f: { ...f } as PlayerFormat,
      texts: { ...texts },
    };
    const changes = changesDuring(() => pool.set(again));
    expect(changes.map((c) => `${c.type} ${c.attributeName ?? ''}`)).toEqual([]);
  });

  it('a tap anywhere on a loaded row opens its round; the list itself opens nothing', () => {
    setup(loaded(1));
    const row = list.children[2]!;
    row.querySelector('.history__amount')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(opened.map((r) => r.RoundIndex)).toEqual(['899998']);
    list.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(opened).toHaveLength(1);
  });

  it('scrolling down and back up never takes out a row that stays on screen (its focus stays)', () => {
    setup(loaded(2));
    scrollTo(20);
    const focused = [...list.children].find((li) => (li as HTMLElement).dataset.index === '24')!;
    const button = focused.querySelector('button')!;
    button.focus();
    const removed: Node[] = [];
    const watch = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
    watch.observe(list, { childList: true });
    for (const row of [21, 22, 19, 18, 20]) scrollTo(row);
    watch.takeRecords().forEach((r) => removed.push(...r.removedNodes));
    watch.disconnect();
    expect(removed).not.toContain(focused);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('data-round')).toBe(String(900000 - 24));
    // The elements are in the rounds' order, consecutive.
    const now = indices();
    expect(now).toEqual(now.map((_, i) => now[0]! + i));
  });

  it('a scroll that keeps the same rows in view changes nothing in the document', () => {
    setup(loaded(2));
    scrollTo(20);
    const reported = views.length;
    const changes = changesDuring(() => {
      scroller.scrollTop = 20 * ROW + 10;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(changes).toEqual([]);
    expect(views).toHaveLength(reported);
  });

  it('stops listening once destroyed', () => {
    setup(loaded(1));
    pool.destroy();
    const before = indices();
    scrollTo(100);
    expect(indices()).toEqual(before);
  });
});
