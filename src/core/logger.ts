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

/** Remove anything that could be a credential from a string bound for the log. */
export function scrubSecrets(text: string): string {
  return text.replace(TOKEN_PARAM, '$1[redacted]').replace(BEARER, '$1[redacted]').replace(JWT, '[redacted-jwt]');
}

export function createLogBuffer(send: (entries: FrontendLogEntry[]) => void, limit = 50) {
  let entries: FrontendLogEntry[] = [];
  const seen = new Set<string>();
  return {
    add(
      ctx: LogContext,
      e: { url: string; message: string; component?: string; exception?: string; trace?: string },
    ) {
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

