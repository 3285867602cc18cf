/**
 * The providers every element renders in, exported once so that the element runtime, the
 * component tests (tests/unit/render.tsx) and the stories (stories/support/story-root.tsx) render
 * exactly what production renders: the page's jotai store, the element's Lingui instance, the
 * element context (locale, events, style root), and an error boundary that shows the §8 widget
 * instead of breaking the host page.
 */
import { Component, Suspense, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { Provider } from 'jotai/react';
import { LinguiContext } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { isQuietLoad } from '../i18n/i18n';
import { failureReporter, FailureReportContext, SessionFailureReport, type ReportFailure } from '../state/failures';
import { reportError } from '../state/logging';
import type { sessionStore } from '../state/store';
import { ElementContext, type ElementContextValue } from './element-context';
import { ErrorNotice } from './error-notice';

class ElementErrorBoundary extends Component<
  { tag: string; report: ReportFailure; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError({
      message: error.message,
      component: this.props.tag,
      exception: `${error.stack ?? ''}\n${info.componentStack ?? ''}`,
    });
    this.props.report({ Code: null, Message: error.message, trace: '' });
  }
  override render() {
    if (this.state.error) return <ErrorNotice message={this.state.error.message} />;
    return this.props.children;
  }
}

/**
 * Lingui's context for `useLingui`, as its I18nProvider gives it, except that a quiet catalog load
 * (i18n.ts) does not re-render the tree: only a language switch and remote messages do.
 */
function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      i18n.on('change', () => {
        if (!isQuietLoad()) setVersion((v) => v + 1);
      }),
    [i18n],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the signal to hand out a new context
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n, version]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

export interface ElementProvidersProps {
  /** The element's tag, for error reports. */
  tag: string;
  store: typeof sessionStore;
  i18n: I18n;
  context: ElementContextValue;
  children: ReactNode;
  /** Beside the boundary (the runtime's toast host), so a failing feature does not take it down. */
  aside?: ReactNode;
}

export function ElementProviders({ tag, store, i18n, context, children, aside }: ElementProvidersProps) {
  // Every failure this element shows reaches its host once, as `ingame-error` (state/failures.ts).
  const { emit } = context;
  const report = useMemo(() => failureReporter((detail) => emit('ingame-error', detail)), [emit]);
  return (
    <Provider store={store}>
      <TextsProvider i18n={i18n}>
        <ElementContext.Provider value={context}>
          <FailureReportContext.Provider value={report}>
            <div className="ingame-root" part="root" lang={context.locale}>
              <SessionFailureReport />
              <ElementErrorBoundary tag={tag} report={report}>
                <Suspense fallback={null}>{children}</Suspense>
              </ElementErrorBoundary>
              {aside}
            </div>
          </FailureReportContext.Provider>
        </ElementContext.Provider>
      </TextsProvider>
    </Provider>
  );
}
