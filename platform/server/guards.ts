/**
 * The platform's request guards (issue 27): who may change state (JSON only, allowed origins),
 * which text reaches a handler (no NUL, no lone surrogate), a bounded per-address limiter, how
 * many requests one key may have in flight, and which proxies may name the client's address.
 * Pure functions and small classes; app.ts wires them in front of the routes.
 */
import { isIP } from 'node:net';

/** Text PostgreSQL can store and JSON can carry: no NUL byte, no unpaired UTF-16 surrogate. */
export function isCleanText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string (and object key) of a parsed JSON value is clean text (see isCleanText). */
export function isCleanValue(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.every((item) => isCleanValue(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isCleanText(key) && isCleanValue(item, depth + 1));
}

/**
 * The request's path and query, percent-decoded, are clean text. A `%00`, an encoded lone
 * surrogate (`%ED%A0%80`, invalid UTF-8) or a broken escape makes it unclean.
 */
export function isCleanUrl(rawUrl: string): boolean {
  const url = new URL(rawUrl);
  for (const part of [url.pathname, url.search]) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
    if (!isCleanText(decoded)) return false;
  }
  return true;
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export const isJsonContentType = (header: string | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test(header?.trim() ?? '');

/**
 * Whether a state-changing request could only have been sent after a CORS preflight, so that a
 * page of another site cannot make the browser send it (a "simple" cross-site POST with a
 * `text/plain` or form body needs none). Every body must be JSON; a POST without a body must
 * carry a header no simple request may set (JSON or `Authorization`); PUT and DELETE are never
 * simple methods.
 */
export function isPreflightedWrite(request: {
  method: string;
  contentType: string | undefined;
  hasBody: boolean;
  hasAuthorization: boolean;
}): boolean {
  if (isJsonContentType(request.contentType)) return true;
  if (request.hasBody) return false;
  return request.method !== 'POST' || request.hasAuthorization;
}

/** The rate-limit key of an address: an IPv4 address as is, an IPv6 address by its /64 network. */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  // Expand `::` to the missing zero groups; an embedded IPv4 tail counts as two groups.
  const [head = '', tail] = bare.toLowerCase().split('::') as [string, string | undefined];
  const groups = (s: string) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * A fixed one-minute window per key, holding at most `capacity` keys: the least recently seen key
 * is forgotten first, so a flood of new addresses evicts only the idlest windows (never every
 * window at once, which would reset the limit of the address being limited).
 */
export function rateLimiter(perMinute: number, now: () => number, capacity = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  const allow = (key: string): boolean => {
    const t = now();
    let w = windows.get(key);
    if (w) windows.delete(key);
    if (!w || t - w.start >= 60_000) w = { start: t, count: 0 };
    windows.set(key, w);
    if (windows.size > capacity) windows.delete(windows.keys().next().value!);
    w.count += 1;
    return w.count <= perMinute;
  };
  return Object.assign(allow, {
    get size() {
      return windows.size;
    },
  });
}

/**
 * How many requests each key (a player, an address) may have in flight at once in this process:
 * `acquire` answers a release function, or null when the key is at its limit — the caller answers
 * at once (429) instead of queueing ahead of everyone else. A key at zero is forgotten.
 */
export function inFlightLimiter(max: number) {
  const counts = new Map<string, number>();
  return {
    acquire(key: string): (() => void) | null {
      const n = counts.get(key) ?? 0;
      if (n >= max) return null;
      counts.set(key, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left <= 0) counts.delete(key);
        else counts.set(key, left);
      };
    },
    get size() {
      return counts.size;
    },
  };
}

/** An address range a trusted proxy sends from: `10.0.0.0/8`, `127.0.0.1`, `fd00::/8`. */
export interface AddressRange {
  bits: bigint;
  prefix: number;
  v6: boolean;
}

/** The address as a number (IPv4 in 32 bits, IPv6 in 128), or null when it is none. */
function addressBits(address: string): { bits: bigint; v6: boolean } | null {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  const v4 = mapped?.[1] ?? (isIP(bare) === 4 ? bare : null);
  if (v4) return { bits: v4.split('.').reduce((n, octet) => (n << 8n) | BigInt(Number(octet)), 0n), v6: false };
  if (isIP(bare) !== 6) return null;
  const [head = '', tail] = bare.toLowerCase().split('::') as [string, string | undefined];
  const groups = (s: string) =>
    s
      ? s.split(':').flatMap((g) => {
          if (!g.includes('.')) return [Number.parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return { bits: full.reduce((n, g) => (n << 16n) | BigInt(g), 0n), v6: true };
}

/** Parse `INGAME_TRUSTED_PROXIES` entries (addresses or CIDR ranges); a malformed one throws. */
export function parseAddressRanges(list: readonly string[]): AddressRange[] {
  return list.map((entry) => {
    const [address = '', prefixText] = entry.trim().split('/');
    const parsed = addressBits(address);
    const width = parsed?.v6 ? 128 : 32;
    const prefix = prefixText === undefined ? width : Number(prefixText);
    if (!parsed || !Number.isInteger(prefix) || prefix < 0 || prefix > width)
      throw new Error(`Not an address or address range: "${entry}"`);
    return { ...parsed, prefix };
  });
}

const inRange = (address: { bits: bigint; v6: boolean }, range: AddressRange) => {
  if (address.v6 !== range.v6) return false;
  const shift = BigInt((range.v6 ? 128 : 32) - range.prefix);
  return address.bits >> shift === range.bits >> shift;
};

/**
 * The client's address: the socket's, unless the socket is a trusted proxy — then the right-most
 * X-Forwarded-For hop that is not itself a trusted proxy (the left part of the header is whatever
 * the client wrote, so it is never believed). A hop that is no address ends the walk at the
 * proxy that reported it.
 */
export function forwardedAddress(socket: string, forwardedFor: string | undefined, trusted: readonly AddressRange[]) {
  const isTrusted = (address: string) => {
    const bits = addressBits(address);
    return bits !== null && trusted.some((range) => inRange(bits, range));
  };
  if (!trusted.length || !forwardedFor || !isTrusted(socket)) return socket;
  let client = socket;
  const hops = forwardedFor.split(',').map((hop) => hop.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (addressBits(hop) === null) return client;
    client = hop;
    if (!isTrusted(hop)) return hop;
  }
  return client;
}

/**
 * Fair share of the handlers' work: at most `concurrency` run at once, and the waiting ones are
 * taken one key at a time in turn (round robin), so a player or network with many requests waiting
 * delays another's by at most one round, never by its whole backlog.
 */
export function fairScheduler(concurrency: number) {
  let running = 0;
  // Insertion order is the turn order: a key served goes to the back if it still waits.
  const waiting = new Map<string, Array<() => void>>();
  const startNext = () => {
    while (running < concurrency && waiting.size) {
      const [key, queue] = waiting.entries().next().value as [string, Array<() => void>];
      waiting.delete(key);
      const start = queue.shift()!;
      if (queue.length) waiting.set(key, queue);
      running++;
      start();
    }
  };
  return async function run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      const queue = waiting.get(key);
      if (queue) queue.push(resolve);
      else waiting.set(key, [resolve]);
      startNext();
    });
    try {
      return await fn();
    } finally {
      running--;
      startNext();
    }
  };
}
