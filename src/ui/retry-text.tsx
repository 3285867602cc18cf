/**
 * The words of every retry button and link (a failed load, a failed session, the error page): one
 * message, so "Try again" is translated once per locale and reads the same on every screen.
 */
import { useLingui } from '@lingui/react/macro';

export function RetryText() {
  const { t } = useLingui();
  return <>{t({ id: 'common.retry', message: 'Try again' })}</>;
}
