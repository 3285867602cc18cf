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
import { installErrorLogging } from './logging';
import { endSessionWith, openSessionContext, startWith } from './session-start';
import {
  apiIdAtom,
  applyEntryAtom,
  configAtom,
  currencyDisplayAtom,
  gameGroupsAtom,
  gameSettingsAtom,
  localeAtom,
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
   * Called once the token and the entry flags are in (the api id known), as the §4 loads start:
   * <ingame-app> fetches its first page's code and texts meanwhile.
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

function installHooks(store: SessionStore): void {
  installClientHooks({
    baseUrl: () => store.get(configAtom).apiBase,
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
      // Only a failure without an answer can be a refused origin: its check (and its texts for
      // the host's developer) loads then, not on every page (issue 30).
      // A check that cannot load means the network is down, not a refused origin: nothing to tell.
      if (error.Code === CODES.NETWORK)
        void import('./misconfiguration').then(
          (m) => m.checkRefusedOrigin(store, error),
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
  openSessionContext(store, jar, {
    wanted: { token: config.token, gameToken: entry?.gameToken ?? config.gameToken },
    onSessionExpired: options.onSessionExpired,
    skipExchange: options.skipTokenExchange,
  });
  await startWith(store);
  // 4. Again after the token: per-api settings (§6) depend on the api id.
  if (entry) store.set(applyEntryAtom, { ...entry, gameId, sac });

  options.onIdentified?.(store);

  // 5. The parallel loads, failures ignored (§4). Features may start once the operator's gates
  //    (user api info) and the language are known; the other loads finish in the background.
  //    Each answer is read at the edge: a wrong shape is a failure (5001), so it leaves the
  //    atom at its default (no games, no groups, no currencies, no operator info) like any other.
  const apiId = store.get(apiIdAtom);
  const gates =
    apiId > 0
      ? call('GET /game-setting/user-api-info/:apiId', { params: { apiId } }, readUserApiInfo).then((info) =>
          store.set(userApiInfoAtom, info),
        )
      : Promise.resolve();
  const rest = Promise.allSettled([
    call('GET /game-setting/game-info-list', {}, readGameInfoList).then((list) => store.set(gameSettingsAtom, list)),
    call('GET /game-group', {}, readGameGroups).then((groups) => store.set(gameGroupsAtom, groups)),
    // §8: currency list failures are silent.
    Promise.all([
      call('GET /currency-display', {}, readCurrencyDisplays),
      call('GET /currency-display/customize', {}, readCustomCurrencyDisplays).catch(() => []),
    ]).then(([list, custom]) => store.set(currencyDisplayAtom, { list, custom })),
  ]);
  await Promise.allSettled([gates, language]);
  store.set(sessionReadyAtom, true);
  await rest;
}
