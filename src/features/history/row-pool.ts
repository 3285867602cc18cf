/**
 * The history list's rows, drawn without React (issue 45). The list (history-list.tsx) renders the
 * scroller and an empty `<ol>`; a `RowPool` keeps that list's `<li>` elements. On a scroll it draws
 * the rows in view itself, in the scroll event: the rows each position shows come from
 * visible-rows.ts (index arithmetic: every row has one height), and each is drawn into an element
 * of a fixed pool, whose texts are replaced as rows scroll through it.
 *
 * Why not React: a fling at CPU ×4 missed frames that the hand-written reference
 * (demo/public/reference-scroll.js) did not, and it did so with rows of one text as much as with
 * the real rows: the cost was React's render and commit of each scrolled frame, not the rows'
 * contents. Everything around the rows (filters, errors, the pages' requests) stays React's.
 *
 * Server strings are set as text (`textContent`, attributes), never as markup.
 */
import type { HistoryRecord } from '../../api/contract';
import type { PlayerFormat } from '../../ui/use-player-format';
import type { RowCache } from './history-rules';
import { fillPool, recycleBase, rowCapacity, rowRange, slotOf, staying } from './visible-rows';

/** Rows rendered above and below the view. */
const OVERSCAN = 6;

/**
 * A fling (issues 30 and 45): the first row in view jumped by this many rows or more since the
 * last draw. The rows it brings in are drawn waiting, loaded or not, and the rows in view are
 * reported (their pages asked for) only once the list stays SETTLE_MS, or draws again without a
 * jump (a page came, or the list rendered). A fast flick to the end of 10,000 rounds passed ~200
 * pages: each was asked for, parsed and drawn on a phone's main thread only to scroll away. At
 * CPU ×4 the flick's first frame also drew the first page's rows it passed (37–49 of a 2,400 px
 * jump) and was late in 7 of 8 runs; drawn waiting, in none (docs/performance.md, stop 72).
 * Reading moves a few rows a frame and draws every row at once; so does a touch fling on a phone
 * (about 3 rows a frame at 10,000 px/s).
 */
const FLING_ROWS = 25;
const SETTLE_MS = 120;

/** The texts a row shows besides the round's own, in the element's language. */
export interface RowTexts {
  /** The prize type's name: the badge's accessible name (§3's prize-type image). */
  type(type: number): string;
  /** "Before" (the balance before the round). */
  before: string;
  /** "After". */
  after: string;
}

/** What the rows are drawn from: a new object when any of it changes (the rows then redraw). */
export interface RowSettings {
  cache: RowCache;
  /** Row height in px (history-list.tsx useRowHeight). */
  height: number;
  preMoney: boolean;
  postMoney: boolean;
  f: PlayerFormat;
  texts: RowTexts;
}

/** The element drawn for one slot of the pool, and what it was drawn with last. */
interface Slot {
  li: HTMLLIElement;
  index: number;
  record: HistoryRecord | undefined;
  settings: RowSettings | null;
  row: RowParts | null;
  placeholder: HTMLSpanElement | null;
}

/** A loaded row's button and the elements whose texts change. */
interface RowParts {
  button: HTMLButtonElement;
  badge: SVGSVGElement;
  badgeTitle: SVGTitleElement;
  round: HTMLSpanElement;
  date: HTMLSpanElement;
  bet: HTMLSpanElement;
  win: HTMLSpanElement;
  winCell: HTMLSpanElement;
  betCell: HTMLSpanElement;
  pre: HTMLSpanElement;
  post: HTMLSpanElement;
}

const SVG = 'http://www.w3.org/2000/svg';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

/** An SVG element with its attributes. */
function svg(tag: string, attributes: Record<string, string>): SVGElement {
  const node = document.createElementNS(SVG, tag) as SVGElement;
  for (const name in attributes) node.setAttribute(name, attributes[name]!);
  return node;
}

/** The prize type's badge shape: a star for a free game, a card for a bonus, a dot otherwise. */
function badgeShape(type: number): SVGElement {
  const fill = 'currentColor';
  if (type === 2)
    return svg('path', { d: 'M10 1l2.6 6 6.4.6-4.9 4.3 1.5 6.3L10 15l-5.6 3.2 1.5-6.3L1 7.6l6.4-.6z', fill });
  if (type === 3) return svg('rect', { x: '3', y: '6', width: '14', height: '11', rx: '2', fill });
  return svg('circle', { cx: '10', cy: '10', r: '7', fill });
}

