/** Crash and limbo: the multiplier at each step, and the step where the player cashed out. */
import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '../history-format';
import { Incomplete, NoDetails } from './notes';
import { parseSteps } from './steps';

export function StepsView({ steps }: { steps: unknown }) {
  const { t } = useLingui();
  const f = useFormatters();
  const { value, incomplete } = parseSteps(steps);
  return (
    <div className="round round--steps">
      {incomplete ? <Incomplete /> : null}
      {value.length === 0 ? <NoDetails /> : (
        <table className="round__table">
          <thead>
            <tr>
              <th>{t({ id: 'history.steps.step', message: 'Step' })}</th>
              <th>{t({ id: 'history.multiplier', message: 'Multiplier' })}</th>
              <th>{t({ id: 'history.record.localTime', message: 'Local time' })}</th>
              <th>{t({ id: 'history.steps.cashOut', message: 'Cash out' })}</th>
            </tr>
          </thead>
          <tbody>
            {value.map((s) => (
              <tr key={s.step} className={s.cashOut ? 'is-cashout' : undefined}>
                <td>{s.step}</td><td>{s.multiplier !== null ? `×${f.number(s.multiplier)}` : 'N/A'}</td><td>{f.time(s.time)}</td>
                <td>{s.cashOut ? '✓' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
