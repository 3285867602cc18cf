/**
 * Starting the page's session, once, from whichever element (or the ESM entry) asks first, and
 * ending it (`ingame.logout()`).
 */
import { ensureSession, startedSession, type StartOptions } from '../src/state/startup';
import { ownsPage } from '../src/state/bundle';
import { sessionStore } from '../src/state/store';
import { applyPendingConfig, applyScriptConfig, configuredKeys, handOverScriptConfig } from './page-config';

/** How long after start-up a page may still configure() before it is told it gave no settings. */
const CONFIGURE_GRACE_MS = 1000;

/**
 * Start the page's session (once): the page configuration first, then §4's start-up. Whoever
 * starts it checks the page's configuration once it is in, and a moment later: a bundled host may
 * call configure() just after its elements started.
 */
export function startPageSession(options: StartOptions): Promise<void> {
  applyScriptConfig();
  applyPendingConfig();
  const starts = !startedSession(sessionStore);
  const started = ensureSession(sessionStore, options);
  if (starts)
    void started.then(() =>
      setTimeout(
        () =>
          void import('../src/state/misconfiguration').then(
            (m) => m.checkConfiguration(sessionStore, configuredKeys),
            // Not loadable now (offline): the check is for the host's developer, not the player.
            () => undefined,
          ),
        CONFIGURE_GRACE_MS,
      ),
    );
  return started;
}

/**
 * The ESM entry's early start (issue 30): the session starts as soon as this chunk has loaded,
 * beside the element's own code, instead of once the element has loaded and rendered — the token
 * exchange and §4's loads no longer wait for the feature's chunks. Not on a page of the full-page
 * app, whose start-up reads its entry parameters.
 */
export function startSessionEarly(): void {
  if (ownsPage()) void startPageSession({});
  else handOverScriptConfig();
}

/** `ingame.logout()`: ends the session on this page and on the platform (cookies cleared; the elements show a guest). */
export async function logout(): Promise<void> {
  if (ownsPage()) await (await import('../src/state/session-switch')).endSession(sessionStore);
}

/** Runs `work` when the page is idle (at the latest after 2 s); on the next task where there is no idle callback. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}
