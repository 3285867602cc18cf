/**
 * What every domain of the contract shares: the failure shape, the §8 codes, the event states and
 * the `Call` record each domain's call table is written with.
 */

/** What a failed call rejects with: the body plus the trace header (§3, §8). */
export interface ApiError {
  Code: number;
  Message: string;
  Data?: unknown;
  trace: string;
  /** HTTP status, 0 when no response arrived (timeout, offline). */
  status: number;
  /** The §7 call that failed ("GET /member/vip-level"); set by the client. */
  call?: string;
}

/** §8 and the server's rules: every Code the client can meet, with its meaning. */
export const CODES = {
  OK: 0,
  /** Feature gated off for this web id (§5 vip setting / backpack reject). */
  FEATURE_DISABLED: -1,
  BAD_REQUEST: 1001,
  NOT_FOUND: 1004,
  /** The platform's per-address limit on token exchange, nickname and gift-code calls (designed; §7 names none). */
  TOO_MANY_REQUESTS: 1029,
  /** VIP setting not configured (§8: no toast for this one). */
  VIP_NOT_CONFIGURED: 1005,
  NICKNAME_INVALID: 2001,
  NICKNAME_EXISTS: 2002,
  NICKNAME_TAKEN: 2003,
  GIFTCODE_EMAIL_CLAIMED: 3001,
  GIFTCODE_PLAYER_CLAIMED: 3002,
  GIFTCODE_DAILY_LIMIT: 3003,
  GIFTCODE_TOO_FREQUENT: 3004,
  GIFTCODE_FULLY_CLAIMED: 3005,
  GIFTCODE_EVENT_CONCLUDED: 3006,
  GIFTCODE_EMAIL_INVALID: 3007,
  /** The gift-code event has not started yet (§4 "coming soon"; was answered as concluded). */
  GIFTCODE_NOT_STARTED: 3008,
  /** A reward that is already claimed. */
  PRIZE_ALREADY_CLAIMED: 3101,
  /** A reward past its claim deadline (§4: it expired). */
  PRIZE_EXPIRED: 3102,
  /** Client-side: the response was not an envelope. */
  MALFORMED_RESPONSE: 5001,
  /** Client-side: no answer within the timeout. */
  TIMEOUT: 5002,
  /** Client-side: the network failed. */
  NETWORK: 5003,
  /** Client-side: the page gives no API base or api id (told to the host, #25). */
  MISCONFIGURED: 5004,
  /** Client-side: the platform answers but refuses this page's origin (CORS, #25). */
  ORIGIN_REFUSED: 5005,
  INTERNAL: 5000,
  /** Session expired (§8: global calls reset the session). */
  TOKEN_EXPIRED: 9100,
  /** Session unknown or invalid. */
  TOKEN_INVALID: 9101,
} as const;

/** Where a dated thing (tournament, promotion, gift-code event) stands today (§4). */
export type EventState = 'comingSoon' | 'running' | 'concluded';

/** One call: its path parameters, query, body and the `Data` of its response envelope. */
export interface Call<Params, Query, Body, Response> {
  params: Params;
  query: Query;
  body: Body;
  response: Response;
}
export type None = undefined;

/** Most content calls take the page language as a path segment. */
export type ApiLang = { langId: string };
