/**
 * The member platform (#11) over real HTTP: the seed is consistent (EXP never past the next
 * threshold, the profiles the screens need, both readings of the §9 inactivity rules), the §5/§8
 * gates, and the rules a server must keep (one sign-in per slot, a chest only when generated and
 * once, holiday draws for premium tiers once), each idempotent on retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODES,
  MEMBER_CODES,
  readChestState,
  readHolidayGift,
  readLvRanking,
  readSignInState,
  readVipMissions,
  readVipSetting,
  readVipStatus,
  type ChestState,
  type HolidayGift,
  type LvRanking,
  type SignInState,
  type VipMission,
  type VipSetting,
  type VipStatus,
} from '../../src/api/contract';
import { CHEST_GENERATION, SIGN_IN_RESET, lastWeekly, slotOf } from '../../src/core/schedule';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type DemoPlayer, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;
let players: DemoPlayer[];
const tokens = new Map<string, string>();

beforeAll(async () => ({ server, api, players } = await startTestPlatform()));
afterAll(() => server?.close());

async function tokenOf(player: DemoPlayer): Promise<string> {
  let token = tokens.get(player.account);
  if (!token) {
    token = await api.login(player.gameToken);
    tokens.set(player.account, token);
  }
  return token;
}

async function as<T>(
  player: DemoPlayer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ Code: number; Data: T; Message: string }> {
  const r = await api.request(method, `/api${path}`, { token: await tokenOf(player), body });
  return r.json as { Code: number; Data: T; Message: string };
}
async function ok<T>(
  player: DemoPlayer,
  method: 'GET' | 'POST',
  path: string,
  read: (v: unknown) => T,
  body?: unknown,
): Promise<T> {
  const r = await as<T>(player, method, path, body);
  expect(r.Code, `${method} ${path} for ${player.account}: ${r.Message}`).toBe(0);
  return read(r.Data);
}
const of = (apiId: number) => players.filter((p) => p.apiId === apiId);
const vipOperators = [3, 110, 20000, 8, 130];

describe('VIP setting and the player status (seed)', () => {
  it('tiers go up from 0 EXP, with a premium tier that has the holiday gift', async () => {
    const setting = await ok<VipSetting>(of(3)[0]!, 'GET', '/member/vip-setting', readVipSetting);
    expect(setting.Levels[0]).toMatchObject({ Level: 0, RequiredExp: 0 });
    for (let i = 1; i < setting.Levels.length; i++)
      expect(setting.Levels[i]!.RequiredExp).toBeGreaterThan(setting.Levels[i - 1]!.RequiredExp);
    expect(setting.Levels.some((l) => l.HolidayGift)).toBe(true);
    expect(setting.ExpPerCoin).toBe(1);
  });

  it('both readings of the §9 inactivity rules are seeded, for VIP and for LV', async () => {
    const a = await ok<VipSetting>(of(3)[0]!, 'GET', '/member/vip-setting', readVipSetting);
    const b = await ok<VipSetting>(of(110)[0]!, 'GET', '/member/vip-setting', readVipSetting);
    expect(a.Reset).toEqual({ Days: 30, Resets: 'all', Hour: 0 });
    expect(b.Reset).toEqual({ Days: 15, Resets: 'exp', Hour: 0 });
    const la = await ok<VipStatus>(of(3)[0]!, 'GET', '/member/vip-level', readVipStatus);
    const lb = await ok<VipStatus>(of(110)[0]!, 'GET', '/member/vip-level', readVipStatus);
    expect(la.LvReset).toEqual({ Days: 15, Resets: 'exp', Hour: 0 });
    expect(lb.LvReset).toEqual({ Days: 30, Resets: 'all', Hour: 12 });
  });

  it('EXP is consistent with the level: no bar passes 100 %, and the profiles the screens need exist', async () => {
    const seen = { zero: 0, mid: 0, below: 0, premium: 0 };
    for (const apiId of vipOperators) {
      const setting = await ok<VipSetting>(of(apiId)[0]!, 'GET', '/member/vip-setting', readVipSetting);
      const top = setting.Levels.at(-1)!.Level;
      for (const p of of(apiId)) {
        const s = await ok<VipStatus>(p, 'GET', '/member/vip-level', readVipStatus);
        const floor = setting.Levels.find((l) => l.Level === s.Vip)!.RequiredExp;
        expect(s.VipExp, p.account).toBeGreaterThanOrEqual(floor);
        if (s.Vip === top) expect(s.NextVipExp).toBeNull();
        else {
          expect(s.NextVipExp).toBe(setting.Levels.find((l) => l.Level === s.Vip + 1)!.RequiredExp);
          expect(s.VipExp, p.account).toBeLessThan(s.NextVipExp!);
          if (s.VipExp === floor) seen.zero++;
          if (s.VipExp === s.NextVipExp! - 1) seen.below++;
          if (s.VipExp === floor + Math.floor((s.NextVipExp! - floor) / 2)) seen.mid++;
        }
        if (s.Vip === top) seen.premium++;
        expect(s.LvExp).toBeGreaterThanOrEqual(0);
        expect(s.LvExp, p.account).toBeLessThan(s.NextLvExp);
        expect(s.TodayExp).toBeLessThanOrEqual(s.VipExp);
      }
    }
    expect(seen.zero).toBeGreaterThan(0);
    expect(seen.mid).toBeGreaterThan(0);
    expect(seen.below).toBeGreaterThan(0);
    expect(seen.premium).toBeGreaterThan(0);
  });
});

describe('gates (§5, §8)', () => {
  it('JILI Star has no VIP programme (−1) on every VIP call, but LV answers', async () => {
    const star = of(202)[0]!;
    for (const [method, path] of [
      ['GET', '/member/vip-setting'],
      ['GET', '/member/sign-in'],
      ['POST', '/member/sign-in'],
      ['GET', '/member/chest'],
      ['POST', '/member/chest/open'],
      ['GET', '/member/vip-missions'],
      ['GET', '/member/holiday-gift'],
    ] as const) {
      expect((await as(star, method, path)).Code, path).toBe(CODES.FEATURE_DISABLED);
    }
    await ok(star, 'GET', '/member/vip-level', readVipStatus);
    await ok(star, 'GET', '/member/lv-ranking', readLvRanking);
  });
  it('a GLI operator type is gated too', async () => {
    expect((await as(of(120)[0]!, 'GET', '/member/vip-setting')).Code).toBe(CODES.FEATURE_DISABLED);
  });
  it('anonymous calls are refused', async () => {
    for (const path of ['/member/vip-level', '/member/sign-in', '/member/lv-ranking']) {
      const r = await api.get(`/api${path}`);
      expect(r.json!.Code, path).toBe(CODES.TOKEN_INVALID);
    }
  });
});

describe('weekly sign-in', () => {
  it('has 7 slots from Tuesday 12:00 in the player zone, and today is the slot of now', async () => {
    const p = of(3)[0]!;
    const s = await ok<SignInState>(p, 'GET', '/member/sign-in', readSignInState);
    expect(s.Days.map((d) => d.Day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const start = lastWeekly(Date.now(), 480, SIGN_IN_RESET);
    expect(new Date(s.WeekStart).getTime()).toBe(start);
    expect(new Date(s.NextReset).getTime() - start).toBe(7 * 86_400_000);
    expect(s.Today).toBe(slotOf(Date.now(), start));
  });

  it('signs today once; a retry and a concurrent second tab pay nothing twice', async () => {
    const p = of(3)[1]!;
    const before = await ok<SignInState>(p, 'GET', '/member/sign-in', readSignInState);
    expect(before.SignedToday).toBe(false);
    const [a, b] = await Promise.all([
      ok<SignInState>(p, 'POST', '/member/sign-in', readSignInState),
      ok<SignInState>(p, 'POST', '/member/sign-in', readSignInState),
    ]);
    expect(a.SignedToday && b.SignedToday).toBe(true);
    const again = await ok<SignInState>(p, 'POST', '/member/sign-in', readSignInState);
    expect(again).toEqual(a);
    expect(again.Days.filter((d) => d.Signed).map((d) => d.Day)).toEqual([again.Today]);
    const rows = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signins s JOIN players p ON p.id = s.player_id WHERE p.account = $1',
      [p.account],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('the sign-in mission counts it', async () => {
    const p = of(110)[1]!;
    const mission = (ms: VipMission[]) => ms.find((m) => m.Kind === 'signIn')!;
    const before = mission(await ok<VipMission[]>(p, 'GET', '/member/vip-missions', readVipMissions));
    await ok(p, 'POST', '/member/sign-in', readSignInState);
    const after = mission(await ok<VipMission[]>(p, 'GET', '/member/vip-missions', readVipMissions));
    expect(after.Progress).toBe(Math.min(before.Target, before.Progress + 1));
  });
});

describe('treasure chest', () => {
  async function chests() {
    const out: { p: DemoPlayer; c: ChestState }[] = [];
    for (const apiId of vipOperators)
      for (const p of of(apiId)) out.push({ p, c: await ok<ChestState>(p, 'GET', '/member/chest', readChestState) });
    return out;
  }
  it("is generated Thursday 12:00 and its level comes from last week's bets", async () => {
    const all = await chests();
    for (const { p, c } of all) {
      expect(new Date(c.GeneratedAt).getTime()).toBe(
        lastWeekly(
          Date.now(),
          p.apiId === 20000 ? -180 : p.apiId === 8 ? 0 : p.apiId === 110 ? 420 : 480,
          CHEST_GENERATION,
        ),
      );
      expect(new Date(c.NextAt).getTime() - new Date(c.GeneratedAt).getTime()).toBe(7 * 86_400_000);
      expect(c.Status === 'none').toBe(c.Level === 0);
    }
    expect(all.some(({ c }) => c.Status === 'ready')).toBe(true);
    expect(all.some(({ c }) => c.Status === 'none')).toBe(true);
  });

  it("opens only when generated, once, paying its level's reward; a retry answers the same", async () => {
    const all = await chests();
    const ready = all.find(({ c }) => c.Status === 'ready')!;
    const opened = await ok<ChestState>(ready.p, 'POST', '/member/chest/open', readChestState);
    expect(opened.Status).toBe('opened');
    expect(opened.Level).toBe(ready.c.Level);
    expect(opened.Reward).toBe(ready.c.Levels.find((l) => l.Level === ready.c.Level)!.Reward);
    expect(await ok<ChestState>(ready.p, 'POST', '/member/chest/open', readChestState)).toEqual(opened);
    const none = all.find(({ c }) => c.Status === 'none')!;
    expect((await as(none.p, 'POST', '/member/chest/open')).Code).toBe(MEMBER_CODES.CHEST_NOT_READY);
  });
});

describe('holiday gift (§6)', () => {
  it('premium tiers draw once; others are refused; a closed holiday is not drawable', async () => {
    let premium: DemoPlayer | null = null;
    let regular: DemoPlayer | null = null;
    for (const apiId of vipOperators) {
      for (const p of of(apiId)) {
        const g = await ok<HolidayGift>(p, 'GET', '/member/holiday-gift', readHolidayGift);
        if (g.Eligible) premium ??= p;
        else regular ??= p;
      }
    }
    expect(premium && regular).toBeTruthy();
    const gift = await ok<HolidayGift>(premium!, 'GET', '/member/holiday-gift', readHolidayGift);
    expect(gift.Holiday).not.toBeNull();
    expect(gift.Drawn).toBe(false);
    const drawn = await ok<HolidayGift>(premium!, 'POST', '/member/holiday-gift/draw', readHolidayGift, {
      HolidayId: gift.Holiday!.Id,
    });
    expect(drawn.Drawn).toBe(true);
    expect(drawn.Prize).toBeGreaterThan(0);
    expect(
      await ok<HolidayGift>(premium!, 'POST', '/member/holiday-gift/draw', readHolidayGift, {
        HolidayId: gift.Holiday!.Id,
      }),
    ).toEqual(drawn);
    const other = await ok<HolidayGift>(regular!, 'GET', '/member/holiday-gift', readHolidayGift);
    expect((await as(regular!, 'POST', '/member/holiday-gift/draw', { HolidayId: other.Holiday!.Id })).Code).toBe(
      MEMBER_CODES.HOLIDAY_NOT_ELIGIBLE,
    );
    expect((await as(premium!, 'POST', '/member/holiday-gift/draw', { HolidayId: gift.Holiday!.Id + 1 })).Code).toBe(
      CODES.NOT_FOUND,
    );
  });
});

describe('missions and LV ranking', () => {
  it('mission progress is capped at the target and Done says whether it is reached', async () => {
    for (const p of of(3)) {
      for (const m of await ok<VipMission[]>(p, 'GET', '/member/vip-missions', readVipMissions)) {
        expect(m.Progress).toBeLessThanOrEqual(m.Target);
        expect(m.Done).toBe(m.Progress >= m.Target);
      }
    }
  });

  it("ranks the operator by LV, masks accounts and gives the caller's place", async () => {
    for (const p of of(110)) {
      const r = await ok<LvRanking>(p, 'GET', '/member/lv-ranking', readLvRanking);
      expect(r.Top.map((e) => e.Rank)).toEqual(r.Top.map((_, i) => i + 1));
      for (let i = 1; i < r.Top.length; i++) expect(r.Top[i]!.Lv).toBeLessThanOrEqual(r.Top[i - 1]!.Lv);
      expect(r.Mine?.IsMine).toBe(true);
      expect(r.Top.filter((e) => e.IsMine)).toHaveLength(1);
      const all = of(110).map((x) => x.account);
      for (const e of r.Top) {
        expect(e.Account).toContain('***');
        expect(all).not.toContain(e.Account);
      }
    }
  });
});
