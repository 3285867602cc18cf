/**
 * One tournament: its name, state, period, countdown, update note and prize content, a picker of
 * its past periods, and its board — the top 100 (medals for 1–3, the player's row highlighted) and
 * the player's own row pinned under it ("not ranked yet" when absent; none for anonymous visitors).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type {
  EventState,
  RankEntry,
  RankingBoard,
  RankingSetting,
  RankingType,
  RankingWindow,
} from '../../api/contract';
import { useResource } from '../../state/resource';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { boardFamily, boardKeyOf } from './rankings.api';
import { useNow } from '../../ui/use-now';
import { usePlayerFormat } from '../../ui/use-player-format';
import { useBoardFormat, useBoardRefresh, useViewer } from './rankings-hooks';
import {
  BOARD_LIMIT,
  countdownShowsDate,
  countdownTarget,
  entryName,
  medalOf,
  periodLabel,
  stateAt,
} from './rankings-rules';
import { RetryText } from '../../ui/retry-text';
import { useGroupedFailure } from '../../ui/error-group';

export function useTexts() {
  const { t } = useLingui();
  return {
    state: (s: EventState) =>
      s === 'running'
        ? t({ id: 'rankings.state.running', message: 'Running' })
        : s === 'comingSoon'
          ? t({ id: 'rankings.state.comingSoon', message: 'Coming soon' })
          : t({ id: 'rankings.state.concluded', message: 'Concluded' }),
    type: (type: RankingType) =>
      type === 'totalWin'
        ? t({ id: 'rankings.type.totalWin', message: 'Total win' })
        : type === 'totalBet'
          ? t({ id: 'rankings.type.totalBet', message: 'Total bet' })
          : t({ id: 'rankings.type.highestMultiplier', message: 'Highest multiplier' }),
    window: (w: RankingWindow) =>
      w === 'casino'
        ? t({ id: 'rankings.window.casino', message: 'Casino tournaments' })
        : t({ id: 'rankings.window.crash', message: 'Crash tournaments' }),
    windowShort: (w: RankingWindow) =>
      w === 'casino'
        ? t({ id: 'rankings.windowShort.casino', message: 'Casino' })
        : t({ id: 'rankings.windowShort.crash', message: 'Crash' }),
    score: (type: RankingType) =>
      type === 'totalWin'
        ? t({ id: 'rankings.score.totalWin', message: 'Win' })
        : type === 'totalBet'
          ? t({ id: 'rankings.score.totalBet', message: 'Bet' })
          : t({ id: 'rankings.score.highestMultiplier', message: 'Multiplier' }),
  };
}

/** "Ranking of {name}": a board's accessible name. */
export function useBoardOf() {
  const { t } = useLingui();
  return (name: string) => t({ id: 'rankings.boardOf', message: `Ranking of ${name}` });
}

export function StateBadge({ state }: { state: EventState }) {
  const texts = useTexts();
  return <span className={`rk-state rk-state--${state}`}>{texts.state(state)}</span>;
}

/** Ticks every second; says "ends in" / "starts in", and tells the parent when it reaches zero. */
export function Countdown({ start, end, onElapsed }: { start: string; end: string; onElapsed?(): void }) {
  const { t } = useLingui();
  const now = useNow(1000);
  const format = usePlayerFormat();
  const target = countdownTarget({ StartDateTime: start, EndDateTime: end }, now);
  const elapsed = target !== null && target.at <= now;
  useEffect(() => {
    if (elapsed) onElapsed?.();
  }, [elapsed, onElapsed]);
  if (!target) return null;
  if (countdownShowsDate(target.at, now)) {
    const date = format.dateTime(target.kind === 'ends' ? end : start);
    return (
      <p className="rk-countdown" part="countdown">
        {target.kind === 'ends'
          ? t({ id: 'rankings.endsOn', message: `Ends on ${date}` })
          : t({ id: 'rankings.startsOn', message: `Starts on ${date}` })}
      </p>
    );
  }
  const time = format.countdown(target.at, now);
  return (
    <p className="rk-countdown" part="countdown" role="timer" aria-live="off">
      {target.kind === 'ends'
        ? t({ id: 'rankings.endsIn', message: `Ends in ${time}` })
        : t({ id: 'rankings.startsIn', message: `Starts in ${time}` })}
    </p>
  );
}

