/**
 * What every handler module shares: the handler type over the contract, the request context, the
 * authenticated player, and the failure a handler throws to answer with a nonzero Code.
 */
import { CODES, type ApiKey, type ResponseData } from '../../../src/api/contract/index.ts';
import type { Db } from '../db.ts';

export class ApiFailure extends Error {
  /** `data` goes out as the envelope's Data (e.g. a retry delay); null when absent. */
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export interface Player {
  id: number;
  apiId: number;
  account: string;
  nickname: string | null;
  currencyNo: number;
  symbol: string;
  unit: number;
  ratio: number;
  vip: number;
  vipExp: number;
  lv: number;
  lvExp: number;
  webId: string;
  operatorType: string;
  vipConfigured: boolean;
  timezone: number;
}

export interface HandlerContext {
  db: Db;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  body: unknown;
  /** The authenticated player; present on every bearer call, and on optional ones when sent. */
  player: Player | null;
  /** The bearer's session (its token's `jti` and `exp`, seconds), beside `player`: what a logout revokes. */
  session?: { id: string | null; expiresAt: number } | null;
  now: number;
  /** The caller's address as the limits count it (IPv4, or an IPv6 /64); absent in direct calls. */
  clientAddress?: string;
}

export type Handler<K extends ApiKey> = (ctx: HandlerContext) => Promise<ResponseData<K>>;
/** Every call of the contract; a domain module is `satisfies Partial<Handlers>`. */
export type Handlers = { [K in ApiKey]: Handler<K> };

export function requirePlayer(ctx: HandlerContext): Player {
  if (!ctx.player) throw new ApiFailure(CODES.TOKEN_INVALID, 'Please log in again.');
  return ctx.player;
}

export async function loadPlayer(db: Db, playerId: number): Promise<Player | null> {
  const rows = await db.query<{
    id: number;
    api_id: number;
    account: string;
    nickname: string | null;
    currency_no: number;
    symbol: string;
    unit: number;
    ratio: string;
    vip: number;
    vip_exp: string;
    lv: number;
    lv_exp: string;
    web_id: string;
    operator_type: string;
    vip_configured: boolean;
    timezone: number;
  }>(
    `SELECT p.*, c.symbol, c.unit, c.ratio, o.web_id, o.operator_type, o.vip_configured, o.timezone
     FROM players p JOIN currencies c ON c.no = p.currency_no JOIN operators o ON o.api_id = p.api_id WHERE p.id = $1`,
    [playerId],
  );
  const p = rows[0];
  if (!p) return null;
  return {
    id: p.id,
    apiId: p.api_id,
    account: p.account,
    nickname: p.nickname,
    currencyNo: p.currency_no,
    symbol: p.symbol,
    unit: p.unit,
    ratio: Number(p.ratio),
    vip: p.vip,
    vipExp: Number(p.vip_exp),
    lv: p.lv,
    lvExp: Number(p.lv_exp),
    webId: p.web_id,
    operatorType: p.operator_type,
    vipConfigured: p.vip_configured,
    timezone: p.timezone,
  };
}
