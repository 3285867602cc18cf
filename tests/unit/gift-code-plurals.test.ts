/** Issue 25 item 4: gift-code counts are plural-aware ("At most 1 code") and grouped per locale ("5,000"). */
import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../src/i18n/i18n';
import { formatNumber } from '../../src/core/format';
import { FEATURE_CATALOGS } from '../../elements/catalogs';

const count = (n: number, locale: string) => formatNumber(n, { locale, decimals: 0 });

describe('gift-code counts', () => {
  it('one code is singular, many are plural (en, de)', async () => {
    const en = await loadLocale('en', {}, FEATURE_CATALOGS);
    expect(en._('rewards.gift.rule.daily', { 0: 1, limit: count(1, 'en') })).toBe('At most 1 code is sent each day.');
    expect(en._('rewards.gift.rule.daily', { 0: 5000, limit: count(5000, 'en') })).toBe(
      'At most 5,000 codes are sent each day.',
    );
    const de = await loadLocale('de', {}, FEATURE_CATALOGS);
    expect(de._('rewards.gift.remaining', { 0: 5000, remaining: count(5000, 'de'), total: count(5000, 'de') })).toBe(
      'Noch 5.000 von 5.000 Codes',
    );
    expect(de._('rewards.gift.rule.daily', { 0: 1, limit: count(1, 'de') })).toBe(
      'Pro Tag wird höchstens 1 Code versendet.',
    );
  });
});
