/**
 * What every answer of the API, the log sink and the language service promises about its caching
 * and its time (issue 46): an answer to a bearer request is never stored (a browser's HTTP cache
 * outlives the session: after a logout or a restart a guest on the device would read it), a public
 * answer is revalidated on every use, and a handler that runs past its budget answers 503 instead
 * of holding the request.
 */
import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../src/api/contract/index.ts';
import { envelope, newTrace } from './http.ts';

/** A private answer: kept by no cache, not even the browser's own. */
export const PRIVATE_ANSWER = 'no-store';
/**
 * A public answer (no Authorization) that sets no policy of its own: a cache may keep it but must
 * ask the platform before each use. Answers carry no validator, so that is a fresh request: a
 * shared cache never hands a stored public copy to anyone without the platform's say.
 */
export const PUBLIC_ANSWER = 'no-cache';

/**
 * Registered outermost on the API's paths, so it covers every answer there, error envelopes of the
 * guards, limits and body limits included. A bearer request's answer is `no-store` whatever the
 * route set; a public one keeps a deliberate policy of its route (the language texts: a minute)
 * or gets PUBLIC_ANSWER.
 */
export function cachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.header('authorization') !== undefined) c.res.headers.set('Cache-Control', PRIVATE_ANSWER);
    else if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PUBLIC_ANSWER);
  };
}

/** How long a handler may run before its caller gets a 503 (the platform's own work, faults aside). */
export const DEFAULT_HANDLER_BUDGET_MS = 10_000;

/**
 * A time budget per request: past it the caller gets a 503 envelope and the handler's late answer
 * is dropped. Only waiting (the database, a slow read) can be cut short this way: synchronous work
 * holds the event loop whatever a timer says, which is why every pattern run on client input is
 * linear and every input is bounded before it is parsed (logger.ts, guards.ts, the body limits).
 */
export function timeBudget(ms: number): MiddlewareHandler {
  return async (c, next) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let overrun = false;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    try {
      const work = next().then(() => 'done' as const);
      // A handler that fails after its caller was answered is logged, never an unhandled rejection.
      work.catch((error: unknown) => overrun && console.error(`[api] ${c.req.path} failed after its budget`, error));
      const outcome = await Promise.race([work, late]);
      if (outcome === 'done') return;
      overrun = true;
      return envelope(c, newTrace(), CODES.INTERNAL, null, 'The platform is busy, please try again.', 503);
    } finally {
      clearTimeout(timer);
    }
  };
}
