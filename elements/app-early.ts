/**
 * `dist/app-early.js`: the full-page app's first script (issue 45, stop 52). The app's page names
 * it with the page's `data-*` settings (the bundle's first script tag is the one read,
 * state/bundle.ts ownScriptTag) and preloads `app.js` beside it (`<link rel="modulepreload">`). It
 * holds the session and the first screen's data, not React's DOM, the shell or the hub (31 KB gz of
 * 124): it runs while `app.js` is still on its way, and starts the token exchange, the texts and,
 * once the session is ready, the events hub's calls. The element finds the session started when it
 * connects (state/startup.ts ensureSession: whoever asks first starts it), and the hub its data in
 * the store (pages.tsx prefetchPage asks again and finds every call made).
 *
 * Then it runs `app.js`, which is preloaded, not run by its own tag: when the app opens on the
 * events hub, only once the hub's calls have left, the running board's among them (or HOLD_MS
 * passed). At CPU ×4 the evaluation of `app.js` is a task of about 250 ms; run on arrival it fell
 * between the exchange's answer and the hub's calls, which waited for it (docs/performance.md,
 * "The app's first screen: the hub's calls before the shell's code"); run once the tournaments
 * were asked, between their answer and the board's call (300–400 ms, stop 76). Held until the
 * board has left, it runs while the board is on its way, and the shell's first render finds the
 * hub's answers in. A page that names `app.js` in a script tag of its own still works: the module
 * runs once, on arrival, without the hold.
 */
import { appCatalog } from '../src/app/app.catalog';
import { firstPageOf } from '../src/app/app-session';
import { ROUTES } from '../src/app/app-routes';
import { currentPath, navigateHash } from '../src/app/hash-location';
import { prefetchHub } from '../src/app/pages/hub-data';
import { prefetchBanners } from '../src/features/news/banner.api';
import { newsCatalog } from '../src/features/news/news.catalog';
import { rankingsCatalog } from '../src/features/rankings/rankings.catalog';
import { loadCatalog } from '../src/i18n/i18n';
import { whenSessionReady } from '../src/state/resource';
import { localeAtom } from '../src/state/session';
import { sessionStore } from '../src/state/store';
import { startAppSession } from './app-start';

/** The longest `app.js` waits for the events hub's calls to leave (ms). */
const HOLD_MS = 1500;

if (typeof document !== 'undefined' && document.querySelector('ingame-app')) {
  startAppSession(null);
  // The page's language is decided as start-up begins (state/startup.ts changeLanguage).
  const locale = sessionStore.get(localeAtom);
  // The shell's texts and the events hub's (the first page of most operators) now; the hub's data
  // once the session knows the operator (the same calls as pages.tsx prefetchPage, which then
  // finds them asked).
  for (const catalog of [appCatalog, newsCatalog, rankingsCatalog]) loadCatalog(catalog, locale).catch(() => undefined);
  // The shell and the hub (app.js imports this module first; the import runs it once), held for
  // the events hub alone, whose route is known before the session (firstPageOf). Start-up always
  // ends ready, a failed one as a guest (state/startup.ts ensureSession).
  new Promise<void>((release) => {
    if (firstPageOf(sessionStore) === ROUTES.action) setTimeout(release, HOLD_MS);
    else release();
    whenSessionReady(sessionStore, () => {
      if (firstPageOf(sessionStore) !== ROUTES.action) return release();
      // `/` leads to the hub (app-routes firstPage), as the session's operator says: go there now,
      // replacing `/` as its redirect would, so the shell's first render is the hub's, not the
      // redirect's followed by a second render of the whole shell (stop 76).
      if (currentPath() === '/') navigateHash(ROUTES.action, { replace: true });
      prefetchBanners(sessionStore, locale);
      void prefetchHub(sessionStore, locale).then(release);
    });
  })
    .then(() => import('./app-page'))
    // As the entry reports an element it could not load (index.ts): the page keeps its skeleton.
    .catch((error: unknown) => console.error('[ingame] could not load <ingame-app>', error));
}
