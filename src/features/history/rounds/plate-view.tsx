/** Slots and scratch cards: one plate grid per spin, base game first, then free-game steps. */
import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LogSummary } from '../../../api/contract';
import type { Settled } from '../history.api';
import { usePlayerFormat } from '../../../ui/use-player-format';
import { Incomplete, NoDetails } from './notes';
import { parsePlates, type PlateGrid } from './plate';
import { parseSummary } from './summary';
import { useTerms } from './names';

export function PlateGridView({ grid, title }: { grid: PlateGrid; title: string }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  const terms = useTerms();
  return (
    <figure className="plate">
      <figcaption>
        {title}
        {grid.win !== null ? (
          <span className="plate__win">
            {' '}
            · {t({ id: 'history.win', message: 'Win' })} {f.money(grid.win)}
          </span>
        ) : null}
      </figcaption>
      <table className="plate__grid" style={{ '--plate-columns': grid.columns } as CSSProperties}>
        <tbody>
          {grid.cells.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td
                  key={c}
                  className={
                    cell.known ? `plate__cell plate__cell--${cell.symbol}` : 'plate__cell plate__cell--unknown'
                  }
                  data-symbol={cell.symbol}
                >
                  <span className="plate__symbol">{cell.known ? terms.name(cell.label) : cell.label}</span>
                  {cell.length !== null ? (
                    <span className="plate__length" title={t({ id: 'history.plate.length', message: 'Length' })}>
                      ×{cell.length}
                    </span>
                  ) : null}
                  {cell.number !== null ? <span className="plate__number">{cell.number}</span> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function SummaryView({ summary }: { summary: Settled<LogSummary> }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  if (!summary.ok) return null;
  const { value } = parseSummary(summary.data);
  if (!value) return null;
  return (
    <dl className="round__facts" data-part="summary">
      <div>
        <dt>{t({ id: 'history.summary.spins', message: 'Spins' })}</dt>
        <dd>{value.spins ?? 'N/A'}</dd>
      </div>
      <div>
        <dt>{t({ id: 'history.summary.freeSpins', message: 'Free spins' })}</dt>
        <dd>{value.freeSpins ?? 'N/A'}</dd>
      </div>
      <div>
        <dt>{t({ id: 'history.summary.totalBet', message: 'Total bet' })}</dt>
        <dd>{f.money(value.totalBet)}</dd>
      </div>
      <div>
        <dt>{t({ id: 'history.summary.totalWin', message: 'Total win' })}</dt>
        <dd>{f.money(value.totalWin)}</dd>
      </div>
    </dl>
  );
}

export function PlateView({ plates, summary }: { plates: unknown; summary: Settled<LogSummary> | null }) {
  const { t } = useLingui();
  const parsed = parsePlates(plates);
  return (
    <div className="round round--plate">
      {summary ? <SummaryView summary={summary} /> : null}
      {parsed.incomplete ? <Incomplete /> : null}
      {parsed.value.length === 0 ? <NoDetails /> : null}
      {parsed.value.map((grid, i) => (
        <PlateGridView
          key={i}
          grid={grid}
          title={
            i === 0
              ? t({ id: 'history.plate.base', message: 'Base game' })
              : t({ id: 'history.plate.free', message: `Free game ${{ n: i }}` })
          }
        />
      ))}
    </div>
  );
}
