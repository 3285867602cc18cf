/**
 * The member feature's pure rules (no React): progress bars, the rebate estimate (§9), which tier
 * rows the app-style variant shows, the next chest's level. Texts are made by
 * the components from these values.
 */
import type { ChestLevel, VipLevel, VipSetting, VipStatus } from '../../api/contract';
import type { Device } from '../../core/entry-params';
import { truncate } from '../../core/format';

export interface Progress {
  /** Inside the bar, clamped to [0, max]. */
  value: number;
  max: number;
  /** 0–100, truncated to whole percent (never shows 100 before the bar is full). */
  percent: number;
}

/** A bar of `value` out of `max`; never below 0 % or past 100 %, a max of 0 is a full bar. */
export function progress(value: number, max: number): Progress {
  const safeMax = Math.max(0, Number.isFinite(max) ? max : 0);
  const safeValue = Math.min(Math.max(0, Number.isFinite(value) ? value : 0), safeMax);
  const percent = safeMax === 0 ? 100 : Math.floor((safeValue / safeMax) * 100);
  return { value: safeValue, max: safeMax, percent };
}

/**
 * VIP progress to the next tier: the bar runs from the current tier's RequiredExp to the next's.
 * At the top tier (NextVipExp null) the bar is full and `toNext` is null.
 */
export function vipProgress(
  status: VipStatus,
  setting: VipSetting,
): Progress & { toNext: number | null; next: VipLevel | null; tier: VipLevel | null } {
  const tier = setting.Levels.find((l) => l.Level === status.Vip) ?? null;
  const next = setting.Levels.find((l) => l.Level === status.Vip + 1) ?? null;
  const floor = tier?.RequiredExp ?? 0;
  const nextExp = status.NextVipExp ?? next?.RequiredExp ?? null;
  if (nextExp === null) return { ...progress(1, 1), toNext: null, next: null, tier };
  const bar = progress(status.VipExp - floor, nextExp - floor);
  return { ...bar, toNext: Math.max(0, nextExp - status.VipExp), next, tier };
}

/** LV progress inside the current level. */
export function lvProgress(status: VipStatus): Progress & { toNext: number } {
  const bar = progress(status.LvExp, status.NextLvExp);
  return { ...bar, toNext: Math.max(0, status.NextLvExp - status.LvExp) };
}

/** §9 rebate = VIP EXP × rebate percent %, truncated to 2 decimals (§5 truncation, never rounded up). */
export function rebateEstimate(exp: number, percent: number): number {
  if (!(exp > 0) || !(percent > 0)) return 0;
  return truncate((exp * percent) / 100, 2);
}

/** §2: `device=mobileapp|webapp` uses the app-style VIP content (compact, one column). */
export function isAppStyle(device: Device | string | undefined | null): boolean {
  return device === 'mobileapp' || device === 'webapp';
}

/**
 * The tier rows shown without opening the disclosure: all in the browser variant; in the app
 * style the player's tier and the next one only (the rest behind "All tiers").
 */
export function visibleTiers(
  levels: VipLevel[],
  current: number,
  appStyle: boolean,
): { shown: VipLevel[]; folded: VipLevel[] } {
  if (!appStyle) return { shown: levels, folded: [] };
  const shown = levels.filter((l) => l.Level === current || l.Level === current + 1);
  return { shown, folded: levels.filter((l) => !shown.includes(l)) };
}

/** The chest level this week's bets reach so far (0: none yet), and the next level to aim for. */
export function chestLevelFor(bet: number, levels: ChestLevel[]): { level: number; next: ChestLevel | null } {
  const sorted = [...levels].sort((a, b) => a.MinBet - b.MinBet);
  const reached = sorted.filter((l) => l.MinBet <= bet).at(-1);
  return { level: reached?.Level ?? 0, next: sorted.find((l) => l.MinBet > bet) ?? null };
}

/** "12:00" for the reset hour of the §9 rules (24-hour clock, as §5 writes times). */
export function hourText(hour: number): string {
  const h = Math.min(23, Math.max(0, Math.trunc(hour)));
  return `${String(h).padStart(2, '0')}:00`;
}

/** The premium tiers' names (those with the §6 holiday gift), lowest first. */
export function holidayTiers(levels: VipLevel[]): VipLevel[] {
  return levels.filter((l) => l.HolidayGift);
}
