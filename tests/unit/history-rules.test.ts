import { describe, expect, it } from 'vitest';
import { formatMoney, playerCurrency } from '../../src/core/currency';
import { gameDisplayFlags, PAGE_SIZE, resolveGame, RowCache } from '../../src/features/history/history-rules';
import type { GameInfo, HistoryRecord } from '../../src/api/contract';

describe('§3 per-game display flags (ids 0–30)', () => {
  const flagged = (key: 'historyPreMoney' | 'historyPostMoney' | 'introBullet') =>
    Array.from({ length: 31 }, (_, id) => id).filter((id) => gameDisplayFlags(id)[key]);
  it('pre-bet money: 15 and 17–21', () => expect(flagged('historyPreMoney')).toEqual([15, 17, 18, 19, 20, 21]));
  it('post-bet money: 6–14 (only post), 15 and 17–21', () =>
    expect(flagged('historyPostMoney')).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21]));
  it('intro bullet: 1, 6, 9–11, 19–21', () => expect(flagged('introBullet')).toEqual([1, 6, 9, 10, 11, 19, 20, 21]));
  it.each([-1, 31, 999, 2.5, Number.NaN])('id %s uses the default entry', (id) => {
    expect(gameDisplayFlags(id)).toEqual({ historyPreMoney: false, historyPostMoney: false, introBullet: false });
  });
});

describe('which game a value names', () => {
  const games: GameInfo[] = [
    { No: 1, Id: 'fortune-gems', Name: 'Fortune Gems', Family: 'slot' },
    { No: 12, Id: 'teen-patti', Name: 'Teen Patti', Family: 'teenpatti' },
  ];
  it('an all-digit value is looked up by game number', () => {
    expect(resolveGame('12', games)?.Name).toBe('Teen Patti');
    expect(resolveGame(12, games)?.Name).toBe('Teen Patti');
    expect(resolveGame('13', games)).toBeNull();
  });
  it('anything else by game id, ignoring case', () => {
    expect(resolveGame('Fortune-Gems', games)?.No).toBe(1);
    expect(resolveGame('<script>', games)).toBeNull();
    expect(resolveGame('', games)).toBeNull();
    expect(resolveGame(null, games)).toBeNull();
  });
  it('before the game list arrives a number still names its game', () => {
    expect(resolveGame('29', [])).toMatchObject({ No: 29 });
    expect(resolveGame('crash', [])).toBeNull();
  });
});

describe('the row cache that pages the list', () => {
  const rows = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({ RoundIndex: String(from + i) }) as HistoryRecord);
  it('asks only for the pages the visible rows need, once each', () => {
    const cache = new RowCache();
    expect(cache.missing(0, 10)).toEqual([0]);
    expect(cache.start(0)).toEqual({ StartRowIndex: 0, EndRowIndex: PAGE_SIZE - 1 });
    expect(cache.missing(0, 10)).toEqual([]);
    cache.done(0, 10_000, rows(PAGE_SIZE));
    expect(cache.missing(40, 130)).toEqual([1, 2]);
    expect(cache.row(3)?.RoundIndex).toBe('3');
    expect(cache.row(60)).toBeUndefined();
  });
  it('never asks past the total', () => {
    const cache = new RowCache();
    cache.done(0, 60, rows(PAGE_SIZE));
    expect(cache.missing(0, 500)).toEqual([1]);
  });
  it('a failed page can be asked again; null records count as none', () => {
    const cache = new RowCache();
    cache.start(0);
    cache.failed(0);
    expect(cache.missing(0, 0)).toEqual([0]);
    cache.done(0, Number.NaN, null);
    expect(cache.total).toBe(0);
    expect(cache.loadedRows).toBe(0);
  });
});

describe('§5 money with the player currency', () => {
  const identity = { apiId: 3, currencyNo: 1, currencySymbol: 'TOKEN', unit: 1, ratio: 1 };
  it('the currency display gives symbol, unit and ratio; the operator customisation wins on symbol and ratio', () => {
    const display = {
      list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }],
      custom: [{ No: 1, ApiId: 3, Symbol: 'P', Ratio: 2 }],
    };
    expect(playerCurrency(identity, display)).toEqual({ symbol: 'P', unit: 100, ratio: 2 });
    expect(playerCurrency({ ...identity, apiId: 4 }, display)).toEqual({ symbol: '₱', unit: 100, ratio: 1 });
    expect(playerCurrency(identity, { list: [], custom: [] })).toEqual({ symbol: 'TOKEN', unit: 1, ratio: 1 });
  });
  it('bad units and ratios fall back instead of dividing by zero', () => {
    expect(
      playerCurrency(
        { ...identity, unit: 0, ratio: -5 },
        { list: [{ No: 1, Symbol: '', Unit: Number.NaN, Ratio: 0 }], custom: [] },
      ),
    ).toEqual({ symbol: 'TOKEN', unit: 1, ratio: 1 });
  });
  it('formats value × ratio ÷ unit, truncated, with the locale separators and a minus sign', () => {
    const php = { symbol: '₱', unit: 100, ratio: 1 };
    expect(formatMoney(123456, php, 'en')).toBe('₱ 1,234.56');
    expect(formatMoney(123456, php, 'de')).toBe('₱ 1.234,56');
    expect(formatMoney(-999, php, 'en')).toBe('-₱ 9.99');
    expect(formatMoney(-0.4, php, 'en')).toBe('₱ 0.00');
    expect(formatMoney(null, php, 'en')).toBe('N/A');
    expect(formatMoney(100, { symbol: '', unit: 1, ratio: 0.001 }, 'en')).toBe('0.10');
  });
});
