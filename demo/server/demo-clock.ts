/**
 * The demo clock. The seed writes every dated row — tournaments, events, promotions, gift-code
 * events, the holiday draw, rewards and item cards — relative to its anchor (SEED_ANCHOR), so the
 * data is the same on every run. The handlers serve those dates moved by however long ago the
 * anchor is, and apply their rules to the moved dates: a tournament seeded to end 2 days 4 hours
 * after the anchor ends 2 days 4 hours after every request, one seeded as ended last week has
 * always ended last week. The demo never ages: its countdowns read like a live product's.
 *
 * One rule for every stored window: a row's dates are on the seed's clock. A row a test adds
 * writes its dates with `toSeedClock` (the same instant, as the seed would have dated it).
 */
import { SEED_ANCHOR } from './catalog.ts';

/** How far the demo clock runs ahead of the seed's dates: the time since the anchor. */
export const demoShift = (now: number): number => now - SEED_ANCHOR;

/** A seeded date as the demo shows it at `now` (ISO 8601). */
export const toDemoClock = (date: Date | string | number, now: number): string =>
  new Date(new Date(date).getTime() + demoShift(now)).toISOString();

/** A demo-clock instant as the seed's dates read it: what queries compare stored dates with. */
export const toSeedClock = (ms: number, now: number): number => ms - demoShift(now);

/** A row with a window (`starts_at`, `ends_at`), its window moved onto the demo clock. */
export function windowOnDemoClock<T extends { starts_at: Date | string; ends_at: Date | string }>(
  row: T,
  now: number,
): T & { starts_at: string; ends_at: string } {
  return { ...row, starts_at: toDemoClock(row.starts_at, now), ends_at: toDemoClock(row.ends_at, now) };
}
