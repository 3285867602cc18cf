/** formatExact: §5's separators on a number that keeps every digit (verifier floats, operator RTPs). */
import { describe, expect, it } from 'vitest';
import { formatExact } from '../../src/core/format-exact';

describe('formatExact', () => {
  it.each<[number, string, number, string]>([
    [0.8734829384029388, 'en', 0, '0.8734829384029388'],
    [0.8734829384029388, 'vi', 0, '0,8734829384029388'],
    [1.32, 'pt', 0, '1,32'],
    [1.5, 'de', 0, '1,5'],
    [96.5, 'es', 2, '96,50'],
    [96.5, 'en', 2, '96.50'],
    [12345.678, 'en', 0, '12,345.678'],
    [12345.678, 'it', 0, '12.345,678'],
    [2847561234, 'en', 0, '2,847,561,234'],
    [-1.25, 'sv', 0, '-1,25'],
    [2.3283064365386963e-10, 'en', 0, '0.00000000023283064365386963'],
    [1e21, 'en', 0, '1,000,000,000,000,000,000,000'],
    [1.5e22, 'da', 0, '15.000.000.000.000.000.000.000'],
  ])('%d in %s (min %d decimals) → %s', (value, locale, minDecimals, shown) => {
    expect(formatExact(value, { locale, minDecimals })).toBe(shown);
  });
  it('says N/A for what is not a number', () => {
    expect(formatExact(Number.NaN)).toBe('N/A');
  });
});
