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
/**
 * Returns the session's start (null when another copy of the bundle owns the page).
 * `fetchChunk(name)` asks for one of the bundle's chunks by name the way the entry asks for its own
 * (elements/early-calls.ts); the entry passes none where the chunks are not its own (a host's bundle).
 */
export function startAppSession(fetchChunk: ((name: string) => void) | null): Promise<void> | null {
  // A second copy of the bundle on the page leaves the session to the first (state/bundle.ts).
  if (!ownsPage()) return null;
  const started = startPageSession(appSession());
  if (!fetchChunk || !pages) return started;
  // The page's language is decided as start-up begins (state/startup.ts changeLanguage).
  const locale = sessionStore.get(localeAtom);
  for (const name of [...(pages[''] ?? []), ...(pages[firstPageOf(sessionStore)] ?? [])])
    fetchChunk(name.replace('%', locale));
  return started;
}
