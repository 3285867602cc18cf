/**
 * The history list: one game's rounds, newest first, fetched page by page (StartRowIndex /
 * EndRowIndex) as the rows come into view, in a virtual list — the DOM holds only the rows on
 * screen plus a few either side, however many thousand rounds the player has.
 */
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useAtomValue, useStore } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { ApiError, GameInfo, HistoryRecord } from '../../api/contract';
import type { PlayerFormat } from '../../ui/use-player-format';
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
import { fillPool, recycleBase, slotOf, useVisibleRows } from './visible-rows';
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

interface HistoryRowsProps {
  cache: RowCache;
  filter: HistoryFilter | null;
  preMoney: boolean;
  postMoney: boolean;
  f: PlayerFormat;
  /** The list's failure: no page is asked while it shows. */
  failed: boolean;
  onOpen(record: HistoryRecord): void;
  /** A page arrived that gave the list its total (the list around the rows shows then). */
  onTotal(): void;
  onFailure(cache: RowCache, error: ApiError): void;
}

/**
 * The rows in view and the pages they need. A component of its own, memoized: a scroll renders
 * only it, not the filters, the date picker and the game picker's options around it (at CPU ×4 the
 * whole list's render took a third of each scrolled frame's script; issue 45).
 */
const HistoryRows = memo(function HistoryRows({
  cache,
  filter,
  preMoney,
  postMoney,
  f,
  failed,
  onOpen,
  onTotal,
  onFailure,
}: HistoryRowsProps) {
  const { t } = useLingui();
  const store = useStore();
  // The cache is mutated as pages arrive; this re-renders after each.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = useRowHeight(scroller, `${preMoney || postMoney}${cache.total === null}`);
  const count = cache.total ?? 0;
  const { first: from, last: to, capacity } = useVisibleRows(scroller, count, rowHeight, 6);
  // Rows are recycled: each is keyed by its slot (its index, less a base, modulo a pool of at least
  // as many slots as rows rendered), so a row scrolled out gives its elements to a row scrolled in,
  // which updates its texts instead of building its elements again — a fast flick brings ~20 new
  // rows a frame (issue 30). The rendered indices are consecutive, so no two share a slot. The pool
  // only grows (to the most rows the box can show, from its first render: rowCapacity), so a row on
  // screen keeps its element: focus stays on the round it was on. The elements stay in the rounds'
  // order (reading and Tab order), so a row that scrolls in at one end is moved from the other;
  // when no row stays on screen (a fling's frame), the base moves so that the first row takes the
  // first element's slot, and nothing is moved: moving each element took out its boxes and built
  // them again (the history's scroll at CPU ×4: 12 rows moved and a layout a frame; issue 45).
  const [slots, setSlots] = useState(1);
  // rowCapacity is never fewer than the rows rendered (visible-rows.test.ts).
  const needed = Math.min(capacity, count);
  if (needed > slots) setSlots(needed);
  // Every element of the pool is rendered at every position (fillPool); pages are asked for the
  // rows in view and the overscan (from–to) only.
  const [drawFrom, drawTo] = fillPool(from, to, slots, count);
  const items = Array.from({ length: drawTo - drawFrom + 1 }, (_, i) => ({
    index: drawFrom + i,
    start: (drawFrom + i) * rowHeight,
  }));
  const shown = useRef({ from, to, base: 0 });
  const base = recycleBase(shown.current, drawFrom, drawTo, slots);
  useLayoutEffect(() => {
    shown.current = { from: drawFrom, to: drawTo, base };
  });
  // The pages to ask for: those of the rows in view and the overscan (not fillPool's extra row),
  // and the first page while no total is known.
  const last = cache.total === null ? 0 : to;

  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
  }, [cache]);

  const shownFirst = useRef(from);
  useEffect(() => {
    const jump = Math.abs(from - shownFirst.current);
    shownFirst.current = from;
    if (!filter || failed) return;
    const ask = () => {
      for (const page of cache.missing(from, last)) {
        void fetchHistoryPage(store, filter, cache.start(page)).then((outcome) => {
          if (outcome.ok) {
            const untold = cache.total === null;
            cache.done(page, outcome.data?.Total ?? 0, outcome.data?.Records);
            rerender();
            if (untold) onTotal();
          } else {
            cache.failed(page);
            onFailure(cache, outcome.error);
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

  return (
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
            key={slotOf(item.index, base, slots)}
            index={item.index}
            start={item.start}
            height={rowHeight}
            total={cache.total ?? -1}
            row={cache.row(item.index)}
            preMoney={preMoney}
            postMoney={postMoney}
            f={f}
            onOpen={onOpen}
          />
        ))}
      </ol>
    </div>
  );
});

export function HistoryList({ game, games, date, onGameChange, onDateChange, onOpen }: HistoryListProps) {
  const { t } = useLingui();
  const { locale } = useElement();
  const store = useStore();
  const f = usePlayerFormat();
  const identity = useAtomValue(identityAtom);
  const flags = useAtomValue(flagsAtom) ?? DEFAULT_FLAGS;
  const offset = useAtomValue(timezoneOffsetAtom);
  // The rows are memoized: they get one open callback for good, which calls the latest onOpen.
  const onOpenRef = useRef(onOpen);
  useLayoutEffect(() => {
    onOpenRef.current = onOpen;
  });
  const openRow = useCallback((record: HistoryRecord) => onOpenRef.current(record), []);
  // The rows re-render themselves as pages arrive; the list around them once its total is known.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // A failure belongs to the list it happened in: a new filter starts without it.
  const [failure, setFailure] = useState<{ cache: RowCache; error: ApiError } | null>(null);

  const gameNo = game?.No;
  // One object per filter: the rows are memoized on it, and a new one is a new list.
  const filter = useMemo<HistoryFilter | null>(
    () => (gameNo === undefined ? null : { game: gameNo, date, offsetMinutes: offset, locale }),
    [gameNo, date, offset, locale],
  );
  // A new filter is a new list: a fresh cache; answers for the old one are dropped. Its first page
  // when it was asked for ahead of the list and is here (history.api.ts readyFirstPage): the
  // rows in the first render, taken once they are shown.
  const { cache, early } = useMemo(() => {
    const fresh = new RowCache();
    const ready = filter ? readyFirstPage(store, filter) : null;
    if (ready) fresh.done(0, ready.Total, ready.Records);
    return { cache: fresh, early: ready !== null };
  }, [filter, store]);
  useLayoutEffect(() => {
    if (early && filter) takeFirstPage(store, filter);
  }, [cache]); // eslint-disable-line react-hooks/exhaustive-deps -- once per list

  const display = gameDisplayFlags(game?.No ?? -1);
  const balances = display.historyPreMoney || display.historyPostMoney;

  const error = failure?.cache === cache ? failure.error : null;
  useReportFailure(error);

  const onFailure = useCallback((list: RowCache, next: ApiError) => setFailure({ cache: list, error: next }), []);

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
      <HistoryRows
        cache={cache}
        filter={filter}
        preMoney={display.historyPreMoney}
        postMoney={display.historyPostMoney}
        f={f}
        failed={error !== null}
        onOpen={openRow}
        onTotal={rerender}
        onFailure={onFailure}
      />
    </section>
  );
}
