/**
 * The view of the §8 error widget (its chunk is ui/failure-views; screens show it through
 * `ErrorNotice`, ui/error-notice, which loads it when a failure shows): a warning icon, "Feature under maintenance." and `code:trace`. The compact
 * (popover) form shows only when a code exists and lets the player copy `code:trace` for support.
 * The words come from the one code → message map (./error-text): a known code in the client's own
 * words, the server's Message only for codes the client does not know; not found reads as such.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStyles } from './styles';
import { errorHeadline, errorReference, errorText, followErrorTexts, useErrorTexts } from './error-text';
import css from './error-notice.css?inline';

// Once a failure has shown, every language the page loads later (a switch) brings the failure
// texts with it, so the widget does not blink out while they load.
followErrorTexts();

export interface ErrorNoticeProps {
  code?: number | null;
  /** The server's Message: shown only for a code the client has no words for, and only when readable. */
  message?: string | null;
  trace?: string | null;
  compact?: boolean;
}

export function ErrorNoticeView({ code, message, trace, compact = false }: ErrorNoticeProps) {
  const { t, i18n } = useLingui();
  useStyles(css);
  const [copied, setCopied] = useState(false);
  // Its words are the `errors` catalog's: nothing until they are in (they load with this view).
  const texts = useErrorTexts();
  const hasCode = code != null;
  if (!texts || (compact && !hasCode)) return null;
  const reference = errorReference(code, trace);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={compact ? 'error-notice error-notice--compact' : 'error-notice'} role="alert" part="error">
      <svg className="error-notice__icon" viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
        <path fill="currentColor" d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" />
      </svg>
      <div className="error-notice__body">
        <p className="error-notice__title">{errorHeadline(i18n, code)}</p>
        <p className="error-notice__message">{errorText(i18n, code, message)}</p>
        {hasCode ? (
          <p className="error-notice__ref">
            <code>{reference}</code>{' '}
            <button type="button" className="link-button" onClick={copy}>
              {copied ? t({ id: 'error.copied', message: 'Copied' }) : t({ id: 'error.copy', message: 'Copy' })}
            </button>
          </p>
        ) : null}
        {hasCode && !compact ? (
          <p className="error-notice__hint">
            {t({ id: 'error.support', message: 'In case of problems, share this info with the customer support.' })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
