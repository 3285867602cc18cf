/**
 * Fault injection for tests and demos (DESIGN: off unless asked for): the middleware in front of
 * the API that answers a call with the next fault rule switched on for its route — latency, a hang
 * until the client gives up, HTTP 500, a nonzero Code, a malformed or wrongly typed body, or the
 * real answer rewritten with hostile values. The rules come from POST /__admin/faults (./faults.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { HOSTILE_TEXT, hostileData, WRONG_TYPES_DATA, type Faults } from './faults.ts';
import { envelope, newTrace } from './http.ts';

/** Longest a latency or hang fault holds a call. */
const MAX_HOLD_MS = 120_000;

export function injectFaults(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.take(c.req.path.slice('/api'.length) + (new URL(c.req.url).search || ''));
    if (!fault) return next();
    const trace = newTrace();
    switch (fault.kind) {
      case 'latency':
        await new Promise((r) => setTimeout(r, Math.min(fault.ms, MAX_HOLD_MS)));
        return next();
      case 'hang': {
        // No answer until the client gives up (or two minutes pass); never keeps the process alive.
        const signal = c.req.raw.signal;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, MAX_HOLD_MS);
          timer.unref();
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return c.body(null, 504);
      }
      case 'http500':
        c.header('x-trace', trace);
        return c.text('Internal Server Error', 500);
      case 'code':
        return envelope(c, trace, fault.code, null, fault.message ?? `Injected fault ${fault.code}`);
      case 'malformed':
        c.header('x-trace', trace);
        return c.body('{"Code":0,"Data":[{"Id":1,', 200, { 'Content-Type': 'application/json' });
      case 'wrongTypes':
        c.header('x-trace', trace);
        // A well-formed success envelope whose Data no call's reader accepts (no call answers a
        // bare string): the client must show its malformed-response error (5001) or its default.
        return c.json({ Code: 0, Data: WRONG_TYPES_DATA, Message: '' });
      case 'hostile': {
        // The real answer, rewritten: only the body changes (Code, status and headers stay).
        await next();
        const body = (await c.res
          .clone()
          .json()
          .catch(() => null)) as { Code?: unknown; Data?: unknown; Message?: unknown } | null;
        if (!body || typeof body !== 'object' || !('Code' in body)) return;
        const rewritten = {
          ...body,
          Data: hostileData(body.Data, fault.values),
          Message:
            typeof body.Message === 'string' && body.Message ? `${body.Message}${HOSTILE_TEXT[0]}` : body.Message,
        };
        const headers = new Headers(c.res.headers);
        headers.delete('content-length');
        const status = c.res.status;
        // Unset first: Hono's setter would copy the old headers (a stale length among them) back.
        c.res = undefined as unknown as Response;
        c.res = new Response(JSON.stringify(rewritten), { status, headers });
        return;
      }
    }
  };
}
