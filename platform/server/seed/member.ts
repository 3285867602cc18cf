/**
 * The member seed (#11): VIP tiers, each operator's reading of the §9 inactivity rules (both
 * readings, on different operators), VIP and LV EXP consistent with the level (never past the next
 * threshold), the period counters behind rebates, missions and chests, sign-in rewards, chest
 * levels, missions and holiday draws. Deterministic (its own PRNG stream, so the rest of the seed
 * is unchanged).
 *
 * The first three players of each operator (the test seed keeps three) cycle through the
 * profiles the screens must show: 0 % of the way to the next tier, mid-way, just below it, and a
 * premium-tier player (holiday gift draws); the others are random but consistent.
 */
import type { Db } from '../db.ts';
import type { InactivityReset } from '../../../src/api/contract/index.ts';
import { OPERATORS, SEED_ANCHOR } from '../catalog.ts';
import { insertRows, prng } from '../seed.ts';
import { lvBar } from '../handlers/member.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** VIP tiers 0–9: this month's EXP that reaches tier L is L² × 10,000; 9 is the premium tier. */
export const VIP_TIERS = Array.from({ length: 10 }, (_, level) => ({
  level,
  name: level === 9 ? 'Premium' : `VIP ${level}`,
  requiredExp: level * level * 10_000,
  rebatePercent: Number((level * 0.1).toFixed(2)),
  holidayGift: level >= 9,
}));
export const TOP_TIER = VIP_TIERS.length - 1;

/** §9's two readings of the inactivity rules. */
export const READINGS: Record<'A' | 'B', { vip: InactivityReset; lv: InactivityReset }> = {
  // "after 30 days without play VIP and EXP reset at 12:00 AM the next day"; LV "15 days keeps the level, EXP bar to 0".
  A: { vip: { Days: 30, Resets: 'all', Hour: 0 }, lv: { Days: 15, Resets: 'exp', Hour: 0 } },
  // "for VIP after 15 days the level is kept but the EXP bar resets"; LV "LV and EXP reset to 0 at 12:00 the next day after 30 days".
  B: { vip: { Days: 15, Resets: 'exp', Hour: 0 }, lv: { Days: 30, Resets: 'all', Hour: 12 } },
};

/** Which reading each operator runs: TaDa 3 reading A, JILI Plus 110 reading B, the rest alternate. */
export function readingOf(apiId: number): 'A' | 'B' {
  return [110, 20000, 120, 140, 1072].includes(apiId) ? 'B' : 'A';
}

export const SIGN_IN_REWARDS = [100, 100, 200, 200, 300, 300, 1000];
export const CHEST_LEVELS = [
  { level: 1, minBet: 1_000, reward: 50 },
  { level: 2, minBet: 10_000, reward: 300 },
  { level: 3, minBet: 50_000, reward: 1_000 },
  { level: 4, minBet: 200_000, reward: 5_000 },
];

type Profile = 'zero' | 'mid' | 'below' | 'premium' | 'random';
const PROFILES: Profile[] = ['premium', 'zero', 'below', 'mid'];

