/**
 * A tournament's setting as the platform sends it (GET /rank/ranking-setting), for the rankings
 * tests: a running "Big Winner Cup" on the casino window between `from` and `to`, with `over`
 * changing what a test is about.
 */
import type { RankingSetting } from '../../src/api/contract';

const iso = (ms: number) => new Date(ms).toISOString();

export function rankingSetting(
  RankingId: number,
  from: number,
  to: number,
  over: Partial<RankingSetting> = {},
): RankingSetting {
  return {
    RankingId,
    Name: 'Big Winner Cup',
    Type: 'totalWin',
    Window: 'casino',
    GameIds: [],
    StartDateTime: iso(from),
    EndDateTime: iso(to),
    State: 'running',
    PrizeContent: ['1st: 1,000 coins'],
    UpdateIntervalMinutes: 5,
    CurrencyNo: 1,
    ...over,
  };
}
