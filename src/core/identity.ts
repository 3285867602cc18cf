/**
 * §3 login-token identity and the §4 authenticated rule. The token is a JWT whose payload carries
 * the account; a malformed token is an anonymous visitor, never an exception.
 */
import { jwtDecode } from 'jwt-decode';

/** Read only: one identity answers the same token to every caller (`parseLoginToken`). */
export interface Identity {
  readonly apiId: number;
  readonly accountId: number;
  readonly account: string;
  readonly exponent: number;
  readonly walletType: number;
  readonly unit: number;
  readonly ratio: number;
  readonly rate: number;
  readonly currencyNo: number;
  readonly currencySymbol: string;
  readonly currencyName: string;
  /** Seconds since the epoch, when the token says. */
  readonly expiresAt: number | null;
}

/** The raw payload as the platform signs it (§3 names). */
export interface LoginTokenClaims {
  APIID?: number | string;
  AID?: number | string;
  A?: string;
  AT?: string;
  EXPONENT?: number | string;
  WALLETTYPE?: number | string;
  UNIT?: number | string;
  RATIO?: number | string;
  RATE?: number | string;
  CNO?: number | string;
  CSYMBOL?: string;
  CNAME?: string;
  exp?: number;
}

function num(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The last token decoded and its identity: every bearer call asks whether the session's token has
 * expired (state/startup.ts `tokenExpired`), each a decode of the same token — at CPU ×4 15 ms of
 * the history's way to its first rows went to decoding it again (issue 45).
 */
let last: { token: string; identity: Identity | null } | null = null;

/**
 * Decode a login token into an identity with the §3 defaults; null when it is not a JWT. The same
 * token gets the same object again.
 */
export function parseLoginToken(token: string | null | undefined): Identity | null {
  // No session (signed out): the last token is not kept in memory either.
  if (!token) return (last = null);
  if (last?.token !== token) last = { token, identity: decodeLoginToken(token) };
  return last.identity;
}

function decodeLoginToken(token: string): Identity | null {
  let claims: LoginTokenClaims;
  try {
    claims = jwtDecode<LoginTokenClaims>(token);
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  return {
    apiId: num(claims.APIID, 0),
    accountId: num(claims.AID, 0),
    account: str(claims.A) || str(claims.AT),
    exponent: num(claims.EXPONENT, 2),
    walletType: num(claims.WALLETTYPE, 1),
    unit: num(claims.UNIT, 1) || 1,
    ratio: num(claims.RATIO, 1),
    rate: num(claims.RATE, 1),
    currencyNo: num(claims.CNO, 0),
    currencySymbol: str(claims.CSYMBOL),
    currencyName: str(claims.CNAME),
    expiresAt: typeof claims.exp === 'number' ? claims.exp : null,
  };
}

/** §4: a token exists, api id and account id are > 0 and the account is non-empty. */
export function isAuthenticated(token: string | null | undefined, identity: Identity | null): boolean {
  return Boolean(token) && identity != null && identity.apiId > 0 && identity.accountId > 0 && identity.account !== '';
}

/** §2 maskacc: keep the first two and last two characters. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return account.replace(/./g, '*');
  return `${account.slice(0, 2)}${'*'.repeat(Math.min(account.length - 4, 6))}${account.slice(-2)}`;
}

/**
 * How long a login token may be kept (seconds from `nowMs`): until its `exp`, or null (a session
 * cookie) when it names none. Zero when it has expired.
 */
export function tokenLifetime(token: string, nowMs: number): number | null {
  const expiresAt = parseLoginToken(token)?.expiresAt ?? null;
  return expiresAt === null ? null : Math.max(0, Math.floor(expiresAt - nowMs / 1000));
}
