/**
 * The platform API contract (§7): every call, its path parameters, query, body and the `Data` of
 * its response envelope, one file per domain. The client (`src/api/client.ts`) and the reference
 * platform (`demo/server`) both import it, so they cannot drift: the server's handler table is
 * typed over every key of `ApiContract`.
 *
 * Where §7 names path segments only as {a}/{b}, the domain files name them (and that naming is
 * the design). Shapes §7 does not show are designed from what the §2 screens need; field names
 * keep the platform's PascalCase.
 */
import type { None } from './common';
import type { ContentCalls } from './content';
import type { FairnessCalls } from './fairness';
import type { GiftcodeCalls } from './giftcode';
import type { HistoryCalls } from './history';
import type { MemberCalls } from './member';
import type { RankingCalls } from './ranking';
import type { SessionCalls } from './session';
import type { SettingsCalls } from './settings';

export * from './common';
export * from './content';
export * from './fairness';
export * from './giftcode';
export * from './history';
export * from './member';
export * from './ranking';
export * from './session';
export * from './settings';

/** Every call of the platform, by `METHOD /path/:param` key. */
export interface ApiContract
  extends SettingsCalls, SessionCalls, MemberCalls, RankingCalls, ContentCalls, GiftcodeCalls, HistoryCalls, FairnessCalls {}

export type ApiKey = keyof ApiContract;

export interface EndpointMeta {
  /** 'bearer' calls send the session token and toast failures (§8); 'optional' send it when present. */
  auth: 'none' | 'bearer' | 'optional';
  /**
   * §7 "global": 9100/9101 reset the session and go to /error. Global calls send the session
   * token when there is one ('optional'), so an expired session is noticed on them.
   */
  global?: boolean;
}

/**
 * The calls that carry a session, and the §7 "global" ones. Every call not listed is public and
 * not global. (Listing only these keeps the table small in the shared chunk; the server's
 * `handlers` map is typed over every key of ApiContract, so no call can be forgotten there.)
 */
export const ENDPOINTS: { readonly [K in ApiKey]?: EndpointMeta } = {
  'GET /game-setting/game-info-list': { auth: 'optional', global: true },
  'GET /game-group': { auth: 'optional', global: true },
  'GET /currency-display': { auth: 'optional', global: true },
  'GET /currency-display/customize': { auth: 'optional', global: true },
  'POST /token': { auth: 'optional', global: true },
  'GET /game-setting/user-api-info/:apiId': { auth: 'optional', global: true },
  // Public in §7; the per-player limit (§5) applies when a session is present.
  'POST /giftcode/send-email/:eventId': { auth: 'optional' },
  'GET /rank/ranking-setting/:langId/:type?': { auth: 'bearer' },
  'GET /rank/ranking-history/:rankingId/:langId?': { auth: 'bearer' },
  'GET /member/vip-setting': { auth: 'bearer' },
  'GET /member/vip-level': { auth: 'bearer' },
  'GET /game-setting/is-enable/NickNameEnable': { auth: 'bearer' },
  'GET /member/nickname': { auth: 'bearer' },
  'GET /member/random-nickname/:langId': { auth: 'bearer' },
  'PUT /member/nickname': { auth: 'bearer' },
  'GET /prize/:langId': { auth: 'bearer' },
  'POST /prize/claim/:prizeId': { auth: 'bearer' },
  'GET /backpack/:langId': { auth: 'bearer' },
  'GET /history/:game/get-history-record': { auth: 'bearer' },
  'GET /history/:game/get-detail-record': { auth: 'bearer' },
  'GET /history/:game/get-detail-info/:langId/:round?/:historyId?': { auth: 'bearer' },
  'GET /history/:game/get-detail-record/:round': { auth: 'bearer' },
  'GET /history/:game/get-bomb-detail-record/:round/:logIndex': { auth: 'bearer' },
  'GET /history/:game/get-single-round-log-summary/:round/:logIndex': { auth: 'bearer' },
  'GET /history/:game/get-log-plate-info/:round/:logIndex': { auth: 'bearer' },
  'GET /history/:game/get-log-plate-info/:round': { auth: 'bearer' },
  'GET /history/:game/get-plate-info/:round': { auth: 'bearer' },
  'GET /history/:game/get-step-detail-record/:round': { auth: 'bearer' },
  'GET /history/:game/get-box-detail-info/:langId/:round': { auth: 'bearer' },
  'GET /fairness/steps': { auth: 'bearer' },
};

const PUBLIC: EndpointMeta = { auth: 'none' };

/** The metadata of a call (public and not global unless listed above). */
export function endpointMeta(key: ApiKey): EndpointMeta {
  return ENDPOINTS[key] ?? PUBLIC;
}

export type Params<K extends ApiKey> = ApiContract[K]['params'];

export type Query<K extends ApiKey> = ApiContract[K]['query'];

export type Body<K extends ApiKey> = ApiContract[K]['body'];

export type ResponseData<K extends ApiKey> = ApiContract[K]['response'];

/** What `call(key, input)` takes: only the parts the call has. */
export type CallInput<K extends ApiKey> =
  (Params<K> extends None ? { params?: undefined } : { params: Params<K> }) &
  (Query<K> extends None ? { query?: undefined } : { query: Query<K> }) &
  (Body<K> extends None ? { body?: undefined } : { body: Body<K> });
