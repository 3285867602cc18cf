import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../src/api/contract';
import {
  fallbackGameUrl,
  gameHostLabel,
  imageParts,
  isSwitchedOff,
  messengerHref,
  parseTab,
  platformOrigin,
  promotionsOf,
  safeLink,
  swipeDirection,
  usableMessengers,
  wrapIndex,
} from '../../src/features/news/news-rules';
import { bannerGame } from '../../src/features/news/banner';

const promo = (Id: number, Category: 'brand' | 'games', State: Promotion['State'], StartTime: string): Promotion => ({
  Id,
  Category,
  State,
  StartTime,
  EndTime: '2099-01-01T00:00:00Z',
  Title: `#${Id}`,
  Image: '/x.svg',
  Summary: '',
  Content: [],
});

const LIST = [
  promo(1, 'brand', 'concluded', '2020-01-01T00:00:00Z'),
  promo(2, 'games', 'concluded', '2020-01-01T00:00:00Z'),
  promo(3, 'brand', 'running', '2026-01-01T00:00:00Z'),
  promo(4, 'games', 'running', '2026-02-01T00:00:00Z'),
  promo(5, 'brand', 'comingSoon', '2098-01-01T00:00:00Z'),
  promo(6, 'brand', 'running', '2026-03-01T00:00:00Z'),
];

describe('news tabs', () => {
  it.each([
    ['all', [6, 4, 3, 5, 1, 2]],
    ['brand', [6, 3, 5, 1]],
    ['games', [4, 2]],
  ] as const)('%s: running first (newest first), then coming soon, then concluded', (tab, ids) => {
    expect(promotionsOf(LIST, tab).map((p) => p.Id)).toEqual(ids);
  });
  it('an empty list is an empty tab', () => expect(promotionsOf([], 'games')).toEqual([]));
  it.each([
    ['brand', 'brand'],
    ['games', 'games'],
    ['all', 'all'],
    ['BRAND', 'all'],
    ['', 'all'],
    [null, 'all'],
    [undefined, 'all'],
  ] as const)('parseTab(%j) → %s', (raw, tab) => expect(parseTab(raw)).toBe(tab));
});

describe('link safety (only #/ routes and http(s))', () => {
  const origin = 'https://api.example.com';
  it.each([
    ['#/ingame/action', { kind: 'route', href: '#/ingame/action' }],
    ['#/action/12', { kind: 'route', href: '#/action/12' }],
    ['https://www.tada.example/jackpot', { kind: 'web', href: 'https://www.tada.example/jackpot' }],
    ['http://x.example/a?b=1', { kind: 'web', href: 'http://x.example/a?b=1' }],
    ['/demo/play.html?game=x', { kind: 'web', href: 'https://api.example.com/demo/play.html?game=x' }],
    ['  #/ingame/prize  ', { kind: 'route', href: '#/ingame/prize' }],
  ] as const)('%j is followed', (raw, expected) => expect(safeLink(raw, origin)).toEqual(expected));
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'mailto:a@b.c',
    'vbscript:x',
    '#top',
    '#/a"onmouseover=x',
    '/\\evil.example',
    '',
    null,
    undefined,
    'ftp://x.example/',
  ])('%j is inert', (raw) => expect(safeLink(raw, origin)).toBeNull());
  it('a relative path without a platform origin is inert', () => expect(safeLink('/demo/x', null)).toBeNull());
  it('platformOrigin resolves a relative API base against the page', () => {
    expect(platformOrigin('/api', 'http://localhost:8787/demo/news.html')).toBe('http://localhost:8787');
    expect(platformOrigin('https://api.tada.example/api', 'http://lobby.example/')).toBe('https://api.tada.example');
  });
});

describe('pictures', () => {
  it('split an ImagePath into the language folder base and the file', () => {
    expect(imageParts('/demo/img/banners/jackpot.svg', 'http://h:1')).toEqual({
      base: 'http://h:1/demo/img/banners',
      name: 'jackpot.svg',
    });
    expect(imageParts('https://cdn.example/a/b%20c.png', null)).toEqual({
      base: 'https://cdn.example/a',
      name: 'b c.png',
    });
  });
  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '', 'https://cdn.example/'])(
    '%j gives no picture',
    (raw) => {
      expect(imageParts(raw, 'http://h')).toBeNull();
    },
  );
});

