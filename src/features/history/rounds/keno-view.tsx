/** Keno: the board with drawn numbers, the player's picks and the hits. */
import { useLingui } from '@lingui/react/macro';
import { parseKeno } from './keno';
import { Incomplete } from './notes';

export function KenoView({ payload }: { payload: unknown }) {
  const { t } = useLingui();
  const { value, incomplete } = parseKeno(payload);
  return (
    <div className="round round--keno">
      {incomplete ? <Incomplete /> : null}
      <p className="round__facts-line">
        {t({
          id: 'history.keno.matched',
          message: `Matched ${{ hits: value.hits.length }} of ${{ picks: value.picked.size }}`,
        })}
      </p>
      <ol className="keno" aria-label={t({ id: 'history.keno.board', message: 'Board' })}>
        {Array.from({ length: value.size }, (_, i) => i + 1).map((n) => {
          const drawn = value.drawn.has(n);
          const picked = value.picked.has(n);
          const state = drawn && picked ? 'hit' : drawn ? 'drawn' : picked ? 'picked' : 'none';
          return (
            <li key={n} className={`keno__cell keno__cell--${state}`} data-state={state}>
              {n}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
