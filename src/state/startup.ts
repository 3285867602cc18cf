/**
 * §4 start-up as one action: sync cookies, set the language, apply layout and device flags,
 * exchange the game token, then the four parallel loads (failures ignored). Also wires the API
 * client's hooks (§8: session reset on 9100/9101, toasts) and front-end error logging.
 */
import { call, installClientHooks } from '../api/client';
// Not the contract's barrel: see api/client.
import { CODES, type ApiError } from '../api/contract/common';
import type { ApiKey, EndpointMeta } from '../api/contract/endpoints';
import {
  readCurrencyDisplays,
  readCustomCurrencyDisplays,
  readGameGroups,
  readGameInfoList,
  readUserApiInfo,
} from '../api/contract/settings';
import { createCookieJar, type CookieJar, type CredentialScope } from '../core/cookies';
import { tokenLifetime } from '../core/identity';
import type { EntryParams } from '../core/entry-params';
import { parseGameId } from '../core/validate';
import { activateLocale } from '../i18n/i18n';
import { resolveLocale } from '../i18n/locales';
import { callEarly } from './early';
import { installErrorLogging } from './logging';
import { askUserApiInfo, endSessionWith, openSessionContext, startWith } from './session-start';
import {
  apiIdAtom,
  applyEntryAtom,
  configAtom,
  currencyDisplayAtom,
  gameGroupsAtom,
  gameSettingsAtom,
  localeAtom,
  sessionApiBaseAtom,
  sessionFailureAtom,
  sessionReadyAtom,
  tokenAtom,
  userApiInfoAtom,
} from './session';
import type { SessionStore } from './store';
import { pushToastAtom } from './toasts';

export interface StartOptions {
  /**
   * The parsed entry query parameters in full-page mode (parsed by <ingame-app>, §2). A lobby
   * page's own query parameters are the host's business, so it passes none.
   */
  entry?: EntryParams;
  /** Full-page mode: what to do after a global call reset the session (§8: go to /error). */
  onSessionExpired?: (error: ApiError) => void;
  /** The repair route skips the token exchange (§2). */
  skipTokenExchange?: boolean;
  /**
   * Called once the api id is known, with the entry flags applied: <ingame-app> fetches its first
   * page's code and texts meanwhile. That is the page's configured api id while a game token is
   * exchanged (the token nearly always names the same operator), else the token's, after the §4
   * loads have started.
   */
  onIdentified?: (store: SessionStore) => void;
  cookies?: CookieJar;
  /** Where the credentials live (core/cookies.ts): a lobby page's tab, or the app document's path. */
  credentials?: CredentialScope;
}

const started = new WeakMap<SessionStore, Promise<void>>();

/** The running start-up of a store, if it started (session-switch.ts waits for it). */
export const startedSession = (store: SessionStore): Promise<void> | undefined => started.get(store);

/** Start once per store; later callers get the same promise. */
export function ensureSession(store: SessionStore, options: StartOptions = {}): Promise<void> {
  let promise = started.get(store);
  if (!promise) {
    // Whatever fails in start-up (a throwing cookie jar, a broken language load), the elements
    // must not wait forever: the session is then ready as a guest session.
    promise = startSession(store, options).catch((error: unknown) => {
      console.warn(
        '[ingame] start-up failed; continuing without a session:',
        error instanceof Error ? error.message : error,
      );
      store.set(sessionReadyAtom, true);
    });
    started.set(store, promise);
  }
  return promise;
}

/**
 * Where calls go (#46): the API base the session signed in with, else the configured one. A
 * `configure({ apiBase })` made after sign-in waits for the next sign-in, said once.
 */
function apiBaseInForce(store: SessionStore): string {
  const pinned = store.get(sessionApiBaseAtom);
  const configured = store.get(configAtom).apiBase;
  if (pinned === null) return configured;
  if (pinned !== configured && !toldPinned) {
    toldPinned = true;
    console.warn('[ingame] apiBase changed after sign-in: it applies from the next sign-in or logout().');
  }
  return pinned;
}
let toldPinned = false;

function installHooks(store: SessionStore): void {
  installClientHooks({
    baseUrl: () => apiBaseInForce(store),
    token: () => store.get(tokenAtom),
    tokenExpired: () => {
      const token = store.get(tokenAtom);
      return token != null && tokenLifetime(token, Date.now()) === 0;
    },
    timeoutMs: () => store.get(configAtom).timeoutMs,
    onError(error: ApiError, _key: ApiKey, meta: EndpointMeta) {
      const expired = error.Code === CODES.TOKEN_EXPIRED || error.Code === CODES.TOKEN_INVALID;
      if (meta.global && expired) {
        endSessionWith(store, error);
        return;
      }
      // A refused API base (#46): every element shows it (5004, and a Retry), not a guest session.
      if (error.Code === CODES.MISCONFIGURED) store.set(sessionFailureAtom, error);
      // Only a failure without an answer can be a refused origin, and a refused API base (#46)
      // sends nothing: their checks (and texts for the host's developer) load then, not on every
      // page (issue 30). A check that cannot load means the network is down: nothing to tell.
      // So does a 404 without an envelope (the API base misses the API path), said once.
      if (error.Code === CODES.NETWORK || error.Code === CODES.MISCONFIGURED || error.status === 404)
        void import('./misconfiguration').then(
          (m) => m.checkFailure(store, error),
          () => undefined,
        );
      if (meta.auth === 'bearer' && !meta.quietCodes?.includes(error.Code)) {
        store.set(pushToastAtom, { kind: 'error', message: error.Message, code: error.Code, trace: error.trace });
      }
    },
  });
}

