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
 * events hub, only once the hub's calls have left (or the session failed, or HOLD_MS passed). At
 * CPU ×4 the evaluation of `app.js` is a task of about 250 ms; run on arrival it fell between the
 * exchange's answer and the hub's calls, which waited for it (docs/performance.md, "The app's
 * first screen: the hub's calls before the shell's code"). A page that names `app.js` in a script
 * tag of its own still works: the module runs once, on arrival, without the hold.
 */
import { appCatalog } from '../src/app/app.catalog';
import { firstPageOf } from '../src/app/app-session';
import { ROUTES } from '../src/app/app-routes';
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
  const started = startAppSession(null);
  // The page's language is decided as start-up begins (state/startup.ts changeLanguage).
  const locale = sessionStore.get(localeAtom);
  const noop = () => undefined;
  loadCatalog(appCatalog, locale).catch(noop);
  let release: () => void = noop;
  const held = new Promise<void>((done) => (release = done));
  // Only the events hub is held for; its route is known before the session (firstPageOf).
  if (firstPageOf(sessionStore) === ROUTES.action) setTimeout(release, HOLD_MS);
  else release();
  void started?.then(release, release);
  // The events hub, the first page of most operators: its texts now, its data once the session
  // knows the operator (the same calls as pages.tsx prefetchPage, which then finds them asked).
  for (const catalog of [newsCatalog, rankingsCatalog]) loadCatalog(catalog, locale).catch(noop);
  whenSessionReady(sessionStore, () => {
    if (firstPageOf(sessionStore) === ROUTES.action) {
      prefetchBanners(sessionStore, locale);
      prefetchHub(sessionStore, locale);
    }
    release();
  });
  // The shell and the hub (app.js imports this module first; the import runs it once).
  held
    .then(() => import('./app-page'))
    // As the entry reports an element it could not load (index.ts): the page keeps its skeleton.
    .catch((error: unknown) => console.error('[ingame] could not load <ingame-app>', error));
}
