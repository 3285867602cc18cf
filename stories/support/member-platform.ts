/** The member platform of the VIP and level stories (msw): tiers, status, sign-in, chest, missions. */
import type {
  ChestState,
  HolidayGift,
  LvRanking,
  SignInState,
  VipMission,
  VipSetting,
  VipStatus,
} from '../../src/api/contract';
import { fail, forever, http, ok } from './envelope';
import { storyToken } from './token';

export const tokenFor = (apiId: number) => storyToken({ APIID: apiId });

export const TIERS = Array.from({ length: 10 }, (_, l) => ({
  Level: l,
  Name: l === 9 ? 'Premium' : `VIP ${l}`,
  RequiredExp: l * l * 10_000,
  RebatePercent: Number((l * 0.1).toFixed(2)),
  HolidayGift: l === 9,
}));
export const setting = (reading: 'A' | 'B' = 'A'): VipSetting => ({
  Levels: TIERS,
  ExpPerCoin: 1,
  Reset: reading === 'A' ? { Days: 30, Resets: 'all', Hour: 0 } : { Days: 15, Resets: 'exp', Hour: 0 },
});
export const status = (vip: number, vipExp: number, reading: 'A' | 'B' = 'A'): VipStatus => ({
  Vip: vip,
  VipExp: vipExp,
  NextVipExp: vip >= 9 ? null : TIERS[vip + 1]!.RequiredExp,
  TodayExp: Math.min(vipExp, 12_345),
  Lv: 23,
  LvExp: 11_500,
  NextLvExp: 23_000,
  Rank: 12,
  LvReset: reading === 'A' ? { Days: 15, Resets: 'exp', Hour: 0 } : { Days: 30, Resets: 'all', Hour: 12 },
});
const week = () => {
  const start = new Date(Date.now() - 2.5 * 86_400_000);
  return { start: start.toISOString(), next: new Date(start.getTime() + 7 * 86_400_000).toISOString() };
};
export const signIn = (signedToday: boolean): SignInState => ({
  WeekStart: week().start,
  NextReset: week().next,
  Today: 3,
  SignedToday: signedToday,
  Days: [100, 100, 200, 200, 300, 300, 1000].map((Reward, i) => ({
    Day: i + 1,
    Reward,
    Signed: i === 0 || (signedToday && i === 2),
  })),
});
export const chest = (s: ChestState['Status']): ChestState => ({
  Status: s,
  Level: s === 'none' ? 0 : 2,
  Reward: s === 'opened' ? 300 : null,
  GeneratedAt: new Date(Date.now() - 86_400_000).toISOString(),
  NextAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
  WeekBet: 12_500,
  Levels: [
    { Level: 1, MinBet: 1000, Reward: 50 },
    { Level: 2, MinBet: 10_000, Reward: 300 },
    { Level: 3, MinBet: 50_000, Reward: 1000 },
  ],
});
export const MISSIONS: VipMission[] = [
  { Id: 1, Kind: 'bet', Period: 'day', Target: 5000, Progress: 5000, RewardExp: 100, Done: true },
  { Id: 2, Kind: 'rounds', Period: 'day', Target: 50, Progress: 18, RewardExp: 50, Done: false },
  { Id: 3, Kind: 'signIn', Period: 'week', Target: 5, Progress: 1, RewardExp: 300, Done: false },
  { Id: 4, Kind: 'bet', Period: 'week', Target: 100_000, Progress: 64_200, RewardExp: 1000, Done: false },
];
export const holiday = (eligible: boolean, drawn = false): HolidayGift => ({
  Holiday: { Id: 1, Name: 'Festive Season', EndsAt: '2099-01-01T00:00:00Z' },
  Eligible: eligible,
  Drawn: drawn,
  Prize: drawn ? 1888 : null,
});
export const RANKING: LvRanking = {
  Top: Array.from({ length: 12 }, (_, i) => ({
    Rank: i + 1,
    Nickname: i % 3 ? '' : `Star${i}`,
    Account: `pl***${10 + i}`,
    Lv: 60 - i * 3,
    IsMine: false,
  })),
  Mine: { Rank: 31, Nickname: 'Me', Account: 'pl***42', Lv: 23, IsMine: true },
};

interface Scenario {
  vip?: VipStatus;
  setting?: VipSetting | 'none' | 'error' | 'loading';
  signIn?: SignInState;
  chest?: ChestState;
  missions?: VipMission[];
  holiday?: HolidayGift;
}
export const handlers = (s: Scenario = {}) => [
  http.get('/api/member/vip-setting', () =>
    s.setting === 'none'
      ? fail(1005, 'VIP setting is not configured.')
      : s.setting === 'error'
        ? fail(5003, 'VIP is resting')
        : s.setting === 'loading'
          ? forever()
          : ok(s.setting ?? setting()),
  ),
  http.get('/api/member/vip-level', () => ok(s.vip ?? status(4, 250_000 - 30_000))),
  http.get('/api/member/sign-in', () => ok(s.signIn ?? signIn(false))),
  http.post('/api/member/sign-in', () => ok(signIn(true))),
  http.get('/api/member/chest', () => ok(s.chest ?? chest('ready'))),
  http.post('/api/member/chest/open', () => ok(chest('opened'))),
  http.get('/api/member/vip-missions', () => ok(s.missions ?? MISSIONS)),
  http.get('/api/member/holiday-gift', () => ok(s.holiday ?? holiday(false))),
  http.post('/api/member/holiday-gift/draw', () => ok(holiday(true, true))),
  http.get('/api/member/lv-ranking', () => ok(RANKING)),
];
