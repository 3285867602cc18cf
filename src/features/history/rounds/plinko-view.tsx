/** Plinko: rows and risk, the ball's path pin by pin, and the slot and multiplier it landed on. */
import { useLingui } from '@lingui/react/macro';
import { Incomplete, NoDetails } from './notes';
import { parsePlinko } from './plinko';
import { useTerms } from './names';

export function PlinkoView({ payload }: { payload: unknown }) {
  const { t } = useLingui();
  const terms = useTerms();
  const { value, incomplete } = parsePlinko(payload);
  if (!value)
    return (
      <div className="round round--plinko">
        <Incomplete />
        <NoDetails />
      </div>
    );
  return (
    <div className="round round--plinko">
      {incomplete ? <Incomplete /> : null}
      <p className="round__facts-line">
        {t({
          id: 'history.plinko.facts',
          message: `Rows: ${{ rows: value.rows }} · ${{ risk: terms.name(`risk-${value.risk}`) }} · Slot: ${{ slot: value.slot }} · ${{ multiplier: terms.odds(value.multiplier) }}`,
        })}
      </p>
      <ol className="plinko" aria-label={t({ id: 'history.plinko.path', message: 'Path' })}>
        {value.path.map((step, i) => (
          <li key={i} className={step ? 'plinko__step plinko__step--right' : 'plinko__step plinko__step--left'}>
            {step
              ? t({ id: 'history.plinko.right', message: 'Right' })
              : t({ id: 'history.plinko.left', message: 'Left' })}
          </li>
        ))}
      </ol>
    </div>
  );
}
