/**
 * One row of the history list. Memoized: the virtual list re-renders on every scroll frame, and a
 * row whose round, place and formatters did not change is skipped — its amounts and time are
 * formatted when it comes into view (or its page arrives), not per frame (issue 30). Its box is
 * fixed (height per layout, placed by transform), so a row asks nothing of layout either.
 */
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { HistoryRecord } from '../../api/contract';
import type { PlayerFormat } from '../../ui/use-player-format';

function PrizeType({ type }: { type: number }) {
  const { t } = useLingui();
  const known = type === 1 || type === 2 || type === 3;
  // Only this row's name is looked up (a row is built ~20 times a frame in a fast flick).
  const name =
    type === 1
      ? t({ id: 'history.type.normal', message: 'Normal' })
      : type === 2
        ? t({ id: 'history.type.free', message: 'Free game' })
        : type === 3
          ? t({ id: 'history.type.bonus', message: 'Bonus' })
          : t({ id: 'history.type.other', message: `Type ${{ type: type }}` });
  // The client's prize-type image (§3): a small badge per type, named for screen readers.
  return (
    <svg
      className={`prize-type prize-type--${known ? type : 'other'}`}
      viewBox="0 0 20 20"
      role="img"
      aria-label={name}
      width="20"
      height="20"
    >
      <title>{name}</title>
      {type === 2 ? (
        <path d="M10 1l2.6 6 6.4.6-4.9 4.3 1.5 6.3L10 15l-5.6 3.2 1.5-6.3L1 7.6l6.4-.6z" fill="currentColor" />
      ) : type === 3 ? (
        <rect x="3" y="6" width="14" height="11" rx="2" fill="currentColor" />
      ) : (
        <circle cx="10" cy="10" r="7" fill="currentColor" />
      )}
    </svg>
  );
}

export interface HistoryRowProps {
  index: number;
  /** Offset from the top of the list, in px (index × the layout's row height). */
  start: number;
  height: number;
  total: number;
  /** The round, or undefined while its page loads. */
  row: HistoryRecord | undefined;
  preMoney: boolean;
  postMoney: boolean;
  /** Stable across renders (the rows are memoized on it). */
  f: PlayerFormat;
  /** Stable across renders too. */
  onOpen(record: HistoryRecord): void;
}

export const HistoryRow = memo(function HistoryRow({
  index,
  start,
  height,
  total,
  row,
  preMoney,
  postMoney,
  f,
  onOpen,
}: HistoryRowProps) {
  const { t } = useLingui();
  const time = row ? f.dateTime(row.Date) : '';
  return (
    <li
      className="history__row"
      style={{ transform: `translateY(${start}px)`, height: `${height}px` }}
      aria-setsize={total}
      aria-posinset={index + 1}
      data-index={index}
    >
      {row ? (
        <button type="button" className="history__open" onClick={() => onOpen(row)} data-round={row.RoundIndex}>
          <PrizeType type={row.Type} />
          <span className="history__cell history__cell--round">
            <span className="history__round">{row.RoundIndex}</span>
            <span className="history__date" title={time}>
              {time}
            </span>
          </span>
          <span className="history__cell history__cell--bet">
            <span className="history__amount">{f.money(row.Bet)}</span>
            {preMoney ? (
              <span className="history__money" data-part="pre-money">
                {t({ id: 'history.preMoney', message: 'Before' })} {f.money(row.PreMoney)}
              </span>
            ) : null}
          </span>
          <span
            className={row.Win > 0 ? 'history__cell history__cell--win is-win' : 'history__cell history__cell--win'}
          >
            <span className="history__amount">{f.money(row.Win)}</span>
            {postMoney ? (
              <span className="history__money" data-part="post-money">
                {t({ id: 'history.postMoney', message: 'After' })} {f.money(row.PostMoney)}
              </span>
            ) : null}
          </span>
        </button>
      ) : (
        <span className="history__placeholder" aria-busy="true" />
      )}
    </li>
  );
});
