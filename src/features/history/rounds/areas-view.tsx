/** Roulette, sicbo, dragon tiger and the other table games: the outcome and every bet area. */
import { useLingui } from '@lingui/react/macro';
import { usePlayerFormat } from '../../../ui/use-player-format';
import { parseAreas } from './areas';
import { RoundTable } from './table';
import { Incomplete, NoDetails } from './notes';
import { useTerms } from './names';

export function AreasView({ payload }: { payload: unknown }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  const terms = useTerms();
  const { value, incomplete } = parseAreas(payload);
  return (
    <div className="round round--areas">
      {incomplete ? <Incomplete /> : null}
      {value.outcome ? (
        <p className="round__outcome">
          {t({ id: 'history.areas.outcome', message: 'Outcome' })}: <strong>{terms.text(value.outcome)}</strong>
        </p>
      ) : null}
      {value.areas.length === 0 ? (
        <NoDetails />
      ) : (
        <RoundTable
          head={[
            t({ id: 'history.areas.area', message: 'Bet area' }),
            t({ id: 'history.record.target', message: 'Target' }),
            t({ id: 'history.record.bet', message: 'Bet' }),
            t({ id: 'history.record.odds', message: 'Odds' }),
            t({ id: 'history.win', message: 'Win' }),
          ]}
          rows={value.areas.map((a) => [
            terms.text(a.area),
            terms.text(a.target),
            f.money(a.bet),
            terms.odds(a.odds),
            f.money(a.win),
          ])}
        />
      )}
    </div>
  );
}
