/**
 * `<ingame-app>` — the full-page app for a game client's web view or iframe (§2): reads the
 * entry query parameters, exchanges the game token, and routes with the hash.
 *
 * @attr lang - Language; the `lang` query parameter and the page configuration also set it.
 * @event ingame-close - The player asked to close the web view; `detail` is `{ reason }`: `back` (back with no history) or `close-route` (the `#/close` route).
 * @event ingame-error - Something could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @cssproperty --ingame-app-background - Page background.
 * @cssproperty --ingame-header-background - Header background.
 * @cssproperty --ingame-menu-background - Menu background.
 * @csspart app - The whole shell.
 * @csspart header - The header.
 * @csspart main - The page area.
 * @csspart menu - The menu.
 */
import { App } from '../src/app/app';
import { appSession } from '../src/app/app-session';
import { appCatalog } from '../src/app/app.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

// Its children (a page's static skeleton of the shell, demo/public/app.html) show until it renders.
defineElement('ingame-app', App, { catalog: appCatalog, session: appSession, childrenUntilRendered: true });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-app': IngameElement;
  }
  interface GlobalEventHandlersEventMap {
    /** `back`: back with no history; `close-route`: the `#/close` route. */
    'ingame-close': CustomEvent<{ reason: 'back' | 'close-route' }>;
  }
}
