import { App } from '../src/app/app';
import { appSession, setPrefetchPage } from '../src/app/app-session';
import { appCatalog } from '../src/app/app.catalog';
import { prefetchPage } from '../src/app/pages/pages';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';
// The shell's strip is the marquee: importing its element (which defines <ingame-marquee> too) puts
// the marquee's code in the element's file (`dist/elements/ingame-marquee.js`) instead of a chunk both
// share: a lobby page with a marquee makes one request fewer (issue 45, stop 52).
// (`.js`: the type declarations keep this import, and a NodeNext host needs the extension; the
// build resolves it to the source, scripts/rollup/ts-extensions.mjs.)
import './ingame-marquee.js';

/**
 * `<ingame-app>` — the full-page app for a game client's web view or iframe (§2): reads the
 * entry query parameters, exchanges the game token, and routes with the hash.
 */
const declaration = declareElement('ingame-app', {
  attributes: {
    /** Language; the `lang` query parameter and the page configuration also set it. */
    lang: { type: 'string' },
  },
  events: {} as {
    /**
     * The player asked to close the web view; `detail` is `{ reason }`: `back` (back with no history) or `close-route`
     * (the `#/close` route).
     */
    'ingame-close': { reason: 'back' | 'close-route' };
    /** Something could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
  },
  slots: {} as {
    /** The page's static skeleton of the shell (demo/public/app.html): shown until the app renders. */
    '': true;
  },
  parts: {} as {
    /** The whole shell. */
    app: true;
    /** The header. */
    header: true;
    /** The page area. */
    main: true;
    /** The menu. */
    menu: true;
  },
  cssProperties: {} as {
    /** Page background. */
    '--ingame-app-background': true;
    /** Header background. */
    '--ingame-header-background': true;
    /** Menu background. */
    '--ingame-menu-background': true;
  },
}) satisfies ElementDeclaration;

// The first page's code and data leave as soon as the session knows the operator (app-session.ts).
setPrefetchPage(prefetchPage);
// Its children (the default slot) show until it renders.
defineElement(declaration, App, { catalog: appCatalog, session: appSession, childrenUntilRendered: true });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-app': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
