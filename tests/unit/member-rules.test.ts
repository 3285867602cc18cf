import { describe, expect, it } from 'vitest';
import type { VipSetting, VipStatus } from '../../src/api/contract';
import {
  CHEST_GENERATION,
  SIGN_IN_RESET,
  dayStart,
  lastWeekly,
  nextMidnight,
  nextMonthStart,
  nextWeekly,
  clockText,
  remaining,
  slotOf,
} from '../../src/core/schedule';
import {
  chestLevelFor,
  hourText,
  isAppStyle,
  lvProgress,
  progress,
  rebateEstimate,
  visibleTiers,
  vipProgress,
} from '../../src/features/member/member-rules';
import { formatMemberMoney } from '../../src/core/currency';

const utc = (s: string) => Date.parse(s);

describe('schedule: the next Tuesday 12:00 / Thursday 12:00 in the player zone', () => {
  // 2026-11-24 is a Tuesday.
  it.each([
    // [now (UTC), offset minutes, expected next reset (UTC)]
    ['2026-11-24T03:59:59Z', 480, '2026-11-24T04:00:00Z'], // 11:59:59 Tue in UTC+8: one second left
    ['2026-11-24T04:00:00Z', 480, '2026-12-01T04:00:00Z'], // exactly 12:00 Tue: the new week has begun
    ['2026-11-24T11:00:00Z', 0, '2026-11-24T12:00:00Z'],
    ['2026-11-24T14:00:00Z', -180, '2026-11-24T15:00:00Z'], // UTC-3
    ['2026-11-24T06:00:00Z', 330, '2026-11-24T06:30:00Z'], // UTC+5:30, half-hour offset
    ['2026-11-23T20:00:00Z', 840, '2026-11-23T22:00:00Z'], // UTC+14: already Tuesday locally
    ['2026-11-24T20:00:00Z', -600, '2026-11-24T22:00:00Z'], // UTC-10: Tuesday 10:00 locally
    ['2026-11-25T00:00:00Z', -600, '2026-12-01T22:00:00Z'], // UTC-10: Tuesday 14:00 locally, past the reset
  ])('sign-in reset after %s at %i min → %s', (now, offset, expected) => {
    expect(nextWeekly(utc(now), offset, SIGN_IN_RESET)).toBe(utc(expected));
    expect(lastWeekly(utc(now), offset, SIGN_IN_RESET)).toBe(utc(expected) - 7 * 86_400_000);
  });

  it.each([
    ['2026-11-26T03:00:00Z', 480, '2026-11-26T04:00:00Z'], // Thursday 11:00 in UTC+8
    ['2026-11-26T05:00:00Z', 480, '2026-12-03T04:00:00Z'],
    ['2026-11-22T10:00:00Z', 0, '2026-11-26T12:00:00Z'], // Sunday
    ['2026-11-26T14:30:00Z', -180, '2026-11-26T15:00:00Z'],
  ])('chest generation after %s at %i min → %s', (now, offset, expected) => {
    expect(nextWeekly(utc(now), offset, CHEST_GENERATION)).toBe(utc(expected));
  });

  it('numbers the sign-in slots 1–7 from the week start, 24 h each', () => {
    const start = utc('2026-11-24T04:00:00Z');
    expect(slotOf(start, start)).toBe(1);
    expect(slotOf(start + 86_400_000 - 1, start)).toBe(1);
    expect(slotOf(start + 86_400_000, start)).toBe(2);
    expect(slotOf(start + 7 * 86_400_000 - 1, start)).toBe(7);
  });

  it('settles the rebate at the next local midnight and resets VIP on the 1st', () => {
    expect(nextMidnight(utc('2026-11-24T15:59:59Z'), 480)).toBe(utc('2026-11-24T16:00:00Z'));
    expect(nextMidnight(utc('2026-11-24T16:00:00Z'), 480)).toBe(utc('2026-11-25T16:00:00Z'));
    expect(dayStart(utc('2026-11-24T02:00:00Z'), -180)).toBe(utc('2026-11-23T03:00:00Z'));
    expect(nextMonthStart(utc('2026-11-30T15:59:59Z'), 480)).toBe(utc('2026-11-30T16:00:00Z'));
    expect(nextMonthStart(utc('2026-12-31T20:00:00Z'), -180)).toBe(utc('2027-01-01T03:00:00Z'));
    expect(nextMonthStart(utc('2026-12-31T20:00:00Z'), 480)).toBe(utc('2027-01-31T16:00:00Z'));
  });

  it('counts down in whole seconds, never below zero', () => {
    expect(remaining(1000 + 90_061_000, 1000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(remaining(1500, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remaining(0, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(clockText({ days: 3, hours: 5, minutes: 3, seconds: 9 })).toBe('05:03:09');
  });
});

const SETTING: VipSetting = {
  ExpPerCoin: 1,
  Reset: { Days: 30, Resets: 'all', Hour: 0 },
  Levels: [0, 1, 2, 3].map((l) => ({
    Level: l,
    Name: `VIP ${l}`,
    RequiredExp: l * l * 10_000,
    RebatePercent: l * 0.1,
    HolidayGift: l === 3,
  })),
};
const status = (over: Partial<VipStatus>): VipStatus => ({
  Vip: 1,
  VipExp: 10_000,
  NextVipExp: 40_000,
  TodayExp: 0,
  Lv: 3,
  LvExp: 0,
  NextLvExp: 3000,
  Rank: 1,
  LvReset: { Days: 15, Resets: 'exp', Hour: 0 },
  ...over,
});

describe('progress', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 50],
    [99, 100, 99],
    [99.99, 100, 99],
    [100, 100, 100],
    [150, 100, 100],
    [-5, 100, 0],
    [5, 0, 100],
    [Number.NaN, 10, 0],
  ])('%d of %d is %d %%', (value, max, percent) => {
    const bar = progress(value, max);
    expect(bar.percent).toBe(percent);
    expect(bar.value).toBeLessThanOrEqual(bar.max);
  });

  it.each([
    // [VipExp, Vip, NextVipExp, percent, toNext]
    [10_000, 1, 40_000, 0, 30_000], // 0 % into tier 1
    [25_000, 1, 40_000, 50, 15_000], // mid-way
    [39_999, 1, 40_000, 99, 1], // just below: never shows 100 %
    [0, 0, 10_000, 0, 10_000],
  ])('VIP %d at tier %d', (VipExp, Vip, NextVipExp, percent, toNext) => {
    const bar = vipProgress(status({ VipExp, Vip, NextVipExp }), SETTING);
    expect(bar.percent).toBe(percent);
    expect(bar.toNext).toBe(toNext);
    expect(bar.next?.Level).toBe(Vip + 1);
  });

  it('is full at the top tier, with nothing to reach', () => {
    const bar = vipProgress(status({ Vip: 3, VipExp: 120_000, NextVipExp: null }), SETTING);
    expect(bar).toMatchObject({ percent: 100, toNext: null, next: null });
    expect(bar.tier?.Name).toBe('VIP 3');
  });

  it('LV runs inside the level', () => {
    expect(lvProgress(status({ LvExp: 1500, NextLvExp: 3000 }))).toMatchObject({ percent: 50, toNext: 1500 });
    expect(lvProgress(status({ LvExp: 2999, NextLvExp: 3000 }))).toMatchObject({ percent: 99, toNext: 1 });
  });
});

describe('rebate, tiers, chest', () => {
  it.each([
    [10_000, 0.5, 50],
    [12_345, 0.3, 37.03],
    [1, 0.1, 0],
    [999, 0.9, 8.99],
    [0, 1, 0],
    [5000, 0, 0],
  ])('%s EXP × %s percent = %s (truncated)', (exp, pct, expected) => {
    expect(rebateEstimate(exp, pct)).toBe(expected);
  });

  it('app style is mobileapp and webapp only', () => {
    expect([
      isAppStyle('mobileapp'),
      isAppStyle('webapp'),
      isAppStyle('browser'),
      isAppStyle(undefined),
      isAppStyle(''),
    ]).toEqual([true, true, false, false, false]);
  });

  it('shows every tier in the browser and the current and next in the app style', () => {
    expect(visibleTiers(SETTING.Levels, 1, false).shown).toHaveLength(4);
    const app = visibleTiers(SETTING.Levels, 1, true);
    expect(app.shown.map((l) => l.Level)).toEqual([1, 2]);
    expect(app.folded.map((l) => l.Level)).toEqual([0, 3]);
    expect(visibleTiers(SETTING.Levels, 3, true).shown.map((l) => l.Level)).toEqual([3]);
  });

  it("finds the chest level the week's bets reach and the next one", () => {
    const levels = [
      { Level: 1, MinBet: 1000, Reward: 50 },
      { Level: 2, MinBet: 10_000, Reward: 300 },
    ];
    expect(chestLevelFor(0, levels)).toEqual({ level: 0, next: levels[0] });
    expect(chestLevelFor(1000, levels)).toEqual({ level: 1, next: levels[1] });
    expect(chestLevelFor(50_000, levels)).toEqual({ level: 2, next: null });
  });

  it('writes the reset hour on a 24-hour clock', () => {
    expect([hourText(0), hourText(12), hourText(9), hourText(30)]).toEqual(['00:00', '12:00', '09:00', '23:00']);
  });
});

describe('formatMemberMoney (§5 with the player currency)', () => {
  const peso = { symbol: '₱', unit: 100, ratio: 1 };
  it.each([
    ['en', '₱ 1,234.56'],
    ['de', '₱ 1.234,56'],
    ['th', '₱ 1,234.56'],
  ])('%s: symbol, separators, two decimals truncated', (locale, shown) => {
    expect(formatMemberMoney(1234.567, peso, locale)).toBe(shown);
  });
  it('does not divide by the unit again: member amounts are already coins', () => {
    expect(formatMemberMoney(50, { symbol: 'K₫', unit: 1, ratio: 1000 }, 'vi')).toBe('K₫ 50,00');
  });
});
