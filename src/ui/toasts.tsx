/**
 * §8 toasts, rendered inside the shadow root of the element that hosts them. Loaded lazily (most
 * pages never show one); like every component it brings its own stylesheet.
 */
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { dismissToastAtom, toastsAtom } from '../state/toasts';
import { useStyles } from './styles';
import css from './toasts.css?inline';

const TOAST_MS = 4000;

export default function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  useStyles(css);
  const dismiss = useSetAtom(dismissToastAtom);
  const { t } = useLingui();
  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = setTimeout(() => dismiss(toasts[0]!.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts, dismiss]);
  return (
    <div className="toasts" role="status" aria-live="polite" part="toasts" hidden={toasts.length === 0}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span>{toast.message || t({ id: 'error.request', message: 'The request failed.' })}</span>
          {toast.code != null ? <code className="toast__code">{`${toast.code}:${toast.trace ?? ''}`}</code> : null}
          <button
            type="button"
            className="toast__close"
            onClick={() => dismiss(toast.id)}
            aria-label={t({ id: 'common.dismiss', message: 'Dismiss' })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
