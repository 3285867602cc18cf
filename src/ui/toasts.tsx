/**
 * §8 toasts, rendered inside the live region of the page's toast host (ui/toast-host), in the
 * shadow root of the element that hosts them. Loaded lazily (most pages never show one); like
 * every component it brings its own stylesheet. A toast goes away after 4 s, but not while the
 * pointer is over the toasts or focus is in them (WCAG 2.2.1): the time starts again on leaving.
 */
import { useEffect, useState, type FocusEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { dismissToastAtom, toastsAtom } from '../state/toasts';
import { useStyles } from './styles';
import { errorReference, errorText, useErrorTexts } from './error-text';
import css from './toasts.css?inline';

export const TOAST_MS = 4000;

export default function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  useStyles(css);
  const dismiss = useSetAtom(dismissToastAtom);
  const { t, i18n } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The words are the `errors` catalog's: a toast shows (and its time starts) once they are in.
  const texts = useErrorTexts();
  // A toast removed under the pointer or with focus in it sends no leave or blur: with none left,
  // nothing holds the next one.
  if (toasts.length === 0 && (hovered || focused)) {
    setHovered(false);
    setFocused(false);
  }
  const held = hovered || focused;
  useEffect(() => {
    if (toasts.length === 0 || held || !texts) return;
    const timer = setTimeout(() => dismiss(toasts[0]!.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts, dismiss, held, texts]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div
      className="toasts"
      part="toasts"
      hidden={toasts.length === 0 || !texts}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {(texts ? toasts : []).map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span>{toast.kind === 'error' ? errorText(i18n, toast.code, toast.message) : toast.message}</span>
          {toast.code != null ? <code className="toast__code">{errorReference(toast.code, toast.trace)}</code> : null}
          <button
            type="button"
            className="toast__close"
            onClick={() => {
              // The button goes with its toast: focus does not stay in the toasts.
              setFocused(false);
              dismiss(toast.id);
            }}
            aria-label={t({ id: 'common.dismiss', message: 'Dismiss' })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
