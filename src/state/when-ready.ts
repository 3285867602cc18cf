/**
 * Run work once the §4 start-up is done. Its own module, not session.ts: only the code that asks
 * ahead of rendering (the app's prefetches) needs it, and session.ts is in every page's runtime.
 */
import { sessionReadyAtom } from './session';
import type { SessionStore } from './store';

/** Run `work` once the session is ready: now if it is, else when it becomes so (once). */
export function whenSessionReady(store: SessionStore, work: () => void): void {
  if (store.get(sessionReadyAtom)) return work();
  const stop = store.sub(sessionReadyAtom, () => {
    if (!store.get(sessionReadyAtom)) return;
    stop();
    work();
  });
}
