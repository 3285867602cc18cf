import { describe, expect, it } from 'vitest';
import type { EventSummary, RankingSetting } from '../../src/api/contract';
import { serializeQuery } from '../../src/api/client';
import {
  asRankingId,
  asType,
  asWindow,
  boardCurrency,
  boardHref,
  countdownTarget,
  entryName,
  eventHref,
  filterSettings,
  formatScore,
  groupSeries,
  hubPick,
  medalOf,
  MIN_REFRESH_MS,
  periodLabel,
  rankingFromHash,
  refreshDelay,
  REFRESH_GRACE_MS,
  settingQuery,
  sortEvents,
  stateAt,
} from '../../src/features/rankings/rankings-rules';
import { rankingSetting } from '../helpers/rankings';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const H = 3_600_000;
const D = 24 * H;
const iso = (ms: number) => new Date(ms).toISOString();

let nextId = 1;
/** A setting of its own id (the rules group settings by id). */
const setting = ({ from, to, ...over }: Partial<RankingSetting> & { from: number; to: number }): RankingSetting =>
  rankingSetting(nextId++, from, to, { PrizeContent: [], ...over });

describe('stateAt (§4 states from the dates)', () => {
  it.each([
    ['before the start', NOW + 1, NOW + D, 'comingSoon'],
    ['at the start', NOW, NOW + D, 'running'],
    ['inside', NOW - D, NOW + D, 'running'],
    ['at the end', NOW - D, NOW, 'concluded'],
    ['after the end', NOW - 2 * D, NOW - D, 'concluded'],
  ] as const)('%s → %s', (_, start, end, state) => {
    expect(stateAt(iso(start), iso(end), NOW)).toBe(state);
  });
});

describe('countdown target', () => {
  it('counts to the end of a running ranking, the start of a coming one, nothing once concluded', () => {
    expect(countdownTarget({ StartDateTime: iso(NOW - D), EndDateTime: iso(NOW + D) }, NOW)).toEqual({
      kind: 'ends',
      at: NOW + D,
    });
    expect(countdownTarget({ StartDateTime: iso(NOW + H), EndDateTime: iso(NOW + D) }, NOW)).toEqual({
      kind: 'starts',
      at: NOW + H,
    });
    expect(countdownTarget({ StartDateTime: iso(NOW - 2 * D), EndDateTime: iso(NOW - D) }, NOW)).toBeNull();
  });
});

describe('formatScore per type', () => {
  const peso = { symbol: '₱', unit: 100, ratio: 1 };
  it.each([
    ['totalWin', 123456, 'en', '₱ 1,234.56'],
    ['totalBet', 123456, 'en', '₱ 1,234.56'],
    ['totalBet', 123456, 'vi', '₱ 1.234,56'],
    ['highestMultiplier', 1250.5, 'en', '1,250.5×'],
    ['highestMultiplier', 2, 'en', '2×'],
    ['highestMultiplier', 5000, 'de', '5.000×'],
    ['highestMultiplier', 12.349, 'en', '12.34×'],
  ] as const)('%s %s (%s) → %s', (type, score, locale, text) => {
    expect(formatScore(score, type, peso, locale)).toBe(text);
  });
  it('a score that is not a number is N/A', () => {
    expect(formatScore(Number.NaN, 'highestMultiplier', peso, 'en')).toBe('N/A');
    expect(formatScore(Number.NaN, 'totalWin', peso, 'en')).toBe('N/A');
  });
});

