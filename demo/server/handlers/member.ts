/** VIP and LV (§3 player, §5 vip-setting gate, §8 1005). */
import { CODES } from '../../../src/api/contract/index.ts';
import { ApiFailure, requirePlayer, type Handlers } from './context.ts';
import { playerGate } from './queries.ts';


export const memberHandlers = {
  async 'GET /member/vip-setting'(ctx) {
    const player = requirePlayer(ctx);
    if (!playerGate(player, 'vipSetting')) throw new ApiFailure(CODES.FEATURE_DISABLED, 'This environment has no vip setting.');
    if (!player.vipConfigured) throw new ApiFailure(CODES.VIP_NOT_CONFIGURED, 'VIP setting is not configured.');
    const rows = await ctx.db.query<{ level: number; name: string; required_exp: string; rebate_percent: string; holiday_gift: boolean }>(
      'SELECT * FROM vip_levels WHERE api_id = $1 ORDER BY level', [player.apiId]);
    return { Levels: rows.map((l) => ({ Level: l.level, Name: l.name, RequiredExp: Number(l.required_exp), RebatePercent: Number(l.rebate_percent), HolidayGift: l.holiday_gift })) };
  },
  async 'GET /member/vip-level'(ctx) {
    const p = requirePlayer(ctx);
    const rank = await ctx.db.query<{ rank: number }>(
      'SELECT count(*)::int + 1 AS rank FROM players WHERE api_id = $1 AND (vip_exp > $2 OR (vip_exp = $2 AND id < $3))', [p.apiId, p.vipExp, p.id]);
    return { Vip: p.vip, VipExp: p.vipExp, NextVipExp: (p.vip + 1) ** 2 * 10_000, Lv: p.lv, LvExp: p.lvExp, NextLvExp: p.lv * 1000, Rank: rank[0]?.rank ?? null };
  },
} satisfies Partial<Handlers>;
