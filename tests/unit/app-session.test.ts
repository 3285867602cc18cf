// @vitest-environment happy-dom
/**
 * <ingame-app>'s start (src/app/app-session.ts) when the ESM entry starts it before the shell's
 * code has run (elements/app-start.ts, issue 45): the game token leaves the address bar at once,
 * and the first page is prefetched as soon as the shell gives its prefetch — or at once when the
 * shell was first.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';

beforeEach(() => {
  // Each test with the module's state fresh (what a page load gives).
  vi.resetModules();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    'https://casino.test/app.html?token=game-token&lang=th#/',
  );
});

async function identified() {
  const { appSession, setPrefetchPage } = await import('../../src/app/app-session');
  const { configAtom } = await import('../../src/state/session');
  const { DEFAULT_CONFIG } = await import('../../src/core/config');
  const store = createStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
  return { options: appSession(), setPrefetchPage, store };
}

it('takes the game token out of the address bar, keeping the rest', async () => {
  const { options } = await identified();
  expect(options.entry?.gameToken).toBe('game-token');
  expect(location.href).toBe('https://casino.test/app.html?lang=th#/');
});

it('prefetches a page identified before the shell ran the moment the shell gives its prefetch, once', async () => {
  const { options, setPrefetchPage, store } = await identified();
  options.onIdentified!(store);
  const prefetch = vi.fn();
  setPrefetchPage(prefetch);
  expect(prefetch).toHaveBeenCalledExactlyOnceWith('/ingame/action', store);
  const later = vi.fn();
  setPrefetchPage(later);
  expect(later).not.toHaveBeenCalled();
});

it('prefetches at once when the shell ran first', async () => {
  const { options, setPrefetchPage, store } = await identified();
  const prefetch = vi.fn();
  setPrefetchPage(prefetch);
  expect(prefetch).not.toHaveBeenCalled();
  options.onIdentified!(store);
  expect(prefetch).toHaveBeenCalledExactlyOnceWith('/ingame/action', store);
});

it("names the first page as the app opens it: the address's route without its style, else the operator's first page", async () => {
  const { firstPageOf } = await import('../../src/app/app-session');
  const { configAtom } = await import('../../src/state/session');
  const { DEFAULT_CONFIG } = await import('../../src/core/config');
  const store = createStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
  expect(firstPageOf(store)).toBe('/ingame/action');
  location.hash = '#/style-2/ingame/member';
  expect(firstPageOf(store)).toBe('/ingame/member');
  // §6: an operator whose app opens on game history.
  location.hash = '#/';
  store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 110 });
  expect(firstPageOf(store)).toMatch(/gamehistory/);
});
