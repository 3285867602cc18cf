import { describe, expect, it } from 'vitest';
import { normalizeToken, parseEntryParams, parseGameId, parseOrigin, ZOOM_PRESETS } from '../../src/core/entry-params';

describe('§2 entry parameters → §3 control flags', () => {
  it.each([
    ['layout=nomenu', { useMenu: false, useHeaderOnly: false }],
    ['layout=headeronly', { useMenu: false, useHeaderOnly: true }],
    ['layout=anything', { useMenu: true, useHeaderOnly: false }],
    ['', { useMenu: true, useHeaderOnly: false }],
  ])('%s sets the menu flags', (search, expected) => {
    expect(parseEntryParams(search).flags).toMatchObject(expected);
  });

  it.each(['mobileapp', 'webapp'])(
    'device=%s hides user items and the prize page and uses app VIP content',
    (device) => {
      const { flags } = parseEntryParams(`device=${device}`);
      expect(flags).toMatchObject({ hideUserItems: true, hidePrizePage: true, useAppVipContent: true });
    },
  );

  it('only device=mobileapp closes through the app', () => {
    expect(parseEntryParams('device=mobileapp').flags.useAppCloseWindow).toBe(true);
    expect(parseEntryParams('device=webapp').flags.useAppCloseWindow).toBe(false);
  });

  it('an unknown device is a browser and hides nothing', () => {
    const entry = parseEntryParams('device=toaster');
    expect(entry.device).toBe('browser');
    expect(entry.flags.hideUserItems).toBe(false);
  });

  it.each([
    ['12', 12],
    ['0', 0],
    ['-1', null],
    ['1e3', null],
    ['12abc', null],
    ['', null],
    [' 7 ', 7],
  ])('game=%j is stored as %j (only integers ≥ 0)', (raw, expected) => {
    expect(parseGameId(raw)).toBe(expected);
  });

  it.each([
    ['{token}', null],
    ['', null],
    ['   ', null],
    ['abc.def.ghi', 'abc.def.ghi'],
    ['has space', null],
    ['<script>', '<script>'],
  ])('token %j normalises to %j', (raw, expected) => {
    expect(normalizeToken(raw)).toBe(expected);
  });

  it('maskacc=1 hides the record-history account, other values do not', () => {
    expect(parseEntryParams('maskacc=1').flags.hideRecordHistoryAccount).toBe(true);
    expect(parseEntryParams('maskacc=true').flags.hideRecordHistoryAccount).toBe(false);
  });

  it('gp with any value (even empty) hides the member page', () => {
    expect(parseEntryParams('gp=').flags.hideMemberPage).toBe(true);
    expect(parseEntryParams('gp=0').flags.hideMemberPage).toBe(true);
    expect(parseEntryParams('x=1').flags.hideMemberPage).toBe(false);
  });

  it.each([
    ['12', 12],
    ['-3', -3],
    ['abc', null],
    ['1.5', null],
  ])('sac=%j is stored only when numeric', (raw, expected) => {
    expect(parseEntryParams(`sac=${raw}`).sac).toBe(expected);
  });

  it.each(['web', 'app', 'webapp', 'lobby'])('zoomstyle=%s selects a preset', (style) => {
    expect(parseEntryParams(`zoomstyle=${style}`).zoomStyle).toBe(style);
  });

  it('zoom presets carry the §9 font sizes', () => {
    expect(ZOOM_PRESETS.web.fontSize).toBe(16);
    expect(ZOOM_PRESETS.webapp.fontSize).toBe(28);
    expect(ZOOM_PRESETS.app.fontSize).toBe(32);
    expect(parseEntryParams('zoomstyle=huge').zoomStyle).toBeNull();
  });

  it.each([
    ['https://game.example.com/path?x=1', 'https://game.example.com'],
    ['http://localhost:9000', 'http://localhost:9000'],
    ['javascript:alert(1)', null],
    ['*', null],
    ['not a url', null],
  ])('posthost %j becomes the exact origin %j', (raw, expected) => {
    expect(parseOrigin(raw)).toBe(expected);
  });

  it('a hostile lang parameter is dropped', () => {
    expect(parseEntryParams('lang=th').lang).toBe('th');
    expect(parseEntryParams('lang=%3Cscript%3E').lang).toBeNull();
  });
});
