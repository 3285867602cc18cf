/**
 * Rankings and events on the reference platform (#12): every rule of the ranking-setting query,
 * the api id check of the public board, names and prizes per language, boards of every type and
 * window on every brand, tournaments in every state, scores per type, the caller's own entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODES,
  type EventDetail,
  type EventSummary,
  type RankingBoard,
  type RankingSetting,
} from '../../src/api/contract';
import { queryDate, updateTimes } from '../../platform/server/handlers/ranking';
import { demoShift } from '../../platform/server/demo-clock';
import { PERIODS } from '../../platform/server/seed/rankings';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type DemoPlayer, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;
let players: DemoPlayer[];

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Every seeded period: the demo clock places them all within a few months of now. */
const WIDE = `StartDateTime=${iso(Date.now() - 400 * DAY)}&EndDateTime=${iso(Date.now() + 400 * DAY)}`;
/** A seeded instant as the platform serves it now (the demo clock, platform/server/demo-clock.ts). */
const served = (seeded: number) => seeded + demoShift(Date.now());
/** Two instants the same to within the few seconds between the server's clock reading and ours. */
const near = (a: string, b: number) => Math.abs(Date.parse(a) - b) < 10_000;
const settings = async (query: string) => {
  const r = await api.get(`/api/rank/ranking-setting?${query}`);
  return { code: r.json!.Code, data: r.json!.Data as RankingSetting[] };
};
const byNumber = (apiId: number, n: number) =>
  players.find((p) => p.apiId === apiId && p.account.endsWith(`_${String(n).padStart(3, '0')}`))!;
// Game tokens are single-use: each session starts from a fresh one.
const tokenFor = async (p: DemoPlayer) => api.login(await api.freshGameToken(p.account));

beforeAll(async () => ({ server, api, players } = await startTestPlatform()));
afterAll(() => server?.close());

