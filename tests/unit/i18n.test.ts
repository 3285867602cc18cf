import { describe, expect, it, vi } from 'vitest';
import { API_LANG, LOCALES, resolveLocale } from '../../src/i18n/locales';
import { flattenGroups, languageUrl, minuteStamp } from '../../src/i18n/remote-messages';
import { activateLocale, getI18n, loadLocale } from '../../src/i18n/i18n';

describe('§1 locales', () => {
  it('has the 17 locales', () => {
    expect(LOCALES).toHaveLength(17);
    for (const l of LOCALES) expect(API_LANG[l]).toBeTruthy();
  });
  it.each([
    ['th', 'th'], ['TH-th', 'th'], ['zh_cn', 'zh-CN'], ['zh-Hant', 'zh-TW'], ['zh-HK', 'zh-TW'], ['zh', 'zh-CN'], ['pt-BR', 'pt'],
    ['en-GB', 'en'], ['fr', 'en'], ['my', 'en'], ['', 'en'], [null, 'en'], ['<script>', 'en'],
  ])('%j resolves to %s (unsupported → default, §4)', (raw, expected) => {
    expect(resolveLocale(raw)).toBe(expected);
  });
});

describe('§7 language service', () => {
  it('busts the cache once a minute and sends bracketed group ids', () => {
    const url = languageUrl('https://lang.example/', 'th', ['common', 'common_style'], 120_000 + 59_000);
    expect(minuteStamp(120_000 + 59_000)).toBe(2);
    expect(url).toBe('https://lang.example/language/th?t=2&GroupIds%5B%5D=common&GroupIds%5B%5D=common_style');
  });
  it('copies _style groups over their base keys, whatever the order', () => {
    expect(flattenGroups({ common_style: { brand: 'Styled' }, common: { brand: 'Plain', hello: 'Hi' } })).toEqual({ 'common.brand': 'Styled', 'common.hello': 'Hi' });
  });
  it('ignores malformed groups', () => {
    expect(flattenGroups(null)).toEqual({});
    expect(flattenGroups(['x'])).toEqual({});
    expect(flattenGroups({ a: 'x', b: { k: 3, ok: 'y' } })).toEqual({ 'b.ok': 'y' });
  });
});

describe('locale loading', () => {
  it('loads a compiled catalog with the marquee strings in Thai', async () => {
    const i18n = await loadLocale('th');
    expect(i18n._('marquee.pause')).toBe('หยุดประกาศชั่วคราว');
  });
  it('every locale translates the marquee strings (none left in English except en)', async () => {
    const en = await loadLocale('en');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const i18n = await loadLocale(locale);
      expect(i18n._('marquee.label'), locale).not.toBe('marquee.label');
      expect(i18n._('marquee.pause'), locale).not.toBe(en._('marquee.pause'));
    }
  });
  it('remote messages override the compiled catalog; a failing service changes nothing', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ Code: 0, Data: { marquee: { label: 'News' }, marquee_style: { label: 'Styled news' } } })));
    await activateLocale('ko', { languageHost: 'https://lang.example', groupIds: ['marquee'], fetchImpl: fetchImpl as never });
    expect(getI18n('ko')._('marquee.label')).toBe('Styled news');
    const failing = vi.fn(async () => { throw new Error('offline'); });
    await activateLocale('ja', { languageHost: 'https://lang.example', groupIds: ['marquee'], fetchImpl: failing as never });
    expect(getI18n('ja')._('marquee.label')).toBe('お知らせ');
  });
});
