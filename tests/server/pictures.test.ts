/**
 * The demo operator's pictures (issue 25): every banner, promotion and game picture exists in all
 * 17 locales, the committed files are what platform/server/pictures.ts draws, captions are translated
 * and escaped.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_LANG, LOCALES } from '../../src/i18n/locales';
import {
  bannerSvg,
  DEMO_PICTURE_LANGUAGES,
  demoPictures,
  escapeXml,
  PICTURE_CAPTIONS,
} from '../../platform/server/pictures';

const IMG = join(import.meta.dirname, '../../demo/public/img');
const pictures = demoPictures();
const names = (kind: string) =>
  [...pictures.keys()].filter((p) => p.startsWith(`${kind}/en-US/`)).map((p) => p.split('/')[2]);

describe('demo pictures in every locale', () => {
  it('the operator lists all 17 languages, as platform tags', () => {
    expect(DEMO_PICTURE_LANGUAGES).toEqual(LOCALES.map((l) => API_LANG[l]));
  });
  it.each(['banners', 'promos', 'games'])('every %s picture is in every language folder', (kind) => {
    expect(readdirSync(join(IMG, kind)).sort()).toEqual([...DEMO_PICTURE_LANGUAGES].sort());
    for (const tag of DEMO_PICTURE_LANGUAGES)
      expect(readdirSync(join(IMG, kind, tag)).sort()).toEqual(names(kind).sort());
  });
  it('the committed files are what the generator draws (node --import tsx scripts/demo-pictures.ts)', () => {
    for (const [path, svg] of pictures) expect(readFileSync(join(IMG, path), 'utf8'), path).toBe(svg);
  });
  it.each(LOCALES.filter((l) => l !== 'en'))('%s banners carry their own captions, not the English ones', (locale) => {
    const en = PICTURE_CAPTIONS.en;
    const own = PICTURE_CAPTIONS[locale];
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(own[key], `${locale} ${key}`).not.toBe(en[key]);
    const banner = pictures.get(`banners/${API_LANG[locale]}/jackpot.svg`)!;
    expect(banner).toContain(`>${escapeXml(own.jackpot)}<`);
    expect(banner).not.toContain(en.jackpot);
  });
  it('the marks are drawn, not set in a font: only titles and captions are text', () => {
    const texts = (svg: string) => svg.match(/<text /g)?.length ?? 0;
    for (const [path, svg] of pictures) {
      const kind = path.split('/')[0];
      expect(texts(svg), path).toBe(kind === 'banners' ? 2 : kind === 'promos' ? 1 : 0);
      expect(svg, path).toMatch(/<path transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+\)"/);
    }
  });
  it('a caption is text, never markup', () => {
    const svg = bannerSvg({ from: '#000', to: '#fff', mark: 'star' }, '</text><script>alert(1)</script>', `"&'`, 'en');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('&quot;&amp;&apos;');
  });
  it.each([
    ['th', 'Noto Sans Thai'],
    ['ta', 'Noto Sans Tamil'],
    ['ja', 'Noto Sans CJK JP'],
    ['zh-TW', 'Noto Sans CJK TC'],
  ] as const)('%s pictures name a font that has its script (%s)', (locale, font) => {
    expect(pictures.get(`banners/${API_LANG[locale]}/tournament.svg`)).toContain(`&apos;${font}&apos;`);
  });
});
