/**
 * The §7 API of the reference platform: one route per contract key, each answering in the
 * envelope with an x-trace (http.ts) — the caller's session checked for bearer calls, the
 * player's fair share taken, the body read and checked, the handler run, its failure mapped to
 * the call's documented code. Mounted by app.ts after the guards and limits.
 */
import type { Hono } from 'hono';
import { CODES, endpointMeta, type ApiKey } from '../../src/api/contract/index.ts';
import { splitKey } from '../../src/api/paths.ts';
import type { Db } from './db.ts';
import { isCleanValue } from './guards.ts';
import { ApiFailure, handlers, loadPlayer, type HandlerContext } from './handlers.ts';
import { verifyLoginToken } from './tokens.ts';
import { clientAddress, envelope, newTrace } from './http.ts';
import { RequestAborted, untilAborted, type fairShare } from './fair-share.ts';

/** The calls a script could abuse, limited per IP (§5 limits apply per player on top). */
const RATE_LIMITED: readonly ApiKey[] = [
  'POST /token',
  'POST /token/login',
  'PUT /member/nickname',
  'POST /giftcode/send-email/:eventId',
];

/** Unique-constraint violations, as the code a call documents for "already exists". */
const UNIQUE_VIOLATION_CODES: { readonly [K in ApiKey]?: number } = {
  // Another player's name, or one that reads the same (migration 072: the confusable skeleton).
  'PUT /member/nickname': CODES.NICKNAME_TAKEN,
  'POST /giftcode/send-email/:eventId': CODES.GIFTCODE_EMAIL_CLAIMED,
};
const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

/** Routes every contract key under /api on `app`. */
export function routeApi(
  app: Hono,
  { db, share, now }: { db: Db; share: ReturnType<typeof fairShare>; now: () => number },
) {
  for (const key of Object.keys(handlers) as ApiKey[]) {
    const { method, path } = splitKey(key);
    const meta = endpointMeta(key);
    app.on(method, `/api${path}`, async (c) => {
      const trace = newTrace();
      let releasePlayer: (() => void) | null = null;
      try {
        const refused = RATE_LIMITED.includes(key) ? await share.refusedPerMinute(c, key) : null;
        if (refused) return refused;
        let player: HandlerContext['player'] = null;
        let session: HandlerContext['session'] = null;
        const auth = c.req.header('authorization');
        const bearer = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : null;
        if (meta.auth === 'bearer' && !bearer) throw new ApiFailure(CODES.TOKEN_INVALID, 'Please log in again.');
        if (bearer && meta.auth !== 'none') {
          const check = await verifyLoginToken(bearer, db);
          if (!check.ok)
            throw new ApiFailure(
              check.reason === 'expired' ? CODES.TOKEN_EXPIRED : CODES.TOKEN_INVALID,
              check.reason === 'expired' ? 'Your session has expired.' : 'Your session is not valid.',
            );
          // One player gets their share: beyond their in-flight limit, a fast 429 (issue 46 item 4).
          const slot = share.playerSlot(c, check.playerId);
          if (slot instanceof Response) return slot;
          releasePlayer = slot;
          player = await loadPlayer(db, check.playerId);
          session = { id: check.sessionId, expiresAt: check.expiresAt };
          if (!player) throw new ApiFailure(CODES.TOKEN_INVALID, 'Your session is not valid.');
        }
        let body: unknown;
        if (method !== 'GET') {
          const raw = await c.req.text();
          try {
            body = raw ? JSON.parse(raw) : undefined;
          } catch {
            body = undefined;
          }
          if (!isCleanValue(body))
            throw new ApiFailure(CODES.BAD_REQUEST, 'The body holds characters that are not allowed.');
        }
        const url = new URL(c.req.url);
        const data = await (handlers[key] as (ctx: HandlerContext) => Promise<unknown>)({
          db: untilAborted(db, c.req.raw.signal),
          params: c.req.param() as Record<string, string>,
          query: url.searchParams,
          body,
          player,
          session,
          now: now(),
          clientAddress: clientAddress(c),
        });
        return envelope(c, trace, CODES.OK, data);
      } catch (error) {
        if (error instanceof RequestAborted) return c.body(null, 499 as never);
        if (error instanceof ApiFailure) return envelope(c, trace, error.code, error.data, error.message);
        if (isUniqueViolation(error))
          return envelope(c, trace, UNIQUE_VIOLATION_CODES[key] ?? CODES.BAD_REQUEST, null, 'It already exists.');
        console.error(`[api] ${key} failed (trace ${trace})`, error);
        return envelope(c, trace, CODES.INTERNAL, null, 'Internal error', 500);
      } finally {
        releasePlayer?.();
      }
    });
  }
}
