// @vitest-environment happy-dom
/**
 * Counted member texts take the plural the number needs (ICU plurals): one EXP is "Falta 1 EXP" in
 * Portuguese and "Te falta 1 EXP" in Spanish, one day is "1 dia"; Korean never shows a particle
 * pair such as "이(가)" after a number it cannot know.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import type { VipMission, VipSetting, VipStatus } from '../../src/api/contract';
import { Level } from '../../src/features/member/level';
import { Vip } from '../../src/features/member/vip';
import type { Locale } from '../../src/i18n/locales';
import { entryAtom, sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { render, until } from './render';
import { testToken } from '../helpers/jwt';

const TOKEN = testToken({ APIID: 3, AID: 7, A: 'op_3_007' });
const SETTING: VipSetting = {
  ExpPerCoin: 1,
  Reset: { Days: 1, Resets: 'all', Hour: 0 },
  Levels: [0, 1, 2].map((l) => ({
    Level: l,
    Name: `VIP ${l}`,
    RequiredExp: l * 10_000,
    RebatePercent: 0,
    HolidayGift: false,
  })),
};
/** One EXP short of LV 30 and of VIP 2; one day to each reset. */
const STATUS: VipStatus = {
  Vip: 1,
  VipExp: 19_999,
  NextVipExp: 20_000,
  TodayExp: 0,
  Lv: 29,
  LvExp: 11_999,
  NextLvExp: 12_000,
  Rank: 0,
  LvReset: { Days: 1, Resets: 'exp', Hour: 0 },
};
const MISSIONS: VipMission[] = [
  { Id: 1, Kind: 'rounds', Period: 'day', Target: 1, Progress: 0, RewardExp: 10, Done: false },
  { Id: 2, Kind: 'rounds', Period: 'week', Target: 2, Progress: 0, RewardExp: 10, Done: false },
];

let answers: Record<string, unknown>;
function platform(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const data = answers[url.pathname.replace(/^\/api/, '')];
  const body = data === undefined ? { Code: 1004, Data: null, Message: '' } : { Code: 0, Data: data, Message: '' };
  return Promise.resolve(new Response(JSON.stringify(body)));
}
function signedIn() {
  const store = createStore();
  store.set(sessionReadyAtom, true);
  store.set(tokenAtom, TOKEN);
  store.set(userApiInfoAtom, { Timezone: 480, WebId: 'tada', OperatorType: 'STANDARD' } as never);
  store.set(entryAtom, { device: 'browser', gameId: null, sac: null, zoomStyle: null });
  return store;
}
beforeEach(() => {
  answers = {
    '/member/vip-setting': SETTING,
    '/member/vip-level': STATUS,
    '/member/lv-ranking': { Top: [], Mine: null },
    '/member/vip-missions': MISSIONS,
  };
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function levelText(locale: Locale, status: VipStatus = STATUS): Promise<string> {
  answers['/member/vip-level'] = status;
  const view = await render(<Level />, { store: signedIn(), locale });
  await until(() => view.container.querySelector('[part~="lv-level"]'));
  return view.container.textContent ?? '';
}

describe('counted member texts', () => {
  it.each<[Locale, string, string]>([
    ['pt', 'Falta 1 EXP para chegar ao LV 30.', 'Faltam 2 EXP para chegar ao LV 30.'],
    ['es', 'Te falta 1 EXP para llegar a LV 30.', 'Te faltan 2 EXP para llegar a LV 30.'],
    ['en', '1 EXP more to reach LV 30.', '2 EXP more to reach LV 30.'],
  ])('%s: one EXP to the next LV is singular, two are plural', async (locale, one, two) => {
    expect(await levelText(locale)).toContain(one);
    expect(await levelText(locale, { ...STATUS, LvExp: 11_998 })).toContain(two);
  });

  it.each<[Locale, string]>([
    ['pt', 'Após 1 dia sem jogar'],
    ['es', 'Tras 1 día sin jugar'],
    ['de', 'Nach 1 Tag ohne Spiel'],
    ['en', 'After 1 day without play'],
  ])('%s: a one-day reset rule says one day', async (locale, text) => {
    expect(await levelText(locale)).toContain(text);
  });

  it('ko: the next LV is named without a particle pair such as 이(가)', async () => {
    const text = await levelText('ko');
    expect(text).toContain('LV 30');
    expect(text).not.toMatch(/\((?:이|가|을|를|은|는|과|와|으)\)|이\(가\)|을\(를\)|은\(는\)/);
  });

  it.each<[Locale, string[]]>([
    ['pt', ['Falta 1 EXP este mês para chegar a VIP 2.', 'Jogue 1 rodada hoje', 'Jogue 2 rodadas esta semana']],
    ['es', ['Te falta 1 EXP este mes para llegar a VIP 2.', 'Juega 1 ronda hoy', 'Juega 2 rondas esta semana']],
  ])('%s: the VIP page counts EXP and mission targets with their plural', async (locale, texts) => {
    const view = await render(<Vip />, { store: signedIn(), locale });
    await until(() => view.container.querySelector('[part~="mission"]'));
    for (const text of texts) expect(view.container.textContent).toContain(text);
  });
});
