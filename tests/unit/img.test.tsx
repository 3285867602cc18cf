// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { BLANK_PIXEL, Img, imageCandidates } from '../../src/ui/img';
import { render, screenOf } from './render';

describe('§2 image fallback chain', () => {
  it.each([
    ['zh-CN', ['/img/zh-CN/card.png', '/img/en-US/card.png', BLANK_PIXEL]],
    ['zh-TW', ['/img/zh-TW/card.png', '/img/en-US/card.png', BLANK_PIXEL]],
    ['en', ['/img/en-US/card.png', BLANK_PIXEL]],
    ['th', ['/img/en-US/card.png', BLANK_PIXEL]],
  ] as const)('%s tries %j', (locale, expected) => {
    expect(imageCandidates('/img/', 'card.png', locale)).toEqual(expected);
  });
  // Issue 25: the operator's PictureLanguages. Failed before: th and de always went to en-US.
  const ALL = ['zh-CN', 'zh-TW', 'en-US', 'th-TH', 'de-DE', 'ja-JP'];
  it.each([
    ['th', ALL, ['/img/th-TH/card.png', '/img/en-US/card.png', BLANK_PIXEL]],
    ['de', ALL, ['/img/de-DE/card.png', '/img/en-US/card.png', BLANK_PIXEL]],
    ['de', ['zh-CN', 'zh-TW', 'en-US', 'th-TH'], ['/img/en-US/card.png', BLANK_PIXEL]],
    ['zh-TW', ['en-US', 'th-TH'], ['/img/en-US/card.png', BLANK_PIXEL]],
    ['en', ['th-TH'], ['/img/en-US/card.png', BLANK_PIXEL]],
    ['ja', ['ja-JP'], ['/img/ja-JP/card.png', '/img/en-US/card.png', BLANK_PIXEL]],
  ] as const)('%s with pictures in %j tries %j', (locale, languages, expected) => {
    expect(imageCandidates('/img/', 'card.png', locale, languages)).toEqual(expected);
  });
  it('<Img languages> asks for the listed player language first', async () => {
    const view = await render(<Img base="/img" name="card.png" locale="th" languages={['th-TH']} alt="Card" />);
    const img = screenOf(view).getByRole('img', { name: 'Card' });
    expect(img.getAttribute('src')).toBe('/img/th-TH/card.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/en-US/card.png');
  });
  it('a hostile name cannot leave its folder', () => {
    expect(imageCandidates('/img', '../../x?y.png', 'en')[0]).toBe('/img/en-US/..%2F..%2Fx%3Fy.png');
  });
  it('falls back on each load error and ends on the blank pixel', async () => {
    const view = await render(<Img base="/img" name="card.png" locale="zh-CN" alt="Card" />);
    const img = screenOf(view).getByRole('img', { name: 'Card' });
    expect(img.getAttribute('src')).toBe('/img/zh-CN/card.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/en-US/card.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(BLANK_PIXEL);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(BLANK_PIXEL);
    expect(img.getAttribute('alt')).toBe('Card');
  });
});
