/** Login tokens: HS256 JWTs carrying the §3 claims, signed and checked with jose. */
import { SignJWT, jwtVerify, errors } from 'jose';
import type { LoginTokenClaims } from '../../src/core/identity.ts';

const SECRET = new TextEncoder().encode(process.env.INGAME_JWT_SECRET ?? 'reference-platform-demo-secret-not-for-production');

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
    APIID: p.apiId, AID: p.playerId, A: p.account, EXPONENT: 2, WALLETTYPE: 1, UNIT: p.unit, RATIO: p.ratio, RATE: 1,
    CNO: p.currencyNo, CSYMBOL: p.symbol, CNAME: p.currencyName,
  };
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(SECRET);
}

export type TokenCheck = { ok: true; playerId: number; apiId: number } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyLoginToken(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, SECRET, { algorithms: ['HS256'] });
    const playerId = Number(payload.AID);
    const apiId = Number(payload.APIID);
    if (!Number.isInteger(playerId) || playerId <= 0) return { ok: false, reason: 'invalid' };
    return { ok: true, playerId, apiId };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
