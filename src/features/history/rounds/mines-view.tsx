/** Mines (bomb detail): the board with mines, safe picks and the mine that ended the round. */
import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { parseMines, type MineCell } from './mines';
import { Incomplete, NoDetails } from './notes';
import { usePlayerFormat } from '../../../ui/use-player-format';

export function MinesView({ detail }: { detail: unknown }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  const { value, incomplete } = parseMines(detail);
  const cellLabel: Record<MineCell, string> = {
    hidden: t({ id: 'history.mines.hidden', message: 'Not opened' }),
    mine: t({ id: 'history.mines.mine', message: 'Mine' }),
    'safe-picked': t({ id: 'history.mines.safe', message: 'Opened, safe' }),
    'mine-picked': t({ id: 'history.mines.hit', message: 'Opened, mine' }),
  };
  return (
    <div className="round round--mines">
      {incomplete ? <Incomplete /> : null}
      {!value ? (
        <NoDetails />
      ) : (
        <>
          <p className="round__facts-line">
            {t({
              id: 'history.mines.facts',
              message: `Mines: ${{ mines: value.mineCount }} · Opened: ${{ picks: value.picks }} · ×${{ multiplier: f.number(value.multiplier ?? 0) }}`,
            })}
            {value.busted ? (
              <span className="result result--bust">{t({ id: 'history.result.bust', message: 'Bust' })}</span>
            ) : null}
          </p>
          <ol className="mines" style={{ '--mines-side': value.side } as CSSProperties}>
            {value.cells.map((cell, i) => (
              <li key={i} className={`mines__cell mines__cell--${cell}`} title={cellLabel[cell]}>
                <span className="visually-hidden">{cellLabel[cell]}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