function buildRow(): RowParts {
  const button = el('button', 'history__open');
  button.type = 'button';
  const badge = svg('svg', { viewBox: '0 0 20 20', role: 'img', width: '20', height: '20' }) as SVGSVGElement;
  const badgeTitle = svg('title', {}) as SVGTitleElement;
  badge.append(badgeTitle);
  const roundCell = el('span', 'history__cell history__cell--round');
  const round = el('span', 'history__round');
  const date = el('span', 'history__date');
  roundCell.append(round, date);
  const betCell = el('span', 'history__cell history__cell--bet');
  const bet = el('span', 'history__amount');
  betCell.append(bet);
  const winCell = el('span', 'history__cell history__cell--win');
  const win = el('span', 'history__amount');
  winCell.append(win);
  const pre = el('span', 'history__money');
  pre.dataset.part = 'pre-money';
  const post = el('span', 'history__money');
  post.dataset.part = 'post-money';
  button.append(badge, roundCell, betCell, winCell);
  return { button, badge, badgeTitle, round, date, bet, win, winCell, betCell, pre, post };
}

/** Sets a text only when it differs: an unchanged text node is not replaced (nor laid out again). */
function setText(node: Element, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/** Sets an attribute only when it differs (an unchanged one is neither a mutation nor a style check). */
function setAttr(node: Element, name: string, value: string): void {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** A balance line ("Before 500.00") shown in its cell, or taken out of it. */
function setMoney(cell: HTMLElement, line: HTMLElement, text: string | null): void {
  if (text === null) {
    line.remove();
    return;
  }
  setText(line, text);
  if (line.parentNode !== cell) cell.append(line);
}

function drawRecord(parts: RowParts, record: HistoryRecord, s: RowSettings): void {
  const { texts, f } = s;
  setAttr(parts.button, 'data-round', record.RoundIndex);
  const type = record.Type;
  const known = type === 1 || type === 2 || type === 3;
  const badgeClass = `prize-type prize-type--${known ? type : 'other'}`;
  if (parts.badge.getAttribute('class') !== badgeClass) {
    parts.badge.setAttribute('class', badgeClass);
    parts.badge.replaceChildren(parts.badgeTitle, badgeShape(type));
  }
  const name = texts.type(type);
  setAttr(parts.badge, 'aria-label', name);
  setText(parts.badgeTitle, name);
  setText(parts.round, record.RoundIndex);
  const time = f.dateTime(record.Date);
  setText(parts.date, time);
  if (parts.date.title !== time) parts.date.title = time;
  setText(parts.bet, f.money(record.Bet));
  setText(parts.win, f.money(record.Win));
  const won = record.Win > 0;
  if (parts.winCell.classList.contains('is-win') !== won) parts.winCell.classList.toggle('is-win', won);
  setMoney(parts.betCell, parts.pre, s.preMoney ? `${texts.before} ${f.money(record.PreMoney)}` : null);
  setMoney(parts.winCell, parts.post, s.postMoney ? `${texts.after} ${f.money(record.PostMoney)}` : null);
}

/** A list's row pool: `set` on each render of the list, `draw` when a page of rows came. */
export interface RowPool {
  /** New settings (a render of the list): the rows are drawn again where they changed. */
  set(settings: RowSettings): void;
  /** Draws the rows in view (also after a page of them arrived). */
  draw(): void;
  /** Stops listening; the elements stay until React takes the list out. */
  destroy(): void;
}

/**
 * The rows of one list. `onView(first, last)` is told the rows in view and the overscan (not the
 * pool's extra row) after every draw but a fling's: the list asks for their pages. `onOpen` is a
 * tap or Enter on a loaded row (one listener on the list for all its rows).
 */
export function createRowPool(
  scroller: HTMLElement,
  list: HTMLOListElement,
  onView: (first: number, last: number) => void,
  onOpen: (record: HistoryRecord) => void,
): RowPool {
  const slots: Slot[] = [];
  /** The pool's size: it only grows, to the most rows the box can show (rowCapacity). */
  let size = 1;
  let shown = { from: 0, to: -1, base: 0 };
  /** The scroller's position and height, read on scroll and resize, not on every draw. */
  let view = { top: 0, viewport: 480 };
  let settings: RowSettings | null = null;
  /** The rows' number the scroller was last measured at (the cache is mutated as pages come). */
  let measuredCount = -1;
  /** The rows in view at the last draw, and the settings it drew with. */
  let inView = { from: 0, to: -1, settings: null as RowSettings | null };
  /** The draw that ends a fling, SETTLE_MS after its last frame. */
  let settle: ReturnType<typeof setTimeout> | undefined;

  const measure = () => {
    view = { top: scroller.scrollTop, viewport: scroller.clientHeight };
  };

  /**
   * Draws row `index` into `slot`. In a fling (FLING_ROWS) a row that stays keeps its round; one
   * coming in waits.
   */
  const drawSlot = (slot: Slot, index: number, s: RowSettings, flinging: boolean) => {
    const { li } = slot;
    const record = flinging && slot.index !== index ? undefined : s.cache.row(index);
    if (slot.index === index && slot.record === record && slot.settings === s) return;
    if (slot.index !== index || slot.settings?.height !== s.height) {
      li.style.transform = `translateY(${index * s.height}px)`;
      li.style.height = `${s.height}px`;
      li.dataset.index = String(index);
      li.setAttribute('aria-posinset', String(index + 1));
    }
    setAttr(li, 'aria-setsize', String(s.cache.total ?? -1));
    slot.index = index;
    slot.record = record;
    slot.settings = s;
    if (record) {
      slot.row ??= buildRow();
      drawRecord(slot.row, record, s);
      if (li.firstChild !== slot.row.button) li.replaceChildren(slot.row.button);
    } else {
      if (!slot.placeholder) {
        slot.placeholder = el('span', 'history__placeholder');
        slot.placeholder.setAttribute('aria-busy', 'true');
      }
      if (li.firstChild !== slot.placeholder) li.replaceChildren(slot.placeholder);
    }
  };

  /** Puts the list's children in the rounds' order (reading and Tab order), moving the fewest. */
  const place = (next: readonly Slot[]) => {
    const children = list.children;
    if (children.length === next.length && next.every((slot, i) => children[i] === slot.li)) return;
    const wanted = new Set(next.map((slot) => slot.li));
    for (const child of [...children]) if (!wanted.has(child as HTMLLIElement)) child.remove();
    const places = new Map<Element, number>();
    [...children].forEach((child, i) => places.set(child, i));
    const keep = staying(next.map((slot) => places.get(slot.li) ?? -1));
    let after: Element | null = null;
    for (let i = next.length - 1; i >= 0; i--) {
      const li = next[i]!.li;
      if (!keep[i]) list.insertBefore(li, after);
      after = li;
    }
  };

  const draw = () => {
    const s = settings;
    if (!s) return;
    const count = s.cache.total ?? 0;
    const [from, to] = rowRange(view.top, view.viewport, s.height, count, OVERSCAN);
    // A new list, or one without its first page yet, is not flung: it starts at its top wherever
    // the old one was.
    const flinging =
      s.cache.total !== null && inView.settings?.cache === s.cache && Math.abs(from - inView.from) >= FLING_ROWS;
    clearTimeout(settle);
    if (flinging) settle = setTimeout(draw, SETTLE_MS);
    inView = { from, to, settings: s };
    size = Math.max(size, Math.min(rowCapacity(view.viewport, s.height, OVERSCAN), count));
    const [drawFrom, drawTo] = fillPool(from, to, size, count);
    const base = recycleBase(shown, drawFrom, drawTo, size);
    shown = { from: drawFrom, to: drawTo, base };
    const next: Slot[] = [];
    for (let index = drawFrom; index <= drawTo; index++) {
      const slot = (slots[slotOf(index, base, size)] ??= {
        li: el('li', 'history__row'),
        index: -1,
        record: undefined,
        settings: null,
        row: null,
        placeholder: null,
      });
      drawSlot(slot, index, s, flinging);
      next.push(slot);
    }
    place(next);
    const height = `${count * s.height}px`;
    if (list.style.height !== height) list.style.height = height;
    // While no total is known, the first page (the list starts at its top).
    if (!flinging) onView(from, s.cache.total === null ? 0 : to);
  };

  // Only a change of the rows in view draws again, not every pixel of a scroll.
  const onScroll = () => {
    measure();
    const s = settings;
    if (!s) return;
    const [from, to] = rowRange(view.top, view.viewport, s.height, s.cache.total ?? 0, OVERSCAN);
    if (from !== inView.from || to !== inView.to || s !== inView.settings) draw();
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('.history__open');
    const li = button?.parentElement;
    if (!li || li.parentElement !== list) return;
    const record = settings?.cache.row(Number(li.dataset.index));
    if (record) onOpen(record);
  };
  scroller.addEventListener('scroll', onScroll, { passive: true });
  list.addEventListener('click', onClick);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : null;
  observer?.observe(scroller);

  return {
    set(next) {
      const last = settings;
      settings = next;
      const count = next.cache.total ?? 0;
      if (!last || last.height !== next.height || measuredCount !== count || last.cache !== next.cache) {
        measuredCount = count;
        // A new list (another game or date) starts at its top, not a fling away from the old one's
        // rows; a new height keeps the row at the top of the view at the top (a zoom preset, a
        // layout switch).
        if (last && last.cache !== next.cache) scroller.scrollTop = 0;
        else if (last && last.height !== next.height && last.height > 0 && scroller.scrollTop > 0)
          scroller.scrollTop = (scroller.scrollTop / last.height) * next.height;
        measure();
      }
      draw();
    },
    draw,
    destroy() {
      clearTimeout(settle);
      scroller.removeEventListener('scroll', onScroll);
      list.removeEventListener('click', onClick);
      observer?.disconnect();
    },
  };
}
