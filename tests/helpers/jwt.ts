/**
 * Login tokens for tests. The client reads a token's claims and never checks its signature (the
 * platform does), so a test token is `header.claims.sig` in base64url: no key, no library.
 */

/** JSON as one base64url JWT segment. */
export const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with these claims (§3 fields: APIID, AID, A, UNIT, CNO, CSYMBOL, exp …). */
export const testToken = (claims: object, header: object = { alg: 'HS256' }, signature = 'sig'): string =>
  `${base64url(header)}.${base64url(claims)}.${signature}`;

/** The seeded demo player of brand 3 most component tests sign in as. */
export const PLAYER_TOKEN = testToken({ APIID: 3, AID: 7, A: 'tada_3_007' });
