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

/**
 * A new x-trace id: the reference a player quotes to support (`code:trace`). Eight random bytes
 * from a pool filled 512 at a time: one call of randomBytes per request took 40-50 µs of a
 * flooded platform's loop (a profile of tests/server/fair-share.test.ts).
 */
let tracePool = Buffer.alloc(0);
let traceAt = 0;
export function newTrace(): string {
  if (traceAt + 8 > tracePool.length) {
    tracePool = randomBytes(512);
    traceAt = 0;
  }
  return tracePool.toString('hex', traceAt, (traceAt += 8));
}

/**
 * The bytes of the answers `envelope` made, so that compressAnswers (static.ts) compresses them
 * without reading the answer back as a stream (a web Response made and read per answer: about a
 * sixth of a flooded platform's time, measured).
 */
export const answerBytes = new WeakMap<Response, Buffer>();

/** The §7 envelope, with its trace in the x-trace header. */
export function envelope(c: Context, trace: string, Code: number, Data: unknown, Message = '', status = 200) {
  c.header('x-trace', trace);
  const bytes = Buffer.from(JSON.stringify({ Code, Data, Message }));
  const res = c.body(bytes, status as 200, { 'Content-Type': 'application/json' });
  answerBytes.set(res, bytes);
  return res;
}

/**
 * The caller's address as the limits count it: the socket's, or behind a trusted proxy
 * (INGAME_TRUSTED_PROXIES) the right-most untrusted X-Forwarded-For hop; an IPv4 address, or an
 * IPv6 address's /64 (one subscriber's whole network).
 */
export function clientAddress(c: Context): string {
  // Worked out once per request (the limits, the turns and the handler each ask).
  const get = c.get as (key: string) => unknown;
  const known = get(CLIENT_ADDRESS);
  if (typeof known === 'string') return known;
  const address = addressOf(c, get(TRUSTED_PROXIES) as readonly AddressRange[] | undefined);
  (c.set as (key: string, value: string) => void)(CLIENT_ADDRESS, address);
  return address;
}
const CLIENT_ADDRESS = 'ingameClientAddress';

function addressOf(c: Context, trusted: readonly AddressRange[] | undefined): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
  return addressKey(trusted?.length ? forwardedAddress(socket, c.req.header('x-forwarded-for'), trusted) : socket);
}
