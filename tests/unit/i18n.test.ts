import { describe, expect, it, vi } from 'vitest';
import { API_LANG, LOCALES, resolveLocale } from '../../src/i18n/locales';
import { compileRemoteText, flattenGroups, languageUrl, minuteStamp } from '../../src/i18n/remote-messages';
import { getI18n, loadLocale, remoteLoaded, REMOTE_TIMEOUT_MS } from '../../src/i18n/i18n';
import { marqueeCatalog } from '../../src/features/marquee/marquee.catalog';

describe('§1 locales', () => {
  it('has the 17 locales', () => {
    expect(LOCALES).toHaveLength(17);
    for (const l of LOCALES) expect(API_LANG[l]).toBeTruthy();
  });
  it.each([
    ['th', 'th'],
    ['TH-th', 'th'],
    ['zh_cn', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['pt-BR', 'pt'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['my', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['<script>', 'en'],
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
    expect(flattenGroups({ common_style: { brand: 'Styled' }, common: { brand: 'Plain', hello: 'Hi' } })).toEqual({
      'common.brand': ['Styled'],
      'common.hello': ['Hi'],
    });
  });
  it('ignores malformed groups', () => {
    expect(flattenGroups(null)).toEqual({});
    expect(flattenGroups(['x'])).toEqual({});
    expect(flattenGroups({ a: 'x', b: { k: 3, ok: 'y', long: 'x'.repeat(10_000) } })).toEqual({ 'b.ok': ['y'] });
  });
  it.each([
    ['Hello', ['Hello']],
    ['Bonus round {n}', ['Bonus round ', ['n']]],
    ['{a} and {b}!', [['a'], ' and ', ['b'], '!']],
    ['<b>bold</b> $&', ['<b>bold</b> $&']],
    ['{count, plural, one {# item} other {# items}}', null],
    ['open { brace', null],
    ['close } brace', null],
    ['{}', null],
  ])('a remote text %j compiles to %j (placeholders work; ICU syntax is refused)', (text, expected) => {
    expect(compileRemoteText(text)).toEqual(expected);
  });
});

describe('locale loading', () => {
  it('loads a compiled catalog with the marquee strings in Thai', async () => {
    const i18n = await loadLocale('th', {}, [marqueeCatalog]);
    expect(i18n._('marquee.pause')).toBe('หยุดประกาศชั่วคราว');
  });
  it('every locale translates the marquee strings (none left in English except en)', async () => {
    const en = await loadLocale('en', {}, [marqueeCatalog]);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const i18n = await loadLocale(locale, {}, [marqueeCatalog]);
      expect(i18n._('marquee.label'), locale).not.toBe('marquee.label');
      expect(i18n._('marquee.pause'), locale).not.toBe(en._('marquee.pause'));
    }
  });
  it('remote messages override the compiled catalog when they come, also over catalogs loaded later', async () => {
    const fetchImpl = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ Code: 0, Data: { marquee: { label: 'News' }, marquee_style: { label: 'Styled {n}' } } }),
        ),
    );
    const options = { languageHost: 'https://lang.example', groupIds: ['marquee'], fetchImpl: fetchImpl as never };
    await loadLocale('ko', options);
    await remoteLoaded('ko', options);
    await loadLocale('ko', options, [marqueeCatalog]);
    expect(getI18n('ko')._('marquee.label', { n: 3 })).toBe('Styled 3');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ referrerPolicy: 'no-referrer', credentials: 'omit' });
  });
  it('a failing service changes nothing and is asked again next time', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const options = { languageHost: 'https://lang.example', groupIds: ['marquee'], fetchImpl: failing as never };
    await loadLocale('ja', options, [marqueeCatalog]);
    await remoteLoaded('ja', options);
    expect(getI18n('ja')._('marquee.label')).toBe('お知らせ');
    const asked = failing.mock.calls.length;
    await remoteLoaded('ja', options);
    expect(failing).toHaveBeenCalledTimes(asked + 1);
  });
  it('a language host that never answers does not hold the texts up, and is given up after 3 s', async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const hanging = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('aborted'));
            });
          }),
      );
      const options = { languageHost: 'https://hung.example', groupIds: ['marquee'], fetchImpl: hanging as never };
      const i18n = await loadLocale('vi', options, [marqueeCatalog]);
      expect(i18n._('marquee.label')).not.toBe('marquee.label');
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('catalogs', () => {
  it('every locale has every message translated (no empty msgstr in any .po file)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const file of readdirSync(`locales/${locale}`).filter((f) => f.endsWith('.po'))) {
        const text = readFileSync(`locales/${locale}/${file}`, 'utf8');
        const empty = [...text.matchAll(/msgid "([^"]+)"\nmsgstr ""/g)].map((m) => m[1]);
        expect(empty, `${locale}/${file}`).toEqual([]);
      }
    }
  });
});
