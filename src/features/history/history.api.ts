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

function askPage(filter: HistoryFilter, rows: Rows): Promise<Settled<Page<HistoryRecord>>> {
  const query: HistoryQuery = { LangId: API_LANG[filter.locale], ...rows, LogIndexAsRoundIndex: false };
  if (filter.date) Object.assign(query, { Date: filter.date, TimeZoneOffsetMinutes: filter.offsetMinutes });
  return settle(
    call('GET /history/:game/get-history-record', { params: { game: filter.game }, query }, readHistoryPage),
  );
}

/**
 * First pages asked for ahead of the list (`prefetchHistory`), by game and language, with the
 * session they were asked in: taken once, by the list's first ask for that game's undated first
 * page, while the same session is on and the answer is fresh.
 */
const early = new Map<
  string,
  { store: SessionStore; token: string; at: number; page: Promise<Settled<Page<HistoryRecord>>> }
>();
const earlyKey = (game: number, locale: Locale) => `${game}|${locale}`;
/** How long an early first page stays good: a list that comes later asks for fresh rows. */
export const EARLY_PAGE_MS = 30_000;

export function fetchHistoryPage(filter: HistoryFilter, rows: Rows): Promise<Settled<Page<HistoryRecord>>> {
  if (filter.date === null && rows.StartRowIndex === 0) {
    const key = earlyKey(filter.game, filter.locale);
    const asked = early.get(key);
    early.delete(key);
    if (
      asked &&
      asked.store.get(tokenAtom) === asked.token &&
      Date.now() - asked.at < EARLY_PAGE_MS &&
      rows.EndRowIndex === PAGE_SIZE - 1
    )
      return asked.page;
  }
  return askPage(filter, rows);
}

/**
 * `<ingame-history>`'s prefetch (elements/runtime `prefetch`): the first page of the game in its
 * `game` attribute is asked for as soon as the session has its token — beside the operator's lists
 * and the texts, not after the games list arrived and the list rendered (issue 30: one round trip
 * less before the first rows). Only for a game number: a game id needs the games list first.
 */
export function prefetchHistory(store: SessionStore, locale: Locale, host: HTMLElement): () => void {
  const game = host.getAttribute('game')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(game)) return () => undefined;
  const ask = () => {
    const token = store.get(tokenAtom);
    if (!token) return false;
    const filter: HistoryFilter = { game: Number(game), date: null, offsetMinutes: 0, locale };
    const page = askPage(filter, { StartRowIndex: 0, EndRowIndex: PAGE_SIZE - 1 });
    early.set(earlyKey(filter.game, locale), { store, token, at: Date.now(), page });
    return true;
  };
  // The list is on screen already (the token was in before this element came): it asked itself.
  if (store.get(tokenAtom)) return () => undefined;
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
