/**
 * The history list's rows in view (src/features/history/visible-rows.ts): index arithmetic over
 * rows of one height, with overscan, clamped to the list; the keys that recycle the rows' elements;
 * and which elements keep their place when the rows' order changes.
 */
import { describe, expect, it } from 'vitest';
import { fillPool, recycleBase, rowCapacity, rowRange, slotOf, staying } from '../../src/features/history/visible-rows';

describe('rowRange', () => {
  it('at the top: the rows that fit the box, and the overscan below', () => {
    // 480 px of 56 px rows: rows 0–8 show (the ninth in part), six more below.
    expect(rowRange(0, 480, 56, 10_400, 6)).toEqual([0, 14]);
  });

  it('scrolled: the overscan above and below the rows in view', () => {
    // 5,600 px down: row 100 at the top, row 108 the last in view.
    expect(rowRange(5_600, 480, 56, 10_400, 6)).toEqual([94, 114]);
    // Half a row further: row 100 in part at the top, row 109 in part at the bottom.
    expect(rowRange(5_628, 480, 56, 10_400, 6)).toEqual([94, 115]);
  });

  it('at the end: clamped to the last row', () => {
    expect(rowRange(10_400 * 56 - 480, 480, 56, 10_400, 6)).toEqual([10_385, 10_399]);
    // A scroll position past the end (an overscroll bounce) still ends at the last row.
    expect(rowRange(10_400 * 56 + 500, 480, 56, 10_400, 6)).toEqual([10_399, 10_399]);
  });

  it('a list shorter than the box: every row, once', () => {
    expect(rowRange(0, 480, 56, 3, 6)).toEqual([0, 2]);
  });

  it('nothing to show: no rows (last before first)', () => {
    expect(rowRange(0, 480, 56, 0, 6)).toEqual([0, -1]);
    expect(rowRange(0, 480, 0, 100, 6)).toEqual([0, -1]);
    expect(rowRange(0, 480, Number.NaN, 100, 6)).toEqual([0, -1]);
  });

  it('a box not measured yet (0 px) or a negative scroll (a bounce at the top): from the first row', () => {
    expect(rowRange(0, 0, 56, 100, 6)).toEqual([0, 5]);
    expect(rowRange(-40, 480, 56, 100, 6)).toEqual([0, 14]);
  });

  it('a new row height moves the range with it (a zoom preset: 72 px rows)', () => {
    expect(rowRange(7_200, 480, 72, 10_400, 6)).toEqual([94, 112]);
  });
});

/**
 * The keys of rows `from`–`to` after the rows `last` showed, as the list renders them, and how many
 * elements the row pool moves to put them in that order (`staying`: the longest run of
 * kept elements in their old order stays; the other kept ones are moved).
 */
function render(
  last: { from: number; to: number; base: number; keys: number[] },
  from: number,
  to: number,
  slots: number,
) {
  const base = recycleBase(last, from, to, slots);
  const keys = Array.from({ length: to - from + 1 }, (_, i) => slotOf(from + i, base, slots));
  const old = keys.map((key) => last.keys.indexOf(key));
  const stays = staying(old);
  const moved = old.filter((place, i) => place >= 0 && !stays[i]).length;
  return { from, to, base, keys, moved };
}

describe('the rows’ keys (slotOf, recycleBase)', () => {
  const SLOTS = 27;
  const top = { from: 0, to: 26, base: 0, keys: Array.from({ length: 27 }, (_, i) => i) };

  it('a short scroll: every row still shown keeps its key (its element, and the focus on it)', () => {
    const next = render(top, 3, 29, SLOTS);
    for (let index = 3; index <= 26; index++) expect(next.keys[index - 3]).toBe(top.keys[index]);
    expect(new Set(next.keys).size).toBe(next.keys.length);
    // The three rows that left the top are moved to the end, as the rounds' order needs.
    expect(next.moved).toBe(3);
  });

  it('a fling’s frame (no row stays): the elements keep their order, none is moved', () => {
    let shown = render(top, 3, 29, SLOTS);
    for (const from of [46, 89, 132, 175, 4000, 10_373]) {
      shown = render(shown, from, from + 26, SLOTS);
      expect(shown.moved).toBe(0);
      expect(new Set(shown.keys).size).toBe(SLOTS);
    }
  });

  it('after a fling, a short scroll keeps the keys of the rows still shown again', () => {
    const flung = render(render(top, 3, 29, SLOTS), 500, 526, SLOTS);
    const next = render(flung, 501, 527, SLOTS);
    for (let index = 501; index <= 526; index++) expect(next.keys[index - 501]).toBe(flung.keys[index - 500]);
    expect(next.moved).toBe(1);
  });

  it('a slot for any index, base and pool: within the pool, negative differences included', () => {
    expect(slotOf(5, 10, 7)).toBe(2);
    expect(slotOf(10, 10, 7)).toBe(0);
    expect(slotOf(0, 0, 1)).toBe(0);
  });
});

