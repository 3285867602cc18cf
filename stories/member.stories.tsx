import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type {
  ChestState,
  HolidayGift,
  LvRanking,
  SignInState,
  VipMission,
  VipSetting,
  VipStatus,
} from '../src/api/contract';
import { Level } from '../src/features/member/level';
import { Vip } from '../src/features/member/vip';
import { entryAtom, tokenAtom, userApiInfoAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { fail, forever, http, ok } from './support/envelope';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (apiId: number) => `${b64({ alg: 'none' })}.${b64({ APIID: apiId, AID: 42, A: 'player42' })}.x`;

const TIERS = Array.from({ length: 10 }, (_, l) => ({
  Level: l,
  Name: l === 9 ? 'Premium' : `VIP ${l}`,
  RequiredExp: l * l * 10_000,
  RebatePercent: Number((l * 0.1).toFixed(2)),
  HolidayGift: l === 9,
}));
const setting = (reading: 'A' | 'B' = 'A'): VipSetting => ({
  Levels: TIERS,
  ExpPerCoin: 1,
  Reset: reading === 'A' ? { Days: 30, Resets: 'all', Hour: 0 } : { Days: 15, Resets: 'exp', Hour: 0 },
});
const status = (vip: number, vipExp: number, reading: 'A' | 'B' = 'A'): VipStatus => ({
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
const signIn = (signedToday: boolean): SignInState => ({
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
const chest = (s: ChestState['Status']): ChestState => ({
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
const MISSIONS: VipMission[] = [
  { Id: 1, Kind: 'bet', Period: 'day', Target: 5000, Progress: 5000, RewardExp: 100, Done: true },
  { Id: 2, Kind: 'rounds', Period: 'day', Target: 50, Progress: 18, RewardExp: 50, Done: false },
  { Id: 3, Kind: 'signIn', Period: 'week', Target: 5, Progress: 1, RewardExp: 300, Done: false },
  { Id: 4, Kind: 'bet', Period: 'week', Target: 100_000, Progress: 64_200, RewardExp: 1000, Done: false },
];
const holiday = (eligible: boolean, drawn = false): HolidayGift => ({
  Holiday: { Id: 1, Name: 'Festive Season', EndsAt: '2099-01-01T00:00:00Z' },
  Eligible: eligible,
  Drawn: drawn,
  Prize: drawn ? 1888 : null,
});
const RANKING: LvRanking = {
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
const handlers = (s: Scenario = {}) => [
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

type Params = { locale?: string; anonymous?: boolean; apiId?: number; device?: 'mobileapp' };
const root =
  (children: ReactNode) =>
  (_args: unknown, { globals, parameters }: { globals: { locale?: string }; parameters: Params }) => {
    const apiId = parameters.apiId ?? 3;
    return (
      <StoryRoot
        locale={parameters.locale ?? globals.locale}
        apiId={apiId}
        setup={
          parameters.anonymous
            ? undefined
            : (store) => {
                store.set(tokenAtom, tokenFor(apiId));
                store.set(userApiInfoAtom, {
                  Timezone: 480,
                  WebId: apiId === 202 ? 'jilistar' : 'tada',
                  OperatorType: 'STANDARD',
                } as never);
                if (parameters.device)
                  store.set(entryAtom, { device: parameters.device, gameId: null, sac: null, zoomStyle: null });
              }
        }
      >
        {children}
      </StoryRoot>
    );
  };

const meta: Meta<typeof Vip> = { title: 'Elements/ingame-vip and ingame-level', component: Vip, render: root(<Vip />) };
export default meta;
type Story = StoryObj<typeof Vip>;

/** Tier 4, mid-way to tier 5; sign-in available, chest ready, missions. */
export const VipMidway: Story = { parameters: { msw: { handlers: handlers() } } };
/** Tier 0 with 0 EXP this month (the 1st of the month), reading B of the reset rules. */
export const VipTierZero: Story = {
  parameters: { msw: { handlers: handlers({ vip: status(0, 0, 'B'), setting: setting('B') }) } },
};
/** Just below the next tier. */
export const VipJustBelow: Story = { parameters: { msw: { handlers: handlers({ vip: status(3, 159_999) }) } } };
/** The premium tier: full bar, holiday gift draw available. */
export const VipPremium: Story = {
  parameters: { msw: { handlers: handlers({ vip: status(9, 1_020_000), holiday: holiday(true) }) } },
};
/** Premium tier, holiday gift already drawn. */
export const VipHolidayDrawn: Story = {
  parameters: { msw: { handlers: handlers({ vip: status(9, 1_020_000), holiday: holiday(true, true) }) } },
};
/** Signed in today; the chest already opened. */
export const VipSignedAndOpened: Story = {
  parameters: { msw: { handlers: handlers({ signIn: signIn(true), chest: chest('opened') }) } },
};
/** No chest this week (last week's bets too low), no missions. */
export const VipChestLocked: Story = {
  parameters: { msw: { handlers: handlers({ chest: chest('none'), missions: [] }) } },
};
/** The operator has no VIP programme (1005; JILI Star is gated the same way, −1). */
export const VipNotConfigured: Story = { parameters: { msw: { handlers: handlers({ setting: 'none' }) } } };
export const VipJiliStar: Story = { parameters: { apiId: 202, msw: { handlers: handlers() } } };
/** Any other failure: the §8 widget with code:trace and a retry. */
export const VipError: Story = { parameters: { msw: { handlers: handlers({ setting: 'error' }) } } };
export const VipLoading: Story = { parameters: { msw: { handlers: handlers({ setting: 'loading' }) } } };
export const VipAnonymous: Story = { parameters: { anonymous: true } };
/** device=mobileapp: the compact app-style variant. */
export const VipAppStyle: Story = { parameters: { device: 'mobileapp', msw: { handlers: handlers() } } };
export const VipThai: Story = { parameters: { locale: 'th', msw: { handlers: handlers() } } };
export const VipChinese: Story = { parameters: { locale: 'zh-CN', msw: { handlers: handlers() } } };

/** <ingame-level>: LV, EXP, rules and the LV ranking with the player's place outside the top. */
export const Level23: Story = { render: root(<Level />), parameters: { msw: { handlers: handlers() } } };
export const LevelResetB: Story = {
  render: root(<Level />),
  parameters: { msw: { handlers: handlers({ vip: status(2, 50_000, 'B') }) } },
};
export const LevelThai: Story = {
  render: root(<Level />),
  parameters: { locale: 'th', msw: { handlers: handlers() } },
};