describe("boardCurrency: the board's own currency", () => {
  const display = {
    list: [
      { No: 1, Symbol: '$', Unit: 100, Ratio: 1 },
      { No: 2, Symbol: '฿', Unit: 1, Ratio: 1 },
    ],
    custom: [{ No: 1, ApiId: 3, Symbol: 'US$', Ratio: 2 }],
  };
  it.each([
    ["the operator's customised display first", 1, 3, null, { symbol: 'US$', unit: 100, ratio: 2 }],
    ["the platform's display for another operator", 1, 4, null, { symbol: '$', unit: 100, ratio: 1 }],
    [
      "another currency than the player's",
      2,
      3,
      { symbol: '₱', unit: 10, ratio: 3, currencyNo: 1 },
      { symbol: '฿', unit: 1, ratio: 1 },
    ],
    [
      "unknown currency: the player's token when it is the same",
      9,
      3,
      { symbol: '€', unit: 10, ratio: 3, currencyNo: 9 },
      { symbol: '€', unit: 10, ratio: 3 },
    ],
    ['unknown currency, anonymous: plain numbers', 9, 3, null, { symbol: '', unit: 1, ratio: 1 }],
  ] as const)('%s', (_, no, apiId, player, expected) => {
    expect(boardCurrency(no, apiId, display, player)).toEqual(expected);
  });
});

describe('names and medals', () => {
  it('shows the nickname, else the masked account', () => {
    expect(entryName({ Nickname: 'Lucky', Account: 'ab***9' })).toBe('Lucky');
    expect(entryName({ Nickname: '  ', Account: 'ab***9' })).toBe('ab***9');
  });
  it.each([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [4, null],
    [0, null],
  ] as const)('rank %s → %s', (rank, medal) => {
    expect(medalOf(rank)).toBe(medal);
  });
});

