/**
 * The one way a session starts or changes (§4): start-up (`startWith`) and, in session-switch.ts,
 * `configure({ token | gameToken })`, a Retry after a failed exchange and `ingame.logout()` all
 * open it through `sessionTokenFor`, and the game token is exchanged in one place,
 * `exchangeGameToken`, at most once per page.
 *
 * Names: the *game token* (`gameToken`; the spec's `?token=` entry parameter, §2) is single-use
 * and is exchanged for the *session token* (`token`; the spec's login token, §3), which every
 * bearer call carries.
 */
import { call } from '../api/client';
// Not the contract's barrel: see api/client.
import { CODES, type ApiError } from '../api/contract/common';
import { readTokenExchange } from '../api/contract/session';
import { readUserApiInfo } from '../api/contract/settings';
import type { CookieJar } from '../core/cookies';
import { parseLoginToken, tokenLifetime } from '../core/identity';
import { callEarly } from './early';
import {
  configAtom,
  resetSessionAtom,
  hostErrorAtom,
  sessionApiBaseAtom,
  sessionFailureAtom,
  tokenAtom,
} from './session';
import type { SessionStore } from './store';

/** What a session is opened from: a game token to exchange, else a session token the host holds. */
export interface Credentials {
  token: string | null;
  gameToken: string | null;
}

export interface SessionContext {
  jar: CookieJar;
  /** The credentials in force (or being applied): asking for the same ones again changes nothing. */
  wanted: Credentials;
  /** Changes apply one after another, so the last one asked for is the session in the end. */
  queue: Promise<void>;
  /** One exchange per game token per page (#26: the second answers 9101 and signs the player out). */
  exchanges: Map<string, Promise<string>>;
  /** Full-page mode's §8 reaction to 9100/9101 (the /error page); a lobby page tells the host instead. */
  onSessionExpired?: (error: ApiError) => void;
  skipExchange: boolean;
}

const contexts = new WeakMap<SessionStore, SessionContext>();
/** The session's context (set up by start-up), for session-switch.ts. */
export const sessionContext = (store: SessionStore) => contexts.get(store);

/** Set up once, by start-up: the jar and the reactions every later change of the session uses. */
export function openSessionContext(
  store: SessionStore,
  jar: CookieJar,
  options: { wanted: Credentials; onSessionExpired?: (error: ApiError) => void; skipExchange?: boolean },
): void {
  if (!contexts.has(store)) watchExpiry(store);
  contexts.set(store, {
    jar,
    wanted: options.wanted,
    queue: Promise.resolve(),
    exchanges: new Map(),
    onSessionExpired: options.onSessionExpired,
    skipExchange: options.skipExchange ?? false,
  });
}

/**
 * §8: the session ended (9100 expired, 9101 refused). Every value of ours is cleared and the
 * elements show the signed-out state; the full-page app goes to /error, a lobby page tells its
 * host with one `ingame-error` (the runtime emits `hostErrorAtom`).
 */
export function endSessionWith(store: SessionStore, error: ApiError): void {
  const context = contexts.get(store);
  context?.jar.clear();
  store.set(resetSessionAtom);
  if (context?.onSessionExpired) context.onSessionExpired(error);
  else store.set(hostErrorAtom, error);
}

/** §4's user api info of an operator: its gates, time zone and picture languages. */
export const askUserApiInfo = (apiId: number) =>
  call('GET /game-setting/user-api-info/:apiId', { params: { apiId } }, readUserApiInfo);

/** A failure that never got an answer from the platform: asking again may work (§8 timeout text + Retry). */
export const isUnanswered = (error: unknown): error is ApiError =>
  typeof error === 'object' &&
  error !== null &&
  ((error as ApiError).Code === CODES.TIMEOUT || (error as ApiError).Code === CODES.NETWORK);

/** Where the page session's key lives (namespaced like the credentials, core/cookies.ts). */
export const PAGE_KEY_STORAGE = 'ingame:pageKey';

/**
 * This page session's key, made before its first exchange and kept in sessionStorage: a reload
 * sends the same one, so the platform answers a game token this page already spent with the same
 * session (for two minutes), while another device or tab, with another key, is refused
 * (docs/security.md, "A reload during the exchange"). None where storage is refused.
 */
export function pageKey(): string | undefined {
  try {
    const storage = globalThis.sessionStorage;
    let key = storage.getItem(PAGE_KEY_STORAGE);
    if (!key || key.length < 16) {
      const bytes = crypto.getRandomValues(new Uint8Array(24));
      key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      storage.setItem(PAGE_KEY_STORAGE, key);
    }
    return key;
  } catch {
    return undefined;
  }
}

/**
 * POST /token, once per game token per page; an unanswered one may be asked again (Retry). The
 * entry's own exchange (elements/early-calls.ts) is taken when it sent this body to this URL.
 */
