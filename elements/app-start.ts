/**
 * The full-page app's session, started by the ESM entry the moment it finds `<ingame-app>` (issue
 * 45): the token exchange and §4's loads leave once React & co. and the runtime have run, beside
 * the rest of the shell's code, not after the shell has arrived, rendered and run its first effect.
 * The same start as the element's own (`appSession()`, its entry parameters): whichever asks first
 * starts it, the other gets the same session (state/startup.ts ensureSession). The shell's texts
 * in the session's language and the first page's code and texts leave with it (the events hub's,
 * for most operators).
 */
import { appSession, firstPageOf } from '../src/app/app-session';
import { ownsPage } from '../src/state/bundle';
import { localeAtom } from '../src/state/session';
import { sessionStore } from '../src/state/store';
import { startPageSession } from './session-start';

/**
 * The shell's texts (`''`) and the app's first pages' chunks by route (`%` for a locale), written
 * into this file by the build (scripts/rollup/parallel-imports.mjs); none from source.
 */
declare const __INGAME_PAGE_GRAPHS__: Record<string, string[]>;
let pages: Record<string, string[]> | undefined;
try {
  pages = __INGAME_PAGE_GRAPHS__;
} catch {
  // Run from source (tests, Storybook): each page loads its own code.
}
/** The graph names our own files only where this chunk runs as built, beside them (elements/index.ts OWN_FILES). */
const CHUNKS = /^https?:\/\/[^?#]*\/chunks\/app-start-[\w-]+\.js(?:[?#]|$)/.test(import.meta.url)
  ? import.meta.url.replace(/[?#].*$/, '').replace(/[^/]*$/, '')
  : null;

export function startAppSession(): void {
  // A second copy of the bundle on the page leaves the session to the first (state/bundle.ts).
  if (!ownsPage()) return;
  void startPageSession(appSession());
  // The page's language is decided as start-up begins (state/startup.ts changeLanguage).
  const locale = sessionStore.get(localeAtom);
  // Preloaded as the entry preloads (elements/early-calls.ts; not imported from there: Rollup would
  // move the entry's code into a chunk of its own, one request more on every page).
  for (const name of CHUNKS && pages ? [...(pages[''] ?? []), ...(pages[firstPageOf(sessionStore)] ?? [])] : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `${CHUNKS}${name.replace('%', locale)}.js`;
    document.head.append(link);
  }
}
