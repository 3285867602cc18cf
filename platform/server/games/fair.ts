/**
 * The provably-fair games settle from what the verifier computes from the round's seeds
 * (fairness-rounds.ts): the plinko slot, the wheel segment, the mines, the keno draw, the limbo
 * and crash multipliers. The player's own choices (limbo target, crash cash-out, mines picks,
 * keno picks) come from the round's seed.
 */
import type { FairnessRound, MinesDetail, RoundPayload, StepRecord } from '../../../src/api/contract/index.ts';
import { pay, type Rand } from './rng.ts';

/** Truncate to 2 decimals, as the public calculators show multipliers. */
const floor2 = (x: number) => Math.floor(x * 100) / 100;

export interface FairOutcome {
  result: number;
  detail: Record<string, unknown>;
}

/** Stake's Mines multiplier after `picks` safe tiles with `mines` mines: 0.99 × C(25, k) / C(25 − m, k). */
export function minesMultiplier(mines: number, picks: number): number {
  let m = 0.99;
  for (let i = 0; i < picks; i++) m *= (25 - i) / (25 - mines - i);
  return floor2(m);
}

/**
 * Keno (10 numbers drawn of 40): what a ticket of `picks` numbers returns for its hits, × the
 * stake — the platform's own table, shaped like Stake's "classic" risk (few hits lose, all hits
 * pay the most).
 */
export const KENO_PAYS: Record<number, number[]> = {
  1: [0, 3.8],
  2: [0, 1.8, 5],
  3: [0, 0, 2.7, 25],
  4: [0, 0, 1.7, 9, 80],
  5: [0, 0, 1.3, 4, 12, 200],
  6: [0, 0, 1.1, 2, 6, 90, 700],
  7: [0, 0, 1, 1.6, 3.5, 14, 90, 800],
  8: [0, 0, 0, 1.5, 3, 10, 40, 200, 900],
  9: [0, 0, 0, 1.3, 2, 5, 20, 80, 300, 1000],
  10: [0, 0, 0, 1.2, 1.6, 3.5, 10, 40, 150, 500, 1000],
};

export interface FairRound {
  payload: RoundPayload;
  win: number;
}

export function playFair(fair: FairnessRound, out: FairOutcome, r: Rand, stake: number, playedAt: number): FairRound {
  switch (fair.Game) {
    case 'plinko':
      return {
        payload: {
          Kind: 'plinko',
          Rows: Number(fair.Options.rows),
          // 'expert' is Stake's fourth risk; the client shows the risk as it comes.
          Risk: fair.Options.risk as 'low',
          Path: (out.detail.path as string[]).map((d) => (d === 'R' ? 1 : 0)),
          Multiplier: out.result,
        },
        win: pay(stake, out.result),
      };
    case 'wheel': {
      const win = pay(stake, out.result);
      return {
        payload: {
          Kind: 'areas',
          // Catalogue codes the client names (contract/history.ts): the segment, the risk, the count.
          Outcome: `segment-${String(out.detail.segment)} ×${out.result}`,
          Areas: [
            {
              Area: `risk-${String(fair.Options.risk)} · segments-${String(fair.Options.segments)}`,
              Target: String(out.detail.segment),
              Bet: stake,
              Odds: out.result,
              Win: win,
            },
          ],
        },
        win,
      };
    }
    case 'mines': {
      const mines = out.detail.mines as number[];
      const target = r.int(1, Math.min(5, 25 - mines.length));
      // The player opens tiles in a seeded order until the target or a mine.
      const order = Array.from({ length: 25 }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(r.next() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const picks: number[] = [];
      let busted = false;
      for (const tile of order) {
        picks.push(tile);
        if (mines.includes(tile)) {
          busted = true;
          break;
        }
        if (picks.length === target) break;
      }
      const multiplier = busted ? 0 : minesMultiplier(mines.length, picks.length);
      const detail: MinesDetail = {
        Size: 25,
        Mines: [...mines].sort((a, b) => a - b),
        Picks: picks,
        Multiplier: multiplier,
        Busted: busted,
      };
      return { payload: { Kind: 'mines', Mines: detail }, win: pay(stake, multiplier) };
    }
    case 'keno': {
      const drawn = out.detail.drawn as number[];
      const count = r.int(1, 10);
      const pool = Array.from({ length: 40 }, (_, i) => i + 1);
      const picked: number[] = [];
      while (picked.length < count) picked.push(pool.splice(r.int(0, pool.length - 1), 1)[0]!);
      const hits = picked.filter((n) => drawn.includes(n)).length;
      return {
        payload: { Kind: 'keno', Drawn: [...drawn].sort((a, b) => a - b), Picked: picked.sort((a, b) => a - b) },
        win: pay(stake, KENO_PAYS[count]![hits] ?? 0),
      };
    }
    case 'limbo': {
      // The bet wins its target when the drawn multiplier reaches it: the cash-out at the target
      // is listed first (as in crash), then the drawn multiplier.
      const target = r.pick([1.5, 2, 3, 5, 10]);
      const won = out.result >= target;
      const steps: StepRecord[] = won
        ? [
            { Step: 1, Multiplier: target, CashOut: true, Time: playedAt },
            { Step: 2, Multiplier: out.result, CashOut: false, Time: playedAt },
          ]
        : [{ Step: 1, Multiplier: out.result, CashOut: false, Time: playedAt }];
      return { payload: { Kind: 'steps', Steps: steps }, win: won ? pay(stake, target) : 0 };
    }
    case 'crash':
    default: {
      // The curve climbs to the crash point; a cash-out below it wins the stake × the cash-out.
      const target = r.pick([1.2, 1.5, 2, 3, 5]);
      const crash = out.result;
      const won = crash >= target;
      const stop = won ? target : crash;
      const steps: StepRecord[] = [];
      let m = 1;
      let t = playedAt;
      while (m * 1.25 < stop) {
        m = floor2(m * 1.25);
        t += 1000;
        steps.push({ Step: steps.length + 1, Multiplier: m, CashOut: false, Time: t });
      }
      steps.push({ Step: steps.length + 1, Multiplier: stop, CashOut: won, Time: t + 1000 });
      if (won && crash > target)
        steps.push({ Step: steps.length + 1, Multiplier: crash, CashOut: false, Time: t + 2000 });
      return { payload: { Kind: 'steps', Steps: steps }, win: won ? pay(stake, target) : 0 };
    }
  }
}
