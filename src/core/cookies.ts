/**
 * §3 cookies. Inside a cross-site iframe a plain cookie is dropped by the browser, so there the
 * cookies are written `Secure; SameSite=None; Partitioned` (CHIPS); elsewhere `SameSite=Lax`.
 *
 * Credentials (the session token and the game token) are not ordinary cookies: a `Path=/` cookie
 * on the host's origin would go with every request to the operator's own web server (its access
 * and CDN logs, its proxies), while they are meant for the API base alone (#27). So:
 * - a lobby page keeps them in `sessionStorage` (`ingame:token`, `ingame:gameToken`): the tab's
 *   session survives a reload, no request carries them, and they are gone with the tab;
 * - the full-page app keeps §3's cookies, scoped to the app document's own path (`Path=/app.html`),
 *   so only a reload of the app itself sends them, never the host's other pages or assets.
 */

export const COOKIE_NAMES = {
  lang: 'ingame_lang',
  gameId: 'ingame_game',
  gameToken: 'ingame_game_token',
  token: 'ingame_token',
  lastPrizeCheck: 'ingame_prize_check',
  sac: 'ingame_sac',
  /** The player's country-region (ISO 3166 alpha-2) chosen in <ingame-region>. */
  region: 'ingame_region',
} as const;

export type CookieKey = keyof typeof COOKIE_NAMES;

/** The keys that are credentials: never a `Path=/` cookie (see the top of this file). */
export const CREDENTIAL_KEYS = ['token', 'gameToken'] as const satisfies readonly CookieKey[];
export type CredentialKey = (typeof CREDENTIAL_KEYS)[number];
const isCredential = (key: CookieKey): key is CredentialKey => (CREDENTIAL_KEYS as readonly string[]).includes(key);

/**
 * Where the credentials live: `tab` (a lobby page: sessionStorage) or `page` (the full-page app:
 * cookies scoped to the app document's path).
 */
export type CredentialScope = 'tab' | 'page';

/** The sessionStorage key of a credential: namespaced, so the host's own keys are never touched. */
export const storageKeyOf = (key: CredentialKey) => `ingame:${key}`;
export type CookieValues = Partial<Record<CookieKey, string>>;

export interface CookieContext {
  /** True when this document is framed by a page of another origin. */
  crossSiteFrame: boolean;
  secureContext: boolean;
}

/** How long a preference cookie (language, game, sac) lives: 30 days. */
export const PREFERENCE_MAX_AGE = 30 * 86400;

/**
 * The attribute string for a cookie written in this context. `maxAgeSeconds` null is a session
 * cookie (gone when the browser closes): what credentials without a known expiry get.
 */
export function cookieAttributes(ctx: CookieContext, maxAgeSeconds: number | null, path = '/'): string {
  const parts = [`Path=${path}`];
  if (maxAgeSeconds !== null) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (ctx.crossSiteFrame) parts.push('SameSite=None', 'Secure', 'Partitioned');
  else {
    parts.push('SameSite=Lax');
    if (ctx.secureContext) parts.push('Secure');
  }
  return parts.join('; ');
}

export function serializeCookie(
  key: CookieKey,
  value: string,
  ctx: CookieContext,
  maxAgeSeconds: number | null = PREFERENCE_MAX_AGE,
  path = '/',
): string {
  return `${COOKIE_NAMES[key]}=${encodeURIComponent(value)}; ${cookieAttributes(ctx, maxAgeSeconds, path)}`;
}

/** Read this product's cookies out of a `document.cookie` string; foreign cookies are ignored. */
export function parseCookies(cookieString: string): CookieValues {
  const byName = new Map<string, string>();
  for (const pair of cookieString.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    try {
      byName.set(name, decodeURIComponent(pair.slice(eq + 1).trim()));
    } catch {
      // A malformed escape in someone else's cookie must not stop ours from being read.
    }
  }
  // No prototype: a value we did not read (a session token) is never found on a polluted Object.prototype (#46).
  const values: CookieValues = Object.create(null);
  for (const key of Object.keys(COOKIE_NAMES) as CookieKey[]) {
    const value = byName.get(COOKIE_NAMES[key]);
    if (value !== undefined && value !== '') values[key] = value;
  }
  return values;
}

