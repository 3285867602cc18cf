import { describe, expect, it } from 'vitest';
import {
  ALL_FEATURES,
  brandFor,
  isFeatureEnabled,
  logoKind,
  showsFishDetailRoundIndex,
  type Feature,
} from '../../src/core/brands';
import {
  environmentPrefix,
  goesDirectlyToHistory,
  isLicenseControlled,
  itemCardImage,
} from '../../src/core/operator-rules';

describe('§1 brands', () => {
  it.each([
    [3, 'TaDa Gaming'],
    [20000, 'TaDa Gaming'],
    [20001, 'TaDa Gaming'],
    [110, 'JILI Plus'],
    [202, 'JILI Star'],
  ])('api id %d is %s', (apiId, title) => {
    expect(brandFor(apiId).title).toBe(title);
  });
  it('an unknown api id gets the platform brand', () => {
    expect(brandFor(99999).webId).toBe('tada');
    expect(brandFor(null).webId).toBe('tada');
  });
  it.each([
    ['logo-jili-plus.svg', 'jili'],
    ['JILIStar.png', 'jili'],
    ['logo-tada.svg', 'tada'],
  ])('logo %s maps to %s', (name, kind) => {
    expect(logoKind(name)).toBe(kind);
  });
});

describe('§6 operator toggles and §5 web-id gates', () => {
  const on = (f: Feature, type: Parameters<typeof isFeatureEnabled>[2] = 'STANDARD', webId = 'tada') =>
    isFeatureEnabled(f, webId, type);
  it('every toggle is on by default', () => {
    expect(ALL_FEATURES).toHaveLength(7);
    for (const f of ALL_FEATURES) expect(on(f)).toBe(true);
  });
  it('GLI disables VIP setting, nickname and player item data', () => {
    expect([on('vipSetting', 'GLI'), on('nickname', 'GLI'), on('playerItemData', 'GLI'), on('marquee', 'GLI')]).toEqual(
      [false, false, false, true],
    );
  });
  it('ROAR disables banner, marquee and game entrance', () => {
    expect([on('banner', 'ROAR'), on('marquee', 'ROAR'), on('gameEntrance', 'ROAR'), on('nickname', 'ROAR')]).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
  it.each(['DONUT', 'PS'] as const)('%s disables banner and marquee only', (type) => {
    expect([on('banner', type), on('marquee', type), on('gameEntrance', type)]).toEqual([false, false, true]);
  });
  it('the JILI Star web id has no VIP setting and no backpack', () => {
    expect(on('vipSetting', 'STANDARD', 'jilistar')).toBe(false);
    expect(on('playerItemData', 'STANDARD', 'jilistar')).toBe(false);
    expect(on('marquee', 'STANDARD', 'jilistar')).toBe(true);
  });
});

describe('§6 operator id lists', () => {
  it.each([
    [8, true],
    [100, true],
    [995, true],
    [998, true],
    [999, false],
    [105, true],
    [301, true],
    [302, false],
    [104, false],
    [3, false],
  ])('api id %d goes directly to history: %s', (id, expected) => expect(goesDirectlyToHistory(id)).toBe(expected));
  it.each([
    [1070, false],
    [1071, true],
    [1075, true],
    [1076, false],
  ])('api id %d shows the fish detail round index: %s', (id, expected) =>
    expect(showsFishDetailRoundIndex(id)).toBe(expected),
  );
  it.each([
    [105, true],
    [116, false],
    [117, true],
    [118, false],
    [201, true],
    [202, true],
    [203, false],
  ])('api id %d is license-controlled: %s', (id, expected) => expect(isLicenseControlled(id)).toBe(expected));
  it.each([
    ['dev', '[TEST] '],
    ['staging', '[TEST] '],
    ['uat', '[UAT] '],
    ['production', ''],
  ] as const)('environment %s labels %j', (env, label) => expect(environmentPrefix(env)).toBe(label));
  it.each([
    [691, 'rich'],
    [1002, 'tada'],
    [10000, 'tada'],
    [12345, 'tada'],
    [1001, 'jili'],
    [9999, 'jili'],
  ] as const)('item card %d uses the %s art', (id, art) => expect(itemCardImage(id)).toBe(art));
});
