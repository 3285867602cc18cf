/**
 * Switching and ending the session after start-up (`configure({ token | gameToken })`,
 * `ingame.logout()`). Its own module, loaded when a host does either: most pages never do.
 */
import { call } from '../api/client';
import { readTokenExchange, readUserApiInfo } from '../api/contract';
import { createCookieJar, type CookieJar } from '../core/cookies';
import { tokenLifetime } from '../core/identity';
import { apiIdAtom, resetSessionAtom, tokenAtom, userApiInfoAtom } from './session';
import { startedSession } from './startup';
import type { SessionStore } from './store';

/**
 * `configure({ token | gameToken })` after start-up switches the session: a game token is
 * exchanged (§4), a login token is taken as it is; the operator's settings are read again for the
 * new session's operator. Before start-up it does nothing (start-up reads the configuration).
 */
export async function switchSession(
  store: SessionStore,
  next: { token?: string | null; gameToken?: string | null },
  jar: CookieJar = createCookieJar(),
): Promise<void> {
  const running = startedSession(store);
  if (!running) return;
  await running;
  let token = next.token ?? null;
  if (next.gameToken) {
    try {
      token = (await call('POST /token', { body: { Token: next.gameToken } }, readTokenExchange)).Token;
    } catch {
      token = null;
    }
  }
  store.set(resetSessionAtom);
  store.set(tokenAtom, token);
  jar.write('token', token, token ? tokenLifetime(token, Date.now()) : 0);
  // The game token this session came from (a reload of a page carrying it keeps the session).
  jar.write('gameToken', next.gameToken && token ? next.gameToken : null, null);
  const apiId = store.get(apiIdAtom);
  if (apiId > 0) {
    await call('GET /game-setting/user-api-info/:apiId', { params: { apiId } }, readUserApiInfo).then(
      (info) => store.set(userApiInfoAtom, info),
      () => undefined,
    );
  }
}

/** `ingame.logout()`: ends the session — every cookie of ours cleared, the elements show a guest. */
export function endSession(store: SessionStore, jar: CookieJar = createCookieJar()): void {
  jar.clear();
  store.set(resetSessionAtom);
}
