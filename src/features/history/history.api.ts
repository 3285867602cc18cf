/**
 * History calls (§7). They never throw into the page (§8): a failed page or detail becomes an
 * error value the screen shows with its code and trace, and the rest of the page carries on.
 */
import { call, toApiError } from '../../api/client';
import {
  readBoxDetail,
  readDetailInfo,
  readHistoryPage,
  readLogSummary,
  type ApiError,
  type BoxDetail,
  type DetailInfo,
  type HistoryQuery,
  type HistoryRecord,
  type LogSummary,
  type Page,
} from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily } from '../../state/resource';
import { tokenAtom } from '../../state/session';
import type { SessionStore } from '../../state/store';
import { PAGE_SIZE } from './history-rules';

export type Settled<T> = { ok: true; data: T } | { ok: false; error: ApiError };

async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}

export interface HistoryFilter {
  game: number;
  /** YYYY-MM-DD in the player's time zone, or null for every date. */
  date: string | null;
  offsetMinutes: number;
  locale: Locale;
}

type Rows = { StartRowIndex: number; EndRowIndex: number };

/** One page of rows as the query layer keys it: the session it was asked in, the filter, the rows. */
interface PageKey {
  token: string | null;
  game: number;
  date: string | null;
  /** Only with a date (an undated list is the same whatever the zone). */
  offsetMinutes: number;
  locale: Locale;
  start: number;
  end: number;
}

const pageKey = (token: string | null, filter: HistoryFilter, rows: Rows): PageKey => ({
  token,
  game: filter.game,
  date: filter.date,
  offsetMinutes: filter.date ? filter.offsetMinutes : 0,
  locale: filter.locale,
  start: rows.StartRowIndex,
  end: rows.EndRowIndex,
});

const pageId = (k: PageKey) => `${k.token}|${k.game}|${k.date}|${k.offsetMinutes}|${k.locale}|${k.start}|${k.end}`;

/** How long an early first page stays good: a list that comes later asks for fresh rows. */
export const EARLY_PAGE_MS = 30_000;

/**
 * The list's pages as a query of pages (state/resource.ts): the prefetch and the list ask the same
 * family, so the list takes a first page asked for ahead of it while it is fresh and the session
 * is the same (the token is in the key). The list keeps the rows it has shown (RowCache).
 */
const pageCall = (k: PageKey) => {
  const query: HistoryQuery = {
    LangId: API_LANG[k.locale],
    StartRowIndex: k.start,
    EndRowIndex: k.end,
    LogIndexAsRoundIndex: false,
  };
  if (k.date) Object.assign(query, { Date: k.date, TimeZoneOffsetMinutes: k.offsetMinutes });
  return {
    key: 'GET /history/:game/get-history-record' as const,
    input: { params: { game: k.game }, query },
    read: readHistoryPage,
  };
};

const historyPageFamily = resourceFamily<PageKey, Page<HistoryRecord>>(
  pageId,
  (k) => {
    const { key, input, read } = pageCall(k);
    return call(key, input, read);
  },
  // The first page the ESM entry asked for with the session (elements/history-early.ts) is taken
  // by that session, not asked again.
  { staleMs: EARLY_PAGE_MS, max: 400, early: pageCall },
);

/** The first pages a list of this store has taken: a prefetch that comes after asks for none of them. */
const firstPagesTaken = new WeakMap<SessionStore, Set<string>>();
function takenFirstPages(store: SessionStore): Set<string> {
  let taken = firstPagesTaken.get(store);
  if (!taken) firstPagesTaken.set(store, (taken = new Set()));
  return taken;
}

/**
 * One page for the list. Every ask goes to the platform (a list asks for a page only when it has
 * not got it, and a retry must ask again), except an undated first page asked for ahead of the
 * list (`prefetchHistory`): taken once, while fresh.
 */
export async function fetchHistoryPage(
  store: SessionStore,
  filter: HistoryFilter,
  rows: Rows,
): Promise<Settled<Page<HistoryRecord>>> {
  const key = pageKey(store.get(tokenAtom), filter, rows);
  const first = filter.date === null && rows.StartRowIndex === 0 && rows.EndRowIndex === PAGE_SIZE - 1;
  await historyPageFamily.load(store, key, { force: !first });
  const page = store.get(historyPageFamily.atomFor(key));
  if (first) takeFirstPage(store, filter);
  if (page.status === 'ready') return { ok: true, data: page.data };
  return { ok: false, error: page.status === 'error' ? page.error : toApiError(new Error('not loaded')) };
}

const FIRST_ROWS: Rows = { StartRowIndex: 0, EndRowIndex: PAGE_SIZE - 1 };

