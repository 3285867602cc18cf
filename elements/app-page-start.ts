/**
 * The first module of `app.js` to run (elements/app-page.ts imports it first): the app's session
 * starts here, with the token exchange and the shell's texts, before React's DOM, the shell and the
 * hub have been evaluated (issue 45: about 50 ms at CPU x4 on a phone). The element finds the
 * session started when it connects (state/startup.ts ensureSession: whoever asks first starts it).
 * Its imports are the session's own (the store, start-up, the client), not the shell's.
 */
import { appCatalog } from '../src/app/app.catalog';
import { loadCatalog } from '../src/i18n/i18n';
import { localeAtom } from '../src/state/session';
import { sessionStore } from '../src/state/store';
import { startAppSession } from './app-start';

if (typeof document !== 'undefined' && document.querySelector('ingame-app')) {
  startAppSession(null);
  // The page's language is decided as start-up begins (state/startup.ts changeLanguage).
  loadCatalog(appCatalog, sessionStore.get(localeAtom)).catch(() => undefined);
}