describe('GET /rank/ranking-setting honours its query', () => {
  it('every type and window on every brand, and tournaments in every state', async () => {
    for (const apiId of [3, 20000, 20001, 110, 202]) {
      const { code, data } = await settings(`ApiId=${apiId}&LangId=en-US&${WIDE}`);
      expect(code).toBe(0);
      const running = data.filter((s) => s.State === 'running');
      for (const window of ['casino', 'crash']) {
        for (const type of ['totalWin', 'totalBet', 'highestMultiplier']) {
          expect(
            running.some((s) => s.Window === window && s.Type === type),
            `${apiId} ${window} ${type}`,
          ).toBe(true);
        }
      }
      expect(new Set(data.map((s) => s.State))).toEqual(new Set(['comingSoon', 'running', 'concluded']));
    }
  });

  it('Type keeps one type', async () => {
    const { data } = await settings(`ApiId=3&LangId=en-US&${WIDE}&Type=highestMultiplier`);
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((s) => s.Type))).toEqual(new Set(['highestMultiplier']));
  });

  it('GameIds (repeated, no brackets) keeps the rankings of any of those games', async () => {
    const crash = await settings(`ApiId=3&LangId=en-US&${WIDE}&GameIds=29`);
    expect(crash.data.length).toBeGreaterThan(0);
    expect(crash.data.every((s) => s.GameIds.includes(29) && s.Window === 'crash')).toBe(true);
    const both = await settings(`ApiId=3&LangId=en-US&${WIDE}&GameIds=29&GameIds=1`);
    expect(both.data.length).toBeGreaterThan(crash.data.length);
    expect((await settings(`ApiId=3&LangId=en-US&${WIDE}&GameIds=999`)).data).toEqual([]);
  });

  it('the dates keep the rankings whose period overlaps them', async () => {
    // The seed's casino weeks — two concluded, one running, one coming — as the demo clock serves them.
    const [first, , , coming] = PERIODS.casino;
    const within = async ([start, end]: readonly [number, number]) =>
      settings(
        `ApiId=3&LangId=en-US&StartDateTime=${iso(served(start) + DAY)}&EndDateTime=${iso(served(end) - DAY)}&Type=totalWin&GameIds=1`,
      );
    const past = await within(first!);
    expect(past.data.map((s) => s.State)).toEqual(['concluded']);
    expect(near(past.data[0]!.StartDateTime, served(first![0]))).toBe(true);
    expect(near(past.data[0]!.EndDateTime, served(first![1]))).toBe(true);
    const now = await settings(
      `ApiId=3&LangId=en-US&StartDateTime=${new Date().toISOString()}&EndDateTime=${new Date().toISOString()}&Type=totalWin&GameIds=1`,
    );
    expect(now.data.map((s) => s.State)).toEqual(['running']);
    const later = await within(coming!);
    expect(later.data.map((s) => s.State)).toEqual(['comingSoon']);
    // A zone offset in the query moves the period like any instant.
    const zoned = await settings(
      `ApiId=3&LangId=en-US&StartDateTime=${iso(served(coming![0]) + DAY)}&EndDateTime=${iso(served(coming![0]) + 2 * DAY).replace('Z', '%2B08:00')}&Type=totalWin&GameIds=1`,
    );
    expect(zoned.data.map((s) => s.State)).toEqual(['comingSoon']);
  });

  it('Sac adds the rankings of that channel; without it only the open ones', async () => {
    const open = await settings(`ApiId=3&LangId=en-US&${WIDE}`);
    const seven = await settings(`ApiId=3&LangId=en-US&${WIDE}&Sac=7`);
    const other = await settings(`ApiId=3&LangId=en-US&${WIDE}&Sac=8`);
    expect(seven.data.length).toBe(open.data.length + 1);
    expect(other.data.length).toBe(open.data.length);
    expect(seven.data.find((s) => !open.data.some((o) => o.RankingId === s.RankingId))!.Name).toBe('Channel 7 Sprint');
  });

  it('LangId gives names and prize texts in that language (English when unknown)', async () => {
    const en = await settings(`ApiId=3&LangId=en-US&${WIDE}&Type=totalWin&GameIds=1`);
    const th = await settings(`ApiId=3&LangId=th-TH&${WIDE}&Type=totalWin&GameIds=1`);
    const xx = await settings(`ApiId=3&LangId=xx-XX&${WIDE}&Type=totalWin&GameIds=1`);
    expect(en.data[0]!.Name).toBe('TaDa Gaming Casino Big Winner Cup');
    expect(th.data[0]!.Name).toBe('TaDa Gaming คาสิโน ถ้วยผู้ชนะรายใหญ่');
    expect(th.data[0]!.PrizeContent[0]).toBe('อันดับ 1: ₱ 50,000.00');
    expect(xx.data[0]!.Name).toBe(en.data[0]!.Name);
  });

  it("prize amounts use the locale's §5 separators and the board's customised currency (issue 25)", async () => {
    const de = await settings(`ApiId=3&LangId=de-DE&${WIDE}&Type=totalWin&GameIds=1`);
    expect(de.data[0]!.PrizeContent[0]).toMatch(/: ₱ 50\.000,00$/);
    // JILI Star (202) shows dong in thousands, "K₫", on its board: its prizes say the same.
    const star = await settings(`ApiId=202&LangId=en-US&${WIDE}&Type=totalWin`);
    expect(star.data.length).toBeGreaterThan(0);
    for (const line of star.data.flatMap((s) => s.PrizeContent)) expect(line).toMatch(/K₫ \d/);
  });

  it.each([
    ['a missing StartDateTime', 'ApiId=3&EndDateTime=2026-01-01'],
    ['a word for a date', 'ApiId=3&StartDateTime=yesterday&EndDateTime=2026-01-01'],
    ['a date that does not exist', 'ApiId=3&StartDateTime=2026-02-31&EndDateTime=2026-03-01'],
    ['an hour out of range', 'ApiId=3&StartDateTime=2026-02-01T25:00:00Z&EndDateTime=2026-03-01'],
    ['a reversed period', 'ApiId=3&StartDateTime=2026-03-01&EndDateTime=2026-02-01'],
    ['an unknown Type', `ApiId=3&${WIDE}&Type=mostSpins`],
    ['a non-numeric game', `ApiId=3&${WIDE}&GameIds=1&GameIds=x`],
    ['a non-numeric Sac', `ApiId=3&${WIDE}&Sac=abc`],
    ['no ApiId', WIDE],
    ['injected SQL', `ApiId=3&${WIDE}&Type=%27%3B--`],
  ])('refuses %s with 1001', async (_what, query) => {
    expect((await settings(query)).code).toBe(CODES.BAD_REQUEST);
  });

  it('reads dates the way the contract says', () => {
    expect(queryDate('2026-11-01', 'd')).toBe(Date.UTC(2026, 10, 1));
    expect(queryDate('2026-11-01T08:00:00+08:00', 'd')).toBe(Date.UTC(2026, 10, 1));
    expect(queryDate('2026-11-01 08:30', 'd')).toBe(Date.UTC(2026, 10, 1, 8, 30));
    expect(() => queryDate('2026-13-01', 'd')).toThrow();
  });
});

