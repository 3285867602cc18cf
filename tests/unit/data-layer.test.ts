/**
 * The data layer's rules (state/resource.ts, query-cache.ts, retry.ts, gates.ts, mutation.ts),
 * each on its own with a fresh store: staleness, eviction, retry on network failures only, the
 * declared gate, and a mutation writing its answer back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { CODES, type ApiError } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { mutation } from '../../src/state/mutation';
import { resourceFamily } from '../../src/state/resource';
import { configAtom } from '../../src/state/session';

const fail = (Code: number): ApiError => ({ Code, Message: `code ${Code}`, trace: 't', status: 0 });
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('staleness', () => {
  it('a fresh answer is not asked again; a stale one is, when next read, and stays shown meanwhile', async () => {
    let n = 0;
    const family = resourceFamily(
      (k: string) => k,
      () => Promise.resolve(++n),
      { staleMs: 1000 },
    );
    const store = createStore();
    await family.load(store, 'a');
    await family.load(store, 'a');
    expect(n).toBe(1);
    vi.advanceTimersByTime(1001);
    const again = family.load(store, 'a');
    expect(store.get(family.atomFor('a'))).toEqual({ status: 'ready', data: 1 });
    await again;
    await settle();
    expect(n).toBe(2);
    expect(store.get(family.atomFor('a'))).toEqual({ status: 'ready', data: 2 });
  });

  it('a failure stays until it is stale (not asked again by every reader), then is asked again', async () => {
    const fetcher = vi.fn(() => Promise.reject(fail(1004)));
    const family = resourceFamily((k: string) => k, fetcher, { staleMs: 1000 });
    const store = createStore();
    await family.load(store, 'a');
    await family.load(store, 'a');
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await family.load(store, 'a');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('invalidate makes a settled key stale at once', async () => {
    let n = 0;
    const family = resourceFamily(
      (k: string) => k,
      () => Promise.resolve(++n),
    );
    const store = createStore();
    await family.load(store, 'a');
    family.invalidate(store, (k) => k === 'a');
    await family.load(store, 'a');
    expect(n).toBe(2);
  });
});

describe('eviction', () => {
  it('a key nobody reads is dropped after gcMs and asked again when read later', async () => {
    const fetcher = vi.fn((k: string) => Promise.resolve(k));
    const family = resourceFamily((k: string) => k, fetcher, { gcMs: 1000 });
    const store = createStore();
    await family.load(store, 'a');
    vi.advanceTimersByTime(1001);
    await family.load(store, 'b');
    expect(family.size()).toBe(1);
    await family.load(store, 'a');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('a mounted key is kept however long; a family keeps at most `max` keys', async () => {
    const family = resourceFamily(
      (k: string) => k,
      (k) => Promise.resolve(k),
      { gcMs: 1000, max: 2 },
    );
    const store = createStore();
    const release = family.mount('kept');
    await family.load(store, 'kept');
    for (const k of ['x', 'y', 'z']) await family.load(store, k);
    vi.advanceTimersByTime(5000);
    await family.load(store, 'w');
    expect(family.size()).toBeLessThanOrEqual(2);
    const kept = family.atomFor('kept');
    expect(store.get(kept)).toEqual({ status: 'ready', data: 'kept' });
    release();
  });
});

describe('retry', () => {
  it('a network failure is asked again with a growing wait, and succeeds', async () => {
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(fail(CODES.NETWORK))
      .mockRejectedValueOnce(fail(CODES.NETWORK))
      .mockResolvedValue('ok');
    const family = resourceFamily((k: string) => k, fetcher, { retryDelays: [100, 400] });
    const store = createStore();
    const done = family.load(store, 'a');
    await vi.advanceTimersByTimeAsync(99);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    await done;
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(store.get(family.atomFor('a'))).toEqual({ status: 'ready', data: 'ok' });
  });

  it('is bounded: a network that stays down fails after the last wait', async () => {
    const fetcher = vi.fn(() => Promise.reject(fail(CODES.NETWORK)));
    const family = resourceFamily((k: string) => k, fetcher, { retryDelays: [100, 400] });
    const store = createStore();
    const done = family.load(store, 'a');
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(store.get(family.atomFor('a'))).toMatchObject({ status: 'error', error: { Code: CODES.NETWORK } });
  });

  it('a 5003 the platform answered (an HTTP status) is an answer, not asked again', async () => {
    const fetcher = vi.fn(() => Promise.reject({ ...fail(CODES.NETWORK), status: 200 }));
    const family = resourceFamily((k: string) => k, fetcher, { retryDelays: [100, 400] });
    const store = createStore();
    await family.load(store, 'a');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an answered failure', CODES.NOT_FOUND],
    ['a timeout', CODES.TIMEOUT],
    ['a malformed answer', CODES.MALFORMED_RESPONSE],
  ])('%s is not asked again', async (_name, code) => {
    const fetcher = vi.fn(() => Promise.reject(fail(code)));
    const family = resourceFamily((k: string) => k, fetcher, { retryDelays: [100, 400] });
    const store = createStore();
    await family.load(store, 'a');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(store.get(family.atomFor('a'))).toMatchObject({ status: 'error', error: { Code: code } });
  });
});

describe('gates', () => {
  // The web id is the brand's (core/brands): api id 202 is JILI Star (no backpack, no VIP setting).
  const storeOn = (webId: 'jilistar' | 'tada') => {
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiId: webId === 'jilistar' ? 202 : 3 });
    return store;
  };

  it('a closed gate asks nothing and answers the declared value; an open one asks', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['asked']));
    const family = resourceFamily((k: string) => k, fetcher, {
      gate: { feature: 'playerItemData', closed: { value: [] as string[] } },
    });
    const closed = storeOn('jilistar');
    await family.load(closed, 'a');
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
    expect(closed.get(family.atomFor('a'))).toEqual({ status: 'ready', data: [] });
    const open = storeOn('tada');
    await family.load(open, 'a');
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(open.get(family.atomFor('a'))).toEqual({ status: 'ready', data: ['asked'] });
  });

  it("a 'reject' gate fails with Code -1 without a request", async () => {
    const fetcher = vi.fn(() => Promise.resolve(1));
    const family = resourceFamily((k: string) => k, fetcher, { gate: { feature: 'vipSetting', closed: 'reject' } });
    const store = storeOn('jilistar');
    await family.load(store, 'a');
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
    expect(store.get(family.atomFor('a'))).toMatchObject({ status: 'error', error: { Code: CODES.FEATURE_DISABLED } });
  });

  it('the answer is asked again when the gate changes (the operator became known)', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['asked']));
    const family = resourceFamily((k: string) => k, fetcher, {
      gate: { feature: 'playerItemData', closed: { value: [] as string[] } },
    });
    const store = storeOn('jilistar');
    await family.load(store, 'a');
    store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
    await family.load(store, 'a');
    await settle();
    expect(store.get(family.atomFor('a'))).toEqual({ status: 'ready', data: ['asked'] });
  });
});

describe('mutations', () => {
  it('write the answer back into the query every reader shows, and mark what it changed stale', async () => {
    let status = 1;
    const counter = resourceFamily(
      (k: string) => k,
      () => Promise.resolve(status),
    );
    const related = resourceFamily(
      (k: string) => k,
      () => Promise.resolve(status * 10),
    );
    const bump = mutation((k: string) => Promise.resolve(`${k}:${++status}`), {
      writes(store, _answer, k) {
        counter.set(store, k, status);
        related.invalidate(store, (key) => key === k);
      },
    });
    const store = createStore();
    await counter.load(store, 'p');
    await related.load(store, 'p');
    expect(await bump.run(store, 'p')).toBe('p:2');
    expect(store.get(counter.atomFor('p'))).toEqual({ status: 'ready', data: 2 });
    // Written, so fresh: not asked again.
    await counter.load(store, 'p');
    expect(store.get(counter.atomFor('p'))).toEqual({ status: 'ready', data: 2 });
    await related.load(store, 'p');
    await settle();
    expect(store.get(related.atomFor('p'))).toEqual({ status: 'ready', data: 20 });
  });

  it('a failure rejects with an ApiError and writes nothing', async () => {
    const counter = resourceFamily(
      (k: string) => k,
      () => Promise.resolve(1),
    );
    const writes = vi.fn();
    const broken = mutation(() => Promise.reject(fail(CODES.NETWORK)), { writes });
    const store = createStore();
    await counter.load(store, 'p');
    await expect(broken.run(store, 'p')).rejects.toMatchObject({ Code: CODES.NETWORK });
    expect(writes).not.toHaveBeenCalled();
  });
});
