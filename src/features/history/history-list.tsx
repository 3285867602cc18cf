/**
 * The history list: one game's rounds, newest first, fetched page by page (StartRowIndex /
 * EndRowIndex) as the rows come into view, in a virtual list — the DOM holds only the rows on
 * screen plus a few either side, however many thousand rounds the player has.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { useAtomValue, useStore } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { ApiError, GameInfo, HistoryRecord } from '../../api/contract';
import { DEFAULT_FLAGS } from '../../core/entry-params';
import { maskAccount } from '../../core/identity';
import { useReportFailure } from '../../state/failures';
import { flagsAtom, identityAtom, timezoneOffsetAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { DatePicker } from './date-picker';
import { fetchHistoryPage, readyFirstPage, takeFirstPage, type HistoryFilter } from './history.api';
import { usePlayerFormat } from '../../ui/use-player-format';
import { HistoryRow } from './history-list-row';
import { gameDisplayFlags, RowCache } from './history-rules';
import { useVisibleRows } from './visible-rows';
import { RetryText } from '../../ui/retry-text';

/** Row height in CSS pixels before the stylesheet is measured (3.5em of 16 px). */
export const ROW_HEIGHT = 56;

/**
 * A fling (issue 30): when the first row on screen jumped by this many rows or more since the last
 * render, the pages now in view are asked for only if the list stays there SETTLE_MS (or renders
 * again without a jump). A fast flick to the end of 10,000 rounds passed ~200 pages, each asked
 * for, parsed and rendered on a phone's main thread only to scroll away; reading asks at once.
 */
const FLING_ROWS = 25;
const SETTLE_MS = 120;

/**
 * The rows' fixed height, from the stylesheet: `--_row-ems` (one height per layout: wide, phone,
 * phone with balances) times the list's font size, so a zoom preset or `--ingame-font-size`
 * scales the rows with their text (issue 24). Measured again whenever the list is resized (a
 * container query may have switched the layout).
 */
function useRowHeight(scroller: RefObject<HTMLElement | null>, key: unknown): number {
  const [height, setHeight] = useState(ROW_HEIGHT);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || typeof getComputedStyle !== 'function') return;
    const measure = () => {
      const style = getComputedStyle(el);
      const px = Math.round(parseFloat(style.getPropertyValue('--_row-ems')) * parseFloat(style.fontSize));
      if (px > 0) setHeight(px);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller, key]);
  return height;
}

export interface HistoryListProps {
  game: GameInfo | null;
  games: readonly GameInfo[];
  date: string | null;
  onGameChange(game: GameInfo): void;
  onDateChange(date: string | null): void;
  onOpen(record: HistoryRecord): void;
}

