// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import type {
  ChestState,
  HolidayGift,
  InactivityReset,
  LvRanking,
  SignInState,
  VipMission,
  VipSetting,
  VipStatus,
} from '../../src/api/contract';
import { Level } from '../../src/features/member/level';
import { MemberHome } from '../../src/features/member/member-home';
import { Vip } from '../../src/features/member/vip';
import type { Locale } from '../../src/i18n/locales';
import { entryAtom, sessionFailureAtom, sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { render, until } from './render';
import { testToken } from '../helpers/jwt';

const tokenFor = (apiId: number) => testToken({ APIID: apiId, AID: 7, A: `op_${apiId}_007` });
const TOKEN = tokenFor(3);

const SETTING: VipSetting = {
  ExpPerCoin: 1,
  Reset: { Days: 30, Resets: 'all', Hour: 0 },
  Levels: [0, 1, 2, 3].map((l) => ({
    Level: l,
    Name: l === 3 ? 'Premium' : `VIP ${l}`,
    RequiredExp: l * l * 10_000,
    RebatePercent: l * 0.5,
    HolidayGift: l === 3,
  })),
};
const STATUS: VipStatus = {
  Vip: 1,
  VipExp: 25_000,
  NextVipExp: 40_000,
  TodayExp: 12_345,
  Lv: 12,
  LvExp: 6000,
  NextLvExp: 12_000,
  Rank: 4,
  LvReset: { Days: 15, Resets: 'exp', Hour: 0 },
};
const SIGN_IN = (signed: boolean): SignInState => ({
  WeekStart: '2026-11-24T04:00:00.000Z',
  NextReset: '2026-12-01T04:00:00.000Z',
  Today: 3,
  SignedToday: signed,
  Days: [100, 100, 200, 200, 300, 300, 1000].map((Reward, i) => ({
    Day: i + 1,
    Reward,
    Signed: i === 0 || (signed && i === 2),
  })),
});
const CHEST: ChestState = {
  Status: 'ready',
  Level: 2,
  Reward: null,
  GeneratedAt: '2026-11-19T04:00:00.000Z',
  NextAt: '2026-11-26T04:00:00.000Z',
  WeekBet: 1500,
  Levels: [
    { Level: 1, MinBet: 1000, Reward: 50 },
    { Level: 2, MinBet: 10_000, Reward: 300 },
  ],
};
const MISSIONS: VipMission[] = [
  { Id: 1, Kind: 'bet', Period: 'day', Target: 5000, Progress: 5000, RewardExp: 100, Done: true },
  { Id: 2, Kind: 'rounds', Period: 'day', Target: 50, Progress: 20, RewardExp: 50, Done: false },
];
const HOLIDAY: HolidayGift = {
  Holiday: { Id: 1, Name: 'Festive Season', EndsAt: '2099-01-01T00:00:00.000Z' },
  Eligible: false,
  Drawn: false,
  Prize: null,
};
const RANKING: LvRanking = {
  Top: [
    { Rank: 1, Nickname: 'Ace', Account: 'ta***01', Lv: 50, IsMine: false },
    { Rank: 2, Nickname: '', Account: 'ta***02', Lv: 40, IsMine: false },
  ],
  Mine: { Rank: 7, Nickname: 'Me', Account: 'ta***07', Lv: 12, IsMine: true },
};

/** The platform as the member screens see it. */
let answers: Record<string, { Code: number; Data: unknown; Message?: string; trace?: string }>;
let requests: { method: string; path: string }[] = [];
function platform(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const method = (init?.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/^\/api/, '');
  requests.push({ method, path });
  const a = answers[`${method} ${path}`] ?? { Code: 1004, Data: null, Message: 'not stubbed' };
  return Promise.resolve(
    new Response(JSON.stringify({ Code: a.Code, Data: a.Data, Message: a.Message ?? '' }), {
      headers: { 'x-trace': a.trace ?? 'tr-1' },
    }),
  );
}

function signedIn({ apiId = 3, device = 'browser' as 'browser' | 'mobileapp' } = {}) {
  const store = createStore();
  store.set(sessionReadyAtom, true);
  store.set(tokenAtom, tokenFor(apiId));
  store.set(userApiInfoAtom, {
    Timezone: 480,
    WebId: apiId === 202 ? 'jilistar' : 'tada',
    OperatorType: 'STANDARD',
  } as never);
  store.set(entryAtom, { device, gameId: null, sac: null, zoomStyle: null });
  return store;
}

beforeEach(() => {
  requests = [];
  answers = {
    'GET /member/vip-setting': { Code: 0, Data: SETTING },
    'GET /member/vip-level': { Code: 0, Data: STATUS },
    'GET /member/sign-in': { Code: 0, Data: SIGN_IN(false) },
    'POST /member/sign-in': { Code: 0, Data: SIGN_IN(true) },
    'GET /member/chest': { Code: 0, Data: CHEST },
    'POST /member/chest/open': { Code: 0, Data: { ...CHEST, Status: 'opened', Reward: 300 } },
    'GET /member/vip-missions': { Code: 0, Data: MISSIONS },
    'GET /member/holiday-gift': { Code: 0, Data: HOLIDAY },
    'GET /member/lv-ranking': { Code: 0, Data: RANKING },
  };
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const part = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (root: ParentNode, name: string) => [...root.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const loaded = (root: ParentNode) => until(() => part(root, 'mission') && part(root, 'chest') && part(root, 'signin'));

async function vip(
  options: Parameters<typeof signedIn>[0] = {},
  locale: Locale = 'en',
  props: { device?: string } = {},
) {
  const view = await render(<Vip {...props} />, { store: signedIn(options), locale });
  return view;
}

describe('<ingame-vip>', () => {
  it('asks an anonymous visitor to sign in and calls nothing', async () => {
    const store = createStore();
    store.set(sessionReadyAtom, true);
    const view = await render(<Vip />, { store });
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe(
      'Sign in to see your VIP and LV progress.',
    );
    expect(requests).toEqual([]);
  });

  it('shows the tier, a real progress bar to the next tier and the tiers table', async () => {
    const view = await vip();
    await loaded(view.container);
    expect(part(view.container, 'vip-level')!.textContent).toBe('VIP 1');
    const bar = view.container.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('part')).toBe('progress');
    expect(bar.getAttribute('aria-valuenow')).toBe('15000');
    expect(bar.getAttribute('aria-valuemax')).toBe('30000');
    expect(view.container.textContent).toContain('25k / 40k EXP');
    expect(view.container.textContent).toContain('15k EXP more this month to reach VIP 2.');
    const tiers = parts(view.container, 'vip-tier');
    expect(tiers.map((r) => r.querySelector('th')!.textContent)).toEqual(['VIP 0', 'VIP 1', 'VIP 2', 'Premium']);
    expect(tiers[1]!.getAttribute('aria-current')).toBe('true');
  });

  it("estimates today's rebate as EXP × percent, truncated", async () => {
    const view = await vip();
    await loaded(view.container);
    const rebate = part(view.container, 'rebate')!;
    // 12,345 × 0.5 % = 61.725 → 61.72
    expect(rebate.querySelector('.member-big')!.textContent).toBe('61.72');
    expect(rebate.textContent).toContain('12,345 VIP EXP × 0.50%');
  });

  it.each<[InactivityReset, string]>([
    [
      { Days: 30, Resets: 'all', Hour: 0 },
      'After 30 days without play, your VIP tier and VIP EXP reset to 0 at 00:00 the next day.',
    ],
    [
      { Days: 15, Resets: 'exp', Hour: 0 },
      'After 15 days without play, your VIP tier is kept but the VIP EXP bar resets to 0 at 00:00 the next day.',
    ],
  ])("renders the operator's reading of the VIP reset rule (%j)", async (reset, text) => {
    answers['GET /member/vip-setting'] = { Code: 0, Data: { ...SETTING, Reset: reset } };
    const view = await vip();
    await loaded(view.container);
    expect([...view.container.querySelectorAll('.member-rules li')].map((li) => li.textContent)).toContain(text);
  });

  it('signs in today and shows the new state', async () => {
    const view = await vip();
    await loaded(view.container);
    const signin = part(view.container, 'signin')!;
    const button = signin.querySelector('button')!;
    expect(button.textContent).toBe('Sign in today');
    expect(signin.querySelector('[aria-current="date"]')!.textContent).toContain('Day 3');
    await act(async () => button.click());
    await until(() => part(view.container, 'signin')!.querySelector('button')!.disabled);
    expect(part(view.container, 'signin')!.querySelector('button')!.textContent).toBe('Signed in today');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/member/sign-in']);
    // The reset countdown says the Tuesday 12:00 in the player's zone (§5 format).
    expect(part(view.container, 'signin')!.textContent).toContain('2026/12/01 12:00:00 GMT+8');
  });

  it('opens a ready chest', async () => {
    const view = await vip();
    await loaded(view.container);
    const chest = part(view.container, 'chest')!;
    expect(chest.textContent).toContain('A level 2 chest is ready.');
    expect(chest.textContent).toContain('next chest level 1');
    await act(async () => chest.querySelector('button')!.click());
    await until(() => part(view.container, 'chest')!.textContent!.includes('you received 300'));
  });

  it('shows missions with their progress and the holiday gift for premium tiers only', async () => {
    const view = await vip();
    await loaded(view.container);
    const missions = parts(view.container, 'mission');
    expect(missions.map((m) => m.querySelector('.member-mission__label')!.textContent)).toEqual([
      'Bet 5,000 coins today',
      'Play 50 rounds today',
    ]);
    expect(missions[1]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('20');
    expect(missions[0]!.textContent).toContain('Completed');
    expect(view.container.textContent).toContain('Holiday gift draws are for Premium players.');
  });

  it.each([
    [-1, 202],
    [1005, 3],
  ])('says "no VIP programme" on %i, without an error, and asks nothing more', async (code, apiId) => {
    answers['GET /member/vip-setting'] = { Code: code, Data: null, Message: 'none' };
    const view = await vip({ apiId });
    await until(() => view.container.querySelector('.member-novip'));
    expect(view.container.querySelector('.member-novip')!.textContent).toBe('This operator has no VIP programme.');
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(requests.some((r) => /sign-in|chest|missions|holiday/.test(r.path))).toBe(false);
    // −1 is the §5 gate: the call is not even made.
    expect(requests.some((r) => r.path === '/member/vip-setting')).toBe(code === 1005);
  });

  it('shows the §8 widget with code:trace and retries', async () => {
    answers['GET /member/vip-setting'] = { Code: 500, Data: null, Message: 'VIP is resting', trace: 'abc123' };
    const view = await vip();
    const alert = await until(() => view.container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('500:abc123');
    answers['GET /member/vip-setting'] = { Code: 0, Data: SETTING };
    await act(async () =>
      [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click(),
    );
    await loaded(view.container);
    expect(part(view.container, 'vip-level')!.textContent).toBe('VIP 1');
  });

  it('a failed load reaches the host once as ingame-error, naming the call', async () => {
    answers['GET /member/vip-level'] = { Code: 500, Data: null, Message: 'resting', trace: 'tr-9' };
    const view = await vip();
    await until(() => view.container.querySelector('[role="alert"]'));
    const errors = view.events.filter((e) => e.name === 'ingame-error');
    expect(errors).toEqual([
      {
        name: 'ingame-error',
        detail: expect.objectContaining({
          Code: 500,
          Message: 'resting',
          trace: 'tr-9',
          call: 'GET /member/vip-level',
        }),
      },
    ]);
  });

  it('a session the platform did not answer reaches the host from the element (a refused API base is told once elsewhere)', async () => {
    const store = signedIn();
    store.set(sessionFailureAtom, { Code: 5003, Message: 'Network error', trace: '', status: 0, call: 'POST /token' });
    const view = await render(<Level />, { store });
    await until(() => view.events.length > 0);
    expect(view.events).toEqual([
      {
        name: 'ingame-error',
        detail: { Code: 5003, Message: 'Network error', trace: '', status: 0, call: 'POST /token' },
      },
    ]);
    const refused = signedIn();
    refused.set(sessionFailureAtom, { Code: 5004, Message: 'refused', trace: '', status: 0 });
    const other = await render(<Level />, { store: refused });
    await new Promise((r) => setTimeout(r, 20));
    expect(other.events.filter((e) => (e.detail as { Code?: number }).Code === 5004)).toEqual([]);
  });

  it('a failed sign-in is busy while it is sent, shows inline and reaches the host as ingame-error', async () => {
    answers['POST /member/sign-in'] = { Code: 1004, Data: null, Message: 'No sign-in reward is set for today.' };
    const view = await vip();
    await loaded(view.container);
    const button = part(view.container, 'signin')!.querySelector('button')!;
    act(() => button.click());
    expect(part(view.container, 'signin')!.querySelector('button')!.disabled).toBe(true);
    await until(() => part(view.container, 'signin')!.querySelector('[role="alert"]'));
    expect(part(view.container, 'signin')!.querySelector('button')!.disabled).toBe(false);
    expect(view.events.filter((e) => e.name === 'ingame-error').map((e) => e.detail)).toEqual([
      expect.objectContaining({ Code: 1004, call: 'POST /member/sign-in' }),
    ]);
  });

  it('a sign-in in one <ingame-vip> updates another element on the page (its sign-in, missions and LV)', async () => {
    const week = (Progress: number): VipMission => ({
      Id: 3,
      Kind: 'signIn',
      Period: 'week',
      Target: 3,
      Progress,
      RewardExp: 100,
      Done: false,
    });
    answers['GET /member/vip-missions'] = { Code: 0, Data: [week(1)] };
    const store = signedIn();
    const first = await render(<Vip />, { store });
    const other = await render(<Vip />, { store });
    const level = await render(<Level />, { store });
    await loaded(first.container);
    await loaded(other.container);
    const lvExp = () => level.container.querySelector('[aria-label="LV EXP"]')?.getAttribute('aria-valuenow');
    expect(await until(lvExp)).toBe('6000');
    expect(part(other.container, 'mission')!.textContent).toContain('1 / 3');
    // What the platform answers once the player signed in: the mission moved, the LV EXP grew.
    answers['GET /member/vip-missions'] = { Code: 0, Data: [week(2)] };
    answers['GET /member/vip-level'] = { Code: 0, Data: { ...STATUS, LvExp: 6100 } };
    await act(async () => part(first.container, 'signin')!.querySelector('button')!.click());
    await until(() => part(other.container, 'signin')!.querySelector('button')!.disabled);
    expect(part(other.container, 'signin')!.querySelector('button')!.textContent).toBe('Signed in today');
    await until(() => part(other.container, 'mission')!.textContent!.includes('2 / 3'));
    await until(() => lvExp() === '6100');
  });

  it('draws the app-style variant for device=mobileapp: current and next tier, rules folded', async () => {
    const view = await vip({ device: 'mobileapp' });
    await loaded(view.container);
    expect(view.container.querySelector('[data-variant]')!.getAttribute('data-variant')).toBe('app');
    const shown = view.container.querySelector('.member-table tbody')!;
    expect([...shown.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['VIP 1', 'VIP 2']);
    expect([...view.container.querySelectorAll('details summary')].map((s) => s.textContent)).toEqual([
      'All tiers',
      'VIP rules',
    ]);
    // Each table's box (it scrolls sideways on a phone) takes focus and is named, for a keyboard.
    const boxes = [...view.container.querySelectorAll('.member-table-wrap')];
    expect(boxes.map((b) => [b.getAttribute('tabindex'), b.getAttribute('role')])).toEqual([
      ['0', 'region'],
      ['0', 'region'],
    ]);
    expect(boxes[1]!.getAttribute('aria-label')).toBe('All tiers');
    expect(view.container.querySelector(`#${boxes[0]!.getAttribute('aria-labelledby')}`)!.textContent).toBe(
      'VIP tiers',
    );
    const attr = await vip({}, 'en', { device: 'webapp' });
    await loaded(attr.container);
    expect(attr.container.querySelector('[data-variant]')!.getAttribute('data-variant')).toBe('app');
  });

  it('speaks Thai', async () => {
    const view = await vip({}, 'th');
    await loaded(view.container);
    expect(view.container.querySelector('h1')!.textContent).toBe('VIP');
    expect(part(view.container, 'signin')!.querySelector('h2')!.textContent).toBe('ของขวัญเช็คอิน');
    // Mission labels come from the catalog too (kind × period), with the target in Thai number format.
    expect(parts(view.container, 'mission').map((m) => m.querySelector('.member-mission__label')!.textContent)).toEqual(
      ['เดิมพัน 5,000 เหรียญวันนี้', 'เล่น 50 รอบวันนี้'],
    );
    expect(view.container.textContent).toContain('หากไม่ได้เล่นติดต่อกัน 30 วัน');
  });
});

describe('<ingame-level>', () => {
  it("shows LV, its EXP bar, the LV reset rule and the ranking with the player's place", async () => {
    answers['GET /member/vip-level'] = { Code: 0, Data: { ...STATUS, LvReset: { Days: 30, Resets: 'all', Hour: 12 } } };
    const view = await render(<Level />, { store: signedIn() });
    await until(() => part(view.container, 'lv-level') && view.container.querySelector('.member-table'));
    expect(part(view.container, 'lv-level')!.textContent).toBe('LV 12');
    const bar = view.container.querySelector('[role="progressbar"]')!;
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['6000', '12000']);
    expect(view.container.textContent).toContain(
      'After 30 days without play, your LV and LV EXP reset to 0 at 12:00 the next day.',
    );
    const rows = [...view.container.querySelectorAll('.member-table tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['1AceLV 50', '2ta***02LV 40', '7Me (you)LV 12']);
    expect(view.container.textContent).toContain('Your place: #7');
  });

  it('answers on an operator without VIP (LV exists everywhere)', async () => {
    const view = await render(<Level />, { store: signedIn({ apiId: 202 }) });
    await until(() => part(view.container, 'lv-level'));
    expect(requests.map((r) => r.path).sort()).toEqual(['/member/lv-ranking', '/member/vip-level']);
  });
});

describe('the member home page', () => {
  it('shows the VIP summary with a link to the VIP page, then LV', async () => {
    const view = await render(<MemberHome vipHref="#/ingame/member/vip" />, { store: signedIn() });
    await until(() => part(view.container, 'vip-level') && part(view.container, 'lv-level'));
    expect(view.container.querySelector<HTMLAnchorElement>('a.member-link')!.getAttribute('href')).toBe(
      '#/ingame/member/vip',
    );
    expect(part(view.container, 'signin')).toBeNull();
  });
});

describe('names in the page language (issue 25)', () => {
  /** The platform names tiers and holidays in the language the call asks in (LangId). */
  function namingPlatform(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const lang = url.searchParams.get('LangId') ?? '?';
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/member/vip-setting')
      answers[`GET ${path}`] = {
        Code: 0,
        Data: { ...SETTING, Levels: SETTING.Levels.map((l) => ({ ...l, Name: `${l.Name} (${lang})` })) },
      };
    if (path === '/member/holiday-gift')
      answers[`GET ${path}`] = {
        Code: 0,
        Data: { ...HOLIDAY, Holiday: { ...HOLIDAY.Holiday!, Name: `${HOLIDAY.Holiday!.Name} (${lang})` } },
      };
    return platform(input, init);
  }

  it('a language switch asks again: tier and holiday names follow it without a reload', async () => {
    vi.stubGlobal('fetch', vi.fn(namingPlatform));
    const store = signedIn();
    const english = await render(<Vip />, { store, locale: 'en' });
    await loaded(english.container);
    expect(part(english.container, 'vip-level')!.textContent).toBe('VIP 1 (en-US)');
    english.unmount();
    // The same session store, the page now in German (ingame-language switches every element).
    const german = await render(<Vip />, { store, locale: 'de' });
    await until(() => part(german.container, 'vip-level')?.textContent === 'VIP 1 (de-DE)');
    await until(
      () => german.container.querySelector('.member-holiday__name')?.textContent === 'Festive Season (de-DE)',
    );
    german.unmount();
  });
});

describe('member amounts carry the currency (issue 25, §5)', () => {
  it('rebate and chest amounts show the player currency in the page locale', async () => {
    const store = signedIn();
    store.set(tokenAtom, testToken({ APIID: 3, AID: 7, A: 'op_3_007', CNO: 1, CSYMBOL: '₱' }));
    const view = await render(<Vip />, { store, locale: 'de' });
    await loaded(view.container);
    expect(part(view.container, 'rebate')!.querySelector('.member-big')!.textContent).toBe('₱ 61,72');
    expect(part(view.container, 'chest')!.textContent).toContain('₱ 1.500,00');
    view.unmount();
  });
  // Failed before: the day rewards were bare numbers ("1.000", no unit).
  it.each([
    ['de', ['₱ 100,00', '₱ 100,00', '₱ 200,00', '₱ 200,00', '₱ 300,00', '₱ 300,00', '₱ 1.000,00']],
    ['en', ['₱ 100.00', '₱ 100.00', '₱ 200.00', '₱ 200.00', '₱ 300.00', '₱ 300.00', '₱ 1,000.00']],
  ] as const)('the sign-in day rewards in %s carry the currency and the locale separators', async (locale, shown) => {
    const store = signedIn();
    store.set(tokenAtom, testToken({ APIID: 3, AID: 7, A: 'op_3_007', CNO: 1, CSYMBOL: '₱' }));
    const view = await render(<Vip />, { store, locale });
    await loaded(view.container);
    const rewards = [...part(view.container, 'signin')!.querySelectorAll('.member-day__reward')].map(
      (r) => r.textContent,
    );
    expect(rewards).toEqual(shown);
    view.unmount();
  });
});
