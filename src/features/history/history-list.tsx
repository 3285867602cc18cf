/**
 * The history list: one game's rounds, newest first, fetched page by page (StartRowIndex /
 * EndRowIndex) as the rows come into view, in a virtual list — the DOM holds only the rows on
 * screen plus a few either side, however many thousand rounds the player has.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { useAtomValue, useStore } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { ApiError, GameInfo, HistoryRecord } from '../../api/contract';
import type { PlayerFormat } from '../../ui/use-player-format';
import { maskAccount } from '../../core/identity';
import { useReportFailure } from '../../state/failures';
import { flagsAtom, identityAtom, timezoneOffsetAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { DatePicker } from './date-picker';
import { fetchHistoryPage, readyFirstPage, takeFirstPage, type HistoryFilter } from './history.api';
import { usePlayerFormat } from '../../ui/use-player-format';
import { gameDisplayFlags, RowCache } from './history-rules';
import { createRowPool, type RowPool, type RowSettings, type RowTexts } from './row-pool';
import { RetryText } from '../../ui/retry-text';

/** Row height in CSS pixels before the stylesheet is measured (3.5em of 16 px). */
export const ROW_HEIGHT = 56;

/**
 * The rows' fixed height, from the stylesheet: `--_row-ems` (one height per layout: wide, phone,
 * phone with one balance, with two) times the list's font size, so a zoom preset or `--ingame-font-size`
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
 * The rows in view and the pages they need. A component of its own, memoized: a render of the list
 * around it (the filters, the game picker's options) does not draw the rows again. The rows
 * themselves are a RowPool's (row-pool.ts), drawn in the scroll event without React; this
 * component gives the pool what it draws from and asks for the pages it reports in view.
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
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Measured again when the layout's lines change (a game with more or fewer balances).
  const height = useRowHeight(scroller, `${preMoney}${postMoney}${cache.total === null}`);
  // Each text is looked up when a row shows it: `t` is new when the element's catalog changes.
  const texts = useMemo<RowTexts>(
    () => ({
      type: (type) =>
        type === 1
          ? t({ id: 'history.type.normal', message: 'Normal' })
          : type === 2
            ? t({ id: 'history.type.free', message: 'Free game' })
            : type === 3
              ? t({ id: 'history.type.bonus', message: 'Bonus' })
              : t({ id: 'history.type.other', message: `Type ${{ type: type }}` }),
      before: t({ id: 'history.preMoney', message: 'Before' }),
      after: t({ id: 'history.postMoney', message: 'After' }),
    }),
    [t],
  );
  const settings = useMemo<RowSettings>(
    () => ({ cache, height, preMoney, postMoney, f, texts }),
    [cache, height, preMoney, postMoney, f, texts],
  );

  // What the pool's callbacks read: this render's props.
  const latest = useRef({ cache, filter, failed, onOpen, onTotal, onFailure });
  latest.current = { cache, filter, failed, onOpen, onTotal, onFailure };
  const pool = useRef<RowPool | null>(null);
  useLayoutEffect(() => {
    // The pages of the rows in view, asked for whenever the pool reports them: after every draw
    // but a fling's (row-pool.ts). It asks only for pages neither loaded nor loading.
    const onView = (from: number, last: number) => {
      const { cache: rows, filter: asked, failed: failing } = latest.current;
      if (!asked || failing) return;
      for (const page of rows.missing(from, last)) {
        void fetchHistoryPage(store, asked, rows.start(page)).then((outcome) => {
          if (outcome.ok) {
            const untold = rows.total === null;
            rows.done(page, outcome.data?.Total ?? 0, outcome.data?.Records);
            // The first page shows the scroller and the list around it: their renders draw the rows.
            if (untold) {
              rerender();
              latest.current.onTotal();
            } else if (latest.current.cache === rows) pool.current?.draw();
          } else {
            rows.failed(page);
            latest.current.onFailure(rows, outcome.error);
          }
        });
      }
    };
    const created = createRowPool(scroller.current!, list.current!, onView, (record) => latest.current.onOpen(record));
    pool.current = created;
    return () => {
      created.destroy();
      pool.current = null;
    };
  }, [store]);
  // Every render: the pool draws what changed, and asks for what is missing (a retry included).
  useLayoutEffect(() => {
    pool.current?.set(settings);
  });

  return (
    <div
      ref={scroller}
      className="history__scroller"
      part="scroller"
      hidden={!cache.total}
      data-total={cache.total ?? ''}
    >
      <ol ref={list} className="history__rows" aria-label={t({ id: 'history.rows', message: 'Rounds' })} />
    </div>
  );
});

export function HistoryList({ game, games, date, onGameChange, onDateChange, onOpen }: HistoryListProps) {
  const { t } = useLingui();
  const { locale } = useElement();
  const store = useStore();
  const f = usePlayerFormat();
  const identity = useAtomValue(identityAtom);
  // Not DEFAULT_FLAGS (core/entry-params): that module is the app's, and importing it put one more
  // file in a lobby's history graph, on HTTP/1.1 the file the first page of rounds queued behind
  // (docs/performance.md, stop 80). Without the app's flags the account is shown, as its default.
  const maskAccounts = useAtomValue(flagsAtom)?.hideRecordHistoryAccount ?? false;
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
  // A phone's row has one more line for each balance the game shows (history.css).
  const balances =
    display.historyPreMoney && display.historyPostMoney
      ? ' history--balances history--two-balances'
      : display.historyPreMoney || display.historyPostMoney
        ? ' history--balances'
        : '';

  const error = failure?.cache === cache ? failure.error : null;
  useReportFailure(error);

  const onFailure = useCallback((list: RowCache, next: ApiError) => setFailure({ cache: list, error: next }), []);

  const retry = () => setFailure(null);
  const account = identity?.account ?? '';
  const today = f.date(Date.now()).replaceAll('/', '-');
  const loading = filter !== null && cache.total === null && !error;

  return (
    <section className={`history${balances}`} part="list" aria-labelledby="history-title">
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
            {maskAccounts ? maskAccount(account) : account}
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
