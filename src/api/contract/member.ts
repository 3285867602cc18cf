/**
 * VIP and LV (§3 player LV/EXP/rank, §6 holiday gift, §9 VIP, LV, sign-in, chest and rebate rules).
 *
 * Decisions where the spec says "not shown" (client and reference platform both follow them):
 *
 * - **Units.** 1 coin bet = 1 VIP EXP = 1 LV EXP (§9; `ExpPerCoin` says it as data). Every member
 *   amount (EXP, rebates, sign-in and chest rewards, holiday prizes) is in *coins*, the player's
 *   currency as displayed — never in the smallest unit the history amounts use.
 * - **VIP tiers.** A tier is held while this month's VIP EXP is at least its `RequiredExp`; VIP EXP
 *   and the tier go back to 0 on the first day of each month at 00:00 in the player's time zone,
 *   so the tier reached depends on that month's bets (§9). `VipExp` is therefore always within
 *   [RequiredExp(Vip), NextVipExp) and a progress bar never passes 100 %.
 * - **LV.** `LvExp` is the EXP inside the current level, `NextLvExp` the size of that level's bar
 *   (LvExp < NextLvExp). LV exists on every operator, also those without a VIP programme, so the
 *   LV inactivity rule travels with the player's status (`VipStatus.LvReset`), not the VIP setting.
 * - **The two inactivity readings (§9) are operator data, not a choice made here.** Reading A:
 *   VIP after 30 days resets tier and EXP at 12:00 AM the next day, LV after 15 days keeps the
 *   level and empties the EXP bar. Reading B: VIP after 15 days keeps the tier and empties the bar,
 *   LV after 30 days resets LV and EXP at 12:00 (noon) the next day. An `InactivityReset` per
 *   programme says which one the operator runs; the rules text is rendered from it in every locale.
 * - **Time.** Every period is in the player's time zone (user api info `Timezone`, minutes east of
 *   UTC; the platform uses the same operator offset), computed by `src/core/schedule.ts` on both
 *   sides. Instants travel as ISO strings.
 * - **Weekly sign-in.** The week runs from Tuesday 12:00 to the next Tuesday 12:00 (§9 reset) and
 *   has exactly 7 slots, each 24 h from 12:00 to 12:00: one sign-in per slot. `POST` is idempotent:
 *   a retry (or a second tab) answers the same state and pays nothing twice.
 * - **Treasure chest.** A chest is generated every Thursday 12:00 (§9); its level comes from the
 *   bets of the week that just ended (`Levels[].MinBet`). No level reached: no chest that week
 *   (`Status` 'none'). Opening is allowed only when a chest was generated and pays once; a retry
 *   answers the opened state with the same reward. `WeekBet` (bets since the last generation)
 *   decides the next chest's level.
 * - **Rebate.** Rebate = VIP EXP × the tier's `RebatePercent` % (§9), settled daily for the bets of
 *   00:00–23:59; today's estimate is `TodayExp` × percent, paid after midnight.
 * - **Holiday gift (§6).** While a holiday draw is open, players whose tier has `HolidayGift` may
 *   draw once per holiday; others are answered 4003. A retry answers the same prize.
 * - **Missions** are per operator, daily or weekly, with progress computed by the platform; they
 *   are read-only here (the EXP reward is credited by the platform when done).
 * - **LV ranking**: the operator's top 100 players by LV then LV EXP (§9 top 100), accounts masked,
 *   plus the caller's own place.
 * - **Gates and codes.** Every VIP call (setting, sign-in, chest, missions, holiday) follows the
 *   §5 vipSetting gate: −1 when the web id or operator type has no VIP programme (the client skips
 *   the call, state/gates.ts), 1005 when the operator has not configured it (§8: no toast for the
 *   setting; the client asks nothing more after it). `vip-level` and the LV ranking answer on every
 *   operator. New codes below (`MEMBER_CODES`).
 * - **App-style variant** (`device=mobileapp|webapp`, §2 "uses app-style VIP content"): the same
 *   calls and data, drawn as one compact column for a game client's web view (the browser variant
 *   is two columns from 900 px) — the tiers table cut to the player's tier and the next one (the
 *   rest behind a disclosure), the rules folded into one disclosure. The member feature renders no link that leaves the page in
 *   either variant (its only link, the summary's "VIP details", is an app route). Decided in the
 *   client only (`appStyle` in features/member), documented in the README.
 */
