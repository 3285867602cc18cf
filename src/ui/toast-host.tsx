/**
 * The page's one toast host (the runtime renders it beside the first element's content). The live
 * region is in the DOM from the start and stays there: a screen reader announces changes to a live
 * region it already knows, so a region created together with the first toast would keep that toast
 * silent. The toasts themselves come with the failure views (ui/failure-views), loaded with the
 * first toast: a page where nothing failed downloads none of them (issues 30, 45).
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { toastsAtom } from '../state/toasts';
import { LazyToasts } from './error-notice';

export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  // Not atomic: a second toast is announced alone, not together with the ones still shown.
  return (
    <div role="status" aria-live="polite" aria-atomic="false">
      {needed ? <LazyToasts /> : null}
    </div>
  );
}
