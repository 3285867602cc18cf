/**
 * VIP and LV (§3 player, §5 vip-setting gate, §6 holiday gift, §8 1005, §9 rules). The rules a
 * server must keep live here: one sign-in per slot of the week, a chest opens only when one was
 * generated and only once, one holiday draw per player and only for a premium tier — each backed
 * by a primary key, so a retry or two tabs at once cannot pay twice (idempotent answers).
 * Periods come from src/core/schedule.ts in the player's (operator's) time zone, as on the client;
 * the states the calls answer with are read in ./member-states.ts.
 */
import {
  CODES,
  MEMBER_CODES,
  type InactivityReset,
  type LvRankEntry,
  type VipMission,
} from '../../../src/api/contract/index.ts';
import { SIGN_IN_RESET, lastWeekly } from '../../../src/core/schedule.ts';
import type { Db } from '../db.ts';
import { ApiFailure, requirePlayer, type HandlerContext, type Handlers, type Player } from './context.ts';
import { bodyObject, int } from './input.ts';
import { playerGate } from './queries.ts';
import { requestLocale, seedName } from '../i18n.ts';
import { chestState, holidayGift, openHoliday, signInState, stats } from './member-states.ts';

/** LV: the EXP that completes level L (the bar's size). The seed follows the same rule. */
export const lvBar = (lv: number) => 1000 * lv;

const iso = (ms: number) => new Date(ms).toISOString();

/** §5 gate (−1) and §8 not configured (1005): the same answer for every VIP call. */
function vipPlayer(ctx: HandlerContext): Player {
  const player = requirePlayer(ctx);
  if (!playerGate(player, 'vipSetting'))
    throw new ApiFailure(CODES.FEATURE_DISABLED, 'This environment has no vip setting.');
  if (!player.vipConfigured) throw new ApiFailure(CODES.VIP_NOT_CONFIGURED, 'VIP setting is not configured.');
  return player;
}

interface ResetColumns {
  vip_exp_per_coin: number;
  vip_reset_days: number;
  vip_reset_resets: 'exp' | 'all';
  vip_reset_hour: number;
  lv_reset_days: number;
  lv_reset_resets: 'exp' | 'all';
  lv_reset_hour: number;
}

async function policy(db: Db, apiId: number): Promise<ResetColumns> {
  const rows = await db.query<ResetColumns>(
    'SELECT vip_exp_per_coin, vip_reset_days, vip_reset_resets, vip_reset_hour, lv_reset_days, lv_reset_resets, lv_reset_hour FROM operators WHERE api_id = $1',
    [apiId],
  );
  return rows[0]!;
}

const reset = (days: number, resets: 'exp' | 'all', hour: number): InactivityReset => ({
  Days: days,
  Resets: resets,
  Hour: hour,
});

