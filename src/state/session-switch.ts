/**
 * Switching and ending the session after start-up (`configure({ token | gameToken })`, a Retry
 * after an exchange that got no answer, `ingame.logout()`). Kept in its own chunk because most
 * pages never switch; a session is still opened in one place, session-start.ts, whose
 * `sessionTokenFor` this calls.
 */
import { call } from '../api/client';
import { readLogout } from '../api/contract/session';
import {
  askUserApiInfo,
  PAGE_KEY_STORAGE,
  pinApiBase,
  sessionContext,
  sessionTokenFor,
  type Credentials,
} from './session-start';
import {
  apiIdAtom,
  resetSessionAtom,
  sessionApiBaseAtom,
  sessionFailureAtom,
  tokenAtom,
  userApiInfoAtom,
} from './session';
import { startedSession } from './startup';
import type { SessionStore } from './store';

const same = (a: Credentials, b: Credentials) => a.token === b.token && a.gameToken === b.gameToken;

/**
 * Change the session after start-up (`configure({ token | gameToken })`, Retry): waits for
 * start-up and for earlier changes, then — unless these are the credentials already in force —
 * opens the session from them and reads the operator's settings again for its operator.
 */
export function applyCredentials(
  store: SessionStore,
  next: Credentials,
  { after, force = false }: { after: Promise<void>; force?: boolean },
): Promise<void> {
  const context = sessionContext(store);
  if (!context) return after;
  const run = async () => {
    await after;
    if (!force && same(context.wanted, next)) return;
    context.wanted = next;
    context.skipExchange = false;
    store.set(sessionFailureAtom, null);
    const base = pinApiBase(store);
    const token = await sessionTokenFor(store, context, next);
    store.set(resetSessionAtom);
    store.set(tokenAtom, token);
    store.set(sessionApiBaseAtom, token ? base : null);
    const apiId = store.get(apiIdAtom);
    if (apiId > 0) {
      await askUserApiInfo(apiId).then(
        (info) => store.set(userApiInfoAtom, info),
        () => undefined,
      );
    }
  };
  context.queue = context.queue.then(run, run);
  return context.queue;
}

/** Retry after an exchange that got no answer: the same credentials, asked again. */
export function retrySession(store: SessionStore, after: Promise<void>): Promise<void> {
  const context = sessionContext(store);
  return context ? applyCredentials(store, context.wanted, { after, force: true }) : after;
}

/**
 * The session ends on the platform too (POST /token/logout: its token is
 * refused from then on, even if a copy survives somewhere), and every value of ours is cleared —
 * the jar, the page key, the store; the elements show a guest (no event: the host asked).
 */
function endOpenSession(store: SessionStore): Promise<void> {
  const context = sessionContext(store);
  // Sent with the session being ended: the client reads the token as the call starts.
  const revoked = store.get(tokenAtom)
    ? call('POST /token/logout', {}, readLogout).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  context?.jar.clear();
  try {
    globalThis.sessionStorage?.removeItem(PAGE_KEY_STORAGE);
  } catch {
    // Storage refused: there is no page key to forget either.
  }
  if (context) context.wanted = { token: null, gameToken: null };
  store.set(resetSessionAtom);
  return revoked;
}

/**
 * `configure({ token | gameToken })` after start-up switches the session once start-up and any
 * earlier switch are done (a game token already exchanged on this page is not asked again).
 * Before start-up it does nothing: start-up reads the configuration.
 */
export function switchSession(store: SessionStore, next: Credentials): Promise<void> {
  const running = startedSession(store);
  return running ? applyCredentials(store, next, { after: running }) : Promise.resolve();
}

/**
 * `ingame.logout()`: ends the session — on the platform too — every value of ours cleared, the
 * elements show a guest. The promise settles once the platform heard (it never rejects).
 */
export function endSession(store: SessionStore): Promise<void> {
  return endOpenSession(store);
}