export function Prizes({ lines }: { lines: string[] }) {
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <section className="rk-prize" part="prize" aria-label={t({ id: 'rankings.prizes', message: 'Prizes' })}>
      <h4>{t({ id: 'rankings.prizes', message: 'Prizes' })}</h4>
      <ul>
        {/* Server text, always as text. */}
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

interface BoardRowsProps {
  entries: RankEntry[];
  mine: RankEntry | null;
  /** Signed in: the pinned row shows (their entry, or "not ranked yet"). */
  signedIn: boolean;
  type: RankingType;
  currencyNo: number;
  /** Rows shown (the hub shows the first few); at most the top 100. */
  limit?: number;
  state: EventState;
  caption: string;
}

/** The board's rows: top N (≤ 100 in the DOM), medals, the player's row highlighted and pinned. */
export function BoardRows({
  entries,
  mine,
  signedIn,
  type,
  currencyNo,
  limit = BOARD_LIMIT,
  state,
  caption,
}: BoardRowsProps) {
  const { t } = useLingui();
  const texts = useTexts();
  const format = useBoardFormat(currencyNo, type);
  const shown = entries.slice(0, Math.min(limit, BOARD_LIMIT));
  const rankText = (rank: number) => t({ id: 'rankings.rank', message: `Rank ${rank}` });
  const isMine = (e: RankEntry) => mine !== null && e.Rank === mine.Rank;
  const row = (e: RankEntry, extra: string, part: string) => {
    const medal = medalOf(e.Rank);
    return (
      <li
        key={`${e.Rank}-${extra}`}
        className={`rk-row${medal ? ` rk-row--${medal}` : ''}${extra}`}
        part={part}
        aria-current={isMine(e) ? 'true' : undefined}
      >
        <span className="rk-rank">
          {medal ? (
            <span className={`rk-medal rk-medal--${medal}`} aria-hidden="true">
              {e.Rank}
            </span>
          ) : (
            e.Rank
          )}
          {medal ? <span className="visually-hidden">{rankText(e.Rank)}</span> : null}
        </span>
        <span className="rk-name">{entryName(e)}</span>
        <span className="rk-score">{format.score(e.Score)}</span>
      </li>
    );
  };
  return (
    <div className="rk-board">
      <div className="rk-head" aria-hidden="true">
        <span>#</span>
        <span>{t({ id: 'rankings.player', message: 'Player' })}</span>
        <span>{texts.score(type)}</span>
      </div>
      {shown.length === 0 ? (
        <p className="rk-empty">
          {state === 'comingSoon'
            ? t({ id: 'rankings.notStarted', message: 'The ranking starts when the tournament begins.' })
            : t({ id: 'rankings.noEntries', message: 'No one is ranked yet.' })}
        </p>
      ) : (
        // Focusable: a long board scrolls, and keyboard users must be able to scroll it (axe scrollable-region-focusable).
        <ol className="rk-rows" part="ranking" aria-label={caption} tabIndex={shown.length > 10 ? 0 : undefined}>
          {shown.map((e) =>
            row(e, isMine(e) ? ' is-mine' : '', isMine(e) ? 'ranking-entry ranking-mine' : 'ranking-entry'),
          )}
        </ol>
      )}
      {signedIn ? (
        <div
          className="rk-mine-pin"
          aria-label={t({ id: 'rankings.yourRanking', message: 'Your ranking' })}
          role="group"
        >
          {mine ? (
            <ol className="rk-rows rk-rows--mine">{row(mine, ' is-mine rk-row--pinned', 'ranking-mine')}</ol>
          ) : (
            <p className="rk-row rk-row--pinned is-mine rk-not-ranked" part="ranking-mine">
              <span className="rk-rank">–</span>
              <span className="rk-name">{t({ id: 'rankings.notRanked', message: 'Not ranked yet' })}</span>
              <span />
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

export interface RankingCardProps {
  /** Every period of the series, newest first; `initial` is shown first. */
  periods: RankingSetting[];
  initial: RankingSetting;
  /** The hub's compact card: the first rows only and a link to the full board. */
  limit?: number;
  footer?: ReactNode;
  /** Heading level of the tournament's name (2 alone, 3 inside a page). */
  level?: 2 | 3;
}

/** One tournament with its board; the picker switches to its past periods (ranking history). */
export function RankingCard({ periods, initial, limit, footer, level = 3 }: RankingCardProps) {
  const { t } = useLingui();
  const texts = useTexts();
  const viewer = useViewer();
  const pickerId = useId();
  const [pickedId, setPickedId] = useState(initial.RankingId);
  const setting = periods.find((p) => p.RankingId === pickedId) ?? initial;
  const [now, setNow] = useState(() => Date.now());
  const state = stateAt(setting.StartDateTime, setting.EndDateTime, now);
  const key = boardKeyOf(setting.RankingId, viewer);
  const board = useResource(boardFamily, key);
  const data: RankingBoard | null = board.status === 'ready' ? board.data : null;
  useBoardRefresh(state === 'running' ? key : null, data?.NextUpdate ?? null);
  const format = useBoardFormat(setting.CurrencyNo, setting.Type);
  const error = board.status === 'error' ? board.error : null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const start = format.date(setting.StartDateTime);
  const end = format.date(setting.EndDateTime);
  const minutes = setting.UpdateIntervalMinutes;
  const lastUpdate = format.date(data?.LastUpdate ?? null);
  const boardOf = useBoardOf();
  // The countdown reached zero: the state changes (running → concluded, coming → running); ask again.
  const onElapsed = () => {
    setNow(Date.now());
    board.reload();
  };
  return (
    <article className={`rk-card rk-card--${state}`} aria-labelledby={`${pickerId}-name`}>
      <header className="rk-card__head">
        <div className="rk-card__title">
          <Heading id={`${pickerId}-name`} className="rk-name-heading" part="event-name">
            {setting.Name}
          </Heading>
          <StateBadge state={state} />
        </div>
        <p className="rk-meta">
          <span>{texts.type(setting.Type)}</span>
          <span>{t({ id: 'rankings.period', message: `${start} – ${end}` })}</span>
        </p>
        <Countdown
          key={setting.RankingId}
          start={setting.StartDateTime}
          end={setting.EndDateTime}
          onElapsed={onElapsed}
        />
        {state === 'concluded' ? (
          <p className="rk-concluded" role="status">
            {t({ id: 'rankings.concludedText', message: 'The event has already concluded.' })}
          </p>
        ) : null}
        <p className="rk-update">
          {state === 'comingSoon' || !data?.LastUpdate
            ? t({ id: 'rankings.interval', message: `Updated every ${minutes} minutes` })
            : state === 'concluded'
              ? t({ id: 'rankings.finalUpdate', message: `Final update ${lastUpdate}` })
              : t({
                  id: 'rankings.intervalLast',
                  message: `Updated every ${minutes} minutes, last update ${lastUpdate}`,
                })}
        </p>
      </header>
      <Prizes lines={setting.PrizeContent} />
      {periods.length > 1 && limit === undefined ? (
        <label className="rk-periods" htmlFor={`${pickerId}-period`}>
          <span>{t({ id: 'rankings.periods', message: 'Period' })}</span>
          <select
            id={`${pickerId}-period`}
            value={setting.RankingId}
            onChange={(e) => setPickedId(Number(e.target.value))}
          >
            {periods.map((p) => (
              <option key={p.RankingId} value={p.RankingId}>
                {periodLabel(
                  format.date(p.StartDateTime),
                  format.date(p.EndDateTime),
                  texts.state(stateAt(p.StartDateTime, p.EndDateTime, now)),
                )}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="rk-card__board" aria-busy={board.status === 'loading'}>
        {board.status === 'loading' ? <Spinner /> : null}
        {error ? <BoardError error={error} retry={board.reload} /> : null}
        {data ? (
          <BoardRows
            entries={data.Entries}
            mine={data.Mine}
            signedIn={viewer.account !== null}
            type={setting.Type}
            currencyNo={setting.CurrencyNo}
            limit={limit}
            state={state}
            caption={boardOf(setting.Name)}
          />
        ) : null}
      </div>
      {footer}
    </article>
  );
}

/** A board that failed to load; one box per page (ui/error-group), whose Retry asks again for all. */
function BoardError({ error, retry }: { error: { Code: number; Message: string; trace?: string }; retry(): void }) {
  const grouped = useGroupedFailure(retry);
  if (!grouped.shown) return null;
  return (
    <div className="rk-error">
      <ErrorNotice code={error.Code} message={error.Message} trace={error.trace} />
      <button type="button" className="rk-button" onClick={grouped.retry}>
        <RetryText />
      </button>
    </div>
  );
}
