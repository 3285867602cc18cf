/** Login tokens: HS256 JWTs carrying the §3 claims, signed and checked with jose. */
import { SignJWT, jwtVerify, errors } from 'jose';
import type { LoginTokenClaims } from '../../src/core/identity.ts';
import { currentSecrets } from './secrets.ts';

/**
 * The demo's secret before issue 46 (the demo now makes its own per database, server.ts
 * demoSecret): it is in the repository, so a platform refuses it as INGAME_JWT_SECRET.
 */
export const DEMO_JWT_SECRET = 'reference-platform-demo-secret-not-for-production';

let SECRET: Uint8Array | null = null;

/** Set the signing secret outside a platform's requests (a script, a unit test); a platform's own wins (secrets.ts). */
export function setJwtSecret(secret: string): void {
  SECRET = new TextEncoder().encode(secret);
}

function secret(): Uint8Array {
  // The running platform's own (secrets.ts), else the one set here (a script, a unit test).
  const own = currentSecrets()?.jwt;
  if (own) return new TextEncoder().encode(own);
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
