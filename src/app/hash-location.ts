/**
 * The location hook <ingame-app> gives wouter. Why not wouter's own useHashLocation: its
 * navigate() moves a `?query` into the page's search, replacing the entry parameters (§2:
 * token, layout, lang …) that must survive every route change. Here a query stays inside the
 * hash (`#/error?m=9100`), the page's search is never touched, and the path wouter matches is
 * the hash without its query.
 */
import { useSyncExternalStore } from 'react';
import { boundedRoute } from './app-routes';

const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
};

const hashBody = () => location.hash.replace(/^#?\/?/, '/');
/** The route the table matches: the hash's path, bounded (app-routes boundedRoute). */
export const currentPath = () => boundedRoute(hashBody().split('?')[0]!);
const currentSearch = () => hashBody().split('?')[1] ?? '';
/** Where the player is, as a route with its query (`/ingame/prize?x=1`): what /error returns to. */
export const currentRoute = () => hashBody();

// ─── how deep into the app's own history the player is ───
//
// §2 "back goes back only when there is history": the depth lives in each history entry's state,
// so it is right after a reload, after the browser's own back and forward, and after a redirect
// (a replace keeps the depth: the first page's redirect from `/` is not history). Counting route
// changes instead counted that redirect, so the first back went back to the blank page before.

const DEPTH = 'ingameDepth';
type DepthState = Record<string, unknown> & { [DEPTH]?: number };

/** The depth recorded in a history entry's state (null: an entry this app did not make). */
export function depthOf(state: unknown): number | null {
  const depth = (state as DepthState | null)?.[DEPTH];
  return typeof depth === 'number' && Number.isInteger(depth) && depth >= 0 ? depth : null;
}

const withDepth = (state: unknown, depth: number): DepthState => ({
  ...(typeof state === 'object' && state !== null ? (state as DepthState) : {}),
  [DEPTH]: depth,
});

let lastDepth = 0;
let tracking = false;

/**
 * Start recording depths (once per page, by the app): the entry the app opened on is depth 0,
 * and an entry made by a plain `<a href="#/…">` (the browser's own push) is one deeper than the
 * entry before it.
 */
export function trackHistoryDepth(): void {
  if (tracking) return;
  tracking = true;
  lastDepth = depthOf(history.state) ?? 0;
  if (depthOf(history.state) === null) history.replaceState(withDepth(history.state, lastDepth), '');
  addEventListener('hashchange', () => {
    const depth = depthOf(history.state);
    if (depth === null) {
      lastDepth += 1;
      history.replaceState(withDepth(history.state, lastDepth), '');
    } else lastDepth = depth;
  });
}

/** Whether back stays inside the app (false on the entry it opened on: back closes it). */
export const canGoBack = (): boolean => (depthOf(history.state) ?? 0) > 0;

export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(location.href);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === location.href) return;
  const depth = depthOf(history.state) ?? 0;
  if (replace) history.replaceState(withDepth(history.state, depth), '', url.href);
  else history.pushState(withDepth(null, depth + 1), '', url.href);
  lastDepth = replace ? depth : depth + 1;
  dispatchEvent(new HashChangeEvent('hashchange'));
}

export function useAppLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigateHash];
}

/**
 * A link's `href` as the real hash URL (`#/ingame/action`), so "open in new tab" and "copy link"
 * lead to the same page (the page's own path and entry query stay: the href is relative).
 */
export const hashHref = (href: string): string => `#${href.startsWith('/') ? href : `/${href}`}`;

/** The query inside the hash (`#/error?m=9100` → `m=9100`). */
export function useHashSearch(): URLSearchParams {
  return new URLSearchParams(useSyncExternalStore(subscribe, currentSearch, () => ''));
}
