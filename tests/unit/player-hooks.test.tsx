// @vitest-environment happy-dom
/**
 * The screens' shared hooks (src/ui): the one clock `useNow` (ticks, an extra instant between
 * ticks, a fresh reading when a deadline arrives late) and the one formatter `usePlayerFormat`
 * (the player's currency, locale and time zone; N/A for what is missing).
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { currencyDisplayAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { useNow } from '../../src/ui/use-now';
import { usePlayerFormat, type PlayerFormat } from '../../src/ui/use-player-format';
import { testToken } from '../helpers/jwt';
import { render } from './render';

afterEach(() => vi.useRealTimers());

/** Renders `useNow(...)` and exposes its latest reading. */
function clockProbe() {
  const seen: number[] = [];
  const Probe = (props: { every: number | null; alsoAt?: number | null; restartOn?: unknown }) => {
    seen.push(useNow(props.every, props.alsoAt ?? null, props.restartOn));
    return null;
  };
  return { Probe, latest: () => seen.at(-1)! };
}

describe('useNow', () => {
  it('reads the time at mount and again at every tick', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { Probe, latest } = clockProbe();
    await render(<Probe every={1000} />);
    expect(latest()).toBe(1_000_000);
    await act(async () => vi.advanceTimersByTime(999));
    expect(latest()).toBe(1_000_000);
    await act(async () => vi.advanceTimersByTime(1));
    expect(latest()).toBe(1_001_000);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(latest()).toBe(1_004_000);
  });

  it('also wakes just after `alsoAt`, between two slow ticks', async () => {
    vi.useFakeTimers({ now: 0 });
    const { Probe, latest } = clockProbe();
    await render(<Probe every={60_000} alsoAt={5000} />);
    await act(async () => vi.advanceTimersByTime(5049));
    expect(latest()).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(latest()).toBe(5050);
  });

  it('does not tick without a pace, and reads the time afresh when a deadline arrives later', async () => {
    vi.useFakeTimers({ now: 0 });
    const { Probe, latest } = clockProbe();
    const view = await render(<Probe every={null} />);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(latest()).toBe(0);
    // The countdown starts 10 s after mount: its first reading is now, not the mount time.
    await act(async () => view.root.render(<Probe every={250} restartOn={40_000} />));
    expect(latest()).toBe(10_000);
  });
});

describe('usePlayerFormat', () => {
  function formatProbe(store: ReturnType<typeof createStore>, locale: 'en' | 'de' = 'en') {
    let format: PlayerFormat | null = null;
    const Probe = () => {
      format = usePlayerFormat();
      return null;
    };
    return render(<Probe />, { store, locale }).then(() => format!);
  }

  it("shows money in the player's currency and times in the player's zone", async () => {
    const store = createStore();
    store.set(tokenAtom, testToken({ APIID: 3, AID: 7, A: 'p', UNIT: 100, CNO: 1, CSYMBOL: '₱' }));
    store.set(userApiInfoAtom, { Timezone: 480 } as never);
    const f = await formatProbe(store);
    expect(f.money(123450)).toBe('₱ 1,234.50');
    expect(f.offset).toBe(480);
    // 2024-01-01 20:30 UTC is 2024-01-02 04:30 at UTC+8; ISO text and ms read the same.
    const at = Date.UTC(2024, 0, 1, 20, 30);
    expect(f.dateTime(at)).toBe(f.dateTime(new Date(at).toISOString()));
    expect(f.dateTime(at)).toContain('2024/01/02');
    expect(f.date(at)).toBe('2024/01/02');
  });

  it("takes the platform's currency display over the token's symbol, and the element's locale", async () => {
    const store = createStore();
    store.set(tokenAtom, testToken({ APIID: 3, AID: 7, A: 'p', UNIT: 100, CNO: 1, CSYMBOL: '₱' }));
    store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: 'PHP', Unit: 100, Ratio: 1 }], custom: [] } as never);
    const f = await formatProbe(store, 'de');
    expect(f.locale).toBe('de');
    expect(f.money(123450)).toMatch(/^PHP 1\.234,5/);
  });

  it('covers what the member cards and the gift code showed with core/format themselves (issue 43)', async () => {
    const store = createStore();
    store.set(tokenAtom, testToken({ APIID: 3, AID: 7, A: 'p', UNIT: 100, CNO: 1, CSYMBOL: '₱' }));
    const f = await formatProbe(store, 'de');
    // Member amounts are already coins: the unit (100) is not applied again.
    expect(f.memberMoney(1234.567)).toBe('₱ 1.234,56');
    expect(f.whole(5000)).toBe('5.000');
    expect(f.fixed(1.5)).toBe('1,50');
    expect(f.short(1_250_000)).toMatch(/^1,25\s?[mM]/);
  });

  it('writes a countdown with the days apart, rounded up, in the element language', async () => {
    const f = await formatProbe(createStore(), 'de');
    const now = Date.UTC(2026, 0, 5);
    expect(f.countdown(now + 2 * 86_400_000 + 3_723_000, now)).toBe('2 T 01:02:03');
    expect(f.countdown(now + 999, now)).toBe('00:00:01');
    expect(f.countdown(now - 1, now)).toBe('00:00:00');
  });

  it('reads N/A for a missing amount, number or instant', async () => {
    const f = await formatProbe(createStore());
    expect([f.money(null), f.number(undefined), f.dateTime(null), f.dateTime(''), f.date(undefined)]).toEqual([
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
  });
});
