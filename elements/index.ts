/**
 * `dist/ingame.js`: the ESM entry of a lobby page. It registers nothing eagerly: each element's
 * chunk is imported the first time its tag appears in the document (as Shoelace's autoloader
 * does), so a page with only <ingame-marquee> downloads only the marquee and the shared runtime.
 */
import type { ConfigureOptions } from '../src/core/config';
import { ELEMENT_LOADERS } from './registry';
import type { IngameTag } from './types.js';

// The host's types (elements, events, window.ingame): declarations only, nothing at run time.
export type * from './types.js';

/** Where `configure()` leaves its settings for the runtime (elements/runtime.tsx reads them first). */
const PENDING_CONFIG = Symbol.for('ingame.pendingConfig');
type Holder = { [PENDING_CONFIG]?: ConfigureOptions };

/**
 * Page-wide configuration; loads the runtime only when first needed. The settings are held at
 * once, synchronously, so an element that starts while the runtime is still loading starts with
 * them: a game token given at boot is exchanged exactly once, whatever loads first (#26).
 */
export async function configure(config: ConfigureOptions): Promise<void> {
  const holder = globalThis as Holder;
  holder[PENDING_CONFIG] = { ...holder[PENDING_CONFIG], ...config };
  const runtime = await import('./runtime');
  runtime.applyPendingConfig();
}

/** Ends the session on this page (cookies cleared; every element shows a guest). */
export async function logout(): Promise<void> {
  await (await import('./runtime')).logout();
}

const requested = new Set<string>();

function discover(root: ParentNode): void {
  for (const [tag, load] of Object.entries(ELEMENT_LOADERS)) {
    if (requested.has(tag)) continue;
    if (root.querySelector(tag) || (root instanceof Element && root.localName === tag)) {
      requested.add(tag);
      void load().catch((error: unknown) => console.error(`[ingame] could not load <${tag}>`, error));
    }
  }
}

/** Load an element's code now, e.g. before creating it with document.createElement. */
export function preload(tag: IngameTag): Promise<unknown> {
  const load = ELEMENT_LOADERS[tag];
  requested.add(tag);
  return load ? load() : Promise.reject(new Error(`Unknown element <${tag}>`));
}

if (typeof document !== 'undefined') {
  const start = () => {
    discover(document);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node instanceof Element) discover(node);
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

declare const __INGAME_VERSION__: string | undefined;
/** The package version of this bundle (set by the build). */
export const version = typeof __INGAME_VERSION__ === 'string' ? __INGAME_VERSION__ : 'dev';

(globalThis as unknown as { ingame?: object }).ingame ??= { configure, preload, logout, version };
