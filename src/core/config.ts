/**
 * Page-level configuration: read once from the script tag's data-* attributes or set with
 * `ingame.configure({...})`. Everything is validated here so the rest of the code can trust it.
 * Settings are read as own properties only: a page whose `Object.prototype` was polluted
 * (`Object.prototype.apiBase = …`) configures nothing by it (#46, docs/security.md).
 */
import { normalizeToken } from './validate';

/** §6 environment labels (dev and staging add a test prefix, uat a uat prefix). Defined here, the
 * bottom of the public types, so a host's declarations stop at this file. */
export type Environment = 'dev' | 'staging' | 'uat' | 'production';

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

/**
 * What a host may pass to `ingame.configure()` (the script tag's `data-*` names in camelCase).
 * Typed from PageConfig, so a misspelt key (`apiBsae`) is a compile error for a TypeScript host;
 * at run time an unknown key is ignored with one console warning.
 */
export type ConfigureOptions = {
  [K in keyof PageConfig]?: K extends 'apiId'
    ? number | string | null
    : K extends 'timeoutMs'
      ? number | string
      : PageConfig[K];
};

/** Every key `configure()` knows. */
export const CONFIG_KEYS: readonly (keyof PageConfig)[] = [
  'apiBase',
  'logHost',
  'languageHost',
  'lang',
  'token',
  'gameToken',
  'apiId',
  'env',
  'timeoutMs',
  'deployVersion',
  'languageGroups',
  'stayLatestPage',
];

const warnedKeys = new Set<string>();

/** One console warning per unknown key per page (a typo would otherwise do nothing, silently). */
export function warnUnknownConfigKeys(input: object): void {
  for (const key of Object.keys(input)) {
    if ((CONFIG_KEYS as readonly string[]).includes(key) || warnedKeys.has(key)) continue;
    warnedKeys.add(key);
    console.warn(`[ingame] configure(): unknown setting "${key}" is ignored. Known: ${CONFIG_KEYS.join(', ')}.`);
  }
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
  deployVersion: typeof __INGAME_VERSION__ === 'string' ? __INGAME_VERSION__ : 'dev',
  languageGroups: ['common', 'common_style'],
  stayLatestPage: false,
};

/** The package version, set by the build (the log's deploy version unless the page sets one). */
declare const __INGAME_VERSION__: string | undefined;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a base URL (apiBase, logHost, languageHost) is refused, or its normalised form. Accepted:
 * a same-origin path (`/api`), an https URL, or an http URL on this machine (localhost). Refused:
 * protocol-relative and backslash forms (`//host`, `/\host`: browsers send those to another host,
 * with the bearer token), credentials in the URL, control characters, other schemes.
 */
export function checkBaseUrl(raw: unknown): { url: string } | { reason: string } {
  if (typeof raw !== 'string' || raw.trim() === '') return { reason: 'not a URL' };
  const value = raw.trim();
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return { reason: 'backslashes and control characters are not allowed' };
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return { reason: 'a protocol-relative URL points at another host' };
    return { url: value.replace(/\/+$/, '') || '/' };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { reason: 'not a URL' };
  }
  if (url.username || url.password) return { reason: 'credentials in a URL are not allowed' };
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname))
    return { reason: 'http is allowed only for localhost; use https' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { reason: 'only https URLs and same-origin paths' };
  return { url: url.href.replace(/\/+$/, '') };
}

/** The normalised base URL, or null when it is refused (see checkBaseUrl). */
export function safeBaseUrl(raw: unknown): string | null {
  const checked = checkBaseUrl(raw);
  return 'url' in checked ? checked.url : null;
}

/** The document's own URL (null without a document): what an injected `<base href>` does not change. */
const documentUrl = () => (typeof document === 'undefined' ? null : document.URL);

/**
 * Where a request to `raw` (the API base) may go, checked when the request is made (api/client):
 * checkBaseUrl's rules, then resolved against the document's own URL — never `document.baseURI`,
 * which an injected `<base href>` moves — and, off this page's origin, https only on an https
 * page (#46). `pageUrl` null (no document: a test in Node) leaves a path as it is.
 */
