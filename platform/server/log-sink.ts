/**
 * The log sink (§7 POST /log): front-end error reports, rate-limited per address, scrubbed of every
 * credential, stored once per fingerprint and pruned to the retention after each write. Any input
 * gets an envelope, never a 500.
 */
import { createHash } from 'node:crypto';
import type { Handler } from 'hono';
import { CODES } from '../../src/api/contract/index.ts';
import { scrubDeep } from '../../src/core/logger.ts';
import type { Db } from './db.ts';
import { isCleanValue } from './guards.ts';
import { clientAddress, envelope, newTrace } from './http.ts';

/**
 * What the log sink keeps: the newest `rows` entries, none older than `days`, and at most
 * `perSource` from one source (an address key, guards.ts addressKey): a network that floods the
 * sink evicts its own oldest reports first, so it cannot push out everyone else's (issue 46: one
 * network replaced all 10,000 in under 2 minutes).
 */
export interface LogRetention {
  rows: number;
  days: number;
  /** Default DEFAULT_PER_SOURCE: 20 sources fill the log before one evicts another's reports. */
  perSource?: number;
}
export const DEFAULT_PER_SOURCE = 500;
export const DEFAULT_LOG_RETENTION: LogRetention = { rows: 10_000, days: 30, perSource: DEFAULT_PER_SOURCE };

export function logSink({
  db,
  retention,
  withinLimit,
}: {
  db: Db;
  retention: LogRetention;
  /** The per-address rate limit (guards.ts rateLimiter). */
  withinLimit(address: string): boolean;
}): Handler {
  /** After every write (the table stays small): this source's newest `perSource`, then the newest `rows`, none older than `days`. */
  const pruneLogs = async (source: string) => {
    await db.query(
      `DELETE FROM frontend_logs WHERE source = $1
       AND id <= (SELECT id FROM frontend_logs WHERE source = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)`,
      [source, retention.perSource ?? DEFAULT_PER_SOURCE],
    );
    await db.query(
      `DELETE FROM frontend_logs WHERE received_at < now() - make_interval(days => $1)
       OR id <= (SELECT id FROM frontend_logs ORDER BY id DESC OFFSET $2 LIMIT 1)`,
      [retention.days, retention.rows],
    );
  };
  return async (c) => {
    const trace = newTrace();
    const source = clientAddress(c);
    if (!withinLimit(source))
      return envelope(c, trace, CODES.TOO_MANY_REQUESTS, null, 'Too many log requests, please wait a minute.', 429);
    // A bounded body (see limitBody), read as text: any input gets an envelope, never a 500.
    const raw = await c.req.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      return envelope(c, trace, CODES.BAD_REQUEST, null, 'A log body is JSON', 400);
    }
    if (!isCleanValue(body))
      return envelope(c, trace, CODES.BAD_REQUEST, null, 'The log body holds characters that are not allowed.', 400);
    const entries = (Array.isArray(body) ? body : [body])
      .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && !Array.isArray(e))
      .slice(0, 100);
    if (entries.length === 0)
      return envelope(c, trace, CODES.BAD_REQUEST, null, 'Expected a log entry or an array of them', 400);
    let stored = 0;
    for (const entry of entries) {
      // Never store a credential, whatever the client sent: each field is scrubbed (and capped) on its own.
      const clean = scrubDeep(entry) as Record<string, unknown>;
      const fingerprint = createHash('sha256')
        .update(`${clean.Url}|${clean.Message}|${clean.Component}|${clean.Exception}`)
        .digest('hex');
      const rows = await db.query(
        `INSERT INTO frontend_logs (fingerprint, entry, source) VALUES ($1, $2, $3)
         ON CONFLICT (fingerprint) DO NOTHING RETURNING id`,
        [fingerprint, JSON.stringify(clean), source],
      );
      stored += rows.length;
    }
    if (stored > 0) await pruneLogs(source);
    return envelope(c, trace, CODES.OK, { Stored: stored });
  };
}
