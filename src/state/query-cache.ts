/**
 * The entries of one query family (resource.ts): an atom per key, how many mounted readers it has,
 * when it was last asked for, and its request in flight. Eviction lives here: a key nobody reads
 * is dropped once it has been unread for `gcMs`, and a family never keeps more than `max` keys
 * (the least recently used unread ones go first). Checked whenever the family is used, so no timer
 * runs on an idle page. Dropping the atom is enough: the store keeps atom values weakly.
 */
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { ApiError } from '../api/contract/common';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

export interface CacheEntry<T> {
  /** The key it was made for (invalidation matches on it). */
  key: unknown;
  atom: PrimitiveAtom<Resource<T>>;
  /** Mounted readers (useResource); an entry with readers is never evicted. */
  readers: number;
  lastUsed: number;
  inFlight: Promise<void> | null;
}

export interface QueryCache<T> {
  /** The entry for `id` (made for `key` when missing); marks it used now. */
  entry(id: string, key: unknown): CacheEntry<T>;
  /** Entries kept now (tests and diagnostics). */
  size(): number;
  /** Every entry (invalidation walks them). */
  all(): IterableIterator<CacheEntry<T>>;
}

export function createQueryCache<T>(gcMs: number, max: number): QueryCache<T> {
  const entries = new Map<string, CacheEntry<T>>();
  const idle = (e: CacheEntry<T>) => e.readers === 0 && e.inFlight === null;
  const sweep = (now: number) => {
    for (const [id, e] of entries) if (idle(e) && now - e.lastUsed >= gcMs) entries.delete(id);
    // Map order is insertion order and `entry` re-inserts on use: the first idle ones are the oldest.
    for (const [id, e] of entries) {
      if (entries.size <= max) break;
      if (idle(e)) entries.delete(id);
    }
  };
  return {
    entry(id, key) {
      const now = Date.now();
      let e = entries.get(id);
      if (e) entries.delete(id);
      else e = { key, atom: atom<Resource<T>>({ status: 'loading' }), readers: 0, lastUsed: now, inFlight: null };
      e.lastUsed = now;
      sweep(now);
      entries.set(id, e);
      return e;
    },
    size: () => entries.size,
    all: () => entries.values(),
  };
}
