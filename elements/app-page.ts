/**
 * `dist/app.js` (and `dist/lite/app.js`): the full-page app's own script (issue 45, stop 52), for
 * a document that is the app (demo/public/app.html, a game client's web view or iframe). It holds
 * React & co., the shell and the events hub, the first page of most operators, in one file; its
 * first import is `app-early.js` (elements/app-early.ts: the session and the first screen's data),
 * which the page names in a script tag of its own before this one, so it runs while this file is
 * still on its way. On a phone's network (HTTP/1.1, six connections) the shell's 25 files through
 * `ingame.js` cost two rounds of requests more before the hub's first title (docs/performance.md).
 * The other pages and every catalog stay chunks of their own (`chunks/app~*.js`), loaded when they
 * are needed.
 *
 * A lobby page that hosts `<ingame-app>` among other elements keeps loading `ingame.js`, which
 * shares its chunks with them; both define the same element, and a page that loads both keeps the
 * first (state/bundle.ts).
 */
// First: the session and the first screen's data (app-early.js, the page's first script).
import './app-early';
import { BUNDLE_VERSION as version } from '../src/state/bundle';
import { configure, logout } from './runtime';
import './ingame-app';
import type { IngameGlobal } from './types.js';

// The hub's code in this file, not in a chunk of its own. Named as an export, because Rollup drops
// an import for its side effects alone when the module has none; the build keeps no export of this
// entry (`preserveEntrySignatures: false`), so the hub's modules join it.
export { ActionPage } from '../src/app/pages/action-page';

// window.ingame as the single-file bundle sets it (configure, logout, version; elements/types.ts).
(globalThis as unknown as { ingame?: IngameGlobal }).ingame ??= { configure, logout, version };