import type { Call, None } from './common';
import { bool, list, nullable, num, obj, oneOf, str } from '../read';

/** Codes of the member calls (beside §8's, see common.ts). */
export const MEMBER_CODES = {
  /** Open asked when no chest was generated this period (nothing to open). */
  CHEST_NOT_READY: 4002,
  /** Holiday draw asked by a tier without the holiday gift (§6), or with no holiday open. */
  HOLIDAY_NOT_ELIGIBLE: 4003,
} as const;

/** One row of the tiers table. */
export interface VipLevel {
  Level: number;
  /** Operator text (rendered as text). */
  Name: string;
  /** This month's VIP EXP that reaches the tier. */
  RequiredExp: number;
  /** Daily rebate: VIP EXP × RebatePercent % (§9). */
  RebatePercent: number;
  /** §6: the tier receives holiday gift draws (the premium tiers). */
  HolidayGift: boolean;
}

/** What happens after a run of days without play (§9; the operator's reading, see above). */
export interface InactivityReset {
  /** Consecutive days without a bet. */
  Days: number;
  /** 'exp': the level is kept and the EXP bar goes back to 0; 'all': level and EXP go back to 0. */
  Resets: 'exp' | 'all';
  /** Hour (0–23, player's time zone) of the next day at which it happens: 0 = 12:00 AM, 12 = noon. */
  Hour: number;
}

export const readInactivityReset = /*#__PURE__*/ obj<InactivityReset>({
  Days: num,
  Resets: oneOf('exp', 'all'),
  Hour: num,
});

export interface VipSetting {
  /** Tiers, lowest first; Level 0 requires 0 EXP. */
  Levels: VipLevel[];
  /** §9: VIP EXP per coin bet (1). */
  ExpPerCoin: number;
  /** The VIP programme's inactivity rule. */
  Reset: InactivityReset;
}

export const readVipSetting = /*#__PURE__*/ obj<VipSetting>({
  Levels: list(obj<VipLevel>({ Level: num, Name: str, RequiredExp: num, RebatePercent: num, HolidayGift: bool })),
  ExpPerCoin: num,
  Reset: readInactivityReset,
});

/** The player's standing in both programmes (§3 LV, EXP, rank). */
export interface VipStatus {
  Vip: number;
  /** This month's VIP EXP. */
  VipExp: number;
  /** RequiredExp of the next tier; null at the top tier. */
  NextVipExp: number | null;
  /** VIP EXP earned today (player's day): the base of today's rebate estimate. */
  TodayExp: number;
  Lv: number;
  /** EXP inside the current level. */
  LvExp: number;
  /** EXP that completes the current level (the bar's maximum). */
  NextLvExp: number;
  /** Place by VIP EXP in the operator. */
  Rank: number | null;
  /** The LV programme's inactivity rule (LV exists on every operator). */
  LvReset: InactivityReset;
}

export const readVipStatus = /*#__PURE__*/ obj<VipStatus>({
  Vip: num,
  VipExp: num,
  NextVipExp: nullable(num),
  TodayExp: num,
  Lv: num,
  LvExp: num,
  NextLvExp: num,
  Rank: nullable(num),
  LvReset: readInactivityReset,
});

export interface SignInDay {
  /** 1–7: the slot in the week (day 1 starts Tuesday 12:00). */
  Day: number;
  /** Coins paid for signing in on that slot. */
  Reward: number;
  Signed: boolean;
}

export interface SignInState {
  /** This week's start (Tuesday 12:00, player's time zone). */
  WeekStart: string;
  /** The weekly reset: the next Tuesday 12:00. */
  NextReset: string;
  /** 1–7: the slot now. */
  Today: number;
  SignedToday: boolean;
  Days: SignInDay[];
}

export const readSignInState = /*#__PURE__*/ obj<SignInState>({
  WeekStart: str,
  NextReset: str,
  Today: num,
  SignedToday: bool,
  Days: list(obj<SignInDay>({ Day: num, Reward: num, Signed: bool })),
});

export interface ChestLevel {
  Level: number;
  /** Bets in the week (coins) that earn this chest level. */
  MinBet: number;
  /** Coins paid when a chest of this level is opened. */
  Reward: number;
}

export type ChestStatus = 'none' | 'ready' | 'opened';

