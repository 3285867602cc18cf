/**
 * The one place a failure reaches the host page (issue 42 item 4): every failed load (a query an
 * element reads, resource.ts), every failed action (a mutation, mutation.ts) and a session the
 * platform did not answer become one `ingame-error` on the element that shows it, with the
 * documented detail `{ Code, Message, trace, status, call }` (`call`: the §7 call, e.g.
 * "GET /member/vip-level", when a call failed). The element providers (ui/element-providers)
 * give each element its reporter; features never emit `ingame-error` themselves.
 */
import { createContext, useContext, useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { CODES, type ApiError } from '../api/contract/common';
import { sessionFailureAtom } from './session';

export interface FailureDetail {
  /** The §8 code; null when the element itself failed to render. */
  Code: number | null;
  Message: string;
  trace: string;
  status?: number;
  Data?: unknown;
  /** The call that failed ("GET /member/vip-level"), when one did. */
  call?: string;
}

export type ReportFailure = (failure: ApiError | FailureDetail) => void;

/** An element's reporter; outside an element (a test without providers) failures go nowhere. */
export const FailureReportContext = createContext<ReportFailure>(() => undefined);

/**
 * A reporter for one element: each failure once, however many of the element's parts read it
 * (two cards of <ingame-vip> reading the same failed query are one event).
 */
export function failureReporter(send: (detail: FailureDetail) => void): ReportFailure {
  const told = new WeakSet<object>();
  return (failure) => {
    if (told.has(failure)) return;
    told.add(failure);
    const { Code, Message, trace, status, Data, call } = failure as FailureDetail;
    const detail: FailureDetail = { Code, Message, trace };
    if (status !== undefined) detail.status = status;
    if (Data !== undefined) detail.Data = Data;
    if (call !== undefined) detail.call = call;
    send(detail);
  };
}

/** Report `failure` (when not null) to this element's host, once per failure object. */
export function useReportFailure(failure: ApiError | null | undefined): void {
  const report = useContext(FailureReportContext);
  useEffect(() => {
    if (failure) report(failure);
  }, [failure, report]);
}

/**
 * A session the platform did not answer (session-start: the exchange got no answer, a refused API
 * base): the element shows the session-failure view in place of its feature, and its host hears
 * of it here — a signed-in player's elements never reach their own queries then.
 */
export function SessionFailureReport(): null {
  const failure = useAtomValue(sessionFailureAtom);
  // A refused API base sends nothing: it is the page's, told to the host once with its hint
  // (misconfiguration.ts), not once per element.
  useReportFailure(failure?.Code === CODES.MISCONFIGURED ? null : failure);
  return null;
}
