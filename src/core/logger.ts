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

const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const TOKEN_PARAM = /([?&#](?:token|access_token|gameToken)=)[^&#\s]*/gi;
const BEARER = /(Bearer\s+)[\w.~+/-]+=*/gi;

/**
 * Remove anything that could be a credential from a string bound for the log. The text is
 * URL-decoded first (up to three times: a `redirect=` parameter carries an encoded URL that
 * carries another), so an encoded `token%3D…` is caught too.
 */
export function scrubSecrets(text: string): string {
  let value = text;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(value); round++) {
    try {
      value = decodeURIComponent(value);
    } catch {
      break;
    }
  }
  return value.replace(TOKEN_PARAM, '$1[redacted]').replace(BEARER, '$1[redacted]').replace(JWT, '[redacted-jwt]');
}

/**
 * Scrub every string of a value, field by field, at every nesting level (never the serialized
 * JSON: a replacement inside it can break the JSON). Strings are cut to `maxLength`, nesting
 * deeper than `depth` is dropped.
 */
export function scrubDeep(value: unknown, maxLength = 4000, depth = 4): unknown {
  if (typeof value === 'string') return scrubSecrets(value).slice(0, maxLength);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth <= 0 || typeof value !== 'object') return null;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubDeep(item, maxLength, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 50))
    out[key.slice(0, 64)] = scrubDeep(item, maxLength, depth - 1);
  return out;
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
