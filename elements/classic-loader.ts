/**
 * `dist/ingame.iife.js` (and `dist/lite/ingame.iife.js`): the classic-script loader (issue 45 item
 * 4). A classic `<script>` cannot hold the ESM graph, so this few-hundred-byte script imports the
 * ESM entry (`ingame.js`) beside it and the page then loads exactly what the ESM page loads: each
 * element's code when its tag appears, one locale's texts. The whole bundle in one file is
 * `ingame.bundle.iife.js` (elements/all.ts) for hosts whose CDN cannot answer module scripts with
 * CORS; docs/configuration.md ("The classic script") says which to use when.
 *
 *  - `import()` rather than an added `<script type="module">`: the import inherits this script's
 *    nonce and needs no script-URL sink a Trusted Types policy would have to allow.
 *  - `window.ingame` is defined at once; a call made before the entry has arrived is held. A
 *    `configure()` is held where the ESM entry holds one (the `ingame.pendingConfig` symbol, read by
 *    elements/page-config.ts before any element starts the session), so a `configure()` right after
 *    the script tag applies before start-up, as it did when this file was the whole bundle.
 *  - The runtime finds this script tag's `data-*` itself (state/bundle.ts, `ownScriptTag`: a
 *    script whose `src` is in the bundle's folder), so nothing is copied.
 */
import type { ConfigureOptions } from '../src/core/config';
import type { IngameGlobal, IngameTag } from './types';

type Entry = typeof import('./index');
/** Where the ESM entry and the runtime look for a `configure()` made before the runtime loaded. */
const PENDING_CONFIG = Symbol.for('ingame.pendingConfig');
type Holder = { [PENDING_CONFIG]?: ConfigureOptions; ingame?: IngameGlobal };

declare const __INGAME_VERSION__: string | undefined;
const version = typeof __INGAME_VERSION__ === 'string' ? __INGAME_VERSION__ : 'dev';

const holder = globalThis as unknown as Holder;
// A classic script is the current script while it runs (not inside a shadow root: then by name).
const own =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[src*="ingame.iife.js"]');
const entryUrl = new URL('ingame.js', own?.src || document.baseURI).href;

let entry: Promise<Entry> | undefined;

/**
 * The ESM entry, imported once; after a failure (offline, no CORS) asked again on the next call or
 * when the network is back.
 */
function load(): Promise<Entry> {
  entry ??= (import(entryUrl) as Promise<Entry>).catch((error: unknown) => {
    entry = undefined;
    addEventListener('online', () => void load().catch(() => undefined), { once: true });
    console.error(
      `[ingame] could not load ${entryUrl}: a module script from another origin needs CORS ` +
        '(Access-Control-Allow-Origin) from its server; without it, load ingame.bundle.iife.js instead.',
      error,
    );
    throw error;
  });
  return entry;
}

const api: IngameGlobal = {
  version,
  configure(config: ConfigureOptions) {
    holder[PENDING_CONFIG] = { ...holder[PENDING_CONFIG], ...config };
    return load().then((m) => {
      // Taken by the runtime already (an element started the session): applied, not again.
      const held = holder[PENDING_CONFIG];
      if (!held) return;
      delete holder[PENDING_CONFIG];
      return m.configure(held);
    });
  },
  logout: () => load().then((m) => m.logout()),
  preload: (tag: IngameTag) => load().then((m) => m.preload(tag)),
  discover: (root: Document | ShadowRoot | Element) => load().then((m) => m.discover(root)),
};

// The first copy on the page keeps `window.ingame`, as the ESM entry does.
holder.ingame ??= api;
void load().catch(() => undefined);
