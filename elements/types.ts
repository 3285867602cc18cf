/**
 * Every type a TypeScript host sees (`import 'ingame-widgets'`; package.json `exports`, `types`
 * conditions): each element's `HTMLElementTagNameMap` entry and its `ingame-*` events in
 * `GlobalEventHandlersEventMap` (declared in the element's own file, next to its JSDoc), the events
 * every element shares, and `window.ingame`. React hosts add `ingame-widgets/react` (react.ts).
 *
 * Types only: no runtime code imports this file (index.ts re-exports it with `export type *`, which
 * compiles to nothing). The imports below carry the elements' `declare global` blocks into the
 * emitted declarations; they end in `.js` so that hosts on `moduleResolution: node16` resolve them.
 */
import type { ConfigureOptions } from '../src/core/config.js';
// generated: every element of the manifest (scripts/gen-features.mjs); do not edit between the markers.
import './ingame-account.js';
import './ingame-app.js';
import './ingame-backpack.js';
import './ingame-banner.js';
import './ingame-event.js';
import './ingame-fairness.js';
import './ingame-gift-code.js';
import './ingame-history.js';
import './ingame-install.js';
import './ingame-language.js';
import './ingame-level.js';
import './ingame-marquee.js';
import './ingame-news.js';
import './ingame-prize.js';
import './ingame-rankings.js';
import './ingame-region.js';
import './ingame-vip.js';
// end of generated imports

/** What every element is: an HTMLElement whose `lang` (attribute and property) overrides the page language. */
export interface IngameElement extends HTMLElement {
  lang: string;
}

/** An element's class (`customElements.get('ingame-marquee')`), with the bundle version that defined it. */
export interface IngameElementClass {
  new (): IngameElement;
  /** The package version of the bundle that defined the tag (`ingame.version`). */
  readonly version: string;
}

/**
 * `ingame-error`'s detail: a platform failure (§8) as the API answered it, or a rendering failure
 * caught by the element's error boundary (`Code` null).
 */
export interface IngameErrorDetail {
  Code: number | null;
  Message: string;
  /** The platform's `x-trace` header, for support; empty when there was no response. */
  trace: string;
  /** HTTP status, 0 when no response arrived (timeout, offline); absent for rendering failures. */
  status?: number;
  Data?: unknown;
}

/**
 * `window.ingame`, set by the bundle's entry: ESM `ingame.js`, the classic loader `ingame.iife.js`
 * (which imports `ingame.js` and holds calls made before it has arrived) or the single-file
 * `ingame.bundle.iife.js` and the full-page app's `app.js` (configure, logout and version only).
 */
export interface IngameGlobal {
  /**
   * Page-wide settings (the script tag's `data-*` names in camelCase); invalid values are ignored,
   * unknown keys too (with one console warning each).
   */
  configure(config: ConfigureOptions): unknown;
  /** Ends the session on this page. */
  logout(): Promise<void>;
  /** Loads an element's code now (not in the single-file bundle, which defines every element at once). */
  preload?(tag: IngameTag): Promise<unknown>;
  /** Loads the tags inside `root` (e.g. another component's shadow root) and watches it (not in the bundle). */
  discover?(root: Document | ShadowRoot | Element): Promise<void>;
  /** The package version of this bundle. */
  readonly version: string;
}

export type { ConfigureOptions };

/** Every element tag. */
export type IngameTag = Extract<keyof HTMLElementTagNameMap, `ingame-${string}`>;

/**
 * The element of a tag, with its typed properties (from its declaration): for hosts that hold an
 * element in a variable without a `querySelector`, e.g. Angular's
 * `@ViewChild('marquee') marquee!: ElementRef<IngameElementOf<'ingame-marquee'>>`.
 */
export type IngameElementOf<T extends IngameTag> = HTMLElementTagNameMap[T];

/** Every `ingame-*` event and its `CustomEvent` (they bubble and are composed). */
export type IngameEventMap = {
  [K in Extract<keyof GlobalEventHandlersEventMap, `ingame-${string}`>]: GlobalEventHandlersEventMap[K];
};

declare global {
  interface GlobalEventHandlersEventMap {
    /** Any element: something could not be loaded or rendered. */
    'ingame-error': CustomEvent<IngameErrorDetail>;
  }
  // `var`: how a global the bundle sets is declared (window.ingame, globalThis.ingame).
  var ingame: IngameGlobal | undefined;
}
