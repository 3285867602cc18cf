/**
 * Ranking and event resources (§7), shared by every element on the page through the store: the
 * tournament list, each board, each event and the events listing. A signed-in player's calls carry
 * the session (their own row); an anonymous visitor's are the public ones.
 */
import { atom } from 'jotai/vanilla';
import { call } from '../../api/client';
import {
  readEventDetail,
  readEventList,
  readRankingBoard,
  readRankingSettings,
  type EventDetail,
  type EventSummary,
  type RankingBoard,
  type RankingSetting,
  type RankingType,
} from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily } from '../../state/resource';
import { identityAtom, isAuthenticatedAtom } from '../../state/session';
import { settingQuery } from './rankings-rules';

/** Whose rankings the calls ask for: the signed-in player's `apiId:accountId`, null for a visitor. */
export const accountAtom = atom((get) => {
  const identity = get(identityAtom);
  return get(isAuthenticatedAtom) && identity ? `${identity.apiId}:${identity.accountId}` : null;
});

/** `account` is the signed-in player's `apiId:accountId`, null for an anonymous visitor. */
export interface SettingsKey {
  apiId: number;
  locale: Locale;
  account: string | null;
  type: RankingType | null;
  sac: number | null;
}

/**
 * The operator's tournaments. A signed-in player asks with the session (`/rank/ranking-setting/
 * {lang}[/{type}]`); an anonymous visitor, or a player who came through a `sac` channel, asks the
 * public call with the §3 query (90 days back for past periods, 90 ahead for coming ones).
 */
export const settingsFamily = resourceFamily<SettingsKey, RankingSetting[]>(
  (k) => `${k.apiId}|${k.locale}|${k.account ?? ''}|${k.type ?? ''}|${k.sac ?? ''}`,
  async (k) => {
    const langId = API_LANG[k.locale];
    if (k.account && k.sac == null) {
      return call(
        'GET /rank/ranking-setting/:langId/:type?',
        { params: { langId, type: k.type ?? undefined } },
        readRankingSettings,
      );
    }
    return call(
      'GET /rank/ranking-setting',
      { query: settingQuery({ langId, apiId: k.apiId, now: Date.now(), type: k.type, sac: k.sac }) },
      readRankingSettings,
    );
  },
);

export interface BoardKey {
  rankingId: number;
  apiId: number;
  locale: Locale;
  account: string | null;
}

/** One board: the caller's own entry comes with the signed-in call only. */
/** The board a viewer sees of one tournament (null: no operator yet, nothing to ask). */
export function boardKeyOf(
  rankingId: number,
  viewer: { apiId: number; locale: Locale; account: string | null },
): BoardKey | null {
  return viewer.apiId > 0 ? { rankingId, apiId: viewer.apiId, locale: viewer.locale, account: viewer.account } : null;
}

function fetchBoard(k: BoardKey): Promise<RankingBoard> {
  const langId = API_LANG[k.locale];
  if (k.account)
    return call(
      'GET /rank/ranking-history/:rankingId/:langId?',
      { params: { rankingId: k.rankingId, langId } },
      readRankingBoard,
    );
  return call(
    'GET /rank/ranking-history/:apiId/:rankingId/:langId',
    { params: { apiId: k.apiId, rankingId: k.rankingId, langId } },
    readRankingBoard,
  );
}

export const boardFamily = resourceFamily<BoardKey, RankingBoard>(
  (k) => `${k.rankingId}|${k.apiId}|${k.locale}|${k.account ?? ''}`,
  fetchBoard,
);

export interface EventKey {
  eventId: number;
  locale: Locale;
  /** Part of the key only: the call sends the session when there is one ("your ranking"). */
  account: string | null;
}

export const eventFamily = resourceFamily<EventKey, EventDetail>(
  (k) => `${k.eventId}|${k.locale}|${k.account ?? ''}`,
  (k) =>
    call(
      'GET /event/:eventId/:langId',
      { params: { eventId: k.eventId, langId: API_LANG[k.locale] } },
      readEventDetail,
    ),
);

export const eventListFamily = resourceFamily<{ apiId: number; locale: Locale }, EventSummary[]>(
  (k) => `${k.apiId}|${k.locale}`,
  (k) =>
    call('GET /event-list/:apiId/:langId', { params: { apiId: k.apiId, langId: API_LANG[k.locale] } }, readEventList),
);