export async function seedMember(db: Db): Promise<void> {
  const rand = prng(20261111);
  const vipOperators = OPERATORS.filter((o) => o.vipConfigured);

  for (const op of OPERATORS) {
    const { vip, lv } = READINGS[readingOf(op.apiId)];
    await db.query(
      `UPDATE operators SET vip_reset_days = $2, vip_reset_resets = $3, vip_reset_hour = $4, lv_reset_days = $5, lv_reset_resets = $6, lv_reset_hour = $7 WHERE api_id = $1`,
      [op.apiId, vip.Days, vip.Resets, vip.Hour, lv.Days, lv.Resets, lv.Hour],
    );
  }

  // VIP tiers (JILI Star has none configured: its operators answer 1005, or −1 by the web-id gate).
  await insertRows(
    db,
    'vip_levels',
    ['api_id', 'level', 'name', 'required_exp', 'rebate_percent', 'holiday_gift'],
    vipOperators.flatMap((o) =>
      VIP_TIERS.map((t) => [o.apiId, t.level, t.name, t.requiredExp, t.rebatePercent.toFixed(2), t.holidayGift]),
    ),
  );

  // Players: EXP consistent with the level.
  const players = await db.query<{ id: number; api_id: number }>('SELECT id, api_id FROM players ORDER BY id');
  const indexInOperator = new Map<number, number>();
  const stats: unknown[][] = [];
  for (const p of players) {
    const i = (indexInOperator.get(p.api_id) ?? 0) + 1;
    indexInOperator.set(p.api_id, i);
    const opIndex = OPERATORS.findIndex((o) => o.apiId === p.api_id);
    const profile: Profile = i <= 3 ? PROFILES[(opIndex * 3 + i - 1) % PROFILES.length]! : 'random';
    const hasVip = OPERATORS[opIndex]?.vipConfigured ?? false;
    const { vip, vipExp } = hasVip ? vipFor(profile, rand) : { vip: 0, vipExp: 0 };
    const lv = profile === 'premium' ? rand.int(45, 60) : rand.int(1, 40);
    const bar = lvBar(lv);
    const lvExp =
      profile === 'zero'
        ? 0
        : profile === 'mid'
          ? Math.floor(bar / 2)
          : profile === 'below'
            ? bar - 1
            : rand.int(0, bar - 1);
    await db.query('UPDATE players SET vip = $2, vip_exp = $3, lv = $4, lv_exp = $5 WHERE id = $1', [
      p.id,
      vip,
      vipExp,
      lv,
      lvExp,
    ]);

    const todayExp = Math.min(vipExp, rand.int(0, 20_000));
    // Every fifth player bet nothing last week: no chest this period.
    const lastWeekBet = i % 5 === 2 ? 0 : [0, 1_500, 12_000, 60_000, 250_000][rand.int(0, 4)]! + rand.int(0, 900);
    stats.push([p.id, todayExp, rand.int(0, 120), todayExp + rand.int(0, 150_000), rand.int(0, 8), lastWeekBet]);
  }
  await insertRows(
    db,
    'member_stats',
    ['player_id', 'today_exp', 'day_rounds', 'week_bet', 'week_games', 'last_week_bet'],
    stats,
  );

  await insertRows(
    db,
    'signin_rewards',
    ['api_id', 'day', 'reward'],
    vipOperators.flatMap((o) => SIGN_IN_REWARDS.map((reward, k) => [o.apiId, k + 1, reward])),
  );
  await insertRows(
    db,
    'chest_levels',
    ['api_id', 'level', 'min_bet', 'reward'],
    vipOperators.flatMap((o) => CHEST_LEVELS.map((c) => [o.apiId, c.level, c.minBet, c.reward])),
  );

  const missions: [string, string, number, number][] = [
    ['bet', 'day', 5_000, 100],
    ['rounds', 'day', 50, 50],
    ['signIn', 'week', 5, 300],
    ['games', 'week', 5, 200],
    ['bet', 'week', 100_000, 1_000],
  ];
  let missionId = 1;
  await insertRows(
    db,
    'vip_missions',
    ['id', 'api_id', 'kind', 'period', 'target', 'reward_exp', 'sort'],
    vipOperators.flatMap((o) =>
      missions.map(([kind, period, target, reward], sort) => [
        missionId++,
        o.apiId,
        kind,
        period,
        target,
        reward,
        sort,
      ]),
    ),
  );

  // One holiday draw open, one long over — dated from the anchor, which the platform serves as
  // "now" (../demo-clock.ts): the demo always has the open one.
  let holidayId = 1;
  await insertRows(
    db,
    'holidays',
    ['id', 'api_id', 'name', 'starts_at', 'ends_at', 'prizes'],
    vipOperators.flatMap((o) => [
      [
        holidayId++,
        o.apiId,
        'Festive Season',
        iso(SEED_ANCHOR - 14 * DAY),
        iso(SEED_ANCHOR + 40 * DAY),
        [888, 1_888, 8_888],
      ],
      [holidayId++, o.apiId, 'Spring Festival 2020', '2020-01-20T00:00:00Z', '2020-02-10T00:00:00Z', [666]],
    ]),
  );
}

function vipFor(profile: Profile, rand: ReturnType<typeof prng>): { vip: number; vipExp: number } {
  const req = (level: number) => VIP_TIERS[level]!.requiredExp;
  switch (profile) {
    case 'premium':
      return { vip: TOP_TIER, vipExp: req(TOP_TIER) + rand.int(0, 300_000) };
    case 'zero': {
      const vip = rand.int(1, 5);
      return { vip, vipExp: req(vip) };
    }
    case 'mid': {
      const vip = rand.int(1, 7);
      return { vip, vipExp: req(vip) + Math.floor((req(vip + 1) - req(vip)) / 2) };
    }
    case 'below': {
      const vip = rand.int(0, 7);
      return { vip, vipExp: req(vip + 1) - 1 };
    }
    default: {
      const vip = rand.int(0, TOP_TIER - 1);
      return { vip, vipExp: rand.int(req(vip), req(vip + 1) - 1) };
    }
  }
}
