/** Crash and limbo: the multiplier at each step, and the step where the player cashed out. */
import { useLingui } from '@lingui/react/macro';
import { usePlayerFormat } from '../../../ui/use-player-format';
import { RoundTable } from './table';
import { Incomplete, NoDetails } from './notes';
import { parseSteps } from './steps';

export function StepsView({ steps }: { steps: unknown }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  const { value, incomplete } = parseSteps(steps);
  return (
    <div className="round round--steps">
      {incomplete ? <Incomplete /> : null}
      {value.length === 0 ? (
        <NoDetails />
      ) : (
        <RoundTable
          head={[
            t({ id: 'history.steps.step', message: 'Step' }),
            t({ id: 'history.multiplier', message: 'Multiplier' }),
            t({ id: 'history.record.localTime', message: 'Local time' }),
            t({ id: 'history.steps.cashOut', message: 'Cash out' }),
          ]}
          rows={value.map((s) => [
            s.step,
            s.multiplier !== null ? `×${f.number(s.multiplier)}` : 'N/A',
            f.dateTime(s.time),
            s.cashOut ? '✓' : '',
          ])}
          rowClass={(i) => (value[i]!.cashOut ? 'is-cashout' : undefined)}
        />
      )}
    </div>
  );
}
