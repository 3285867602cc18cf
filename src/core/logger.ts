/**
 * §3/§4/§8 front-end error log: entries are buffered, deduplicated, and sent in one keepalive
 * request when the page is hidden or unloaded; then the buffer is cleared. Tokens never leave.
 */

export interface FrontendLogEntry {
  Url: string;
  Message: string;
  Component: string;
  Exception: string;
  Trace: string;
  SiteId: string;
  DeployVersion: string;
  Lang: string;
  /** `apiId:accountId` of the player, never the token. */
  Identity: string;
}

export interface LogContext {
  siteId: string;
  deployVersion: string;
  lang: string;
  identity: string;
}

/**
 * A JWT: `eyJ…` (at a word boundary) `.` payload `.` signature. Written as `\beyJ[\w-]{4,}\.…`
 * the pattern retries from every `eyJ` of a run and scans the run to its end each time: quadratic
 * on `eyJ-eyJ-eyJ-…` (issue 46: one 256 kB report froze the platform 86 s). Here a match attempt
 * starts only where a run of `[\w-]` starts (each run is scanned a bounded number of times), and
 * the `eyJ` is looked for inside the run with a pattern of fixed length: linear.
 */
const DOTTED_RUNS = /(?<![\w-])[\w-]+(?=(\.[\w-]{4,}\.[\w-]*))/g;
const JWT_HEAD = /\beyJ[\w-]{4}/;

/** Replace every JWT (see DOTTED_RUNS) with `[redacted-jwt]`, in one pass. */
export function redactJwts(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(DOTTED_RUNS)) {
    // The first `eyJ` at a word boundary in the run with 4+ characters after it (a later one has
    // fewer): a pattern of fixed length, tried once per position of the run.
    const at = m[0].search(JWT_HEAD);
    // Skipped too: a run inside a JWT already replaced.
    if (m.index < last || at < 0) continue;
    out += `${text.slice(last, m.index + at)}[redacted-jwt]`;
    last = m.index + m[0].length + m[1]!.length;
  }
  return out + text.slice(last);
}
const BEARER = /(Bearer\s+)[\w.~+/-]+=*/gi;
/** Names whose value is a credential, as a key, a parameter, a cookie or a header. */
const SECRET_NAME = /token|secret|passw|authori[sz]ation|cookie|session|jwt|credential|api[-_]?key|\bsid\b/i;
/**
 * `name=value`, `name: value`, `"name":"value"` (also inside an escaped JSON string): a name and
 * its separator. Every name starts at a word boundary (the lookbehind), so a long run is tried
 * once, never from each of its characters.
 */
const NAME_AND_SEPARATOR = /(?<![\w.-])([\w.-]+)((?:\\?")?\s*[=:]\s*(?:\\?")?)/g;
/** The value after a separator: up to the next delimiter of a URL, cookie, header or JSON text. */
const VALUE = /[^\s&#;,"'\\}\]]+/y;

/** Replace the value of every secret-named pair, whatever comes before it (`?`, `&`, `;` of a cookie, a space). */
function redactNamedValues(text: string): string {
  let out = '';
  let last = 0;
  NAME_AND_SEPARATOR.lastIndex = 0;
  for (let m = NAME_AND_SEPARATOR.exec(text); m; m = NAME_AND_SEPARATOR.exec(text)) {
    if (!SECRET_NAME.test(m[1]!)) continue;
    const start = m.index + m[0].length;
    VALUE.lastIndex = start;
    const value = VALUE.exec(text)?.[0];
    if (!value || value.startsWith('[redacted')) continue;
    out += `${text.slice(last, start)}[redacted]`;
    last = start + value.length;
    NAME_AND_SEPARATOR.lastIndex = last;
  }
  return out + text.slice(last);
}
/** A run of 24+ letters, digits, `-` and `_`: token-shaped when it mixes letters and digits. */
const LONG_RUN = /(?<![\w-])[\w-]{24,}(?![\w-])/g;
const isTokenShaped = (run: string) => /\d/.test(run) && /[a-z]/i.test(run);

/** Decode every percent-encoded run, as often as it stays encoded (a token encoded 4× is still a token). */
function decodeRepeatedly(text: string): string {
  let value = text;
  for (let round = 0; round < 8; round++) {
    const next = value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === value) break;
    value = next;
  }
  return value;
}

