/**
 * The player's VIP states the member calls answer with and act on: the week's sign-in slots, the
 * chest, the holiday gift (the rules themselves are in ./member.ts and src/core/schedule.ts).
 */
import { type ChestState, type HolidayGift, type SignInState } from '../../../src/api/contract/index.ts';
import { CHEST_GENERATION, SIGN_IN_RESET, WEEK, lastWeekly, slotOf } from '../../../src/core/schedule.ts';
import type { Db } from '../db.ts';
import { type Player } from './context.ts';
import { seedName } from '../i18n.ts';
import { toDemoClock, toSeedClock } from '../demo-clock.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export interface Stats {
  today_exp: string;
  day_rounds: number;
  week_bet: string;
  week_games: number;
  last_week_bet: string;
}

export async function stats(
  db: Db,
  playerId: number,
): Promise<{ todayExp: number; dayRounds: number; weekBet: number; weekGames: number; lastWeekBet: number }> {
  const rows = await db.query<Stats>('SELECT * FROM member_stats WHERE player_id = $1', [playerId]);
  const s = rows[0];
  return {
    todayExp: Number(s?.today_exp ?? 0),
    dayRounds: s?.day_rounds ?? 0,
    weekBet: Number(s?.week_bet ?? 0),
    weekGames: s?.week_games ?? 0,
    lastWeekBet: Number(s?.last_week_bet ?? 0),
  };
}

export async function signInState(db: Db, p: Player, now: number): Promise<SignInState> {
  const weekStart = lastWeekly(now, p.timezone, SIGN_IN_RESET);
  const today = slotOf(now, weekStart);
  const rewards = await db.query<{ day: number; reward: string }>(
    'SELECT day, reward FROM signin_rewards WHERE api_id = $1 ORDER BY day',
    [p.apiId],
  );
  const signed = new Set(
    (
      await db.query<{ day: number }>('SELECT day FROM signins WHERE player_id = $1 AND week_start = $2', [
        p.id,
        iso(weekStart),
      ])
    ).map((r) => r.day),
  );
  return {
    WeekStart: iso(weekStart),
    NextReset: iso(weekStart + WEEK),
    Today: today,
    SignedToday: signed.has(today),
    Days: rewards.map((r) => ({ Day: r.day, Reward: Number(r.reward), Signed: signed.has(r.day) })),
  };
}

export async function chestState(db: Db, p: Player, now: number): Promise<ChestState> {
  const generatedAt = lastWeekly(now, p.timezone, CHEST_GENERATION);
  const levels = (
    await db.query<{ level: number; min_bet: string; reward: string }>(
      'SELECT level, min_bet, reward FROM chest_levels WHERE api_id = $1 ORDER BY level',
      [p.apiId],
    )
  ).map((l) => ({ Level: l.level, MinBet: Number(l.min_bet), Reward: Number(l.reward) }));
  const { lastWeekBet, weekBet } = await stats(db, p.id);
  const earned = levels.filter((l) => l.MinBet <= lastWeekBet).at(-1)?.Level ?? 0;
  const opened = (
    await db.query<{ level: number; reward: string }>(
      'SELECT level, reward FROM chest_opens WHERE player_id = $1 AND generated_at = $2',
      [p.id, iso(generatedAt)],
    )
  )[0];
  return {
    Status: opened ? 'opened' : earned > 0 ? 'ready' : 'none',
    Level: opened ? opened.level : earned,
    Reward: opened ? Number(opened.reward) : null,
    GeneratedAt: iso(generatedAt),
    NextAt: iso(generatedAt + WEEK),
    WeekBet: weekBet,
    Levels: levels,
  };
}

export async function openHoliday(db: Db, p: Player, now: number) {
  const rows = await db.query<{ id: number; name: string; ends_at: Date; prizes: string[] }>(
    'SELECT id, name, ends_at, prizes FROM holidays WHERE api_id = $1 AND starts_at <= $2 AND ends_at > $2 ORDER BY starts_at DESC LIMIT 1',
    // Seeded on the seed's clock: the draw open now is the one open at that instant there.
    [p.apiId, iso(toSeedClock(now, now))],
  );
  return rows[0] ?? null;
}

export async function holidayGift(db: Db, p: Player, now: number, locale: Locale): Promise<HolidayGift> {
  const holiday = await openHoliday(db, p, now);
  const tier = await db.query<{ holiday_gift: boolean }>(
    'SELECT holiday_gift FROM vip_levels WHERE api_id = $1 AND level = $2',
    [p.apiId, p.vip],
  );
  const eligible = Boolean(tier[0]?.holiday_gift);
  const draw = holiday
    ? (
        await db.query<{ prize: string }>('SELECT prize FROM holiday_draws WHERE holiday_id = $1 AND player_id = $2', [
          holiday.id,
          p.id,
        ])
      )[0]
    : undefined;
  return {
    Holiday: holiday
      ? { Id: holiday.id, Name: seedName(holiday.name, locale), EndsAt: toDemoClock(holiday.ends_at, now) }
      : null,
    Eligible: eligible,
    Drawn: Boolean(draw),
    Prize: draw ? Number(draw.prize) : null,
  };
}
