// @vitest-environment happy-dom
/**
 * Issue 24's navigation and download rules, pure: where an in-app link goes in the shell, the
 * history depth that decides whether back closes, the verifier's round from its route, the
 * download method and query, far-future countdowns and the date picker's title order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { shellLink, verifierRound } from '../../src/app/app-routes';
import { canGoBack, depthOf, navigateHash, trackHistoryDepth } from '../../src/app/hash-location';
import { FAIR_FAMILIES } from '../../src/features/fairness/verify';
import { monthTitle } from '../../src/features/history/date-picker';
import { PROVABLY_FAIR, verifierHref } from '../../src/features/history/round-detail';
import { downloadQuery } from '../../src/features/install/download-rules';
import { downloadMethod } from '../../src/features/install/install-rules';
import { COUNTDOWN_MAX_DAYS, countdownShowsDate } from '../../src/features/rankings/rankings-rules';

describe('in-app links inside the shell (shellLink)', () => {
  it.each([
    // Links keep the page's style prefix and their own query.
    ['#/ingame/action?ranking=12', '/style-2', true, '/style-2/ingame/action?ranking=12'],
    ['#/ingame/member', '', true, '/ingame/member'],
    // The bare wrappers' pages open inside the shell (header, menu, back)…
    ['#/action/7', '/style-3', true, '/style-3/ingame/action/7'],
    ['#/event/4', '', true, '/ingame/event/4'],
    ['#/event/4?x=1', '/style-casual', true, '/style-casual/ingame/event/4?x=1'],
    // …but stay bare when the player is in a bare layout.
    ['#/action/7', '', false, '/action/7'],
    // A link that chose its style keeps it.
    ['#/style-1/ingame/prize', '/style-2', true, '/style-1/ingame/prize'],
  ])('%s with base %j (in shell: %s) → %s', (href, base, inShell, expected) => {
    expect(shellLink(href, base, inShell)).toBe(expected);
  });

  it.each(['https://example.com/', '#top', '//evil.example/x', 'javascript:alert(1)'])(
    '%s is not a route of the app',
    (href) => {
      expect(shellLink(href, '/style-2', true)).toBeNull();
    },
  );
});

describe('history depth: back closes on the entry the app opened on', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('a redirect (replace) is not history; a push is, and back from it returns to depth 0', () => {
    trackHistoryDepth();
    navigateHash('/ingame/action', { replace: true });
    expect(depthOf(history.state)).toBe(0);
    expect(canGoBack()).toBe(false);
    navigateHash('/ingame/member');
    expect(depthOf(history.state)).toBe(1);
    expect(canGoBack()).toBe(true);
    navigateHash('/ingame/member/vip', { replace: true });
    expect(depthOf(history.state)).toBe(1);
  });

  it('reads only whole non-negative depths from a history state', () => {
    expect(depthOf(null)).toBeNull();
    expect(depthOf({ ingameDepth: -1 })).toBeNull();
    expect(depthOf({ ingameDepth: 1.5 })).toBeNull();
    expect(depthOf({ ingameDepth: '2' })).toBeNull();
    expect(depthOf({ ingameDepth: 3, other: true })).toBe(3);
  });
});

describe('the verifier route', () => {
  it('a provably-fair round links to the verifier with its game and round, which the route reads back', () => {
    const href = verifierHref(28, 'R-123_a');
    expect(href).toBe('#/ingame/fairness?game=28&round=R-123_a');
    expect(verifierRound(new URLSearchParams(href.split('?')[1]))).toEqual({ game: 28, round: 'R-123_a' });
  });

  it.each(['game=abc&round=1', 'game=28', 'round=1', 'game=28&round=..%2F', 'game=1e3&round=1'])(
    '%s is no round (both or neither)',
    (query) => {
      expect(verifierRound(new URLSearchParams(query))).toEqual({ game: null, round: null });
    },
  );

  it("history's provably-fair families are exactly the verifier's", () => {
    expect([...PROVABLY_FAIR].sort()).toEqual(Object.keys(FAIR_FAMILIES).sort());
  });
});

describe('the Android download', () => {
  it.each([
    ['https://download.example/tada/app.apk', 'https://play.example/app.html', 'link'],
    ['https://play.example/files/app.apk', 'https://play.example/app.html', 'fetch'],
    ['/files/app.apk', 'https://play.example/app.html', 'fetch'],
    ['http://play.example/files/app.apk', 'https://play.example/app.html', 'link'],
  ] as const)('%s from %s is a %s', (file, page, method) => {
    expect(downloadMethod(file, page)).toBe(method);
  });

  it('reads app and site from the hash query too, the hash winning', () => {
    const q = downloadQuery('?lang=en&app=1', '#/download/teach?app=myr10&site=IN');
    expect(q.get('app')).toBe('myr10');
    expect(q.get('site')).toBe('IN');
    expect(q.get('lang')).toBe('en');
    expect(downloadQuery('?app=2', '#/download').get('app')).toBe('2');
  });
});

describe('far-future countdowns', () => {
  const now = Date.UTC(2026, 10, 25);
  const day = 86_400_000;

  it(`counts down within ${COUNTDOWN_MAX_DAYS} days and shows the date beyond`, () => {
    expect(countdownShowsDate(now + 3 * day, now)).toBe(false);
    expect(countdownShowsDate(now + COUNTDOWN_MAX_DAYS * day, now)).toBe(false);
    expect(countdownShowsDate(now + 25969 * day, now)).toBe(true);
  });
});

describe('the date picker title', () => {
  it.each([
    ['en', 'November 2026'],
    ['ja', '2026年11月'],
    ['ko', '2026년 11월'],
    ['zh-CN', '2026年11月'],
    ['zh-TW', '2026年11月'],
    ['de', 'November 2026'],
  ])('%s reads %s', (locale, title) => {
    expect(monthTitle(locale, 2026, 10)).toBe(title);
  });

  it('keeps Gregorian years in Thai (not the Buddhist era)', () => {
    expect(monthTitle('th', 2026, 10)).toContain('2026');
  });
});
