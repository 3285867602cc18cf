/**
 * Page-level configuration: read once from the script tag's data-* attributes or set with
 * `ingame.configure({...})`. Everything is validated here so the rest of the code can trust it.
 */
import type { Environment } from './brands';
import { normalizeToken } from './validate';

export interface PageConfig {
  /** Base URL of the platform API (§7). */
  apiBase: string;
  /** Host of the front-end log sink; null disables sending. */
  logHost: string | null;
  /** Host of the language service; null uses the compiled catalogs only. */
  languageHost: string | null;
  /** Requested language; resolved against the 17 locales. */
  lang: string | null;
  /** A login (session) token the host already holds. */
  token: string | null;
  /** A game token to exchange for a session (§4). */
  gameToken: string | null;
  /** Operator api id for anonymous visitors (the token's APIID wins). */
  apiId: number | null;
  env: Environment;
  timeoutMs: number;
  deployVersion: string;
  /** Language-service groups to fetch (§7). */
  languageGroups: string[];
  /** §4: a `refresh` message from the game reloads the current page instead of the first one. */
  stayLatestPage: boolean;
}

export const DEFAULT_CONFIG: PageConfig = {
  apiBase: '/api',
  logHost: null,
  languageHost: null,
  lang: null,
  token: null,
  gameToken: null,
  apiId: null,
  env: 'production',
  timeoutMs: 60_000,
  deployVersion: '0.1.0',
  languageGroups: ['common', 'common_style'],
  stayLatestPage: false,
};

/** http(s) URL or a same-origin path; anything else (javascript:, data:, junk) is refused. */
export function safeBaseUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '') || '/';
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

const ENVIRONMENTS: readonly Environment[] = ['dev', 'staging', 'uat', 'production'];

/** Merge a partial, untrusted configuration over a current one, dropping invalid values. */
export function mergeConfig(current: PageConfig, input: Partial<Record<keyof PageConfig, unknown>>): PageConfig {
  const next = { ...current };
  if ('apiBase' in input) next.apiBase = safeBaseUrl(input.apiBase) ?? current.apiBase;
  if ('logHost' in input) next.logHost = safeBaseUrl(input.logHost);
  if ('languageHost' in input) next.languageHost = safeBaseUrl(input.languageHost);
  if ('lang' in input) next.lang = typeof input.lang === 'string' && input.lang.trim() ? input.lang.trim() : null;
  if ('token' in input) next.token = normalizeToken(typeof input.token === 'string' ? input.token : null);
  if ('gameToken' in input) next.gameToken = normalizeToken(typeof input.gameToken === 'string' ? input.gameToken : null);
  if ('apiId' in input) {
    const n = Number(input.apiId);
    next.apiId = Number.isInteger(n) && n > 0 ? n : null;
  }
  if ('env' in input && ENVIRONMENTS.includes(input.env as Environment)) next.env = input.env as Environment;
  if ('timeoutMs' in input) {
    const n = Number(input.timeoutMs);
    if (Number.isFinite(n) && n > 0) next.timeoutMs = Math.min(n, 120_000);
  }
  if ('deployVersion' in input && typeof input.deployVersion === 'string') next.deployVersion = input.deployVersion;
  if ('stayLatestPage' in input) next.stayLatestPage = input.stayLatestPage === true || input.stayLatestPage === 'true' || input.stayLatestPage === '';
  if ('languageGroups' in input && Array.isArray(input.languageGroups)) {
    next.languageGroups = input.languageGroups.filter((g): g is string => typeof g === 'string' && /^[\w-]{1,64}$/.test(g));
  }
  return next;
}

/** data-api-base → apiBase, etc. */
export function configFromDataset(dataset: DOMStringMap): Partial<Record<keyof PageConfig, unknown>> {
  const out: Partial<Record<keyof PageConfig, unknown>> = {};
  const keys: (keyof PageConfig)[] = ['apiBase', 'logHost', 'languageHost', 'lang', 'token', 'gameToken', 'apiId', 'env', 'timeoutMs', 'stayLatestPage'];
  for (const key of keys) if (dataset[key] !== undefined) out[key] = dataset[key];
  if (dataset.languageGroups !== undefined) out.languageGroups = dataset.languageGroups.split(',').map((s) => s.trim());
  return out;
}
