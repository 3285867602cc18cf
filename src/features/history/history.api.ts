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

export function fetchHistoryPage(
  filter: HistoryFilter,
  rows: { StartRowIndex: number; EndRowIndex: number },
): Promise<Settled<Page<HistoryRecord>>> {
  const query: HistoryQuery = { LangId: API_LANG[filter.locale], ...rows, LogIndexAsRoundIndex: false };
  if (filter.date) Object.assign(query, { Date: filter.date, TimeZoneOffsetMinutes: filter.offsetMinutes });
  return settle(
    call('GET /history/:game/get-history-record', { params: { game: filter.game }, query }, readHistoryPage),
  );
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
