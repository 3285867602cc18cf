/**
 * The page's configuration (one per page, whichever element or entry comes first): the `data-*`
 * of the script tag that loaded the bundle, a `configure()` the ESM entry held before this code
 * loaded, and `ingame.configure()` itself. The settings the page gave are remembered, for the
 * misconfiguration check of session-start.ts.
 *
 * A page may load the bundle twice (a module tag and a classic script): the first copy runs the
 * page and the other stands down (state/bundle). The copy that stands down hands its settings —
 * its script tag's `data-*`, its `ingame.configure()` calls — to the running copy (issue 42: a
 * `data-game-token` on the module tag was dropped and the player showed as a guest), and says so
 * on the console, naming the settings; a running copy without that hand-over (an older version)
 * gets the list of what was ignored instead.
 */
import { configFromDataset, gives, mergeConfig, warnUnknownConfigKeys, type PageConfig } from '../src/core/config';
import { configAtom } from '../src/state/session';
import { changeLanguage, startedSession } from '../src/state/startup';
import { ownScriptTag, ownsPage } from '../src/state/bundle';
import { sessionStore } from '../src/state/store';

const CONFIGURED = Symbol.for('ingame.configured');
/** Where the ESM entry (index.ts) leaves a `configure()` made before this runtime loaded. */
const PENDING_CONFIG = Symbol.for('ingame.pendingConfig');
/** Where the copy that runs the page takes the settings of a copy that stands down. */
const HAND_OVER = Symbol.for('ingame.handOverConfig');
type Holder = {
  [CONFIGURED]?: boolean;
  [PENDING_CONFIG]?: ConfigureInput;
  [HAND_OVER]?: (input: ConfigureInput) => unknown;
};
export type ConfigureInput = Partial<Record<keyof PageConfig, unknown>>;

/** The settings the page gave (script tag or configure()): what "no API base" is checked against. */
export const configuredKeys = new Set<string>();

/** Read data-* from the script tag that loaded the bundle, once per page. */
export function applyScriptConfig(): void {
  const holder = globalThis as Holder;
  if (ownsPage()) holder[HAND_OVER] ??= configure;
  if (holder[CONFIGURED] || typeof document === 'undefined') return;
  holder[CONFIGURED] = true;
  const script = ownScriptTag(document);
  if (!script) return;
  const input = configFromDataset(script.dataset);
  for (const key of Object.keys(input)) configuredKeys.add(key);
  sessionStore.set(configAtom, mergeConfig(sessionStore.get(configAtom), input));
}

/**
 * Apply a `configure()` the ESM entry holds for this runtime. Called before any element starts the
 * session, so a host's boot-time `configure({ gameToken })` is what start-up reads, whichever of
 * the two loaded first (#26: otherwise the single-use token was exchanged twice).
 */
export function applyPendingConfig(): void {
  const holder = globalThis as Holder;
  const pending = holder[PENDING_CONFIG];
  if (!pending) return;
  delete holder[PENDING_CONFIG];
  configure(pending);
}

/**
 * `ingame.configure({ apiBase, logHost, languageHost, lang, token, gameToken, apiId, … })`:
 * page-wide settings; invalid values are ignored, unknown keys too (with one warning each).
 * Changing `lang` switches every element's language; new credentials switch the session (once
 * start-up is running; before, start-up reads them).
 */
export function configure(input: ConfigureInput): PageConfig {
  if (!ownsPage()) {
    void import('./hand-over').then((m) => m.handOver(runningCopy(), input, 'ingame.configure()'));
    return sessionStore.get(configAtom);
  }
  applyScriptConfig();
  warnUnknownConfigKeys(input);
  for (const key of Object.keys(input)) configuredKeys.add(key);
  const next = mergeConfig(sessionStore.get(configAtom), input);
  sessionStore.set(configAtom, next);
  if (gives(input, 'lang') && next.lang) void changeLanguage(sessionStore, next.lang);
  if ((gives(input, 'token') || gives(input, 'gameToken')) && startedSession(sessionStore)) {
    const switchTo = { token: next.token, gameToken: next.gameToken };
    void import('../src/state/session-switch').then((m) => m.switchSession(sessionStore, switchTo));
  }
  return next;
}

/** The running copy's way to take settings, when it has one (page-config.ts of this version on). */
const runningCopy = () => (globalThis as Holder)[HAND_OVER];

let handedOver = false;

/** In a copy that stands down: its script tag's settings go to the running copy, once. */
export function handOverScriptConfig(): void {
  if (handedOver || typeof document === 'undefined' || ownsPage()) return;
  handedOver = true;
  // A classic script is the current script only now, while it runs.
  const current = document.currentScript as HTMLScriptElement | null;
  void import('./hand-over').then((m) => m.handOver(runningCopy(), m.scriptSettings(current), 'script tag'));
}
