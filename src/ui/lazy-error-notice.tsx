/**
 * The failure views (ui/failure-views: the §8 error widget, toasts, the session-failure view) as
 * every element shows them, from their own chunk (issue 30: a lobby page needs none of it to show
 * its first announcement). The runtime preloads that chunk once the first element has rendered, so
 * an outage later finds it in memory (issue 27); were it still missing, the view appears as soon
 * as both it and its texts (the `errors` catalog, ui/error-text) are in, and a load that failed
 * is asked again when the network is back.
 */
import { useEffect, useState } from 'react';
import type { ErrorNoticeProps } from './error-notice';
import { useElement } from './element-context';
import type { ApiError } from '../api/contract';

type FailureViews = typeof import('./failure-views');

let views: FailureViews | null = null;
let loading: Promise<FailureViews> | null = null;

/** Starts (once) the load of the failure views' chunk; a failed load is started again on the next call. */
export function preloadFailureViews(): Promise<FailureViews> {
  loading ??= import('./failure-views').then(
    (module) => (views = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The failure views once they and their texts (the `errors` catalog) in the element's language are
 * loaded (null until then); re-renders when they arrive.
 */
export function useFailureViews(): FailureViews | null {
  const { locale } = useElement();
  const ready = views?.errorTextsLoaded(locale) ? views : null;
  const [, arrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const attempt = () =>
      preloadFailureViews()
        .then((module) => module.loadErrorTexts(locale))
        .then(
          () => live && arrived((n) => n + 1),
          () => live && window.addEventListener('online', attempt, { once: true }),
        );
    void attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [ready, locale]);
  return ready;
}

export function LazyErrorNotice(props: ErrorNoticeProps) {
  const loaded = useFailureViews();
  return loaded ? <loaded.ErrorNotice {...props} /> : null;
}

export function LazyToasts() {
  const loaded = useFailureViews();
  return loaded ? <loaded.Toasts /> : null;
}

/**
 * Until the view and its texts are in, a busy box: not blank, and not the feature behind it (a
 * history would read "Sign in", the silent guest issue 25 removed).
 */
export function LazySessionFailure(props: { error: ApiError; retry(): void }) {
  const loaded = useFailureViews();
  return loaded ? <loaded.SessionFailure {...props} /> : <div className="session-failure" aria-busy="true" />;
}