/**
 * Remove anything that could be a credential from a string bound for the log: the text is
 * URL-decoded first (as often as it stays encoded: a `redirect=` parameter carries an encoded URL
 * that carries another), then every secret-named value (`token=`, `"Token":`, `;token=` of a
 * cookie, `Token: …`), bearer value, JWT and token-shaped run is replaced.
 */
export function scrubSecrets(text: string): string {
  return redactNamedValues(redactJwts(decodeRepeatedly(text).replace(BEARER, '$1[redacted]'))).replace(
    LONG_RUN,
    (run) => (isTokenShaped(run) ? '[redacted]' : run),
  );
}

/**
 * Scrub every string of a value, field by field, at every nesting level (never the serialized
 * JSON: a replacement inside it can break the JSON). A value under a secret-named key goes whole;
 * a key that is itself token-shaped is replaced. Strings are cut to `maxLength`, nesting deeper
 * than `depth` is dropped.
 */
export function scrubDeep(value: unknown, maxLength = 4000, depth = 4): unknown {
  // Cut before scrubbing too: a 256 kB string costs no more than a capped one.
  if (typeof value === 'string') return scrubSecrets(value.slice(0, maxLength * 4)).slice(0, maxLength);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth <= 0 || typeof value !== 'object') return null;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubDeep(item, maxLength, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 50)) {
    // A key is cut before it is scrubbed, as a value is: every pattern runs on bounded text.
    const name = scrubSecrets(key.slice(0, 256)).slice(0, 64);
    out[name] = SECRET_NAME.test(key) && item != null ? '[redacted]' : scrubDeep(item, maxLength, depth - 1);
  }
  return out;
}

/**
 * The sink's address under a log host, joined as the API client joins its base: `/` (a
 * same-origin path) gives `/log/…`, never `//log/…` (a protocol-relative URL: another host).
 */
export function urlUnder(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createLogBuffer(send: (entries: FrontendLogEntry[]) => void, limit = 50) {
  let entries: FrontendLogEntry[] = [];
  const seen = new Set<string>();
  return {
    add(ctx: LogContext, e: { url: string; message: string; component?: string; exception?: string; trace?: string }) {
      const entry: FrontendLogEntry = {
        Url: scrubSecrets(e.url),
        Message: scrubSecrets(e.message).slice(0, 2000),
        Component: e.component ?? '',
        Exception: scrubSecrets(e.exception ?? '').slice(0, 4000),
        Trace: e.trace ?? '',
        SiteId: ctx.siteId,
        DeployVersion: ctx.deployVersion,
        Lang: ctx.lang,
        Identity: ctx.identity,
      };
      const key = `${entry.Url}|${entry.Message}|${entry.Component}|${entry.Exception}`;
      if (seen.has(key) || entries.length >= limit) return;
      seen.add(key);
      entries.push(entry);
    },
    get size() {
      return entries.length;
    },
    /** Puts back a batch whose send failed (a network outage), for the next flush; the limit still holds. */
    restore(batch: FrontendLogEntry[]) {
      for (const entry of batch) {
        const key = `${entry.Url}|${entry.Message}|${entry.Component}|${entry.Exception}`;
        if (seen.has(key) || entries.length >= limit) continue;
        seen.add(key);
        entries.push(entry);
      }
    },
    /** Sends only if anything is buffered, then clears (§7). */
    flush() {
      if (entries.length === 0) return;
      const batch = entries;
      entries = [];
      seen.clear();
      send(batch);
    },
  };
}
