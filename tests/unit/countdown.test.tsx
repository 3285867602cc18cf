// @vitest-environment happy-dom
/**
 * One countdown for every screen (issue 43): member's resets and chests (ui/countdown `Countdown`)
 * and the rankings' "Ends in" read the time left the same way, rounded up (core/schedule
 * `remaining`): 00:00:00 only once the moment has come, never for the last second before it.
 * Before, the rankings rounded down and showed "Ends in 00:00:00" while the event still ran.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockText, remaining } from '../../src/core/schedule';
import { Countdown } from '../../src/ui/countdown';
import { Countdown as RankingCountdown } from '../../src/features/rankings/ranking-board';
import { createStore } from 'jotai/vanilla';
import { userApiInfoAtom } from '../../src/state/session';
import { render } from './render';

const NOW = Date.UTC(2026, 0, 5, 10, 0, 0);
const S = 1000;
const D = 86_400 * S;
const iso = (ms: number) => new Date(ms).toISOString();

beforeEach(() => {
  // Only the clock stands still; testing-library's timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the time left (core/schedule)', () => {
  it.each([
    ['3 days 4:05:06 ahead', NOW + 3 * D + 4 * 3_600 * S + 5 * 60 * S + 6 * S, 3, '04:05:06'],
    ['59 s ahead', NOW + 59 * S, 0, '00:00:59'],
    ['0.999 s ahead: a second is left', NOW + 999, 0, '00:00:01'],
    ['1.001 s ahead: two seconds', NOW + 1001, 0, '00:00:02'],
    ['exactly due', NOW, 0, '00:00:00'],
    ['passed', NOW - 5 * S, 0, '00:00:00'],
    ['a whole day ahead', NOW + D, 1, '00:00:00'],
  ])('%s', (_, target, days, clock) => {
    const left = remaining(target, NOW);
    expect({ days: left.days, clock: clockText(left) }).toEqual({ days, clock });
  });
});

describe('both countdown views round the same way', () => {
  it.each([
    [NOW + 999, '00:00:01'],
    [NOW + 2 * D, '2d 00:00:00'],
    [NOW + 2 * D - 500, '2d 00:00:00'],
    [NOW + 2 * D - 1000, '1d 23:59:59'],
  ])('%s reads %s on the member card and on the ranking', async (target, text) => {
    const member = await render(<Countdown target={target} label="Resets in" />);
    expect(member.container.querySelector('time')!.textContent).toBe(text);
    expect(member.container.querySelector('time')!.getAttribute('datetime')).toBe(iso(target));
    const ranking = await render(<RankingCountdown start={iso(NOW - D)} end={iso(target)} />);
    expect(ranking.container.querySelector('[part="countdown"]')!.textContent).toBe(`Ends in ${text}`);
  });

  it('the member countdown says the instant in the player zone', async () => {
    const store = createStore();
    store.set(userApiInfoAtom, { Timezone: 480 } as never);
    const view = await render(<Countdown target={NOW + D} label="Resets in" />, { store });
    expect(view.container.textContent).toBe('Resets in 1d 00:00:00 (2026/01/06 18:00:00 GMT+8)');
  });
});
