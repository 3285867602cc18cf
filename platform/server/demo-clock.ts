/**
 * The demo clock. The seed writes every dated row — tournaments, events, promotions, gift-code
 * events, the holiday draw, rewards, item cards and game rounds — relative to its anchor
 * (SEED_ANCHOR), so the data is the same on every run. The handlers serve those dates moved by the
 * whole days since the anchor, and apply their rules to the moved dates: a tournament seeded to
 * end 2 days 4 hours after the anchor always ends one to two days and 4 hours from now, one seeded
 * as ended last week has always ended last week, a player's newest round was played within the
 * last day. The demo never ages: its countdowns read like a live product's.
 *
 * One rule for every stored window: a row's dates are on the seed's clock. A row a test adds
 * writes its dates with `toSeedClock` (the same instant, as the seed would have dated it).
 */
import { SEED_ANCHOR } from './catalog.ts';

const DAY = 86_400_000;

/**
 * How far the demo clock runs ahead of the seed's dates: the whole days since the anchor. Whole
 * days, so a served window keeps the seed's time of day (a cup starts at midnight GMT+8, not at
 * 06:12:16) and stays put between two answers: a countdown runs down like a live one, and the
 * windows move on by a day once a day, at the anchor's time of day (12:00 UTC).
 */
export const demoShift = (now: number): number => Math.floor((now - SEED_ANCHOR) / DAY) * DAY;

/**
 * The time since the anchor to the millisecond, for dates that count in minutes: an item card
 * seeded to expire 40 minutes after the anchor expires 40 minutes after every request.
 */
export const exactDemoShift = (now: number): number => now - SEED_ANCHOR;

type Shift = (now: number) => number;

/** A seeded date as the demo shows it at `now` (ISO 8601). */
export const toDemoClock = (date: Date | string | number, now: number, shift: Shift = demoShift): string =>
  new Date(new Date(date).getTime() + shift(now)).toISOString();

/** A demo-clock instant as the seed's dates read it: what queries compare stored dates with. */
export const toSeedClock = (ms: number, now: number, shift: Shift = demoShift): number => ms - shift(now);

/** A row with a window (`starts_at`, `ends_at`), its window moved onto the demo clock. */
export function windowOnDemoClock<T extends { starts_at: Date | string; ends_at: Date | string }>(
  row: T,
  now: number,
): T & { starts_at: string; ends_at: string } {
  return { ...row, starts_at: toDemoClock(row.starts_at, now), ends_at: toDemoClock(row.ends_at, now) };
}
