/**
 * §8's connection text, for a wait that has gone on (ui/spinner.tsx WAIT_MS). Its own module,
 * loaded only when a wait has lasted that long: the failure texts stay off a page where nothing
 * is slow (issue 45).
 */
import { useLingui } from '@lingui/react/macro';
import { CODES } from '../api/contract/common';
import { errorText, useErrorTexts } from './error-text';

export function SlowText() {
  const { i18n } = useLingui();
  // The failure texts are asked for now (in already if a failure has shown).
  if (!useErrorTexts()) return null;
  return (
    <p className="slow-wait" role="status" data-slow-wait="">
      {errorText(i18n, CODES.TIMEOUT)}
    </p>
  );
}
