/**
 * A lobby page left open (issue 30): both marquees, the language picker, the account widget and
 * <ingame-rankings> on a fake clock for sixteen simulated minutes with two language switches. The DOM
 * nodes, event listeners and pending timers stay where they were once the page had settled (the
 * JS heap is left to `npm run bench`: within one short run its noise is larger than a leak).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TOLERANCE, longLivedLobby } from '../../scripts/bench-long-lived.ts';
import { freshGameToken, harnessForFile, type Harness } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

describe('a long-lived lobby page', () => {
  it('keeps its DOM nodes, listeners and timers flat over sixteen simulated minutes with language switches', async () => {
    const url = `${h.base}/lobby.html?api=3&gameToken=${encodeURIComponent(await freshGameToken(h, 'tada_3_001'))}`;
    const r = await longLivedLobby(h.browser, url, {
      // Longer than the longest update interval of a seeded board (15 minutes), so a board comes due
      // in the measured stretch wherever the clock stands in that interval (three minutes saw one
      // only when the run happened to start near an update time).
      minutes: 16,
      switches: 2,
      languages: ['de', 'en'],
      warmupMs: 10_000,
      settleMs: 15_000,
    });
    // Time passed in the page: the marquee rotated and the rankings asked for their boards.
    assert.ok(r.marqueeShown >= 2, `the marquee rotated (${r.marqueeShown} announcements seen)`);
    assert.ok(
      Object.keys(r.requests).some((path) => path.includes('/rank/')),
      'the rankings refreshed',
    );
    // The platform lives on the page's clock (the bench moves its dates): a running board is asked
    // again at its update time, not every minute because the update time looked past (issue 30).
    assert.equal(
      r.boardAsksBeforeDue,
      0,
      `boards asked before their update time: ${r.boardAsksBeforeDue} of ${r.boardAsks}`,
    );
    for (const key of ['nodes', 'listeners', 'timeouts', 'intervals'] as const) {
      assert.ok(
        r.end[key] - r.start[key] <= TOLERANCE[key](r.start[key]),
        `${key}: ${r.start[key]} at the start, ${r.end[key]} sixteen simulated minutes later`,
      );
    }
  });
});
