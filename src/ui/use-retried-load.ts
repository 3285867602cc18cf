/**
 * The one loader of what a failure view needs (the failure views' chunk, the failure texts): it
 * asks while `loaded` is false and re-renders once the load is in. A load that failed (the network
 * is down: the very outage the view is about to show) is asked again when the network is back,
 * never thrown: the element's error boundary itself shows a failure view.
 */
import { useEffect, useState } from 'react';

export function useRetriedLoad(loaded: boolean, load: () => Promise<unknown>, key: unknown): void {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const attempt = () =>
      load().then(
        () => live && arrived((n) => n + 1),
        () => live && window.addEventListener('online', attempt, { once: true }),
      );
    void attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
    // `load` is a new closure each render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, key]);
}
