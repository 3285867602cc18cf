/**
 * What every route of the platform answers with: the §7 envelope `{ Code, Data, Message }` with
 * its x-trace header, and the caller's address as the rate limits count it.
 */
import { randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey, forwardedAddress, type AddressRange } from './guards.ts';

/** The context variable createApp sets: the proxies whose X-Forwarded-For is believed. */
export const TRUSTED_PROXIES = 'ingameTrustedProxies';

/** A new x-trace id: the reference a player quotes to support (`code:trace`). */
export const newTrace = () => randomBytes(8).toString('hex');

/** The §7 envelope, with its trace in the x-trace header. */
export function envelope(c: Context, trace: string, Code: number, Data: unknown, Message = '', status = 200) {
  c.header('x-trace', trace);
  return c.json({ Code, Data, Message }, status as 200);
}

/**
 * The caller's address as the limits count it: the socket's, or behind a trusted proxy
 * (INGAME_TRUSTED_PROXIES) the right-most untrusted X-Forwarded-For hop; an IPv4 address, or an
 * IPv6 address's /64 (one subscriber's whole network).
 */
export function clientAddress(c: Context): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
  const trusted = (c.get as (key: string) => readonly AddressRange[] | undefined)(TRUSTED_PROXIES);
  return addressKey(trusted?.length ? forwardedAddress(socket, c.req.header('x-forwarded-for'), trusted) : socket);
}
