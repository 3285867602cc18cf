/**
 * What every element shows when the session could not be opened because the platform did not
 * answer (§8: the token exchange timed out, or the network was down): the spec's timeout text
 * with a Retry — never a silent guest (#25). Retry asks for the same session again. A refused API
 * base (5004, #46) shows here too: the notice names a known code in its own words.
 */
import { useLingui } from '@lingui/react/macro';
import type { ApiError } from '../api/contract';
import { ErrorNoticeView } from './error-notice-view';
import { useErrorTexts } from './error-text';
import { RetryText } from './retry-text';

export function SessionFailure({ error, retry }: { error: ApiError; retry(): void }) {
  const { t } = useLingui();
  if (!useErrorTexts()) return null;
  return (
    <div className="session-failure" data-session-failure="">
      <ErrorNoticeView
        code={error.Code}
        message={t({
          id: 'session.timeout',
          message: 'Connection is timeout, please close this page and try again later.',
        })}
        trace={error.trace}
      />
      <button type="button" className="link-button" onClick={retry}>
        <RetryText />
      </button>
    </div>
  );
}
