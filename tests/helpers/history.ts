/**
 * The history list's test rounds: row `i` of a game's history, newest first (round 900000 is row 0,
 * one minute apart, types 1–3 in turn, a win on every even row). Shared by the list's tests
 * (history-list.test.tsx) and its row pool's (row-pool.test.ts).
 */
import type { HistoryRecord } from '../../src/api/contract';

export function historyRecord(i: number, patch: Partial<HistoryRecord> = {}): HistoryRecord {
  return {
    Type: 1 + (i % 3),
    RoundIndex: String(900000 - i),
    LogIndex: String(i),
    Date: Date.UTC(2026, 10, 15) - i * 60_000,
    GameNo: 1,
    Bet: 1000,
    Win: i % 2 ? 0 : 2500,
    PreMoney: 50000,
    PostMoney: 51500,
    ...patch,
  };
}
