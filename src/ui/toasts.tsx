/** §8 toasts, rendered inside the shadow root of the element that hosts them. */
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { dismissToastAtom, toastsAtom } from '../state/toasts';

const TOAST_MS = 4000;

export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const { t } = useLingui();
  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = setTimeout(() => dismiss(toasts[0]!.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts, dismiss]);
  if (toasts.length === 0) return null;
  return (
    <div className="toasts" role="status" aria-live="polite" part="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span>{toast.message || t({ id: 'error.request', message: 'The request failed.' })}</span>
          {toast.code != null ? <code className="toast__code">{`${toast.code}:${toast.trace ?? ''}`}</code> : null}
          <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t({ id: 'common.dismiss', message: 'Dismiss' })}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
