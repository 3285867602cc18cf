/**
 * The query half of the data layer (docs/architecture.md, "Data layer"): keyed async resources in
 * the shared store, one atom per key holding loading / ready / error, so two elements asking for
 * the same thing share one request and one result. The rules, each in one place:
 *
 * - staleness: an answer is fresh for `staleMs`; a stale key is asked again when it is next read
 *   or mounted, its last answer staying on screen meanwhile (a failure stays until then too: a
 *   failing server is not asked again by every element that mounts right after the failure);
 * - eviction: a key nobody reads is dropped after `gcMs`, and a family keeps at most `max` keys
 *   (query-cache.ts);
 * - gates: a query declares the §5 gate it needs (`gate`), checked here (gates.ts);
 * - retry: network failures only, bounded backoff (retry.ts);
 * - failures: a reader reports its query's failure to its element's host (failures.ts).
 *
 * Changes go through mutations (mutation.ts), which write their answer back with `set`.
 */
import { startTransition, useEffect } from 'react';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { useAtomValue, useStore } from 'jotai/react';
import { toApiError } from '../api/client';
import { callEarly, dropEarly, type EarlyRequest } from './early';
import { useReportFailure } from './failures';
import { closedGateAnswer, gateOpenAtom, isGateOpen, type Gate } from './gates';
import { createQueryCache, type Resource } from './query-cache';
import { retryOnNetwork, NETWORK_RETRY_DELAYS } from './retry';
import { sessionReadyAtom } from './session';
import type { SessionStore } from './store';

export type { Resource } from './query-cache';

export interface QueryOptions<T, K = unknown> {
  /** How long an answer is fresh (ms); default 5 minutes. */
  staleMs?: number;
  /** How long a key nobody reads is kept (ms); default 5 minutes. */
  gcMs?: number;
  /** At most this many keys are kept (the least recently used unread ones go); default 100. */
  max?: number;
  /** The §5 gate the call needs: closed, nothing is sent and its declared answer is the data. */
  gate?: Gate<T>;
  /** Waits between network retries (ms); default retry.ts, `[]` for none. */
  retryDelays?: readonly number[];
  /**
   * The call `fetcher` makes for a key, when the ESM entry may have asked it already (early.ts,
   * issue 45): that answer is taken once instead of asking, and dropped when the gate is closed.
   */
  early?: (key: K) => EarlyRequest<T>;
}

export interface ResourceFamily<K, T> {
  atomFor(key: K): PrimitiveAtom<Resource<T>>;
  /** Ask unless fresh (or in flight); `force` asks again now and shows loading meanwhile. */
  load(store: SessionStore, key: K, options?: { force?: boolean }): Promise<void>;
  /** Settle `key` with `data` (a mutation's answer): every reader shows it at once. */
  set(store: SessionStore, key: K, data: T): void;
  /** Mark the settled keys `match` accepts (all by default) stale: mounted ones ask again now. */
  invalidate(store: SessionStore, match?: (key: K) => boolean): void;
  /** A mounted reader of `key` (useResource): kept from eviction until the returned release. */
  mount(key: K): () => void;
  /** Keys kept now. */
  size(): number;
  readonly gate?: Gate<T>;
}

const MINUTES_5 = 5 * 60_000;

