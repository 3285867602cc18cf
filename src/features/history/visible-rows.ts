/**
 * The history list's virtualization: which of its rows are in its scroller's view. Every row has
 * the same height (history-list.tsx useRowHeight), so this is index arithmetic: no per-row
 * measurement. A general virtualizer (TanStack Virtual, until stop 59) built and searched one
 * measurement per round — 10,400 objects for the longest player, about 25 ms of the first rows'
 * script at CPU ×4 — and weighed 4.2 KB gz of the history's chunk, 9.5 KB of its page (issue 45).
 * Also which of the row pool's elements keep their place when the rows' order changes (`staying`).
 */
/** The first and last index of the rows to render (last < first: none). */
export type RowRange = readonly [first: number, last: number];

/** The rows to render, and the most rows the box can ask for at this size (rowCapacity). */
export interface VisibleRows {
  first: number;
  last: number;
  capacity: number;
}

/**
 * The rows of a list of `count` rows `height` px tall that a `viewport` px tall box scrolled to
 * `top` shows, with `overscan` more on each side.
 */
export function rowRange(top: number, viewport: number, height: number, count: number, overscan: number): RowRange {
  if (count <= 0 || !(height > 0)) return [0, -1];
  const first = Math.min(count - 1, Math.max(0, Math.floor(Math.max(0, top) / height) - overscan));
  const last = Math.min(count - 1, Math.ceil((Math.max(0, top) + Math.max(0, viewport)) / height) - 1 + overscan);
  return [first, Math.max(first, last)];
}

/**
 * The most rows `rowRange` gives for a `viewport` px box of `height` px rows: the rows it shows
 * (one more when the top row is cut) and the overscan on both sides. A pool of this many elements
 * never grows while the list scrolls (growing it gave most rows a new slot on the first scroll).
 */
export function rowCapacity(viewport: number, height: number, overscan: number): number {
  return height > 0 ? Math.ceil(Math.max(0, viewport) / height) + 1 + 2 * overscan : 1;
}

/**
 * Rows `first`–`last` widened to fill a pool of `slots` elements (or all `count` rows): the rows
 * a scroll position shows differ by one as the top row is cut or not, and a pool that rendered
 * one row fewer took an element out and built one again a frame later — a layout of the whole
 * list every third or fourth frame of a fling at CPU ×4 (issue 45). Filled, the same elements are
 * rendered at every position; the extra row is one more below (above, at the end of the list).
 * At the top of the list the rows in view are rendered alone (there is no overscan above): the
 * first rows are drawn with nothing more, and the pool fills on the first scroll.
 */
export function fillPool(first: number, last: number, slots: number, count: number): RowRange {
  const rows = Math.min(slots, count);
  if (rows <= 0) return [0, -1];
  if (first <= 0) return [0, last];
  const to = Math.min(count - 1, Math.max(last, first + rows - 1));
  return [Math.max(0, Math.min(first, to - rows + 1)), to];
}

/** The slot (the key) of row `index` in a pool of `slots` whose first slot holds row `base`. */
export function slotOf(index: number, base: number, slots: number): number {
  return (((index - base) % slots) + slots) % slots;
}

/**
 * The pool's base for rows `from`–`to`: the last one's while a row shown stays; otherwise the one
 * that puts row `from` in the slot of the last first row, so every element keeps its place.
 */
export function recycleBase(
  last: { from: number; to: number; base: number },
  from: number,
  to: number,
  slots: number,
): number {
  const stays = from <= last.to && to >= last.from;
  return stays ? last.base : from - slotOf(last.from, last.base, slots);
}

/**
 * Which elements keep their place when `next` is the new order of elements whose old places are
 * `old` (-1: new): the longest run of old places in increasing order. Only the others are moved,
 * so a row that stays on screen is never taken out of the document (a focused row keeps its focus)
 * and a scroll by a few rows moves only the elements that went round from one end to the other.
 */
export function staying(old: readonly number[]): boolean[] {
  // Patience sorting: tails[k] = the index in `old` ending the best increasing run of length k + 1.
  const tails: number[] = [];
  const before = new Array<number>(old.length).fill(-1);
  old.forEach((place, i) => {
    if (place < 0) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (old[tails[mid]!]! < place) lo = mid + 1;
      else hi = mid;
    }
    before[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  const keep = new Array<boolean>(old.length).fill(false);
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = before[i]!) keep[i] = true;
  return keep;
}
