/**
 * What every route of the platform answers with: the §7 envelope `{ Code, Data, Message }` with
 * its x-trace header, and the caller's address as the rate limits count it.
 */
import { randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from './guards.ts';

/** A new x-trace id: the reference a player quotes to support (`code:trace`). */
export const newTrace = () => randomBytes(8).toString('hex');

/** The §7 envelope, with its trace in the x-trace header. */
export function envelope(c: Context, trace: string, Code: number, Data: unknown, Message = '', status = 200) {
  c.header('x-trace', trace);
  return c.json({ Code, Data, Message }, status as 200);
}

/**
 * The caller's address as the limits count it (the socket's; a proxy in front would set its own
 * rule): an IPv4 address, or an IPv6 address's /64 (one subscriber's whole network).
 */
export function clientAddress(c: Context): string {
  try {
    return addressKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}
