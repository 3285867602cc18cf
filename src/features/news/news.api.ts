/**
 * News resources (§7): promotions and a promotion's games, game entrances, switch-off status,
 * agent info and the tada api id list — each keyed, shared by every element on the page
 * and checked by its contract reader — and opening a game (transfer, else the §9 fallback).
 */
import { call } from '../../api/client';
import {
  readActionTransfer,
  readAgentInfo,
  readGameEntrances,
  readPromotions,
  readSwitchOffStatus,
  readTadaApiIds,
  type AgentInfo,
  type GameEntrance,
  type Promotion,
  type SwitchOffStatus,
} from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily } from '../../state/resource';
import { fallbackGameUrl, gameHostLabel, safeLink } from './news-rules';

export interface PromotionsKey {
  apiId: number;
  locale: Locale;
}

/** Every promotion of the operator in one call; the tabs filter it (news-rules promotionsOf). */
export const promotionsFamily = resourceFamily<PromotionsKey, Promotion[]>(
  (k) => `${k.apiId}|${k.locale}`,
  async ({ apiId, locale }) =>
    apiId > 0
      ? call(
          'GET /action/promote-list/:apiId/:langId/:category?',
          { params: { apiId, langId: API_LANG[locale] } },
          readPromotions,
        )
      : [],
);

export interface PromotionGamesKey extends PromotionsKey {
  actionId: number;
}

export const promotionGamesFamily = resourceFamily<PromotionGamesKey, GameEntrance[]>(
  (k) => `${k.apiId}|${k.locale}|${k.actionId}`,
  async ({ apiId, locale, actionId }) =>
    call(
      'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?',
      { params: { apiId, langId: API_LANG[locale], actionId } },
      readGameEntrances,
    ),
);

export interface EntranceKey {
  apiId: number;
}

/** Game entrances, behind the §5/§6 game-entrance gate (the query's: closed, none and nothing asked). */
export const entrancesFamily = resourceFamily<EntranceKey, GameEntrance[]>(
  (k) => String(k.apiId),
  async ({ apiId }) => (apiId > 0 ? call('GET /game-entrance/:apiId', { params: { apiId } }, readGameEntrances) : []),
  { gate: { feature: 'gameEntrance', closed: { value: [] } } },
);

const NOTHING_OFF: SwitchOffStatus = { SwitchedOff: [], GameNos: [] };

/** Switch-off status; a failure switches nothing off (it must not block every game). */
export const switchOffFamily = resourceFamily<{ apiId: number }, SwitchOffStatus>(
  (k) => String(k.apiId),
  async ({ apiId }) =>
    apiId > 0
      ? call('GET /game-setting/switch-off-status/:apiId', { params: { apiId } }, readSwitchOffStatus).catch(
          () => NOTHING_OFF,
        )
      : NOTHING_OFF,
);

/** §8: agent info failure gives an empty object (no messengers). */
export const agentInfoFamily = resourceFamily<{ apiId: number }, AgentInfo>(
  (k) => String(k.apiId),
  async ({ apiId }) =>
    apiId > 0
      ? call('GET /game-setting/agent-info/:apiId', { params: { apiId } }, readAgentInfo).catch(() => ({
          Messengers: [],
        }))
      : { Messengers: [] },
);

/** §8: tada api id list failure gives an empty list. */
export async function fetchTadaApiIds(): Promise<number[]> {
  return call('GET /game-setting/tada-api-id-list', {}, readTadaApiIds).catch(() => []);
}

export interface OpenGameInput {
  apiId: number;
  locale: Locale;
  /** The promotion the game belongs to (transfer needs it); null for a plain game entrance. */
  actionId: number | null;
  game: GameEntrance;
  /** The platform's origin (ContentLink paths resolve against it; the §9 host is its host). */
  origin: string;
}

export interface OpenedGame {
  url: string;
  via: 'transfer' | 'fallback' | 'entrance';
}

/**
 * Where a game opens: a promotion's game through `action/transfer`; when that fails (or answers
 * an unsafe link), the §9 fallback URL. A game entrance opens at its own Url. Null: nowhere safe.
 */
export async function resolveGameUrl({
  apiId,
  locale,
  actionId,
  game,
  origin,
}: OpenGameInput): Promise<OpenedGame | null> {
  if (actionId == null) {
    const link = safeLink(game.Url, origin);
    return link ? { url: link.href, via: 'entrance' } : null;
  }
  try {
    const { Url } = await call(
      'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?',
      { params: { apiId, actionId, langId: API_LANG[locale], gameNo: game.GameNo } },
      readActionTransfer,
    );
    const link = safeLink(Url, origin);
    if (link) return { url: link.href, via: 'transfer' };
  } catch {
    // §9: the deep link failed; fall back to the game host.
  }
  const url = fallbackGameUrl(origin, game.Url, gameHostLabel(apiId, await fetchTadaApiIds()));
  return url ? { url, via: 'fallback' } : null;
}