describe('settingQuery (§3 ranking setting request)', () => {
  it('sends LangId, the dates, ApiId; arrays without brackets; leaves out what is not set', () => {
    const q = settingQuery({ langId: 'th-TH', apiId: 3, now: NOW, type: 'totalBet', gameIds: [31, 32], sac: 7 });
    expect(q).toEqual({
      LangId: 'th-TH',
      StartDateTime: iso(NOW - 90 * D),
      EndDateTime: iso(NOW + 90 * D),
      ApiId: 3,
      GameIds: [31, 32],
      Type: 'totalBet',
      Sac: 7,
    });
    const search = serializeQuery(q as never);
    expect(search).toContain('GameIds=31&GameIds=32');
    expect(search).not.toMatch(/%5B|\[/);
    const bare = settingQuery({ langId: 'en-US', apiId: 3, now: NOW, gameIds: [], sac: null, type: null });
    expect(Object.keys(bare).sort()).toEqual(['ApiId', 'EndDateTime', 'LangId', 'StartDateTime']);
    expect(serializeQuery(bare as never)).not.toMatch(/GameIds|Type|Sac/);
  });
});

describe('grouping, filtering and the hub', () => {
  const running = setting({ Name: 'Big', Type: 'totalWin', from: NOW - D, to: NOW + D });
  const past = setting({ Name: 'Big', Type: 'totalWin', from: NOW - 8 * D, to: NOW - 7 * D, State: 'concluded' });
  const coming = setting({ Name: 'Big', Type: 'totalWin', from: NOW + 2 * D, to: NOW + 3 * D, State: 'comingSoon' });
  const crash = setting({ Name: 'Crash Cup', Type: 'highestMultiplier', Window: 'crash', from: NOW - D, to: NOW + D });
  const bet = setting({ Name: 'Roller', Type: 'totalBet', from: NOW + D, to: NOW + 2 * D, State: 'comingSoon' });
  const over = setting({ Name: 'Old', Type: 'totalBet', from: NOW - 9 * D, to: NOW - 8 * D, State: 'concluded' });
  const all = [crash, past, over, bet, coming, running];

  it('groups periods of one series, casino before crash, by type, the running period first', () => {
    const series = groupSeries(all, NOW);
    expect(series.map((s) => [s.window, s.type, s.current.Name])).toEqual([
      ['casino', 'totalWin', 'Big'],
      ['casino', 'totalBet', 'Roller'],
      ['casino', 'totalBet', 'Old'],
      ['crash', 'highestMultiplier', 'Crash Cup'],
    ]);
    expect(series[0]!.current).toBe(running);
    expect(series[0]!.periods).toEqual([coming, running, past]);
  });

  it('shows the next coming period when none runs, else the latest concluded', () => {
    expect(groupSeries([past, coming], NOW)[0]!.current).toBe(coming);
    expect(groupSeries([past, over], NOW).map((s) => s.current)).toEqual([past, over]);
  });

  it('filters by type, window and one ranking (with its other periods)', () => {
    expect(filterSettings(all, { type: 'totalBet' })).toEqual([over, bet]);
    expect(filterSettings(all, { window: 'crash' })).toEqual([crash]);
    expect(filterSettings(all, { rankingId: past.RankingId }).sort((a, b) => a.RankingId - b.RankingId)).toEqual(
      [running, past, coming].sort((a, b) => a.RankingId - b.RankingId),
    );
    expect(filterSettings(all, { rankingId: 99_999 })).toEqual([]);
  });

  it('the hub opens the first running tournament and lists the other live ones, never the concluded', () => {
    const { open, others } = hubPick(all, NOW);
    expect(open).toBe(running);
    expect(others).toEqual([bet, crash]);
    expect(hubPick([past, over], NOW)).toEqual({ open: null, others: [] });
  });

  it('sorts events running, coming, concluded', () => {
    const ev = (Id: number, from: number, to: number): EventSummary => ({
      Id,
      Name: `E${Id}`,
      StartTime: iso(from),
      EndTime: iso(to),
      State: 'running',
      RankingId: 1,
    });
    const list = [
      ev(1, NOW - 9 * D, NOW - 8 * D),
      ev(2, NOW + D, NOW + 2 * D),
      ev(3, NOW - D, NOW + D),
      ev(4, NOW - 5 * D, NOW - 4 * D),
    ];
    expect(sortEvents(list, NOW).map((e) => e.Id)).toEqual([3, 2, 4, 1]);
  });
});

describe('attributes and links', () => {
  it.each([
    ['totalWin', 'totalWin'],
    ['highestMultiplier', 'highestMultiplier'],
    ['TotalWin', null],
    ['', null],
    [null, null],
  ] as const)('type %s → %s', (v, out) => expect(asType(v)).toBe(out));
  it.each([
    ['casino', 'casino'],
    ['crash', 'crash'],
    ['slots', null],
  ] as const)('window %s → %s', (v, out) => expect(asWindow(v)).toBe(out));
  it.each([
    ['12', 12],
    [12, 12],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['abc', null],
    [undefined, null],
    ['9999999999', null],
  ] as const)('ranking-id %s → %s', (v, out) => expect(asRankingId(v)).toBe(out));
  it('links are app routes and the hub reads its ranking back', () => {
    expect(boardHref(12)).toBe('#/ingame/action?ranking=12');
    expect(eventHref(3)).toBe('#/event/3');
    expect(rankingFromHash(boardHref(12))).toBe(12);
    expect(rankingFromHash('#/ingame/action')).toBeNull();
    expect(rankingFromHash('#/ingame/action?ranking=x')).toBeNull();
  });
});

describe('refreshDelay: at the next update time, not a poll', () => {
  it.each([
    ['in five minutes', iso(NOW + 5 * 60_000), 5 * 60_000 + REFRESH_GRACE_MS],
    ['already passed (a clock ahead)', iso(NOW - 60_000), MIN_REFRESH_MS],
    ['far ahead: capped to what setTimeout takes', iso(NOW + 60 * D), 2_147_483_647],
    ['none (not running)', null, null],
    ['not a date', 'soon', null],
  ] as const)('%s', (_, next, delay) => {
    expect(refreshDelay(next, NOW)).toBe(delay);
  });
});

describe('periodLabel', () => {
  it("names a period by its days and state, the end's year only when it is not the start's", () => {
    expect(periodLabel('2026/11/28 00:00:00 GMT+8', '2026/12/05 00:00:00 GMT+8', 'Running')).toBe(
      '2026/11/28 – 12/05 · Running',
    );
    expect(periodLabel('2026/12/28 00:00:00 GMT+8', '2027/01/04 00:00:00 GMT+8', 'Coming soon')).toBe(
      '2026/12/28 – 2027/01/04 · Coming soon',
    );
    // A date the platform did not give (§5's N/A) is never cut to nothing.
    expect(periodLabel('N/A', 'N/A', 'Running')).toBe('N/A – N/A · Running');
  });
});
