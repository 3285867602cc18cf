/**
 * The history list's rows in view (src/features/history/visible-rows.ts): index arithmetic over
 * rows of one height, with overscan, clamped to the list.
 */
import { describe, expect, it } from 'vitest';
import { rowRange } from '../../src/features/history/visible-rows';

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