export function HistoryList({ game, games, date, onGameChange, onDateChange, onOpen }: HistoryListProps) {
  const { t } = useLingui();
  const { locale } = useElement();
  const store = useStore();
  const f = usePlayerFormat();
  const identity = useAtomValue(identityAtom);
  const flags = useAtomValue(flagsAtom) ?? DEFAULT_FLAGS;
  const offset = useAtomValue(timezoneOffsetAtom);
  const scroller = useRef<HTMLDivElement>(null);
  // The rows are memoized: they get one open callback for good, which calls the latest onOpen.
  const onOpenRef = useRef(onOpen);
  useLayoutEffect(() => {
    onOpenRef.current = onOpen;
  });
  const openRow = useCallback((record: HistoryRecord) => onOpenRef.current(record), []);
  // The cache is mutated as pages arrive; this re-renders after each.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // A failure belongs to the list it happened in: a new filter starts without it.
  const [failure, setFailure] = useState<{ cache: RowCache; error: ApiError } | null>(null);

  const filter: HistoryFilter | null = game ? { game: game.No, date, offsetMinutes: offset, locale } : null;
  const filterKey = filter ? JSON.stringify(filter) : '';
  // A new filter is a new list: a fresh cache; answers for the old one are dropped. Its first page
  // when it was asked for ahead of the list and is here (history.api.ts readyFirstPage): the
  // rows in the first render, taken once they are shown.
  const { cache, early } = useMemo(() => {
    const fresh = new RowCache();
    const ready = filter ? readyFirstPage(store, filter) : null;
    if (ready) fresh.done(0, ready.Total, ready.Records);
    return { cache: fresh, early: ready !== null };
  }, [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the key is the identity
  useLayoutEffect(() => {
    if (early && filter) takeFirstPage(store, filter);
  }, [cache]); // eslint-disable-line react-hooks/exhaustive-deps -- once per list

  const display = gameDisplayFlags(game?.No ?? -1);
  const balances = display.historyPreMoney || display.historyPostMoney;
  const rowHeight = useRowHeight(scroller, `${balances}${cache.total === null}`);
  const count = cache.total ?? 0;
  const [from, to] = useVisibleRows(scroller, count, rowHeight, 6);
  const items = Array.from({ length: to - from + 1 }, (_, i) => ({ index: from + i, start: (from + i) * rowHeight }));
  // Rows are recycled: each is keyed by its slot (its index modulo a pool of at least as many
  // slots as rows rendered), so a row scrolled out gives its elements to a row scrolled in, which
  // updates its texts instead of building its elements again — a fast flick brings ~20 new rows a
  // frame (issue 30). The rendered indices are consecutive, so no two share a slot. The pool only
  // grows (to the most rows ever rendered), so a row on screen keeps its element: focus stays on
  // the round it was on.
  const [slots, setSlots] = useState(1);
  if (items.length > slots) setSlots(items.length);
  const first = cache.total === null ? 0 : (items[0]?.index ?? 0);
  const last = cache.total === null ? 0 : (items.at(-1)?.index ?? -1);

  const error = failure?.cache === cache ? failure.error : null;
  useReportFailure(error);

  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [cache]);

  const shownFirst = useRef(first);
  useEffect(() => {
    const jump = Math.abs(first - shownFirst.current);
    shownFirst.current = first;
    if (!filter || error) return;
    const ask = () => {
      for (const page of cache.missing(first, last)) {
        void fetchHistoryPage(store, filter, cache.start(page)).then((outcome) => {
          if (outcome.ok) {
            cache.done(page, outcome.data?.Total ?? 0, outcome.data?.Records);
            rerender();
          } else {
            cache.failed(page);
            setFailure({ cache, error: outcome.error });
          }
        });
      }
    };
    // In a fling the pages in view wait: the next render (the next frame of the fling) cancels
    // them. A new list (no total yet) starts at its top, wherever the old one was: not a fling.
    if (jump < FLING_ROWS || cache.total === null) {
      ask();
      return;
    }
    const timer = setTimeout(ask, SETTLE_MS);
    return () => clearTimeout(timer);
  }); // every render: cheap — it only asks for pages not yet loaded or loading

  const retry = () => setFailure(null);
  const account = identity?.account ?? '';
  const today = f.date(Date.now()).replaceAll('/', '-');
  const loading = filter !== null && cache.total === null && !error;

  return (
    <section className={balances ? 'history history--balances' : 'history'} part="list" aria-labelledby="history-title">
      <h2 id="history-title" className="visually-hidden">
        {t({ id: 'history.title', message: 'Game history' })}
      </h2>
      <div className="history__filters" part="filters">
        <label className="history__game">
          <span className="visually-hidden">{t({ id: 'history.game', message: 'Game' })}</span>
          <select
            value={game?.No ?? ''}
            onChange={(e) => {
              const next = games.find((g) => g.No === Number(e.target.value));
              if (next) onGameChange(next);
            }}
          >
            {game ? null : <option value="">{t({ id: 'history.pickGame', message: 'Choose a game' })}</option>}
            {games.map((g) => (
              <option key={g.No} value={g.No}>
                {g.Name}
              </option>
            ))}
          </select>
        </label>
        <DatePicker value={date} max={today} onChange={onDateChange} />
        {account ? (
          <span className="history__account" data-part="account">
            {flags.hideRecordHistoryAccount ? maskAccount(account) : account}
          </span>
        ) : null}
      </div>
      {error ? (
        <div className="history__error">
          <ErrorNotice code={error.Code} message={error.Message} trace={error.trace} />
          <button type="button" className="button" onClick={retry}>
            <RetryText />
          </button>
        </div>
      ) : null}
      {!game ? <p className="history__empty">{t({ id: 'history.pickGame', message: 'Choose a game' })}</p> : null}
      {loading ? <Spinner /> : null}
      {cache.total === 0 ? (
        <p className="history__empty" role="status">
          {t({ id: 'history.empty', message: 'No Result.' })}
        </p>
      ) : null}
      <div className="history__head" aria-hidden="true" hidden={!cache.total}>
        <span>{t({ id: 'history.col.round', message: 'Round' })}</span>
        <span>{t({ id: 'history.record.bet', message: 'Bet' })}</span>
        <span>{t({ id: 'history.win', message: 'Win' })}</span>
      </div>
      <div
        ref={scroller}
        className="history__scroller"
        part="scroller"
        hidden={!cache.total}
        data-total={cache.total ?? ''}
      >
        <ol
          className="history__rows"
          style={{ height: `${count * rowHeight}px` }}
          aria-label={t({ id: 'history.rows', message: 'Rounds' })}
        >
          {items.map((item) => (
            <HistoryRow
              key={item.index % slots}
              index={item.index}
              start={item.start}
              height={rowHeight}
              total={cache.total ?? -1}
              row={cache.row(item.index)}
              preMoney={display.historyPreMoney}
              postMoney={display.historyPostMoney}
              f={f}
              onOpen={openRow}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