export interface ChestState {
  /** This period's chest: none generated, generated and waiting, or opened. */
  Status: ChestStatus;
  /** Level of this period's chest (0 when none). */
  Level: number;
  /** Coins paid when it was opened; null until then. */
  Reward: number | null;
  /** When this period's chest was generated (the last Thursday 12:00). */
  GeneratedAt: string;
  /** The next generation (next Thursday 12:00). */
  NextAt: string;
  /** Bets since GeneratedAt: they decide the next chest's level. */
  WeekBet: number;
  Levels: ChestLevel[];
}

export const readChestState = /*#__PURE__*/ obj<ChestState>({
  Status: oneOf('none', 'ready', 'opened'),
  Level: num,
  Reward: nullable(num),
  GeneratedAt: str,
  NextAt: str,
  WeekBet: num,
  Levels: list(obj<ChestLevel>({ Level: num, MinBet: num, Reward: num })),
});

export type MissionKind = 'bet' | 'rounds' | 'games' | 'signIn';

export interface VipMission {
  Id: number;
  /** bet: coins bet; rounds: rounds played; games: different games played; signIn: weekly sign-ins. */
  Kind: MissionKind;
  Period: 'day' | 'week';
  Target: number;
  /** Capped at Target by the platform. */
  Progress: number;
  RewardExp: number;
  Done: boolean;
}

export const readVipMissions = /*#__PURE__*/ list(
  obj<VipMission>({
    Id: num,
    Kind: oneOf('bet', 'rounds', 'games', 'signIn'),
    Period: oneOf('day', 'week'),
    Target: num,
    Progress: num,
    RewardExp: num,
    Done: bool,
  }),
);

export interface LvRankEntry {
  Rank: number;
  Nickname: string;
  /** Masked account, never the full one. */
  Account: string;
  Lv: number;
  IsMine: boolean;
}

export interface LvRanking {
  /** Top 100 of the operator by LV, then LV EXP. */
  Top: LvRankEntry[];
  /** The caller's own place (also when outside the top 100). */
  Mine: LvRankEntry | null;
}

const readLvRankEntry = /*#__PURE__*/ obj<LvRankEntry>({
  Rank: num,
  Nickname: str,
  Account: str,
  Lv: num,
  IsMine: bool,
});
export const readLvRanking = /*#__PURE__*/ obj<LvRanking>({
  Top: list(readLvRankEntry),
  Mine: nullable(readLvRankEntry),
});

export interface Holiday {
  Id: number;
  /** Operator text (rendered as text). */
  Name: string;
  EndsAt: string;
}

export interface HolidayGift {
  /** The holiday whose draw is open; null when none is. */
  Holiday: Holiday | null;
  /** §6: the player's tier receives holiday gift draws. */
  Eligible: boolean;
  Drawn: boolean;
  /** Coins won; null until drawn. */
  Prize: number | null;
}

export const readHolidayGift = /*#__PURE__*/ obj<HolidayGift>({
  Holiday: nullable(obj<Holiday>({ Id: num, Name: str, EndsAt: str })),
  Eligible: bool,
  Drawn: bool,
  Prize: nullable(num),
});

/** The page language of the calls whose answer names things (tier and holiday names); absent → English. */
export type LangQuery = { LangId?: string };

/** The member calls: key → params, query, body and response `Data`. */
export interface MemberCalls {
  'GET /member/vip-setting': Call<None, LangQuery, None, VipSetting>;
  'GET /member/vip-level': Call<None, None, None, VipStatus>;
  'GET /member/sign-in': Call<None, None, None, SignInState>;
  /** Sign in today's slot; idempotent. */
  'POST /member/sign-in': Call<None, None, None, SignInState>;
  'GET /member/chest': Call<None, None, None, ChestState>;
  /** Open this period's chest; 4002 when none was generated; idempotent once opened. */
  'POST /member/chest/open': Call<None, None, None, ChestState>;
  'GET /member/vip-missions': Call<None, None, None, VipMission[]>;
  'GET /member/lv-ranking': Call<None, None, None, LvRanking>;
  'GET /member/holiday-gift': Call<None, LangQuery, None, HolidayGift>;
  /** Draw the open holiday's gift; 4003 when not eligible; idempotent once drawn. */
  'POST /member/holiday-gift/draw': Call<None, LangQuery, { HolidayId: number }, HolidayGift>;
}
