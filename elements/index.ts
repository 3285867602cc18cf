/**
 * `dist/ingame.js`: the ESM entry of a lobby page. It registers nothing eagerly: each element's
 * chunk is imported the first time its tag appears in the document (as Shoelace's autoloader
 * does), so a page with only <ingame-marquee> downloads only the marquee and the shared runtime.
 */
import { ELEMENT_LOADERS } from './registry';

// The host's types (elements, events, window.ingame): declarations only, nothing at run time.
export type * from './types.js';

type Config = Record<string, unknown>;
let pendingConfig: Config | null = null;

/** Page-wide configuration; loads the runtime only when first needed. */
export async function configure(config: Config): Promise<void> {
  pendingConfig = { ...(pendingConfig ?? {}), ...config };
  const runtime = await import('./runtime');
  runtime.configure(pendingConfig);
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
      void load().catch((error: unknown) => {
        // Asked again on the next discovery (a new element, or the network coming back).
        requested.delete(tag);
        console.error(`[ingame] could not load <${tag}>`, error);
      });
    }
  }
}

/** Load an element's code now, e.g. before creating it with document.createElement. */
export function preload(tag: string): Promise<unknown> {
  const load = ELEMENT_LOADERS[tag];
  if (!load) return Promise.reject(new Error(`Unknown element <${tag}>`));
  requested.add(tag);
  return load().catch((error: unknown) => {
    requested.delete(tag);
    throw error;
  });
}

if (typeof document !== 'undefined') {
  const start = () => {
    discover(document);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node instanceof Element) discover(node);
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
    // A chunk that failed during an outage loads when the network is back, without a reload.
    window.addEventListener('online', () => discover(document));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

declare const __INGAME_VERSION__: string | undefined;
/** The package version of this bundle (set by the build). */
export const version = typeof __INGAME_VERSION__ === 'string' ? __INGAME_VERSION__ : 'dev';

(globalThis as unknown as { ingame?: object }).ingame ??= { configure, preload, logout, version };
