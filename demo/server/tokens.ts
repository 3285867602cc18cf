/** Login tokens: HS256 JWTs carrying the §3 claims, signed and checked with jose. */
import { SignJWT, jwtVerify, errors } from 'jose';
import type { LoginTokenClaims } from '../../src/core/identity.ts';

/** The demo's secret: only `npm start` (the demo) and the tests may sign with it. */
export const DEMO_JWT_SECRET = 'reference-platform-demo-secret-not-for-production';

let SECRET: Uint8Array | null = null;

/** Set the signing secret once at start-up (INGAME_JWT_SECRET; the demo secret only in the demo). */
export function setJwtSecret(secret: string): void {
  SECRET = new TextEncoder().encode(secret);
}

function secret(): Uint8Array {
  if (!SECRET) throw new Error('No JWT secret: start the platform through startServer()');
  return SECRET;
}

export interface PlayerClaimsInput {
  apiId: number;
  playerId: number;
  account: string;
  currencyNo: number;
  symbol: string;
  currencyName: string;
  unit: number;
  ratio: number;
}

export async function signLoginToken(p: PlayerClaimsInput, ttlSeconds = 24 * 3600): Promise<string> {
  const claims: LoginTokenClaims = {
    APIID: p.apiId,
    AID: p.playerId,
    A: p.account,
    EXPONENT: 2,
    WALLETTYPE: 1,
    UNIT: p.unit,
    RATIO: p.ratio,
    RATE: 1,
    CNO: p.currencyNo,
    CSYMBOL: p.symbol,
    CNAME: p.currencyName,
  };
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secret());
}

export type TokenCheck = { ok: true; playerId: number; apiId: number } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyLoginToken(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret(), { algorithms: ['HS256'] });
    const playerId = Number(payload.AID);
    const apiId = Number(payload.APIID);
    if (!Number.isInteger(playerId) || playerId <= 0) return { ok: false, reason: 'invalid' };
    return { ok: true, playerId, apiId };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
