/**
 * The calls' keys and their metadata: what the client needs of the contract at start-up. A file of
 * its own so that the shared runtime imports it (and `common`, `session`, `settings`) without the
 * barrel `index.ts`, whose re-exports would bring every feature's readers into the runtime chunk
 * (rollup.config.mjs RUNTIME, issue 30).
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
  /**
   * §4's background loads (games, game groups, currencies): sent at low priority, so on an HTTP/1.1
   * connection (six requests at a time) the operator's settings, a first page's code and its data
   * take the connections first. The screens that use these answers need their own code as well.
   */
  background?: boolean;
}

const PUBLIC: EndpointMeta = { auth: 'none' };
/** §4's background loads: global calls sent at low priority. */
const BACKGROUND: EndpointMeta = { auth: 'optional', global: true, background: true };

/**
 * The calls that are not plain "bearer" calls: the public ones, the ones that send the session
 * only when there is one, and the §7 "global" ones. Every call not listed is a bearer call: it
 * sends the session token and a failure toasts (§8). Bearer is the default so that a feature's new
 * authenticated calls add nothing to this table, which every page downloads (the server's
 * `handlers` map is typed over every key of ApiContract, so no call can be forgotten there).
 */
export const ENDPOINTS: { readonly [K in ApiKey]?: EndpointMeta } = {
  'GET /game-setting/game-info-list': BACKGROUND,
  'GET /game-group': BACKGROUND,
  'GET /currency-display': BACKGROUND,
  'GET /currency-display/customize': BACKGROUND,
  'POST /token': { auth: 'optional', global: true },
  // Sends the session being ended when there is one; a failure is nobody's business (the player left).
  'POST /token/logout': { auth: 'optional' },
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
