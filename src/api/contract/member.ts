/** VIP and LV (§3 player, §9 VIP and LV rules). */
import type { Call, None } from './common';

export interface VipLevel {
  Level: number;
  Name: string;
  RequiredExp: number;
  RebatePercent: number;
  HolidayGift: boolean;
}

export interface VipSetting {
  Levels: VipLevel[];
}

export interface VipStatus {
  Vip: number;
  VipExp: number;
  NextVipExp: number;
  Lv: number;
  LvExp: number;
  NextLvExp: number;
  Rank: number | null;
}

/** The member calls: key → params, query, body and response `Data`. */
export interface MemberCalls {
  'GET /member/vip-setting': Call<None, None, None, VipSetting>;
  'GET /member/vip-level': Call<None, None, None, VipStatus>;
}
