import { describe, expect, it } from 'vitest';
import {
  boundedRoute,
  errorRoute,
  firstPage,
  MAX_ROUTE_SEGMENTS,
  NOT_A_ROUTE,
  introGameId,
  isErrorRoute,
  isRepairRoute,
  menuItems,
  menuPath,
  safeRedirect,
} from '../../src/app/app-routes';
import { parseEntryParams } from '../../src/core/entry-params';

const flagsOf = (search: string) => parseEntryParams(search).flags;

describe('§2 menu', () => {
  it.each([
    ['', ['action', 'member', 'prize', 'gamehistory']],
    ['device=webapp', ['action', 'member', 'gamehistory']],
    ['device=mobileapp', ['action', 'member', 'gamehistory']],
    ['gp=1', ['action', 'prize', 'gamehistory']],
    ['gp=1&device=webapp', ['action', 'gamehistory']],
  ])('%j shows %j', (search, items) => {
    expect(menuItems(flagsOf(search))).toEqual(items);
  });
  it('member goes to /ingame/member/vip when user items are hidden', () => {
    expect(menuPath('member', flagsOf(''), null)).toBe('/ingame/member');
    expect(menuPath('member', flagsOf('device=webapp'), null)).toBe('/ingame/member/vip');
  });
  it('history goes to the game when user items are hidden and a game is selected', () => {
    expect(menuPath('gamehistory', flagsOf('device=webapp'), 12)).toBe('/ingame/gamehistory/12');
    expect(menuPath('gamehistory', flagsOf('device=webapp'), null)).toBe('/ingame/gamehistory');
    expect(menuPath('gamehistory', flagsOf(''), 12)).toBe('/ingame/gamehistory');
  });
  it.each([
    [3, '/ingame/action'],
    [8, '/ingame/gamehistory'],
    [110, '/ingame/gamehistory'],
    [20000, '/ingame/action'],
  ])('api id %d starts on %s', (apiId, path) => {
    expect(firstPage(apiId, flagsOf(''), null)).toBe(path);
  });
});

describe('/error', () => {
  it.each([
    ['/ingame/prize', '/ingame/prize'],
    ['/style-2/ingame/member?x=1', '/style-2/ingame/member?x=1'],
    // An older /error address named the document: its route is the way back (not `#/app.html#/…`).
    ['/app.html?lang=en#/ingame/prize', '/ingame/prize'],
    ['/error?m=9100', null],
    ['/style-2/error', null],
    ['//evil.example/x', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/a b', null],
    ['/\\evil', null],
    [null, null],
  ])('redirect %j → %j', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
  it('keeps the code, the trace and where the player was', () => {
    const route = errorRoute(9100, 'abc', '/ingame/prize');
    expect(route).toBe('/error?redirect=%2Fingame%2Fprize&m=9100&trace=abc');
    expect(isErrorRoute(route)).toBe(true);
    expect(isErrorRoute('/errors')).toBe(false);
  });
});

describe('route depth (issue 46)', () => {
  it.each([
    ['/', '/'],
    ['/ingame/action', '/ingame/action'],
    ['/pure/pure/pure/ingame/gamehistory/1', '/pure/ingame/gamehistory/1'],
    ['/style-2/full-page/pure/full-page/ingame/member', '/style-2/full-page/ingame/member'],
    ['/pure', '/pure'],
  ])('%s is matched as %s', (path, expected) => {
    expect(boundedRoute(path)).toBe(expected);
  });
  it('500 wrappers are one; a path deeper than the limit is no page', () => {
    expect(boundedRoute(`${'/pure'.repeat(500)}/ingame/prize`)).toBe('/pure/ingame/prize');
    expect(boundedRoute(`/ingame${'/x'.repeat(500)}`)).toBe(NOT_A_ROUTE);
    expect(boundedRoute(`/ingame${'/x'.repeat(MAX_ROUTE_SEGMENTS - 1)}`)).not.toBe(NOT_A_ROUTE);
  });
});

describe('intro and repair', () => {
  it.each([
    ['fortune-gems', null, 'FORTUNE-GEMS'],
    [undefined, 12, '12'],
    ['abc', 12, 'ABC'],
    ['<script>', 12, '12'],
    [undefined, null, null],
  ])('route %j and game %j → %j', (route, game, expected) => {
    expect(introGameId(route, game)).toBe(expected);
  });
  it('knows the repair route', () => {
    expect(isRepairRoute('/repair')).toBe(true);
    expect(isRepairRoute('/repairs')).toBe(false);
  });
});
