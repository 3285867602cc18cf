/**
 * The platform's request guards (issue 27): who may change state (JSON only, allowed origins),
 * which text reaches a handler (no NUL, no lone surrogate), and a bounded per-address limiter.
 * Pure functions and small classes; app.ts wires them in front of the routes.
 */

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
