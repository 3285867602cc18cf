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

/** Each tag's load, started once; `discover` waits on the ones its root holds. */
const requested = new Map<string, Promise<unknown>>();
const observed = new WeakSet<Node>();

/** Starts the loads of the tags in `root`; with `waitOnLoaded`, also returns those started before. */
function loadTags(root: ParentNode, waitOnLoaded = false): Promise<unknown>[] {
  const loads: Promise<unknown>[] = [];
  for (const [tag, load] of Object.entries(ELEMENT_LOADERS)) {
    // A page's mutations are many: a tag already loading is not looked for again.
    if (!waitOnLoaded && requested.has(tag)) continue;
    if (!root.querySelector(tag) && !(root instanceof Element && root.localName === tag)) continue;
    let loading = requested.get(tag);
    if (!loading) {
      loading = load().catch((error: unknown) => console.error(`[ingame] could not load <${tag}>`, error));
      requested.set(tag, loading);
    }
    loads.push(loading);
  }
  return loads;
}

function observe(root: Document | ShadowRoot | Element): void {
  if (observed.has(root)) return;
  observed.add(root);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) if (node instanceof Element) loadTags(node);
    }
  }).observe(root instanceof Document ? root.documentElement : root, { childList: true, subtree: true });
}

/**
 * Loads the code of every `ingame-*` tag in `root` and keeps watching it for new ones. The
 * document is watched from the start; a tag inside another component's shadow root is not in the
 * document's tree, so a host that renders elements there passes that shadow root here once
 * (as Shoelace's autoloader asks). Resolves when the found tags are defined.
 */
export async function discover(root: Document | ShadowRoot | Element): Promise<void> {
  const loads = loadTags(root, true);
  observe(root);
  await Promise.all(loads);
}

/** Load an element's code now, e.g. before creating it with document.createElement. */
export function preload(tag: string): Promise<unknown> {
  const load = ELEMENT_LOADERS[tag];
  if (!load) return Promise.reject(new Error(`Unknown element <${tag}>`));
  const loading = requested.get(tag) ?? load();
  requested.set(tag, loading);
  return loading;
}

if (typeof document !== 'undefined') {
  const start = () => void discover(document);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

declare const __INGAME_VERSION__: string | undefined;
/** The package version of this bundle (set by the build). */
export const version = typeof __INGAME_VERSION__ === 'string' ? __INGAME_VERSION__ : 'dev';

(globalThis as unknown as { ingame?: object }).ingame ??= { configure, preload, logout, discover, version };
