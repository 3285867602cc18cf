/** Runtime helpers of the contract's call keys: method and path, and filling path parameters. */
import type { ApiKey } from './contract';

/** Split a key into method and path. */
export function splitKey(key: ApiKey): { method: 'GET' | 'POST' | 'PUT'; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as 'GET' | 'POST' | 'PUT', path: key.slice(space + 1) };
}

/**
 * A path parameter that cannot be sent: `.` and `..` survive URI-encoding and the URL parser
 * resolves them (a round id of `..` would call another endpoint); the client answers 1001.
 */
export class PathParamError extends Error {}

/**
 * Fill `:name` and optional `:name?` segments. Values are URI-encoded, so a hostile value cannot
 * add segments, and a dot segment is refused; a missing optional segment and everything after it
 * is dropped.
 */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  let out = '';
  for (const segment of path.split('/').slice(1)) {
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) {
      out += `/${segment}`;
      continue;
    }
    const value = params?.[m[1]!];
    if (value === undefined || value === null || value === '') {
      if (m[2]) break;
      throw new Error(`Missing path parameter ${m[1]}`);
    }
    const text = String(value);
    if (text === '.' || text === '..') throw new PathParamError(`${m[1]} cannot be "${text}"`);
    out += `/${encodeURIComponent(text)}`;
  }
  return out;
}

/** The language service (§7), on its own host. */
export const LANGUAGE_PATH = '/language/:locale';

/** The log sink (§7), on the log host. */
export const LOG_PATH = '/log/js-web-list';
