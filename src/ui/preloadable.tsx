/**
 * A lazily loaded component with a `preload()`. Once preloaded it renders at once; before that it
 * shows its fallback and renders again when its module arrives.
 *
 * Why not React.lazy (or `use(promise)`): both suspend, and React holds a Suspense boundary's
 * reveal back for up to 300 ms after the last fallback it showed. On the app's first page the page
 * module often arrives a few milliseconds after the session is ready, and that throttle alone kept
 * the events hub (and its banner request) waiting 300 ms with the CPU idle (issue 17). Waiting with
 * state, as FeatureScope does for catalogs, reveals the page the moment its code is in.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload(): Promise<void> };

export function preloadable<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = null,
): Preloadable<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        component = pick(module);
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked again by the next render (the boundary's retry).
        pending = null;
        throw error;
      },
    ));
  function Lazy(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, arrived] = useState(0);
    const shown = component !== null;
    useEffect(() => {
      // The module may have arrived after this render showed the fallback and before this effect
      // ran (a preload started earlier resolves in between): render again, or it stays on the
      // fallback for good.
      if (component) {
        if (!shown) arrived((n) => n + 1);
        return;
      }
      let live = true;
      preload().then(
        () => live && arrived((n) => n + 1),
        (error: unknown) => {
          if (!live) return;
          // Offline: wait for the network instead of failing (the page shows its fallback
          // meanwhile); a module that fails while online goes to the error boundary.
          if (typeof navigator !== 'undefined' && navigator.onLine === false) {
            const retry = () =>
              preload().then(
                () => live && arrived((n) => n + 1),
                (again: unknown) => live && setFailure({ error: again }),
              );
            window.addEventListener('online', retry, { once: true });
            return;
          }
          setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [shown]);
    // A module that cannot load goes to the element's error boundary, as a lazy component's would.
    if (failure) throw failure.error;
    if (!component) return fallback;
    const Component = component;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
