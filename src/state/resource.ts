/**
 * Keyed async resources in the shared store: one atom per key holding loading / ready / error,
 * so two elements asking for the same thing share one request and one result. (jotai's own
 * atomFamily and loadable are deprecated in 2.x; this is the few lines we need of them.)
 */
import { startTransition, useEffect } from 'react';
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { useAtomValue, useStore } from 'jotai/react';
import { toApiError } from '../api/client';
import type { ApiError } from '../api/contract';
import { sessionReadyAtom } from './session';
import type { SessionStore } from './store';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

export interface ResourceFamily<K, T> {
  atomFor(key: K): PrimitiveAtom<Resource<T>>;
  load(store: SessionStore, key: K, options?: { force?: boolean }): Promise<void>;
}

/** `fetcher` gets the store it loads into, so it can read session state from the same store. */
export function resourceFamily<K, T>(
  keyOf: (key: K) => string,
  fetcher: (key: K, store: SessionStore) => Promise<T>,
): ResourceFamily<K, T> {
  const atoms = new Map<string, PrimitiveAtom<Resource<T>>>();
  const inFlight = new Map<string, Promise<void>>();
  const atomFor = (key: K) => {
    const id = keyOf(key);
    let a = atoms.get(id);
    if (!a) {
      a = atom<Resource<T>>({ status: 'loading' });
      atoms.set(id, a);
    }
    return a;
  };
  const load = (store: SessionStore, key: K, { force = false } = {}) => {
    const id = keyOf(key);
    const target = atomFor(key);
    const running = inFlight.get(id);
    if (running) return running;
    // A settled resource stays as it is until reload(): a failing server is not asked again by
    // every element that mounts after the failure.
    if (!force && store.get(target).status !== 'loading') return Promise.resolve();
    store.set(target, { status: 'loading' });
    // The answer renders as a transition: React renders it in slices between the browser's own
    // work instead of one long task (a board or a news list arriving while the page is busy
    // starting; issue 17, total blocking time).
    const settle = (value: Resource<T>) => startTransition(() => store.set(target, value));
    const promise = fetcher(key, store)
      .then(
        (data) => settle({ status: 'ready', data }),
        (error: unknown) => settle({ status: 'error', error: toApiError(error) }),
      )
      .finally(() => inFlight.delete(id));
    inFlight.set(id, promise);
    return promise;
  };
  return { atomFor, load };
}

const WAITING = atom<Resource<never>>({ status: 'loading' });

/** Read a resource and load it when `key` is not null (null: not ready to ask yet). */
export function useResource<K, T>(family: ResourceFamily<K, T>, key: K | null): Resource<T> & { reload(): void } {
  const store = useStore();
  const value = useAtomValue(key === null ? WAITING : family.atomFor(key));
  const id = key === null ? null : JSON.stringify(key);
  useEffect(() => {
    if (key !== null) void family.load(store, key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised key is the identity, not the object
  }, [store, family, id]);
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
