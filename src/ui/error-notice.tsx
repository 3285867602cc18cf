/**
 * The §8 error widget every screen shows (`ErrorNotice`), and the other failure views (toasts, the
 * session-failure view), each loaded when it is first needed: the views, their styles and the
 * code → message map are one chunk of their own (ui/failure-views) with their texts (the `errors`
 * catalog), so a page where nothing failed downloads none of it (issues 30, 45). The first failure
 * asks for both; until they are in, the widget shows nothing (the session-failure view a busy
 * box), and a load the network refused is asked again when it is back (ui/use-retried-load).
 */
import type { ApiError } from '../api/contract';
import { useElement } from './element-context';
import { useRetriedLoad } from './use-retried-load';

type FailureViews = typeof import('./failure-views');

export interface ErrorNoticeProps {
  code?: number | null;
  /** The server's Message: shown only for a code the client has no words for, and only when readable. */
  message?: string | null;
  trace?: string | null;
  compact?: boolean;
}

let views: FailureViews | null = null;
let loading: Promise<FailureViews> | null = null;

/** Starts (once) the load of the failure views' chunk; a failed load is started again on the next call. */
export function loadFailureViews(): Promise<FailureViews> {
  loading ??= import('./failure-views').then(
    (module) => (views = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** How long after the page went idle the failure views are fetched ahead of a failure. */
export const FAILURE_VIEWS_AFTER_MS = 10_000;

/**
 * The failure views, fetched well after the page is done (the runtime calls this once it is idle;
 * this waits FAILURE_VIEWS_AFTER_MS more): nothing on the way to the first text or the first
 * seconds of a page asks for failure code (issue 45), yet a player whose network drops later —
 * a phone in a lift, a game client's web view — still gets §8's connection text, which needs these
 * views and cannot fetch them once the network is gone (issue 27). A failure before then loads
 * them at once (`useFailureViews`).
 */
export function preloadFailureViews(): Promise<FailureViews> {
  return new Promise((done) => setTimeout(done, FAILURE_VIEWS_AFTER_MS)).then(loadFailureViews);
}

/**
 * The failure views once they and their texts in the element's language are loaded (null until
 * then); re-renders when they arrive.
 */
export function useFailureViews(): FailureViews | null {
  const { locale } = useElement();
  const ready = views?.errorTextsLoaded(locale) ? views : null;
  useRetriedLoad(ready !== null, () => loadFailureViews().then((module) => module.loadErrorTexts(locale)), locale);
  return ready;
}

/** The §8 error widget: a warning icon, the failure's text and `code:trace` (ui/error-notice-view). */
export function ErrorNotice(props: ErrorNoticeProps) {
  const loaded = useFailureViews();
  return loaded ? <loaded.ErrorNoticeView {...props} /> : null;
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