/** Is this window inside a frame of another origin? Reading top's origin throws across origins. */
export function detectCrossSiteFrame(win: Window): boolean {
  try {
    if (win.top === win.self) return false;
    return win.top?.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}

/** Whether this document may use cookies (a sandboxed frame without allow-same-origin throws). */
function cookiesUsable(doc: Document): boolean {
  try {
    return typeof doc.cookie === 'string';
  } catch {
    return false;
  }
}

/** The tab's sessionStorage, or null where the page may not use it (sandboxed, storage off). */
function tabStorage(win: Window | null): Storage | null {
  try {
    const storage = win?.sessionStorage ?? null;
    storage?.getItem(storageKeyOf('token'));
    return storage;
  } catch {
    return null;
  }
}

/**
 * The browser-side jar: the only code that touches document.cookie and our sessionStorage keys.
 * Credentials go where `scope` says (see the top of this file); where cookies are unavailable (a
 * sandboxed frame) everything is kept in memory for the page's life instead.
 */
export function createCookieJar(doc: Document = document, scope: CredentialScope = 'tab'): CookieJar {
  const win = doc.defaultView;
  const ctx: CookieContext = {
    crossSiteFrame: win ? detectCrossSiteFrame(win) : false,
    secureContext: win?.isSecureContext ?? false,
  };
  if (!cookiesUsable(doc)) return memoryCookieJar(ctx);
  const storage = scope === 'tab' ? tabStorage(win) : null;
  // The app document's own path: its credential cookies go with a reload of the app and nothing else.
  const pagePath = scope === 'page' ? cookiePath(win?.location.pathname) : '/';
  const memory = memoryCookieJar(ctx);
  const deleteCookie = (key: CookieKey, path = '/') => {
    doc.cookie = serializeCookie(key, '', ctx, 0, path);
  };
  // Credentials an earlier version wrote as `Path=/` cookies are dropped, not adopted: the host's
  // server must stop receiving them. (The player signs in again once.)
  const legacy = parseCookies(doc.cookie);
  if (scope === 'tab' || pagePath !== '/')
    for (const key of CREDENTIAL_KEYS) if (legacy[key] !== undefined) deleteCookie(key);
  const credentials = {
    read(values: CookieValues): void {
      for (const key of CREDENTIAL_KEYS) {
        delete values[key];
        const value =
          scope === 'page'
            ? parseCookies(doc.cookie)[key]
            : storage
              ? storage.getItem(storageKeyOf(key))
              : memory.read()[key];
        if (value) values[key] = value;
      }
    },
    write(key: CredentialKey, value: string | null, maxAgeSeconds: number | null) {
      if (scope === 'page') {
        doc.cookie =
          value == null
            ? serializeCookie(key, '', ctx, 0, pagePath)
            : serializeCookie(key, value, ctx, maxAgeSeconds, pagePath);
      } else if (storage) {
        if (value == null) storage.removeItem(storageKeyOf(key));
        else storage.setItem(storageKeyOf(key), value);
      } else memory.write(key, value);
    },
  };
  return {
    context: ctx,
    read(): CookieValues {
      const values = parseCookies(doc.cookie);
      credentials.read(values);
      return values;
    },
    /** Write (or with null, delete) a value; `maxAgeSeconds` null makes a session cookie. */
    write(key: CookieKey, value: string | null, maxAgeSeconds: number | null = PREFERENCE_MAX_AGE) {
      if (isCredential(key)) credentials.write(key, value, maxAgeSeconds);
      else
        doc.cookie = value == null ? serializeCookie(key, '', ctx, 0) : serializeCookie(key, value, ctx, maxAgeSeconds);
    },
    /** §4 store reset: every value of ours is cleared (and any credential cookie an earlier version left). */
    clear() {
      for (const key of Object.keys(COOKIE_NAMES) as CookieKey[]) {
        if (isCredential(key)) credentials.write(key, null, 0);
        if (!isCredential(key) || scope === 'tab' || pagePath !== '/') deleteCookie(key);
      }
    },
  };
}

/** The cookie `Path` for a document path: the path itself (`/app.html`, `/play/`), `/` when unknown. */
export function cookiePath(pathname: string | undefined): string {
  return pathname && pathname.startsWith('/') && !/[;\s]/.test(pathname) ? pathname : '/';
}

export interface CookieJar {
  context: CookieContext;
  read(): CookieValues;
  write(key: CookieKey, value: string | null, maxAgeSeconds?: number | null): void;
  clear(): void;
}

/** A jar that lives in memory only (where the page may not use cookies). */
export function memoryCookieJar(context: CookieContext): CookieJar {
  const values: CookieValues = {};
  return {
    context,
    read: () => Object.assign(Object.create(null) as CookieValues, values),
    write: (key, value) => {
      if (value == null) delete values[key];
      else values[key] = value;
    },
    clear: () => {
      for (const key of Object.keys(values) as CookieKey[]) delete values[key];
    },
  };
}
