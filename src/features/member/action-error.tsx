/** A failed VIP action's inline message (the failure reached the host as `ingame-error` too). */
import { useLingui } from '@lingui/react/macro';
import type { ApiError } from '../../api/contract';
import { errorText, useErrorTexts } from '../../ui/error-text';

export function ActionError({ error }: { error: ApiError | null }) {
  const { i18n } = useLingui();
  const texts = useErrorTexts();
  if (!error || !texts) return null;
  return (
    <p className="member-error" role="alert">
      {errorText(i18n, error.Code, error.Message)}
    </p>
  );
}
