/**
 * §3 cookies. Inside a cross-site iframe a plain cookie is dropped by the browser, so there the
 * cookies are written `Secure; SameSite=None; Partitioned` (CHIPS); elsewhere `SameSite=Lax`.
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
export function cookieAttributes(ctx: CookieContext, maxAgeSeconds: number | null): string {
  const parts = ['Path=/'];
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
): string {
  return `${COOKIE_NAMES[key]}=${encodeURIComponent(value)}; ${cookieAttributes(ctx, maxAgeSeconds)}`;
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
  const values: CookieValues = {};
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

/**
 * The browser-side jar: the only code that touches document.cookie. Where cookies are unavailable
 * (a sandboxed frame) it keeps the values in memory for the page's life instead.
 */
export function createCookieJar(doc: Document = document): CookieJar {
  const win = doc.defaultView;
  const ctx: CookieContext = {
    crossSiteFrame: win ? detectCrossSiteFrame(win) : false,
    secureContext: win?.isSecureContext ?? false,
  };
  if (!cookiesUsable(doc)) return memoryCookieJar(ctx);
  return {
    context: ctx,
    read: (): CookieValues => parseCookies(doc.cookie),
    /** Write (or with null, delete) a cookie; `maxAgeSeconds` null makes a session cookie. */
    write(key: CookieKey, value: string | null, maxAgeSeconds: number | null = PREFERENCE_MAX_AGE) {
      doc.cookie = value == null ? serializeCookie(key, '', ctx, 0) : serializeCookie(key, value, ctx, maxAgeSeconds);
    },
    /** §4 store reset: every cookie of ours is cleared. */
    clear() {
      for (const key of Object.keys(COOKIE_NAMES) as CookieKey[]) doc.cookie = serializeCookie(key, '', ctx, 0);
    },
  };
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
    read: () => ({ ...values }),
    write: (key, value) => {
      if (value == null) delete values[key];
      else values[key] = value;
    },
    clear: () => {
      for (const key of Object.keys(values) as CookieKey[]) delete values[key];
    },
  };
}
