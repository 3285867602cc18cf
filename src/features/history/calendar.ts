/**
 * The date picker's calendar rules, pure: which day a week starts on in each §1 locale and the
 * 6 × 7 days a month is laid out in.
 *
 * The first day of the week is a table, not `Intl.Locale#getWeekInfo()`: Firefox has no week
 * info, and a fixed table gives every browser the same calendar. It is CLDR's week data for the
 * region the platform speaks each language in (API_LANG: pt is pt-BR, es is es-ES …);
 * tests/unit/date-picker.test.tsx checks it against Intl where the runtime has it.
 */
import type { Dayjs } from 'dayjs';
import type { Locale } from '../../i18n/locales';

/** 0 = Sunday, 1 = Monday (dayjs's `day()` numbering). */
export type WeekStart = 0 | 1;

export const FIRST_DAY_OF_WEEK: Record<Locale, WeekStart> = {
  en: 0,
  'zh-TW': 0,
  'zh-CN': 1,
  th: 0,
  vi: 1,
  id: 0,
  ja: 0,
  ta: 0,
  ko: 0,
  es: 1,
  pt: 0,
  de: 1,
  sv: 1,
  it: 1,
  nl: 1,
  ro: 1,
  da: 1,
};

/** The first day of the week `day` is in. */
export function startOfWeek(day: Dayjs, weekStart: WeekStart): Dayjs {
  return day.subtract((day.day() - weekStart + 7) % 7, 'day');
}

/** The 6 × 7 days shown for the month of `month`, weeks starting on `weekStart`. */
export function monthGrid(month: Dayjs, weekStart: WeekStart = 0): Dayjs[] {
  const start = startOfWeek(month.startOf('month'), weekStart);
  return Array.from({ length: 42 }, (_, i) => start.add(i, 'day'));
}