/** When each first page was asked for ahead of its list (`prefetchHistory`), by page, per store. */
const askedAhead = new WeakMap<SessionStore, Map<string, number>>();
function askedAheadOf(store: SessionStore): Map<string, number> {
  let asked = askedAhead.get(store);
  if (!asked) askedAhead.set(store, (asked = new Map()));
  return asked;
}

/**
 * The first page asked for ahead of the list, when it has come, is still fresh and nobody took it:
 * the list's first render shows its rows at once, not a spinner for one more render and layout
 * while the same answer is read back through its own ask (at CPU ×4 one more render and layout of
 * the element before the rows, issue 45). A read only: the list takes it (`takeFirstPage`) once
 * shown.
 */
export function readyFirstPage(store: SessionStore, filter: HistoryFilter): Page<HistoryRecord> | null {
  if (filter.date !== null) return null;
  const key = pageKey(store.get(tokenAtom), filter, FIRST_ROWS);
  const id = pageId(key);
  const asked = askedAheadOf(store).get(id);
  if (asked === undefined || Date.now() - asked > EARLY_PAGE_MS || takenFirstPages(store).has(id)) return null;
  const page = store.get(historyPageFamily.atomFor(key));
  return page.status === 'ready' ? page.data : null;
}

/** Taken once: the next ask for the first page (a new list, a retry) goes to the platform. */
export function takeFirstPage(store: SessionStore, filter: HistoryFilter): void {
  const id = pageId(pageKey(store.get(tokenAtom), filter, FIRST_ROWS));
  historyPageFamily.invalidate(store, (k) => pageId(k) === id);
  takenFirstPages(store).add(id);
}

/**
 * `<ingame-history>`'s prefetch (elements/runtime `prefetch`): the first page of the game in its
 * `game` attribute is asked for as soon as the session has its token (or at once when it has it
 * already) — beside the operator's lists and the texts, not after the games list arrived and the
 * list rendered (issue 30: one round trip less before the first rows). Only for a game number: a
 * game id needs the games list first.
 */
export function prefetchHistory(store: SessionStore, locale: Locale, host: HTMLElement): () => void {
  const game = host.getAttribute('game')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(game)) return () => undefined;
  const ask = () => {
    const token = store.get(tokenAtom);
    if (!token) return false;
    const filter: HistoryFilter = { game: Number(game), date: null, offsetMinutes: 0, locale };
    const key = pageKey(token, filter, FIRST_ROWS);
    if (!takenFirstPages(store).has(pageId(key))) {
      askedAheadOf(store).set(pageId(key), Date.now());
      void historyPageFamily.load(store, key);
    }
    return true;
  };
  // The token came before this element's code (the entry's early exchange, state/early.ts): ask now,
  // not once the games list and the currencies are in and the list has rendered (a round trip
  // and a render later, issue 45). A list asking meanwhile shares the ask; one that took its first
  // page already is not asked for it again.
  if (ask()) return () => undefined;
  const stop = store.sub(tokenAtom, () => {
    if (ask()) stop();
  });
  return stop;
}

export interface RoundKey {
  game: number;
  round: string;
  logIndex: string;
  locale: Locale;
}

export interface RoundDetail {
  info: DetailInfo;
  /** Slots: the single-round log summary. */
  summary: Settled<LogSummary> | null;
  /** Scratch cards: the box detail. */
  boxes: Settled<BoxDetail> | null;
}

/**
 * One round's detail, shared by every element that opens it (the kept-alive page reuses it). The
 * family's extra call (§7) follows the detail info, which says the family; an extra that fails
 * leaves the rest of the round on screen.
 */
export const roundFamily = resourceFamily<RoundKey, RoundDetail>(
  (k) => `${k.game}/${k.round}/${k.logIndex}/${k.locale}`,
  async (k) => {
    const langId = API_LANG[k.locale];
    const info = await call(
      'GET /history/:game/get-detail-info/:langId/:round?/:historyId?',
      { params: { game: k.game, langId, round: k.round } },
      readDetailInfo,
    );
    const [summary, boxes] = await Promise.all([
      info?.Family === 'slot'
        ? settle(
            call(
              'GET /history/:game/get-single-round-log-summary/:round/:logIndex',
              { params: { game: k.game, round: k.round, logIndex: k.logIndex } },
              readLogSummary,
            ),
          )
        : null,
      info?.Family === 'scratch'
        ? settle(
            call(
              'GET /history/:game/get-box-detail-info/:langId/:round',
              { params: { game: k.game, langId, round: k.round } },
              readBoxDetail,
            ),
          )
        : null,
    ]);
    return { info, summary, boxes };
  },
);