/**
 * §4 language switch. The page language is decided at once, so every element starts loading its
 * texts in it (each keeps showing its current texts until they arrive: nothing renders half
 * loaded, and nothing first renders in the old language); then the shared messages load and the
 * choice is remembered.
 */
export async function changeLanguage(
  store: SessionStore,
  requested: string | null | undefined,
  jar?: CookieJar,
): Promise<void> {
  const config = store.get(configAtom);
  const locale = resolveLocale(requested);
  store.set(localeAtom, locale);
  await activateLocale(locale, { languageHost: config.languageHost, groupIds: config.languageGroups });
  jar?.write('lang', locale);
}

/** The operator's settings: the answer the entry asked for with the code when it is this one (state/early.ts). */
const settingsOf = (store: SessionStore, apiId: number) =>
  callEarly(
    store,
    { key: 'GET /game-setting/user-api-info/:apiId', input: { params: { apiId } }, read: readUserApiInfo },
    () => askUserApiInfo(apiId),
  );

async function startSession(store: SessionStore, options: StartOptions): Promise<void> {
  const jar = options.cookies ?? createCookieJar(document, options.credentials ?? 'tab');
  installHooks(store);
  installErrorLogging(store);

  // 1. Sync cookie state, then let the entry parameters override it.
  const saved = jar.read();
  const entry = options.entry;
  const config = store.get(configAtom);
  const gameId = entry?.gameId ?? parseGameId(saved.gameId);
  const sac = entry?.sac ?? (saved.sac && /^-?\d+$/.test(saved.sac) ? Number(saved.sac) : null);
  if (entry?.gameId != null) jar.write('gameId', String(entry.gameId));
  if (entry?.sac != null) jar.write('sac', String(entry.sac));
  // §4: the layout and device flags (zoom preset, menu, header only) before the token exchange, so
  // the shell's first frame has them; step 4 applies them again once the api id is known.
  if (entry) store.set(applyEntryAtom, { ...entry, gameId, sac });

  // 2. Language: the entry parameter, the page configuration, the cookie, the browser.
  const nav = typeof navigator !== 'undefined' ? navigator.language : null;
  const language = changeLanguage(store, entry?.lang ?? config.lang ?? saved.lang ?? nav, jar);

  // 3. The session (session-start.ts, the one place a game token is exchanged): the entry's game
  //    token, else the configured one, else the host's session token, else the one this tab saved.
  const gameToken = entry?.gameToken ?? config.gameToken;
  openSessionContext(store, jar, {
    wanted: { token: config.token, gameToken },
    onSessionExpired: options.onSessionExpired,
    skipExchange: options.skipTokenExchange,
  });
  // The operator's gates (user api info, which every element waits for) leave beside a game token's
  // exchange when the page names its api id: the token nearly always names the same operator, and
  // the exchange's round trip is then not in their way (issue 30). A token of another operator
  // asks again. (The answer does not depend on the session: sent without one, it is the same.)
  const earlyId = gameToken && !options.skipTokenExchange ? config.apiId : null;
  const early = earlyId ? settingsOf(store, earlyId) : null;
  early?.catch(() => undefined);
  const session = startWith(store);
  // So do the first page's code and texts, for the same operator: a task later, once the exchange
  // and the gates have left, so that on an HTTP/1.1 connection (six at a time) they do not queue them.
  if (early) setTimeout(() => options.onIdentified?.(store), 0);
  await session;
  // 4. Again after the token: per-api settings (§6) depend on the api id.
  if (entry) store.set(applyEntryAtom, { ...entry, gameId, sac });

  // 5. The parallel loads, failures ignored (§4). Features may start once the operator's gates
  //    (user api info) and the language are known; the other loads leave then and finish in the background.
  //    Each answer is read at the edge: a wrong shape is a failure (5001), so it leaves the
  //    atom at its default (no games, no groups, no currencies, no operator info) like any other.
  const apiId = store.get(apiIdAtom);
  const gates =
    apiId > 0
      ? (apiId === earlyId ? early! : settingsOf(store, apiId)).then((info) => store.set(userApiInfoAtom, info))
      : Promise.resolve();
  // Asked for after the gates, not before: on an HTTP/1.1 connection the first page's code and
  // texts would otherwise queue the operator's gates, which every element waits for.
  if (!early) options.onIdentified?.(store);
  await Promise.allSettled([gates, language]);
  // The session is ready: the elements' and the app's prefetches ask for their first data now,
  // synchronously (whenSessionReady), before the background loads below. Asked first, those took
  // four of HTTP/1.1's six connections and the events hub's calls waited 110 ms behind them at
  // CPU x4 (issue 45); the first screen needs none of them (they default until answered).
  store.set(sessionReadyAtom, true);
  await Promise.allSettled([
    call('GET /game-setting/game-info-list', {}, readGameInfoList).then((list) => store.set(gameSettingsAtom, list)),
    call('GET /game-group', {}, readGameGroups).then((groups) => store.set(gameGroupsAtom, groups)),
    // §8: currency list failures are silent.
    Promise.all([
      call('GET /currency-display', {}, readCurrencyDisplays),
      call('GET /currency-display/customize', {}, readCustomCurrencyDisplays).catch(() => []),
    ]).then(([list, custom]) => store.set(currencyDisplayAtom, { list, custom })),
  ]);
}
