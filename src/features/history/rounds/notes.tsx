/** The two §8 texts every round view may need. */
import { useLingui } from '@lingui/react/macro';

export function Incomplete() {
  const { t } = useLingui();
  return (
    <p className="round__note" role="note">
      {t({ id: 'history.incomplete', message: 'Incomplete information' })}
    </p>
  );
}

export function NoDetails() {
  const { t } = useLingui();
  return <p className="round__empty">{t({ id: 'history.noDetails', message: 'No details for this round.' })}</p>;
}
