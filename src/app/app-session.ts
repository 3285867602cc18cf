/**
 * How <ingame-app> starts the session (§4): it alone reads the page's entry query parameters (a
 * lobby page's parameters belong to the host), skips the token exchange on the repair route (§2),
 * and sends 9100/9101 on a global call to /error with where the player was (§8).
 */
import { parseEntryParams } from '../core/entry-params';
import type { StartOptions } from '../state/startup';
import { apiIdAtom } from '../state/session';
import type { SessionStore } from '../state/store';
import { stylePrefix } from './app-look';
import { errorRoute, firstPage, isErrorRoute, isRepairRoute } from './app-routes';
import { currentPath, currentRoute, navigateHash } from './hash-location';

/** The entry query parameters that are credentials: read once, then removed from the address bar. */
const CREDENTIAL_PARAMS = ['token'];

/** `search` without its credential parameters (the rest, and their order, kept). */
export function withoutCredentials(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of CREDENTIAL_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Read the entry parameters, then take the game token out of the address bar (history,
 * bookmarks, shared links, the /error redirect and the Referer never see it). A reload continues
 * from the session the exchange stored.
 */
function readEntry() {
  const entry = parseEntryParams(location.search);
  const search = withoutCredentials(location.search);
  if (search !== location.search) history.replaceState(history.state, '', location.pathname + search + location.hash);
  return entry;
}

/**
 * The first page's code and data, asked for before it renders (pages.tsx prefetchPage), given by
 * the shell when its code has run (elements/ingame-app.ts). Not imported here: the entry starts
 * the session before the shell's code has arrived (elements/app-start.ts), and a page identified
 * before then is prefetched the moment it is given.
 */
type PrefetchPage = (path: string, store: SessionStore) => void;
let prefetchPage: PrefetchPage | null = null;
let waiting: { path: string; store: SessionStore } | null = null;
export function setPrefetchPage(prefetch: PrefetchPage): void {
  prefetchPage = prefetch;
  if (waiting) prefetch(waiting.path, waiting.store);
  waiting = null;
}

/** The page the app opens on: the address's route (without its style prefix), else the operator's first page. */
export function firstPageOf(store: SessionStore): string {
  const path = currentPath();
  const here = path.slice(stylePrefix(path).base.length) || '/';
  return here === '/' ? firstPage(store.get(apiIdAtom), { hideUserItems: false }, null) : here;
}

export function appSession(): StartOptions {
  return {
    entry: readEntry(),
    // §3's credential cookies, scoped to the app document's own path (core/cookies.ts).
    credentials: 'page',
    skipTokenExchange: isRepairRoute(currentPath()),
    // The first page's code and texts download while the §4 loads run, not after them.
    onIdentified: (store) => {
      const first = firstPageOf(store);
      if (prefetchPage) prefetchPage(first, store);
      else waiting = { path: first, store };
    },
    onSessionExpired: (error) => {
      if (!isErrorRoute(currentPath())) navigateHash(errorRoute(error.Code, error.trace, currentRoute()));
    },
  };
}
