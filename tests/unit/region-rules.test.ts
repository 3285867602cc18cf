import { describe, expect, it } from 'vitest';
import {
  defaultRegion,
  fold,
  isRegionCode,
  REGION_CODES,
  regionOfLanguageTag,
  regionOfTimeZone,
  regionOptions,
  searchRegions,
} from '../../src/features/region/region-rules';
import { asRegionCode } from '../../src/state/region';

describe('regions', () => {
  it('lists every ISO 3166-1 alpha-2 code once, in order', () => {
    expect(REGION_CODES).toHaveLength(249);
    expect(new Set(REGION_CODES).size).toBe(249);
    expect([...REGION_CODES].sort()).toEqual(REGION_CODES);
    for (const code of ['TH', 'IN', 'PH', 'VN', 'BR', 'AX', 'SS', 'ZW']) expect(isRegionCode(code)).toBe(true);
    for (const code of ['XK', 'EU', 'UK', 'th', '', null]) expect(isRegionCode(code)).toBe(false);
  });

  it("names every region in the element language, sorted that language's way", () => {
    const th = regionOptions('th');
    expect(th).toHaveLength(249);
    expect(th.find((o) => o.code === 'TH')!.name).toBe('ไทย');
    expect(regionOptions('ja').find((o) => o.code === 'JP')!.name).toBe('日本');
    expect(regionOptions('de').find((o) => o.code === 'DE')!.name).toBe('Deutschland');
    const en = regionOptions('en');
    expect(en[0]!.name).toBe('Afghanistan');
    expect(en.every((o) => o.name !== o.code)).toBe(true);
  });

  it('searches names without case or accents, and codes exactly', () => {
    const en = regionOptions('en');
    expect(searchRegions(en, 'thai').map((o) => o.code)).toEqual(['TH']);
    expect(searchRegions(en, 'ALAND IS').map((o) => o.code)).toEqual(['AX']);
    expect(searchRegions(en, 'in').some((o) => o.code === 'IN')).toBe(true);
    expect(searchRegions(en, '  ')).toHaveLength(249);
    expect(searchRegions(en, 'zzzz')).toEqual([]);
    expect(fold('Åland Ç')).toBe('aland c');
  });
});

describe('default region', () => {
  it('the region of a time zone, current and legacy names', () => {
    expect(regionOfTimeZone('Asia/Bangkok')).toBe('TH');
    expect(regionOfTimeZone('Asia/Kolkata')).toBe('IN');
    expect(regionOfTimeZone('Asia/Ho_Chi_Minh')).toBe('VN');
    expect(regionOfTimeZone('Etc/UTC')).toBeNull();
    expect(regionOfTimeZone(null)).toBeNull();
  });

  it('the region of a language tag', () => {
    expect(regionOfLanguageTag('pt-BR')).toBe('BR');
    expect(regionOfLanguageTag('zh-Hant-TW')).toBe('TW');
    expect(regionOfLanguageTag('en')).toBeNull();
    expect(regionOfLanguageTag('not a tag')).toBeNull();
  });

  it.each([
    [{ cookie: 'ph', timeZone: 'Asia/Bangkok', languages: ['pt-BR'], locale: 'ja' as const }, 'PH'],
    [{ cookie: 'EU', timeZone: 'Asia/Bangkok', languages: ['pt-BR'], locale: 'ja' as const }, 'TH'],
    [{ cookie: null, timeZone: 'Etc/UTC', languages: ['en', 'pt-BR'], locale: 'ja' as const }, 'BR'],
    [{ timeZone: 'Etc/UTC', languages: ['en'], locale: 'ta' as const }, 'IN'],
    [{ timeZone: null, languages: [], locale: 'en' as const }, null],
  ])('%o → %s', (hints, region) => {
    expect(defaultRegion(hints)).toBe(region);
  });

  it('a remembered value is a two-letter code or nothing', () => {
    expect(asRegionCode(' th ')).toBe('TH');
    expect(asRegionCode('THA')).toBeNull();
    expect(asRegionCode('; x')).toBeNull();
  });
});
