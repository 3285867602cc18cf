/**
 * The location hook <ingame-app> gives wouter. Why not wouter's own useHashLocation: its
 * navigate() moves a `?query` into the page's search, replacing the entry parameters (§2:
 * token, layout, lang …) that must survive every route change. Here a query stays inside the
 * hash (`#/error?m=9100`), the page's search is never touched, and the path wouter matches is
 * the hash without its query.
 */
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
};

const hashBody = () => location.hash.replace(/^#?\/?/, '/');
export const currentPath = () => hashBody().split('?')[0]!;
const currentSearch = () => hashBody().split('?')[1] ?? '';

export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(location.href);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === location.href) return;
  history[replace ? 'replaceState' : 'pushState'](history.state, '', url.href);
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
