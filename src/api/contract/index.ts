/**
 * The platform API contract (§7): every call, its path parameters, query, body and the `Data` of
 * its response envelope, one file per domain. The client (`src/api/client.ts`) and the reference
 * platform (`demo/server`) both import it, so they cannot drift: the server's handler table is
 * typed over every key of `ApiContract`.
 *
 * Where §7 names path segments only as {a}/{b}, the domain files name them (and that naming is
 * the design). Shapes §7 does not show are designed from what the §2 screens need; field names
 * keep the platform's PascalCase.
 *
 * Languages (issue 25): every call whose answer holds text a player reads takes the page language
 * — the `:langId` path segment, or a `LangId` query/body field (`th-TH`, `de-DE`, see API_LANG) —
 * and the platform answers in it, in all 17 locales of §1, falling back to English for a text it
 * has no translation of (the reference platform's table: demo/server/i18n.ts).
 * - Localized by the server: marquee formats, banner/promotion/news titles and texts, event,
 *   ranking, gift-code, prize and holiday names, VIP tier names, the repair `Message`, and every
 *   failure `Message`. Pictures with text come per language (`…/{lang}/…`) in the languages the
 *   operator lists (user api info `PictureLanguages`); the client's §2 image fallback chain
 *   (ui/image-candidates) takes over for any other language and when a picture is missing.
 * - Keys the client names from its own catalog (never shown as sent): game names of the catalogue
 *   (features' game tables), bet categories, areas and hand names (baccarat, odd/even, group,
 *   hundred …: features/history/rounds/names.tsx), round results, the verifier's game names and
 *   formula text (features/fairness), install steps, reward kinds and item cards.
 * - Failure `Message`: the client shows its own text for every Code it knows (ui/error-text) and
 *   the server's Message only for a code it does not know.
 */
import { CODES, type None } from './common';
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
export * from './news';
export * from './operator';
export * from './fairness';
export * from './giftcode';
export * from './history';
export * from './member';
export * from './ranking';
export * from './session';
export * from './settings';

/** Every call of the platform, by `METHOD /path/:param` key. */
export interface ApiContract
  extends
    SettingsCalls,
    SessionCalls,
    MemberCalls,
    RankingCalls,
    ContentCalls,
    GiftcodeCalls,
    HistoryCalls,
    FairnessCalls {}

export type ApiKey = keyof ApiContract;

export interface EndpointMeta {
  /** 'bearer' calls send the session token and toast failures (§8); 'optional' send it when present. */
  auth: 'none' | 'bearer' | 'optional';
  /**
   * §7 "global": 9100/9101 reset the session and go to /error. Global calls send the session
   * token when there is one ('optional'), so an expired session is noticed on them.
   */
  global?: boolean;
  /** Codes the calling feature shows in its own way, so they toast nothing (§8: 1005 is "no VIP programme"). */
  quietCodes?: readonly number[];
}

const PUBLIC: EndpointMeta = { auth: 'none' };

/**
 * The calls that are not plain "bearer" calls: the public ones, the ones that send the session
 * only when there is one, and the §7 "global" ones. Every call not listed is a bearer call: it
 * sends the session token and a failure toasts (§8). Bearer is the default so that a feature's new
 * authenticated calls add nothing to this table, which every page downloads (the server's
 * `handlers` map is typed over every key of ApiContract, so no call can be forgotten there).
 */
export const ENDPOINTS: { readonly [K in ApiKey]?: EndpointMeta } = {
  'GET /game-setting/game-info-list': { auth: 'optional', global: true },
  'GET /game-group': { auth: 'optional', global: true },
  'GET /currency-display': { auth: 'optional', global: true },
  'GET /currency-display/customize': { auth: 'optional', global: true },
  'POST /token': { auth: 'optional', global: true },
  // Logs in with the game token in the body (a game client's call; no session yet).
  'POST /token/login': PUBLIC,
  'GET /game-setting/user-api-info/:apiId': { auth: 'optional', global: true },
  // Public in §7; the per-player limit (§5) applies when a session is present.
  'POST /giftcode/send-email/:eventId': { auth: 'optional' },
  'GET /member/vip-setting': { auth: 'bearer', quietCodes: [CODES.VIP_NOT_CONFIGURED] },
  'GET /game-setting/agent-info/:apiId': PUBLIC,
  'GET /game-setting/block-info-web-url': PUBLIC,
  'GET /game-setting/rtp/:apiId/:gameNo': PUBLIC,
  'GET /game-setting/switch-off-status/:apiId': PUBLIC,
  'GET /game-setting/tada-api-id-list': PUBLIC,
  'GET /repair/:apiId': PUBLIC,
  'GET /marquee/:apiId/:langId': PUBLIC,
  'GET /banner/:apiId/:langId': PUBLIC,
  'GET /banner/:apiId/:langId/:position/:gameNo': PUBLIC,
  'GET /game-entrance/:apiId': PUBLIC,
  'GET /guide/:apiId/:langId': PUBLIC,
  'GET /action/promote-list/:apiId/:langId/:category?': PUBLIC,
  'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?': PUBLIC,
  'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?': PUBLIC,
  // Public; with a session the event detail adds the caller's own entry (§2 "your ranking").
  'GET /event/:eventId/:langId': { auth: 'optional' },
  // The operator's events (no §7 call lists them; the hub links them).
  'GET /event-list/:apiId/:langId': PUBLIC,
  'GET /giftcode/get/:eventId': PUBLIC,
  'GET /rank/ranking-setting': PUBLIC,
  'GET /rank/ranking-history/:apiId/:rankingId/:langId': PUBLIC,
};

const BEARER: EndpointMeta = { auth: 'bearer' };

/** The metadata of a call (a bearer call unless listed above). */
export function endpointMeta(key: ApiKey): EndpointMeta {
  return ENDPOINTS[key] ?? BEARER;
}

export type Params<K extends ApiKey> = ApiContract[K]['params'];

export type Query<K extends ApiKey> = ApiContract[K]['query'];

export type Body<K extends ApiKey> = ApiContract[K]['body'];

export type ResponseData<K extends ApiKey> = ApiContract[K]['response'];

/** What `call(key, input)` takes: only the parts the call has. */
export type CallInput<K extends ApiKey> = (Params<K> extends None ? { params?: undefined } : { params: Params<K> }) &
  (Query<K> extends None ? { query?: undefined } : { query: Query<K> }) &
  (Body<K> extends None ? { body?: undefined } : { body: Body<K> });
