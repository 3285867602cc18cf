/**
 * Switching and ending the session after start-up (`configure({ token | gameToken })`,
 * `ingame.logout()`). A thin door onto session-start.ts — the one place a session is opened —
 * kept in its own module because most pages never switch.
 */
import type { Credentials } from './session-start';
import { applyCredentials, endSession as endOpenSession } from './session-start';
import { startedSession } from './startup';
import type { SessionStore } from './store';

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
