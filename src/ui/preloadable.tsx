/**
 * `React.lazy` with a `preload()`: once preloaded, the component renders at once. React.lazy
 * suspends on its first render even when its module has already arrived, and React then holds the
 * reveal back for up to 300 ms after the last fallback it showed — for a prefetched page that is
 * pure delay (issue 17, the app's first page).
 */
import { use, type ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload(): Promise<void> };

export function preloadable<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      component = pick(module);
    }));
  function Lazy(props: P) {
    if (!component) use(preload());
    const Component = component!;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
