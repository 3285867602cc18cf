/**
 * `dist/app-early.js`: the full-page app's first script (issue 45, stop 52). The app's page names
 * it before `app.js`, with the page's `data-*` settings (the bundle's first script tag is the one
 * read, state/bundle.ts ownScriptTag); `app.js` imports it too (one module, run once). It holds the
 * session and the first screen's data, not React's DOM, the shell or the hub (31 KB gz of 124): it
 * arrives and runs while `app.js` is still on its way, and starts the token exchange, the texts
 * and, once the session is ready, the events hub's calls. The element finds the session started
 * when it connects (state/startup.ts ensureSession: whoever asks first starts it), and the hub its
 * data in the store (pages.tsx prefetchPage asks again and finds every call made).
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

if (typeof document !== 'undefined' && document.querySelector('ingame-app')) {
  startAppSession(null);
  // The page's language is decided as start-up begins (state/startup.ts changeLanguage).
  const locale = sessionStore.get(localeAtom);
  const noop = () => undefined;
  loadCatalog(appCatalog, locale).catch(noop);
  // The events hub, the first page of most operators: its texts now, its data once the session
  // knows the operator (the same calls as pages.tsx prefetchPage, which then finds them asked).
  for (const catalog of [newsCatalog, rankingsCatalog]) loadCatalog(catalog, locale).catch(noop);
  whenSessionReady(sessionStore, () => {
    if (firstPageOf(sessionStore) !== ROUTES.action) return;
    prefetchBanners(sessionStore, locale);
    prefetchHub(sessionStore, locale);
  });
}
