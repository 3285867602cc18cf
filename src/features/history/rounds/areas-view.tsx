/** Roulette, sicbo, dragon tiger and the other table games: the outcome and every bet area. */
import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '../history-format';
import { parseAreas } from './areas';
import { Incomplete, NoDetails } from './notes';

export function AreasView({ payload }: { payload: unknown }) {
  const { t } = useLingui();
  const f = useFormatters();
  const { value, incomplete } = parseAreas(payload);
  return (
    <div className="round round--areas">
      {incomplete ? <Incomplete /> : null}
      {value.outcome ? <p className="round__outcome">{t({ id: 'history.areas.outcome', message: 'Outcome' })}: <strong>{value.outcome}</strong></p> : null}
      {value.areas.length === 0 ? <NoDetails /> : (
        <table className="round__table">
          <thead>
            <tr>
              <th>{t({ id: 'history.areas.area', message: 'Bet area' })}</th>
              <th>{t({ id: 'history.record.target', message: 'Target' })}</th>
              <th>{t({ id: 'history.record.bet', message: 'Bet' })}</th>
              <th>{t({ id: 'history.record.odds', message: 'Odds' })}</th>
              <th>{t({ id: 'history.win', message: 'Win' })}</th>
            </tr>
          </thead>
          <tbody>
            {value.areas.map((a, i) => (
              <tr key={i}><td>{a.area}</td><td>{a.target}</td><td>{f.money(a.bet)}</td><td>{a.odds ?? ''}</td><td>{f.money(a.win)}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
