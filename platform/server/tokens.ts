/** Login tokens: HS256 JWTs carrying the §3 claims, signed and checked with jose. */
import { createHash, randomUUID } from 'node:crypto';
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

/** How long a session lasts. */
export const SESSION_TTL_SECONDS = 24 * 3600;

/**
 * Sign a session token. `session` names it (the JWT `jti`, what a logout revokes) and fixes its
 * expiry: an idempotent replay of an exchange signs the same session again (handlers/session.ts).
 */
export async function signLoginToken(
  p: PlayerClaimsInput,
  session: { id: string; expiresAt: number } = newSession(Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS),
): Promise<string> {
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
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(Date.now() / 1000))
    .setExpirationTime(session.expiresAt)
    .setJti(session.id)
    .sign(secret());
}

/** A new session's id and expiry (seconds since the epoch). */
export function newSession(expiresAt: number): { id: string; expiresAt: number } {
  return { id: randomUUID(), expiresAt };
}

/** SHA-256 (hex) of a secret kept only to be compared: spent game tokens, page keys. */
export const hashSecret = (value: string): string => createHash('sha256').update(value).digest('hex');

export type TokenCheck =
  | { ok: true; playerId: number; apiId: number; sessionId: string | null; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/** What a bearer check needs of the database: the revoked sessions (handlers/session.ts). */
type Revocations = { query<T>(sql: string, params?: unknown[]): Promise<T[]> };

/**
 * Check a session token: its signature, its expiry and — given the database — that its session
 * was not ended by a logout (a revoked session answers `invalid`, 9101 on the wire).
 */
export async function verifyLoginToken(token: string, db?: Revocations): Promise<TokenCheck> {
  const check = await verifySignature(token);
  if (!check.ok || !db || !check.sessionId) return check;
  const revoked = await db.query('SELECT 1 FROM revoked_sessions WHERE session_id = $1', [check.sessionId]);
  return revoked.length > 0 ? { ok: false, reason: 'invalid' } : check;
}

async function verifySignature(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret(), { algorithms: ['HS256'] });
    const playerId = Number(payload.AID);
    const apiId = Number(payload.APIID);
    if (!Number.isInteger(playerId) || playerId <= 0) return { ok: false, reason: 'invalid' };
    const sessionId = typeof payload.jti === 'string' ? payload.jti : null;
    return { ok: true, playerId, apiId, sessionId, expiresAt: Number(payload.exp) };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
