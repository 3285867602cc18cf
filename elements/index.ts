/**
 * `dist/ingame.js`: the ESM entry of a lobby page. It registers nothing eagerly: each element's
 * chunk is imported the first time its tag appears in the document (as Shoelace's autoloader
 * does), so a page with only <ingame-marquee> downloads only the marquee and the shared runtime.
 */
import type { ConfigureOptions } from '../src/core/config.js';
import { preloadChunk, startEarly } from './early-calls';
import { ELEMENT_LOADERS } from './registry';
import type { IngameTag } from './types.js';

// The host's types (elements, events, window.ingame): declarations only, nothing at run time.
export type * from './types.js';

/** Where `configure()` leaves its settings for the runtime (elements/page-config.ts reads them first). */
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

/** Each tag's load, started once; `discover` waits on the ones its root holds. */
const requested = new Map<string, Promise<unknown>>();
const observed = new WeakSet<Node>();

let sessionStarting = false;
/** What the code's evaluation waits for: the entry's drawing of the first announcement, if any. */
let held: Promise<unknown> = Promise.resolve();

/**
 * The session starts as soon as the runtime is here, beside the first element's own code (issue
 * 30: the token exchange and §4's loads no longer wait for the feature's chunks and its first
 * render). On a page of the full-page app, the app's own start, from its entry parameters (issue 45).
 */
function startSessionEarly(tag: string): void {
  const app = tag === 'ingame-app';
  if (sessionStarting || (!app && document.querySelector('ingame-app'))) return;
  sessionStarting = true;
  (app
    ? import('./app-start').then((m) => {
        // The start itself is the element's to follow (it reports its own failures).
        void m.startAppSession(OWN_FILES ? (name) => preloadChunk(document, BUNDLE_ROOT, name) : null);
      })
    : held.then(() => import('./runtime')).then((m) => m.startSessionEarly())
  )
    // Not loadable now: the element starts it when it connects.
    .catch(() => (sessionStarting = false));
}

/**
 * Each tag's chunks (its static imports' closure; `%` stands for a locale in its catalogs' names),
 * written into this file by the build (scripts/rollup/parallel-imports.mjs); none from source.
 */
declare const __INGAME_CHUNK_GRAPH__: Record<string, string[]>;
let graph: Record<string, string[]> | undefined;
try {
  graph = __INGAME_CHUNK_GRAPH__;
} catch {
  // Run from source (tests, Storybook): each import loads its own graph.
}
/**
 * The folder this entry is served from. Not `new URL('.', import.meta.url)`: bundlers read that as
 * an asset to resolve, and Next's Turbopack fails the host's build on it (the package test's Next host).
 */
const BUNDLE_ROOT = import.meta.url.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
/**
 * The graph names our own files: only when this entry runs as built, `…/ingame.js` over http(s) with
 * its chunks beside it. In a host's bundle (Vite, Next, Angular) the chunks are the host's, so no
 * chunk is asked for by name (the early calls still leave).
 */
const OWN_FILES = /^https?:\/\/[^?#]*\/ingame\.js(?:[?#]|$)/.test(import.meta.url);

/** Starts the loads of the tags in `root`; with `waitOnLoaded`, also returns those started before. */
function loadTags(root: ParentNode, waitOnLoaded = false): Promise<unknown>[] {
  const tags = Object.keys(ELEMENT_LOADERS).filter(
    (tag) =>
      (waitOnLoaded || !requested.has(tag)) &&
      // A page's mutations are many: a tag already loading is not looked for again.
      (root.querySelector(tag) || (root instanceof Element && root.localName === tag)),
  );
  const fresh = tags.filter((tag) => !requested.has(tag));
  // The early work first: it may hold the code's evaluation back until the first announcement is
  // drawn (early-calls.ts HOLD_MS); the chunks are on their way meanwhile (its module preloads).
  if (fresh.length) held = startEarly(document, fresh, BUNDLE_ROOT, OWN_FILES ? graph : undefined) ?? held;
  // Then each element's code and the session's (from our own files, their chunks are already on
  // their way: startEarly asked for each tag's whole graph before its calls and texts, issue 45).
  const loads = tags.map((tag) => {
    startSessionEarly(tag);
    let loading = requested.get(tag);
    if (!loading) {
      loading = held
        .then(() => ELEMENT_LOADERS[tag]!())
        .catch((error: unknown) => {
          // Asked again on the next discovery (a new element, or the network coming back).
          requested.delete(tag);
          console.error(`[ingame] could not load <${tag}>`, error);
        });
      requested.set(tag, loading);
    }
    return loading;
  });
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
export function preload(tag: IngameTag): Promise<unknown> {
  const load = ELEMENT_LOADERS[tag];
  if (!load) return Promise.reject(new Error(`Unknown element <${tag}>`));
  const loading =
    requested.get(tag) ??
    load().catch((error: unknown) => {
      requested.delete(tag);
      throw error;
    });
  requested.set(tag, loading);
  return loading;
}

if (typeof document !== 'undefined') {
  const start = () => {
    void discover(document);
    // A chunk that failed during an outage loads when the network is back, without a reload.
    window.addEventListener('online', () => void discover(document));
  };
  // A microtask later: a host module that imports this entry and calls configure() at once has
  // done so by then, and the early calls read its settings.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else queueMicrotask(start);
}

declare const __INGAME_VERSION__: string | undefined;
/** The package version of this bundle (set by the build). */
export const version = typeof __INGAME_VERSION__ === 'string' ? __INGAME_VERSION__ : 'dev';

(globalThis as unknown as { ingame?: object }).ingame ??= { configure, preload, logout, discover, version };