function exchangeGameToken(store: SessionStore, context: SessionContext, gameToken: string): Promise<string> {
  let pending = context.exchanges.get(gameToken);
  if (!pending) {
    const body = { Token: gameToken, PageKey: pageKey() };
    const ask = () => call('POST /token', { body }, readTokenExchange);
    pending = callEarly(store, { key: 'POST /token', input: { body }, read: readTokenExchange }, ask).then(
      (answer) => answer.Token,
    );
    context.exchanges.set(gameToken, pending);
    pending.catch((error: unknown) => {
      if (isUnanswered(error)) context.exchanges.delete(gameToken);
    });
  }
  return pending;
}

/**
 * The session token for `wanted` (§4): a game token is exchanged — unless this tab already
 * exchanged it (a reload keeps the session that exchange gave: the token is single-use) — else
 * the host's session token, else the one this tab saved. An expired saved session takes the 9100
 * path; an exchange that got no answer leaves the §8 timeout state with a Retry, never a guest.
 */
export async function sessionTokenFor(store: SessionStore, context: SessionContext, wanted: Credentials) {
  const { jar } = context;
  const saved = jar.read();
  const savedAlive = saved.token && tokenLifetime(saved.token, Date.now()) !== 0 ? saved.token : null;
  // A reload while this tab's exchange was on its way (issue 41): the address bar no longer has the
  // game token, no session was saved, but the game token kept before the exchange left is asked
  // again — with this tab's page key, so the platform answers the session the first one opened.
  const pending = !wanted.token && !saved.token ? saved.gameToken : null;
  const gameToken = wanted.gameToken ?? pending ?? null;
  if (gameToken && !context.skipExchange) {
    if (savedAlive && saved.gameToken === gameToken) return savedAlive;
    // Kept before it leaves, for a reload during the exchange (above).
    if (!saved.token) jar.write('gameToken', gameToken, null);
    try {
      const token = await exchangeGameToken(store, context, gameToken);
      // Kept for the tab's session (a reload) — checked against its `exp` when read.
      jar.write('token', token, null);
      jar.write('gameToken', gameToken, null);
      return token;
    } catch (error) {
      // Development keeps a stale session alive to work against; 9100/9101 already took the §8 path
      // (the client's hook, POST /token is global).
      if (store.get(configAtom).env === 'dev') return savedAlive;
      if (isUnanswered(error)) store.set(sessionFailureAtom, error);
      // A refused game token is not asked again by the next reload.
      else if (jar.read().gameToken === gameToken) jar.write('gameToken', null);
      return null;
    }
  }
  if (wanted.token) return wanted.token;
  if (saved.token && !savedAlive) {
    endSessionWith(store, { Code: CODES.TOKEN_EXPIRED, Message: 'Your session has expired.', trace: '', status: 0 });
    return null;
  }
  return savedAlive;
}

/**
 * A sign-in pins the configured API base (#46, `sessionApiBaseAtom`): its exchange and the session
 * it opens call only there. A session on another base ends first, so its token never goes to the new one.
 */
export function pinApiBase(store: SessionStore): string {
  const base = store.get(configAtom).apiBase;
  if (store.get(tokenAtom) !== null && store.get(sessionApiBaseAtom) !== base) store.set(resetSessionAtom);
  store.set(sessionApiBaseAtom, base);
  return base;
}

/** Start-up's step 3: the session token, stored; per-api settings follow it. */
export async function startWith(store: SessionStore): Promise<void> {
  const context = contexts.get(store);
  if (!context) return;
  store.set(sessionFailureAtom, null);
  const base = pinApiBase(store);
  const token = await sessionTokenFor(store, context, context.wanted);
  store.set(tokenAtom, token);
  store.set(sessionApiBaseAtom, token ? base : null);
}

/**
 * Retry after an exchange that got no answer (the session-failure view's button). The code that
 * changes a session after start-up is in session-switch.ts, loaded when used: most pages never
 * switch (issue 45: the lobby's first chunks carry only what its first text needs).
 */
export const retrySession = (store: SessionStore, after: Promise<void>): Promise<void> =>
  import('./session-switch').then(
    (m) => m.retrySession(store, after),
    // Not loadable now (offline): the view stays, its button can be pressed again.
    () => undefined,
  );

/** The longest delay a timer holds (2^31 − 1 ms); a later expiry is checked again then. */
const MAX_TIMER_MS = 0x7fffffff;

/**
 * Drop the session when its token expires (§8's 9100 path, as a reload or a global call would),
 * not only on the next reload: a timer at the token's `exp`, set again whenever the token changes.
 */
function watchExpiry(store: SessionStore): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const token = store.get(tokenAtom);
    const expiresAt = token ? parseLoginToken(token)?.expiresAt : undefined;
    if (!token || expiresAt == null) return;
    timer = setTimeout(
      () => {
        if (store.get(tokenAtom) !== token) return;
        if (Date.now() < expiresAt * 1000) return arm();
        endSessionWith(store, {
          Code: CODES.TOKEN_EXPIRED,
          Message: 'Your session has expired.',
          trace: '',
          status: 0,
        });
      },
      Math.min(MAX_TIMER_MS, Math.max(0, expiresAt * 1000 - Date.now())),
    );
  };
  store.sub(tokenAtom, arm);
  arm();
}
