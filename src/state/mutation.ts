/**
 * The change half of the data layer: a mutation sends one change, reports busy and its failure,
 * and writes the platform's answer back into the queries every element reads (`writes`), so two
 * elements on one page agree at once; queries the change makes stale are marked so (`stales`)
 * and asked again by whoever shows them. A failure is reported to the element's host
 * (`ingame-error`, failures.ts) and returned for the inline message; it is never retried (the
 * platform may have applied it: asking again is the player's choice).
 */
import { useContext, useRef, useState } from 'react';
import { useStore } from 'jotai/react';
import { toApiError } from '../api/client';
import type { ApiError } from '../api/contract/common';
import { FailureReportContext } from './failures';
import type { SessionStore } from './store';

export type MutationResult<R> = { ok: true; data: R } | { ok: false; error: ApiError };

export interface MutationOptions<V, R> {
  /** Write the answer into the queries it changes (`family.set`, `family.invalidate`). */
  writes?: (store: SessionStore, data: R, vars: V) => void;
}

export interface Mutation<V, R> {
  /** Send the change and write its answer back; rejects with an ApiError. */
  run(store: SessionStore, vars: V): Promise<R>;
}

export function mutation<V, R>(
  perform: (vars: V, store: SessionStore) => Promise<R>,
  { writes }: MutationOptions<V, R> = {},
): Mutation<V, R> {
  return {
    async run(store, vars) {
      let data: R;
      try {
        data = await perform(vars, store);
      } catch (thrown) {
        throw toApiError(thrown);
      }
      writes?.(store, data, vars);
      return data;
    },
  };
}

export interface MutationState<V, R> {
  /** Send (a second one while busy waits for the first's answer instead). */
  run(vars: V): Promise<MutationResult<R>>;
  busy: boolean;
  /** The last failure, until the next run or `reset`. */
  error: ApiError | null;
  reset(): void;
}

export function useMutation<V, R>(m: Mutation<V, R>): MutationState<V, R> {
  const store = useStore();
  const report = useContext(FailureReportContext);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const running = useRef<Promise<MutationResult<R>> | null>(null);
  const run = (vars: V) => {
    if (running.current) return running.current;
    setBusy(true);
    setError(null);
    const promise = m.run(store, vars).then(
      (data): MutationResult<R> => ({ ok: true, data }),
      (thrown: unknown): MutationResult<R> => {
        const e = toApiError(thrown);
        setError(e);
        report(e);
        return { ok: false, error: e };
      },
    );
    running.current = promise;
    void promise.finally(() => {
      running.current = null;
      setBusy(false);
    });
    return promise;
  };
  return { run, busy, error, reset: () => setError(null) };
}