describe('boards', () => {
  it("the public board checks its api id: another operator's ranking is not found", async () => {
    const [mine] = (await settings(`ApiId=3&LangId=en-US&${WIDE}&Type=totalWin`)).data;
    expect((await api.get(`/api/rank/ranking-history/3/${mine!.RankingId}/en-US`)).json!.Code).toBe(0);
    expect((await api.get(`/api/rank/ranking-history/110/${mine!.RankingId}/en-US`)).json!.Code).toBe(CODES.NOT_FOUND);
    expect((await api.get(`/api/rank/ranking-history/abc/${mine!.RankingId}/en-US`)).json!.Code).toBe(
      CODES.BAD_REQUEST,
    );
  });

  it('top 100 only, ranked by score, amounts and multipliers as such, no Mine for anonymous visitors', async () => {
    const all = (await settings(`ApiId=110&LangId=en-US&${WIDE}`)).data.filter((s) => s.State !== 'comingSoon');
    for (const s of all.filter((x) => x.Window === 'casino')) {
      const board = (await api.get(`/api/rank/ranking-history/110/${s.RankingId}/en-US`)).json!.Data as RankingBoard;
      expect(board.Entries).toHaveLength(100);
      expect(board.Entries.map((e) => e.Rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      for (let i = 1; i < 100; i++) expect(board.Entries[i]!.Score).toBeLessThanOrEqual(board.Entries[i - 1]!.Score);
      expect(board.Mine).toBeNull();
      const scores = board.Entries.map((e) => e.Score);
      if (s.Type === 'highestMultiplier') {
        // Multipliers: ×2 to ×6,100, with cents, never amounts in the smallest unit.
        expect(Math.max(...scores)).toBeLessThan(10_000);
        expect(Math.min(...scores)).toBeGreaterThanOrEqual(2);
      } else {
        // Amounts in the smallest unit of the ranking's currency (JILI Plus: THB, unit 100): whole numbers.
        expect(s.CurrencyNo).toBe(6);
        expect(scores.every((v) => Number.isInteger(v) && v >= 100_000)).toBe(true);
      }
      for (const e of board.Entries) expect(e.Account).toMatch(/\*\*\*/);
    }
  });

  it('a running board says when it was updated and when it updates next, at its own interval', async () => {
    const running = (await settings(`ApiId=3&LangId=en-US&${WIDE}`)).data.filter((s) => s.State === 'running');
    expect(new Set(running.map((s) => s.UpdateIntervalMinutes))).toEqual(new Set([5, 15]));
    for (const s of running.slice(0, 3)) {
      const board = (await api.get(`/api/rank/ranking-history/3/${s.RankingId}/en-US`)).json!.Data as RankingBoard;
      const last = Date.parse(board.LastUpdate!);
      expect(Date.parse(board.NextUpdate!) - last).toBe(s.UpdateIntervalMinutes * 60_000);
      expect(last).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(board.NextUpdate!)).toBeGreaterThan(Date.now() - 1000);
    }
  });

  it('update times: none before the start, frozen at the end, every interval from the start', () => {
    const start = '2026-01-01T00:00:00.000Z';
    const end = '2026-01-02T00:00:00.000Z';
    expect(updateTimes(start, end, 15, Date.UTC(2025, 11, 31))).toEqual({ last: null, next: null });
    expect(updateTimes(start, end, 15, Date.UTC(2026, 0, 1, 0, 20))).toEqual({
      last: '2026-01-01T00:15:00.000Z',
      next: '2026-01-01T00:30:00.000Z',
    });
    expect(updateTimes(start, end, 15, Date.UTC(2026, 0, 3))).toEqual({ last: end, next: null });
  });

  it('a coming-soon board is empty', async () => {
    const soon = (await settings(`ApiId=3&LangId=en-US&${WIDE}`)).data.find((s) => s.State === 'comingSoon')!;
    const board = (await api.get(`/api/rank/ranking-history/3/${soon.RankingId}/en-US`)).json!.Data as RankingBoard;
    expect(board).toMatchObject({ Entries: [], Mine: null, LastUpdate: null, NextUpdate: null });
  });

  it('the signed-in board has the caller: 001 in the top 3, 002 about 250th, 003 not ranked', async () => {
    const token1 = await tokenFor(byNumber(3, 1));
    const token2 = await tokenFor(byNumber(3, 2));
    const token3 = await tokenFor(byNumber(3, 3));
    const list = (await api.get('/api/rank/ranking-setting/th-TH/totalWin', token1)).json!.Data as RankingSetting[];
    expect(list.every((s) => s.Type === 'totalWin')).toBe(true);
    expect(list[0]!.Name).toContain('ถ้วย');
    const running = list.find((s) => s.State === 'running' && s.Window === 'casino')!;
    const board = async (token: string) =>
      (await api.get(`/api/rank/ranking-history/${running.RankingId}/en-US`, token)).json!.Data as RankingBoard;
    const one = await board(token1);
    expect(one.Mine!.Rank).toBeLessThanOrEqual(3);
    expect(one.Entries[one.Mine!.Rank - 1]).toEqual(one.Mine);
    const two = await board(token2);
    expect(two.Mine!.Rank).toBeGreaterThan(150);
    expect(two.Mine!.Rank).toBeLessThan(330);
    expect(two.Entries).toHaveLength(100);
    expect((await board(token3)).Mine).toBeNull();
  });

  it("a signed-in player cannot read another operator's board", async () => {
    const token = await tokenFor(byNumber(110, 1));
    const [tada] = (await settings(`ApiId=3&LangId=en-US&${WIDE}`)).data;
    expect((await api.get(`/api/rank/ranking-history/${tada!.RankingId}/en-US`, token)).json!.Code).toBe(
      CODES.NOT_FOUND,
    );
  });
});

describe('events', () => {
  it("lists the operator's events in every state, in the page language", async () => {
    const list = (await api.get('/api/event-list/3/zh-CN')).json!.Data as EventSummary[];
    expect(new Set(list.map((e) => e.State))).toEqual(new Set(['comingSoon', 'running', 'concluded']));
    expect(list.map((e) => e.Name)).toContain('周末大奖竞赛');
    const other = (await api.get('/api/event-list/202/en-US')).json!.Data as EventSummary[];
    expect(other.some((e) => list.some((l) => l.Id === e.Id))).toBe(false);
  });

  it('the detail has name, dates, prizes, the ranking and, with a session, "your ranking"', async () => {
    const [running] = ((await api.get('/api/event-list/3/en-US')).json!.Data as EventSummary[]).filter(
      (e) => e.State === 'running',
    );
    const anonymous = (await api.get(`/api/event/${running!.Id}/en-US`)).json!.Data as EventDetail;
    expect(anonymous).toMatchObject({ Name: 'Weekend Jackpot Race', State: 'running', Mine: null });
    expect(anonymous.Ranking).toHaveLength(100);
    expect(anonymous.PrizeContent[0]).toMatch(/^1st: /);
    expect(Date.parse(anonymous.FinalUpdateDate!)).toBeLessThanOrEqual(Date.now());
    const token = await tokenFor(byNumber(3, 1));
    const signedIn = (await api.request('GET', `/api/event/${running!.Id}/en-US`, { token })).json!.Data as EventDetail;
    expect(signedIn.Mine!.Rank).toBeLessThanOrEqual(3);
    // Another operator's player has no entry here.
    const stranger = await tokenFor(byNumber(110, 1));
    expect(
      ((await api.request('GET', `/api/event/${running!.Id}/en-US`, { token: stranger })).json!.Data as EventDetail)
        .Mine,
    ).toBeNull();
  });

  it('a concluded event keeps its final board; a coming-soon one has none yet', async () => {
    const list = (await api.get('/api/event-list/3/en-US')).json!.Data as EventSummary[];
    const concluded = (await api.get(`/api/event/${list.find((e) => e.State === 'concluded')!.Id}/en-US`)).json!
      .Data as EventDetail;
    expect(concluded.FinalUpdateDate).toBe(concluded.EndTime);
    expect(concluded.Ranking.length).toBe(100);
    const soon = (await api.get(`/api/event/${list.find((e) => e.State === 'comingSoon')!.Id}/en-US`)).json!
      .Data as EventDetail;
    expect(soon).toMatchObject({ FinalUpdateDate: null, Ranking: [], Mine: null });
  });

  it('an unknown or malformed event id', async () => {
    expect((await api.get('/api/event/999999/en-US')).json!.Code).toBe(CODES.NOT_FOUND);
    expect((await api.get('/api/event/x/en-US')).json!.Code).toBe(CODES.BAD_REQUEST);
  });
});

describe('the demo clock places the seed around now (issue 29)', () => {
  // Fails on the old seed, whose windows ran decades ahead: "Ends in 25969d" is no countdown a player sees.
  const YEAR = 365 * DAY;
  const withinAYear = (date: string) => Math.abs(Date.parse(date) - Date.now()) < YEAR;
  const daysUntil = (date: string) => (Date.parse(date) - Date.now()) / DAY;

  it('every tournament starts and ends within a year of now, with countdowns near and far in every state', async () => {
    for (const apiId of [3, 20000, 20001, 110, 202]) {
      const token = await tokenFor(byNumber(apiId, 1));
      const all = (await api.get('/api/rank/ranking-setting/en-US', token)).json!.Data as RankingSetting[];
      expect(all.length, `${apiId}`).toBeGreaterThan(0);
      for (const s of all) {
        expect(withinAYear(s.StartDateTime) && withinAYear(s.EndDateTime), `${apiId} ${s.Name} ${s.EndDateTime}`).toBe(
          true,
        );
      }
      const running = all.filter((s) => s.State === 'running').map((s) => daysUntil(s.EndDateTime));
      const coming = all.filter((s) => s.State === 'comingSoon').map((s) => daysUntil(s.StartDateTime));
      // Near: the screens count down ("Ends in 2d 04:00:00"); far (beyond 30 days): they show the date.
      expect(running.some((d) => d > 0 && d <= 30)).toBe(true);
      expect(running.some((d) => d > 30)).toBe(true);
      expect(coming.some((d) => d > 0 && d <= 30)).toBe(true);
      expect(coming.some((d) => d > 30)).toBe(true);
      expect(all.some((s) => s.State === 'concluded' && daysUntil(s.EndDateTime) > -30)).toBe(true);
    }
  });

  it('every event starts and ends within a year of now; the running one ends within 30 days', async () => {
    for (const apiId of [3, 20000, 20001, 110, 202]) {
      const list = (await api.get(`/api/event-list/${apiId}/en-US`)).json!.Data as EventSummary[];
      expect(list.length, `${apiId}`).toBeGreaterThan(0);
      for (const e of list) expect(withinAYear(e.StartTime) && withinAYear(e.EndTime), `${apiId} ${e.Name}`).toBe(true);
      const running = list.filter((e) => e.State === 'running');
      expect(running.length).toBeGreaterThan(0);
      for (const e of running) expect(daysUntil(e.EndTime)).toBeLessThanOrEqual(30);
    }
  });

  it('states follow the served dates, and a board updates within its served window', async () => {
    const token = await tokenFor(byNumber(3, 1));
    const all = (await api.get('/api/rank/ranking-setting/en-US', token)).json!.Data as RankingSetting[];
    for (const s of all) {
      const start = Date.parse(s.StartDateTime);
      const end = Date.parse(s.EndDateTime);
      const expected = Date.now() < start ? 'comingSoon' : Date.now() >= end ? 'concluded' : 'running';
      expect(s.State, s.Name).toBe(expected);
    }
    const running = all.find((s) => s.State === 'running')!;
    const board = (await api.get(`/api/rank/ranking-history/${running.RankingId}/en-US`, token)).json!
      .Data as RankingBoard;
    expect(Date.parse(board.LastUpdate!)).toBeGreaterThanOrEqual(Date.parse(running.StartDateTime));
    expect(Date.parse(board.NextUpdate!)).toBeLessThanOrEqual(Date.parse(running.EndDateTime));
  });
});