export function resolveBaseUrl(raw: unknown, pageUrl = documentUrl()): { url: string } | { reason: string } {
  const checked = checkBaseUrl(raw);
  if (!('url' in checked) || pageUrl === null) return checked;
  let page: URL;
  let url: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(checked.url, page);
  } catch {
    return { reason: 'a path needs an http(s) page' };
  }
  // A path takes the page's scheme (file:, about:srcdoc…); checkBaseUrl saw only http(s) URLs.
  if (!/^https?:$/.test(url.protocol)) return { reason: 'a path needs an http(s) page' };
  if (url.origin !== page.origin && page.protocol === 'https:' && url.protocol !== 'https:')
    return { reason: 'an https page calls https only' };
  return { url: url.href.replace(/\/+$/, '') };
}

/**
 * A log or language host, resolved against the document's own URL like the API base (#46); a
 * refused one is dropped with one console warning saying why (never the value: it may hold credentials).
 */
function baseUrlSetting(name: string, raw: unknown): string | null {
  const checked = resolveBaseUrl(raw);
  if ('url' in checked) return checked.url;
  if (raw != null && raw !== '') console.warn(`[ingame] ${name} refused: ${checked.reason}.`);
  return null;
}

/**
 * The API base as given, when it is refused too: every call then fails with 5004 before it is
 * sent and the page is told why (api/client, state/misconfiguration) — never a silent fallback to
 * the page's own `/api` (#46).
 */
function apiBaseSetting(raw: unknown): string {
  const checked = checkBaseUrl(raw);
  if ('url' in checked) return checked.url;
  return typeof raw === 'string' ? raw.trim() : '';
}

const ENVIRONMENTS: readonly Environment[] = ['dev', 'staging', 'uat', 'production'];

/** Whether `input` itself (not its prototype chain) gives the setting `key` (#46). */
export const gives = (input: unknown, key: keyof PageConfig): boolean =>
  typeof input === 'object' && input !== null && Object.hasOwn(input, key);

/**
 * The known settings of `input` that are its own properties, in an object without a prototype:
 * what a polluted `Object.prototype` holds is never a setting (#46).
 */
export function ownSettings(input: unknown): Partial<Record<keyof PageConfig, unknown>> {
  const out: Partial<Record<keyof PageConfig, unknown>> = Object.create(null);
  for (const key of CONFIG_KEYS) if (gives(input, key)) out[key] = (input as Record<string, unknown>)[key];
  return out;
}

/** Merge a partial, untrusted configuration over a current one, dropping invalid values. */
export function mergeConfig(current: PageConfig, raw: Partial<Record<keyof PageConfig, unknown>>): PageConfig {
  const next = { ...current };
  const input = ownSettings(raw);
  if (input.apiBase !== undefined) next.apiBase = apiBaseSetting(input.apiBase);
  if ('logHost' in input) next.logHost = baseUrlSetting('logHost', input.logHost);
  if ('languageHost' in input) next.languageHost = baseUrlSetting('languageHost', input.languageHost);
  if ('lang' in input) next.lang = typeof input.lang === 'string' && input.lang.trim() ? input.lang.trim() : null;
  if ('token' in input) next.token = normalizeToken(typeof input.token === 'string' ? input.token : null);
  if ('gameToken' in input)
    next.gameToken = normalizeToken(typeof input.gameToken === 'string' ? input.gameToken : null);
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
  if ('stayLatestPage' in input)
    next.stayLatestPage =
      input.stayLatestPage === true || input.stayLatestPage === 'true' || input.stayLatestPage === '';
  if ('languageGroups' in input && Array.isArray(input.languageGroups)) {
    next.languageGroups = input.languageGroups.filter(
      (g): g is string => typeof g === 'string' && /^[\w-]{1,64}$/.test(g),
    );
  }
  return next;
}

/** data-api-base → apiBase, etc. */
export function configFromDataset(dataset: DOMStringMap): Partial<Record<keyof PageConfig, unknown>> {
  const out: Partial<Record<keyof PageConfig, unknown>> = {};
  // Every configure() key but the build's own version and the list one (split below).
  const keys = CONFIG_KEYS.filter((key) => key !== 'deployVersion' && key !== 'languageGroups');
  // Own properties: a `data-*` the tag does not carry is not read from a polluted prototype (#46).
  for (const key of keys) if (Object.hasOwn(dataset, key)) out[key] = dataset[key];
  if (Object.hasOwn(dataset, 'languageGroups'))
    out.languageGroups = (dataset.languageGroups ?? '').split(',').map((s) => s.trim());
  return out;
}
