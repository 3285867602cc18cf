import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatGmtOffset,
  formatNumber,
  formatShort,
  formatTime,
  truncate,
  usesSwappedSeparators,
} from '../../src/core/format';

describe('§5 number formatting', () => {
  it.each(['vi-VN', 'es-AR', 'pt-BR', 'it-IT', 'sv-SE', 'de-DE', 'da-DK', 'ro-RO', 'fr-FR', 'gr-GR'])(
    '%s swaps the separators',
    (locale) => {
      expect(formatNumber(1234567.891, { locale })).toBe('1.234.567,89');
    },
  );

  it.each(['en', 'en-US', 'th', 'zh-CN', 'ja', 'nl', 'id'])('%s uses comma thousands and a point', (locale) => {
    expect(formatNumber(1234567.891, { locale })).toBe('1,234,567.89');
  });

  it.each([
    ['vi', true],
    ['de', true],
    ['pt', true],
    ['nl', false],
    ['en', false],
  ])('UI locale %s swaps: %s', (locale, swapped) => {
    expect(usesSwappedSeparators(locale)).toBe(swapped);
  });

  it.each([
    [1.999, 2, '1.99'],
    [1.005, 2, '1.00'],
    [0.29, 2, '0.29'],
    [2.5, 0, '2'],
    [-1.999, 2, '-1.99'],
    [123.4567, 3, '123.456'],
  ])('truncates %d to %d decimals as %s (never rounds)', (value, decimals, expected) => {
    expect(formatNumber(value, { decimals })).toBe(expected);
  });

  it('truncation is immune to float noise', () => {
    expect(truncate(0.1 + 0.2, 2)).toBe(0.3);
    expect(truncate(4.35, 2)).toBe(4.35);
  });

  it('divides amounts by the currency unit', () => {
    expect(formatAmount(1234500, 100)).toBe('12,345.00');
    expect(formatAmount(-250, 100)).toBe('-2.50');
    expect(formatAmount(999, 0)).toBe('999.00');
  });

  it('shows no minus sign for a value that truncates to zero', () => {
    expect(formatNumber(-0.001)).toBe('0.00');
  });

  it.each([
    [999, '999'],
    [1000, '1k'],
    [1530, '1.53k'],
    [999999, '999.99k'],
    [1000000, '1m'],
    [2345678, '2.34m'],
    [-1500, '-1.5k'],
  ])('short number %d is %s', (value, expected) => {
    expect(formatShort(value)).toBe(expected);
  });

  it('non-finite numbers are N/A', () => {
    expect(formatNumber(Number.NaN)).toBe('N/A');
  });
});

describe('§5 dates', () => {
  const t = Date.UTC(2026, 0, 2, 3, 4, 5);
  it('formats YYYY/MM/DD HH:mm:ss followed by the GMT offset', () => {
    expect(formatDateTime(t, 480)).toBe('2026/01/02 11:04:05 GMT+8');
    expect(formatDateTime(t, -210)).toBe('2026/01/01 23:34:05 GMT-3:30');
    expect(formatDateTime(t, 0)).toBe('2026/01/02 03:04:05 GMT+0');
  });
  it('formats date only and time only', () => {
    expect(formatDate(t, 330)).toBe('2026/01/02');
    expect(formatTime(t, 330)).toBe('08:34:05');
  });
  it.each([-1, Number.NaN])('timestamp %d shows N/A', (value) => {
    expect(formatDateTime(value)).toBe('N/A');
    expect(formatDate(value)).toBe('N/A');
  });
  it('GMT offsets', () => {
    expect(formatGmtOffset(345)).toBe('GMT+5:45');
  });
});
