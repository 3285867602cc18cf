/**
 * The §8 error widget, loaded the first time an error is shown: most pages never show one, so
 * elements whose happy path does not need it (every lobby widget) do not download it up front.
 */
import { lazy, Suspense } from 'react';
import type { ErrorNoticeProps } from './error-notice';

const ErrorNotice = lazy(() => import('./error-notice').then((m) => ({ default: m.ErrorNotice })));

export function LazyErrorNotice(props: ErrorNoticeProps) {
  return (
    <Suspense fallback={<div aria-busy="true" className="error-notice error-notice--loading" />}>
      <ErrorNotice {...props} />
    </Suspense>
  );
}
