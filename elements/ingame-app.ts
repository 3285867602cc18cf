/**
 * `<ingame-app>` — the full-page app for a game client's web view or iframe (§2): reads the
 * entry query parameters, exchanges the game token, and routes with the hash.
 *
 * @attr lang - Language; the `lang` query parameter and the page configuration also set it.
 * @event ingame-close - The player asked to close the web view (back with no history).
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
import css from '../src/app/app.css?inline';
import marqueeCss from '../src/features/marquee/marquee.css?inline';
import accountCss from '../src/features/account/account.css?inline';
import fairnessCss from '../src/features/fairness/fairness.css?inline';
import { appCatalog } from '../src/app/app.catalog';
import { accountCatalog } from '../src/features/account/account.catalog';
import { fairnessCatalog } from '../src/features/fairness/fairness.catalog';
import { historyCatalog } from '../src/features/history/history.catalog';
import { marqueeCatalog } from '../src/features/marquee/marquee.catalog';
import { parseEntryParams } from '../src/core/entry-params';
import { errorRoute, isErrorRoute, isRepairRoute } from '../src/app/app-routes';
import { currentPath, navigateHash } from '../src/app/hash-location';
import { defineElement } from './runtime';

defineElement('ingame-app', App, {
  styles: [marqueeCss, accountCss, fairnessCss, css],
  catalogs: [appCatalog, marqueeCatalog, accountCatalog, fairnessCatalog, historyCatalog],
  session: () => ({
    entry: parseEntryParams(location.search),
    // §2: the repair route does not exchange the token.
    skipTokenExchange: isRepairRoute(currentPath()),
    // §8: 9100/9101 on a global call → /error with where the player was, unless already there.
    onSessionExpired: (error) => {
      if (!isErrorRoute(currentPath())) navigateHash(errorRoute(error.Code, error.trace, location.pathname + location.search + location.hash));
    },
  }),
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-app': HTMLElement & { lang: string };
  }
  interface GlobalEventHandlersEventMap {
    'ingame-close': CustomEvent<{ reason: string }>;
  }
}
