import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dayjsIn } from '../../src/i18n/dayjs';
import { loadLocale } from '../../src/i18n/i18n';
import { LOCALES } from '../../src/i18n/locales';

const date = Date.UTC(2026, 0, 15, 12);

describe('the date-picker locale (§4)', () => {
  it('is loaded together with the language', async () => {
    expect(dayjsIn('th', date).format('MMMM')).toBe('January');
    await loadLocale('th');
    expect(dayjsIn('th', date).format('MMMM')).toBe('มกราคม');
  });
  it('every locale has month names after loading', async () => {
    for (const locale of LOCALES) {
      await loadLocale(locale);
      expect(dayjsIn(locale, date).format('MMMM'), locale).toBeTruthy();
    }
    expect(dayjsIn('ja', date).format('MMMM')).toBe('1月');
    expect(dayjsIn('de', date).format('MMMM')).toBe('Januar');
  });
  it("does not change dayjs's global locale (a host page may use dayjs too)", async () => {
    await loadLocale('ko');
    expect(dayjs.locale()).toBe('en');
  });
});
