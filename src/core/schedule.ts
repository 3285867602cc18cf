/**
 * §9 schedules in the player's time zone: the weekly sign-in reset (Tuesday 12:00), the treasure
 * chest (Thursday 12:00), the daily rebate window (00:00–23:59) and the monthly VIP reset (the
 * 1st, 00:00). Pure: the offset is minutes east of UTC (user api info `Timezone`, fixed — no DST),
 * and the reference platform uses the same functions, so client and server agree to the second.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

/** Weekdays as Date#getUTCDay numbers them. */
export const TUESDAY = 2;
export const THURSDAY = 4;

/** §9: the weekly sign-in reward resets Tuesday 12:00. */
export const SIGN_IN_RESET = { weekday: TUESDAY, hour: 12 } as const;
/** §9: a treasure chest is generated every Thursday at noon. */
export const CHEST_GENERATION = { weekday: THURSDAY, hour: 12 } as const;

export interface Weekly {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
}

/** The latest instant ≤ now at which the player's clock shows `weekday` `hour`:00. */
export function lastWeekly(now: number, offsetMinutes: number, { weekday, hour }: Weekly): number {
  const local = now + offsetMinutes * MINUTE;
  const midnight = Math.floor(local / DAY) * DAY;
  const today = new Date(midnight).getUTCDay();
  let start = midnight - ((today - weekday + 7) % 7) * DAY + hour * HOUR;
  if (start > local) start -= WEEK;
  return start - offsetMinutes * MINUTE;
}

/** The first instant > now at which the player's clock shows `weekday` `hour`:00. */
export function nextWeekly(now: number, offsetMinutes: number, weekly: Weekly): number {
  return lastWeekly(now, offsetMinutes, weekly) + WEEK;
}

/** The start of the player's day containing `now` (00:00 local, or `hour`:00 for days that start later). */
export function dayStart(now: number, offsetMinutes: number, hour = 0): number {
  const local = now + offsetMinutes * MINUTE - hour * HOUR;
  return Math.floor(local / DAY) * DAY + hour * HOUR - offsetMinutes * MINUTE;
}

/** §9 rebate: the next settlement, the end of the player's day (next 00:00 local). */
export function nextMidnight(now: number, offsetMinutes: number): number {
  return dayStart(now, offsetMinutes) + DAY;
}

/** §9 VIP monthly reset: the 1st of the next month, 00:00 local. */
export function nextMonthStart(now: number, offsetMinutes: number): number {
  const local = new Date(now + offsetMinutes * MINUTE);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offsetMinutes * MINUTE;
}

/** The 1-based slot of a 24-hour period that began at `start` (sign-in day 1…7 of the week). */
export function slotOf(now: number, start: number): number {
  return Math.floor((now - start) / DAY) + 1;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Time left until `target`, never negative, in whole seconds, rounded UP: the one rounding of
 * every countdown (member's resets and chests, rankings' "ends in"). Rounded up, the clock reads
 * 00:00:00 only once the moment has come — the instant a screen acts on it (rankings ask again
 * when `target <= now`) — never for the last second before it, and "1d 00:00:00" is a full day.
 */
export function remaining(target: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A countdown's clock part: "05:03:09" (hours, minutes, seconds; days are said apart). */
export function clockText(left: Remaining): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
}
