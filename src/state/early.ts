/**
 * Taking over the calls the ESM entry started before the runtime arrived (elements/early-calls.ts,
 * issue 45 item 2): the operator's settings and the marquee list leave with the code, not after it.
 * The data layer asks through `callEarly` where such a call may be waiting: the early answer is
 * taken at most once, and only
 *  - by the session it was asked with, for a call that carried one (a history's first page);
 *  - for the URL the client would call now (the same API base in force, api id and language: a
 *    page configured otherwise since, or a session of another operator, asks afresh), and for a
 *    POST (the game token's exchange) the same body;
 *  - within EARLY_FRESH_MS of when it left;
 *  - when the client would send the call at all (a session token past its `exp` takes §8's path);
 *  - within the configured timeout, counted from when it is taken, as the call made then would be
 *    (past it: §8's timeout, as the client). Not from when it left: on a slow network or a busy
 *    phone the code can come after the timeout has passed, and an answer then on its way (or
 *    waiting for the page's thread) was thrown away as a timeout the call made then would not
 *    have had (the fault matrix's 1.5 s timeout under CI's load, stop 55);
 *  - when it is a success the contract's reader accepts (any failure: a normal request, which
 *    reports its own failure the usual way).
 * A query whose gate is closed drops it (`dropEarly`): its answer is never used.
 */
import { serializeQuery, unwrapEnvelope } from '../api/client';
// Not the contract's barrel: see api/client.
import { CODES, type ApiError } from '../api/contract/common';
import { endpointMeta, type ApiKey } from '../api/contract/endpoints';
import { buildPath, splitKey } from '../api/paths';
import type { Reader } from '../api/read';
import { resolveBaseUrl } from '../core/config';
import { tokenLifetime } from '../core/identity';
import { configAtom, sessionApiBaseAtom, tokenAtom } from './session';
import type { SessionStore } from './store';

/** Where the entry leaves its calls, by URL (elements/early-calls.ts). */
const EARLY_CALLS = Symbol.for('ingame.earlyCalls');

export interface EarlyAnswer {
  status: number;
  text: string;
  trace: string;
}
export interface EarlyCall {
  /** When it left (Date.now()). */
  at: number;
  answer: Promise<EarlyAnswer>;
  abort(): void;
  /** A POST's body as sent (JSON): the game token's exchange. */
  body?: string;
  /** The session token it carried (a history's first page): taken only by the same session. */
  token?: string;
}
type Holder = { [EARLY_CALLS]?: Record<string, EarlyCall> };

/** An early answer older than this is not taken: what the platform says now is asked. */
export const EARLY_FRESH_MS = 30_000;

/** One call of the contract, as the data layer would make it (its key, input and reader). */
export interface EarlyRequest<T = unknown> {
  key: ApiKey;
  input: { params?: object; query?: object; body?: object };
  read: Reader<T>;
}

/** The URL `call` would send this request to now, or null when it would send nothing. */
function urlOf(store: SessionStore, { key, input }: EarlyRequest): string | null {
  const base = resolveBaseUrl(store.get(sessionApiBaseAtom) ?? store.get(configAtom).apiBase);
  if (!('url' in base)) return null;
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  try {
    return base.url + buildPath(splitKey(key).path, params) + serializeQuery(query);
  } catch {
    return null;
  }
}

/** The early call for this request, taken off the list (whatever comes of it, never taken again). */
function take(store: SessionStore, request: EarlyRequest): EarlyCall | null {
  const calls = (globalThis as Holder)[EARLY_CALLS];
  if (!calls) return null;
  const url = urlOf(store, request);
  const early = url === null ? undefined : calls[url];
  if (!early) return null;
  delete calls[url!];
  // A POST only for the body it would send now (the exchange of another game token is not this one).
  const body = request.input.body === undefined ? undefined : JSON.stringify(request.input.body);
  if (early.body !== body) return null;
  const token = endpointMeta(request.key).auth === 'none' ? null : store.get(tokenAtom);
  // An answer asked with a session is another's unless it is this one (a player signed in since).
  const another = early.token !== undefined && early.token !== token;
  if (another || Date.now() - early.at > EARLY_FRESH_MS || (token && tokenLifetime(token, Date.now()) === 0)) {
    early.abort();
    return null;
  }
  return early;
}

/** A query whose gate is closed: its early answer, if any, is dropped unread. */
export function dropEarly(store: SessionStore, request: EarlyRequest): void {
  take(store, request)?.abort();
}

/**
 * The answer of `request`: the early one when it may be taken (see the top of this file), else
 * `ask()` — the normal request, with every rule of the client.
 */
export function callEarly<T>(store: SessionStore, request: EarlyRequest<T>, ask: () => Promise<T>): Promise<T> {
  const early = take(store, request);
  if (!early) return ask();
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      then();
    };
    const timer = setTimeout(
      () =>
        settle(() => {
          early.abort();
          const error: ApiError = {
            Code: CODES.TIMEOUT,
            Message: 'Connection is timeout, please close this page and try again later.',
            trace: '',
            status: 0,
            call: request.key,
          };
          reject(error);
        }),
      store.get(configAtom).timeoutMs,
    );
    early.answer
      .then(({ status, text, trace }) => request.read(unwrapEnvelope(status, text, trace)))
      .then(
        (data) => settle(() => resolve(data)),
        () => settle(() => ask().then(resolve, reject)),
      );
  });
}