export const memberHandlers = {
  async 'GET /member/vip-setting'(ctx) {
    const player = vipPlayer(ctx);
    const rows = await ctx.db.query<{
      level: number;
      name: string;
      required_exp: string;
      rebate_percent: string;
      holiday_gift: boolean;
    }>('SELECT * FROM vip_levels WHERE api_id = $1 ORDER BY level', [player.apiId]);
    const op = await policy(ctx.db, player.apiId);
    return {
      Levels: rows.map((l) => ({
        Level: l.level,
        Name: seedName(l.name, requestLocale(ctx)),
        RequiredExp: Number(l.required_exp),
        RebatePercent: Number(l.rebate_percent),
        HolidayGift: l.holiday_gift,
      })),
      ExpPerCoin: op.vip_exp_per_coin,
      Reset: reset(op.vip_reset_days, op.vip_reset_resets, op.vip_reset_hour),
    };
  },

  async 'GET /member/vip-level'(ctx) {
    const p = requirePlayer(ctx);
    const rank = await ctx.db.query<{ rank: number }>(
      'SELECT count(*)::int + 1 AS rank FROM players WHERE api_id = $1 AND (vip_exp > $2 OR (vip_exp = $2 AND id < $3))',
      [p.apiId, p.vipExp, p.id],
    );
    const next = await ctx.db.query<{ required_exp: string }>(
      'SELECT required_exp FROM vip_levels WHERE api_id = $1 AND level = $2',
      [p.apiId, p.vip + 1],
    );
    const op = await policy(ctx.db, p.apiId);
    const { todayExp } = await stats(ctx.db, p.id);
    return {
      Vip: p.vip,
      VipExp: p.vipExp,
      NextVipExp: next[0] ? Number(next[0].required_exp) : null,
      TodayExp: todayExp,
      Lv: p.lv,
      LvExp: p.lvExp,
      NextLvExp: lvBar(p.lv),
      Rank: rank[0]?.rank ?? null,
      LvReset: reset(op.lv_reset_days, op.lv_reset_resets, op.lv_reset_hour),
    };
  },

  async 'GET /member/sign-in'(ctx) {
    return signInState(ctx.db, vipPlayer(ctx), ctx.now);
  },

  /** One sign-in per slot: the primary key refuses a second row; a retry answers the same state. */
  async 'POST /member/sign-in'(ctx) {
    const p = vipPlayer(ctx);
    const state = await signInState(ctx.db, p, ctx.now);
    const day = state.Days.find((d) => d.Day === state.Today);
    if (!day) throw new ApiFailure(CODES.NOT_FOUND, 'No sign-in reward is set for today.');
    if (!day.Signed) {
      await ctx.db.query(
        'INSERT INTO signins (player_id, week_start, day, reward, signed_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [p.id, state.WeekStart, day.Day, day.Reward, iso(ctx.now)],
      );
    }
    return signInState(ctx.db, p, ctx.now);
  },

  async 'GET /member/chest'(ctx) {
    return chestState(ctx.db, vipPlayer(ctx), ctx.now);
  },

  /** Only a generated chest opens, once: a retry answers the opened chest and its reward. */
  async 'POST /member/chest/open'(ctx) {
    const p = vipPlayer(ctx);
    const state = await chestState(ctx.db, p, ctx.now);
    if (state.Status === 'none')
      throw new ApiFailure(MEMBER_CODES.CHEST_NOT_READY, 'There is no chest to open this week.');
    if (state.Status === 'ready') {
      const reward = state.Levels.find((l) => l.Level === state.Level)!.Reward;
      await ctx.db.query(
        'INSERT INTO chest_opens (player_id, generated_at, level, reward, opened_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [p.id, state.GeneratedAt, state.Level, reward, iso(ctx.now)],
      );
    }
    return chestState(ctx.db, p, ctx.now);
  },

  async 'GET /member/vip-missions'(ctx) {
    const p = vipPlayer(ctx);
    const s = await stats(ctx.db, p.id);
    const weekStart = lastWeekly(ctx.now, p.timezone, SIGN_IN_RESET);
    const signIns =
      (
        await ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM signins WHERE player_id = $1 AND week_start = $2',
          [p.id, iso(weekStart)],
        )
      )[0]?.n ?? 0;
    const rows = await ctx.db.query<{
      id: number;
      kind: VipMission['Kind'];
      period: VipMission['Period'];
      target: string;
      reward_exp: string;
    }>('SELECT id, kind, period, target, reward_exp FROM vip_missions WHERE api_id = $1 ORDER BY sort', [p.apiId]);
    return rows.map((m): VipMission => {
      const value =
        m.kind === 'bet'
          ? m.period === 'day'
            ? s.todayExp
            : s.weekBet
          : m.kind === 'rounds'
            ? s.dayRounds
            : m.kind === 'games'
              ? s.weekGames
              : signIns;
      const target = Number(m.target);
      return {
        Id: m.id,
        Kind: m.kind,
        Period: m.period,
        Target: target,
        Progress: Math.min(value, target),
        RewardExp: Number(m.reward_exp),
        Done: value >= target,
      };
    });
  },

  /** Top 100 of the operator by LV then LV EXP (ties: the older account first), and the caller's place. */
  async 'GET /member/lv-ranking'(ctx) {
    const p = requirePlayer(ctx);
    const rows = await ctx.db.query<{
      id: number;
      nickname: string | null;
      account: string;
      lv: number;
      place: number;
    }>(
      `SELECT id, nickname, left(account, 2) || '***' || right(account, 2) AS account, lv,
              row_number() OVER (ORDER BY lv DESC, lv_exp DESC, id)::int AS place
       FROM players WHERE api_id = $1 ORDER BY place`,
      [p.apiId],
    );
    const entry = (r: (typeof rows)[number]): LvRankEntry => ({
      Rank: r.place,
      Nickname: r.nickname ?? '',
      Account: r.account,
      Lv: r.lv,
      IsMine: r.id === p.id,
    });
    const mine = rows.find((r) => r.id === p.id);
    return { Top: rows.slice(0, 100).map(entry), Mine: mine ? entry(mine) : null };
  },

  async 'GET /member/holiday-gift'(ctx) {
    return holidayGift(ctx.db, vipPlayer(ctx), ctx.now, requestLocale(ctx));
  },

  /** §6: premium tiers only, one draw per holiday; a retry answers the same prize. */
  async 'POST /member/holiday-gift/draw'(ctx) {
    const p = vipPlayer(ctx);
    const holidayId = int(String(bodyObject(ctx.body).HolidayId ?? ''), 'HolidayId', { min: 1 });
    const holiday = await openHoliday(ctx.db, p, ctx.now);
    if (!holiday || holiday.id !== holidayId) throw new ApiFailure(CODES.NOT_FOUND, 'This holiday draw is not open.');
    const state = await holidayGift(ctx.db, p, ctx.now, requestLocale(ctx));
    if (!state.Eligible)
      throw new ApiFailure(MEMBER_CODES.HOLIDAY_NOT_ELIGIBLE, 'Holiday gifts are for premium VIP tiers.');
    if (!state.Drawn) {
      const prizes = holiday.prizes.map(Number);
      await ctx.db.query(
        'INSERT INTO holiday_draws (holiday_id, player_id, prize, drawn_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [holiday.id, p.id, prizes[(p.id * 7 + holiday.id) % prizes.length], iso(ctx.now)],
      );
    }
    return holidayGift(ctx.db, p, ctx.now, requestLocale(ctx));
  },
} satisfies Partial<Handlers>;