describe('§9 fallback game URL', () => {
  it.each([
    ['https://www.tada.example/ingame/', '/play/fortune-gems', 'game', 'https://game.tada.example/play/fortune-gems'],
    [
      'https://WWW.jili.example',
      '/demo/play.html?game=x',
      'game-tada',
      'https://game-tada.jili.example/demo/play.html?game=x',
    ],
    ['http://localhost:8787', '/demo/play.html?game=x', 'game', 'http://localhost:8787/demo/play.html?game=x'],
    ['https://tada.example', '/play/x', 'game', 'https://tada.example/play/x'],
    [
      'https://www.tada.example',
      'https://elsewhere.example/play/x?y=1',
      'game',
      'https://game.tada.example/play/x?y=1',
    ],
    ['https://wwwx.tada.example', '/p', 'game', 'https://wwwx.tada.example/p'],
  ])('%s + %s → %s', (host, path, label, expected) => expect(fallbackGameUrl(host, path, label)).toBe(expected));
  it.each([
    ['ftp://www.tada.example', '/p'],
    ['not a url', '/p'],
    ['https://www.tada.example', 'javascript:alert(1)'],
  ])('%s + %s → null', (host, path) => expect(fallbackGameUrl(host, path, 'game')).toBeNull());
  it('TaDa api ids have their own game host', () => {
    expect(gameHostLabel(3, [3, 20000])).toBe('game-tada');
    expect(gameHostLabel(110, [3, 20000])).toBe('game');
    expect(gameHostLabel(3, [])).toBe('game');
  });
});

describe('switch-off status', () => {
  it.each([
    [{ SwitchedOff: [], GameNos: [2] }, 2, true],
    [{ SwitchedOff: [], GameNos: [2] }, 1, false],
    [{ SwitchedOff: ['banner'], GameNos: [] }, 2, false],
    [null, 2, false],
    [undefined, 2, false],
  ] as const)('%j game %i → %s', (status, game, off) => expect(isSwitchedOff(status as never, game)).toBe(off));
});

describe('agent messengers', () => {
  it('drops entries without Data (absent, empty, blank)', () => {
    const list = usableMessengers({
      Messengers: [
        { Type: 'telegram', Data: 'https://t.me/x' },
        { Type: 'line' },
        { Type: 'whatsapp', Data: '' },
        { Type: 'email', Data: '  ' },
      ],
    });
    expect(list.map((m) => m.Type)).toEqual(['telegram']);
    expect(usableMessengers(null)).toEqual([]);
    expect(usableMessengers({} as never)).toEqual([]);
  });
  it.each([
    ['https://t.me/x', 'https://t.me/x'],
    ['help@tada.example', 'mailto:help@tada.example'],
    ['@tada_support', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (data, href) => expect(messengerHref({ Type: 'telegram', Data: data })).toBe(href));
});

describe('carousel arithmetic', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -4, 3, 0],
    [0, 1, 0, 0],
    [0, 1, 1, 0],
  ])('wrapIndex(%i, %i, %i) = %i', (i, d, n, r) => {
    expect(wrapIndex(i, d, n)).toBe(r);
  });
  it.each([
    [-60, 5, -1],
    [60, 5, 1],
    [20, 0, 0],
    [-60, 80, 0],
    [0, 0, 0],
  ] as const)('swipe dx %i dy %i → %i', (dx, dy, dir) => {
    expect(swipeDirection(dx, dy)).toBe(dir);
  });
  it.each([
    ['7', 7],
    [7, 7],
    ['0', 0],
    ['', null],
    ['abc', null],
    ['-1', null],
    ['1.5', null],
    [undefined, null],
  ] as const)('game attribute %j → %j', (raw, game) => {
    expect(bannerGame(raw)).toBe(game);
  });
});