describe('fillPool', () => {
  const COUNT = 10_400;
  const slots = rowCapacity(480, 56, 6);

  it('a fling at the scroll bench’s step renders the same elements at every position: none built, none taken out, none moved', () => {
    const counts = new Set<number>();
    let shown = render(
      { from: 0, to: slots - 1, base: 0, keys: Array.from({ length: slots }, (_, i) => i) },
      0,
      slots - 1,
      slots,
    );
    for (let top = 2400; top <= COUNT * 56; top += 2400) {
      const [first, last] = rowRange(top, 480, 56, COUNT, 6);
      counts.add(last - first + 1);
      const [from, to] = fillPool(first, last, slots, COUNT);
      expect(from).toBeLessThanOrEqual(first);
      expect(to).toBeGreaterThanOrEqual(last);
      const next = render(shown, from, to, slots);
      expect(next.keys.filter((key) => !shown.keys.includes(key))).toEqual([]);
      expect(shown.keys.filter((key) => !next.keys.includes(key))).toEqual([]);
      expect(next.moved).toBe(0);
      shown = next;
    }
    // The rows in view alone differ by one from position to position (what the pool hides).
    expect(counts.size).toBeGreaterThan(1);
  });

  it('the extra rows go above at the end of the list; at its top the rows in view alone (the first rows drawn sooner)', () => {
    expect(fillPool(10_390, 10_399, 22, COUNT)).toEqual([10_378, 10_399]);
    expect(fillPool(1, 12, 22, COUNT)).toEqual([1, 22]);
    expect(fillPool(0, 14, 22, COUNT)).toEqual([0, 14]);
    expect(fillPool(0, 4, 22, 5)).toEqual([0, 4]);
    expect(fillPool(0, -1, 22, 0)).toEqual([0, -1]);
  });
});

describe('rowCapacity', () => {
  it('no scroll position asks for more rows than the pool holds, and some ask for exactly that many', () => {
    for (const [viewport, height] of [
      [640, 56],
      [444, 56],
      [480, 72],
      [560, 56],
    ] as const) {
      const capacity = rowCapacity(viewport, height, 6);
      let most = 0;
      for (let top = 0; top < height * 40; top += 7) {
        const [first, last] = rowRange(top, viewport, height, 10_400, 6);
        most = Math.max(most, last - first + 1);
      }
      expect(most).toBeLessThanOrEqual(capacity);
      expect(most).toBeGreaterThanOrEqual(capacity - 1);
    }
  });

  it('rows of no height: a pool of one; a collapsed box: the overscan and a row cut at the top', () => {
    expect(rowCapacity(640, 0, 6)).toBe(1);
    expect(rowCapacity(0, 56, 6)).toBe(13);
  });
});

describe('staying: the elements that keep their place', () => {
  it('a scroll down by one row: the two that stay are kept, the one that went round is moved', () => {
    // Old places of the new order [B, C, A] in [A, B, C].
    expect(staying([1, 2, 0])).toEqual([true, true, false]);
  });
  it('a scroll up by one row: only the one that went round is moved (not the rows on screen)', () => {
    // [A, B, C] → [C, A, B]: a "last kept" rule would move A and B and keep C.
    expect(staying([2, 0, 1])).toEqual([false, true, true]);
  });
  it('new elements (-1) are placed, never counted as staying', () => {
    expect(staying([-1, 0, -1, 1])).toEqual([false, true, false, true]);
    expect(staying([-1, -1])).toEqual([false, false]);
    expect(staying([])).toEqual([]);
  });
  it('a reversed order keeps one element', () => {
    expect(staying([3, 2, 1, 0]).filter(Boolean)).toHaveLength(1);
  });
});