/** `fetcher` gets the store it loads into, so it can read session state from the same store. */
export function resourceFamily<K, T>(
  keyOf: (key: K) => string,
  fetcher: (key: K, store: SessionStore) => Promise<T>,
  {
    staleMs = MINUTES_5,
    gcMs = MINUTES_5,
    max = 100,
    gate,
    retryDelays = NETWORK_RETRY_DELAYS,
    early,
  }: QueryOptions<T, K> = {},
): ResourceFamily<K, T> {
  const cache = createQueryCache<T>(gcMs, max);
  // When each settled value was answered and with the gate open or not, per value object: so per
  // store too (each test's fresh store, each page's one store).
  const settled = new WeakMap<object, { at: number; open: boolean }>();
  const entryOf = (key: K) => cache.entry(keyOf(key), key);
  const gateOpen = (store: SessionStore) => (gate ? isGateOpen(store, gate.feature) : true);

  const load = (store: SessionStore, key: K, { force = false } = {}) => {
    const e = entryOf(key);
    if (e.inFlight) return e.inFlight;
    const current = store.get(e.atom);
    const open = gateOpen(store);
    const now = Date.now();
    let meta = settled.get(current);
    // A value written into the atom outside the layer counts as answered now.
    if (current.status !== 'loading' && !meta) settled.set(current, (meta = { at: now, open }));
    const fresh = meta !== undefined && now - meta.at < staleMs && meta.open === open;
    if (!force && fresh) return Promise.resolve();
    // A stale answer stays on screen while it is asked again; a reload, a failure or a gate that
    // changed shows loading.
    const keep = !force && current.status === 'ready' && meta?.open === open;
    if (!keep) store.set(e.atom, { status: 'loading' });
    // The answer renders as a transition: React renders it in slices between the browser's own
    // work instead of one long task (issue 17, total blocking time).
    // Fresh from when it was asked: the answer says what the platform had then.
    const settle = (value: Resource<T>) => {
      settled.set(value, { at: now, open });
      startTransition(() => store.set(e.atom, value));
    };
    const fetch = () => fetcher(key, store);
    const ask = early ? () => callEarly(store, early(key), fetch) : fetch;
    if (!open && early) dropEarly(store, early(key));
    const answer = !open ? Promise.resolve().then(() => closedGateAnswer(gate!)) : retryOnNetwork(ask, retryDelays);
    const promise = answer
      .then(
        (data) => settle({ status: 'ready', data }),
        (error: unknown) => {
          const shown = store.get(e.atom);
          // A background refresh that failed keeps the answer shown (asked again once stale).
          if (keep && shown.status === 'ready') settled.set(shown, { at: Date.now(), open });
          else settle({ status: 'error', error: toApiError(error) });
        },
      )
      .finally(() => {
        e.inFlight = null;
      });
    e.inFlight = promise;
    return promise;
  };

  return {
    atomFor: (key) => entryOf(key).atom,
    load,
    set(store, key, data) {
      const value: Resource<T> = { status: 'ready', data };
      settled.set(value, { at: Date.now(), open: gateOpen(store) });
      store.set(entryOf(key).atom, value);
    },
    invalidate(store, match = () => true) {
      for (const e of [...cache.all()]) {
        const key = e.key as K;
        if (!match(key)) continue;
        const shown = store.get(e.atom);
        const meta = settled.get(shown);
        if (meta) meta.at = -Infinity;
        else if (shown.status !== 'loading') settled.set(shown, { at: -Infinity, open: gateOpen(store) });
        if (e.readers > 0) void load(store, key);
      }
    },
    mount(key) {
      const e = entryOf(key);
      e.readers++;
      return () => {
        e.readers--;
        e.lastUsed = Date.now();
      };
    },
    size: () => cache.size(),
    gate,
  };
}

const WAITING = atom<Resource<never>>({ status: 'loading' });
const OPEN = atom(true);

/**
 * Read a resource and load it when `key` is not null (null: not ready to ask yet). A stale key is
 * asked again on mount; a failure is reported to the element's host (`ingame-error`).
 */
export function useResource<K, T>(family: ResourceFamily<K, T>, key: K | null): Resource<T> & { reload(): void } {
  const store = useStore();
  const value = useAtomValue(key === null ? WAITING : family.atomFor(key));
  const open = useAtomValue(family.gate ? gateOpenAtom(family.gate.feature) : OPEN);
  const id = key === null ? null : JSON.stringify(key);
  useEffect(() => {
    if (key === null) return;
    const release = family.mount(key);
    void family.load(store, key);
    return release;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised key is the identity, not the object
  }, [store, family, id, open]);
  useReportFailure(value.status === 'error' ? value.error : null);
  return { ...value, reload: () => key !== null && void family.load(store, key, { force: true }) };
}

/**
 * Run `work` once the §4 start-up is done: now if it is, else when it becomes so (once). For the
 * code that asks for a resource ahead of rendering (an element's or the app's prefetch, issue 30).
 * Returns what cancels the wait: an element removed, or its language switched, before the session
 * was ready asks for nothing it no longer shows.
 */
export function whenSessionReady(store: SessionStore, work: () => void): () => void {
  if (store.get(sessionReadyAtom)) {
    work();
    return () => undefined;
  }
  const stop = store.sub(sessionReadyAtom, () => {
    if (!store.get(sessionReadyAtom)) return;
    stop();
    work();
  });
  return stop;
}
