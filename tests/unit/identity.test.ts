import { describe, expect, it, vi } from 'vitest';
import { jwtDecode } from 'jwt-decode';
import { isAuthenticated, maskAccount, parseLoginToken, tokenLifetime } from '../../src/core/identity';
import { testToken } from '../helpers/jwt';

// The decoder itself, counted: the same token is decoded once however often it is asked about.
vi.mock('jwt-decode', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jwt-decode')>();
  return { ...actual, jwtDecode: vi.fn(actual.jwtDecode) };
});

const jwt = (payload: object) => testToken(payload, { alg: 'HS256', typ: 'JWT' }, 'signature');

describe('§3 login token identity', () => {
  it('reads the account data and applies the §3 defaults', () => {
    const id = parseLoginToken(jwt({ APIID: 3, AID: 42, A: 'player42' }))!;
    expect(id).toMatchObject({
      apiId: 3,
      accountId: 42,
      account: 'player42',
      exponent: 2,
      walletType: 1,
      unit: 1,
      ratio: 1,
      rate: 1,
      currencyNo: 0,
    });
  });

  it('decodes a token once while it stays the session token: every call asks whether it expired', () => {
    const first = jwt({ APIID: 3, AID: 42, A: 'player42', exp: 2_000_000_000 });
    const second = jwt({ APIID: 3, AID: 43, A: 'player43' });
    vi.mocked(jwtDecode).mockClear();
    const id = parseLoginToken(first);
    expect(parseLoginToken(first)).toBe(id);
    expect(tokenLifetime(first, 1_000_000_000_000)).toBe(1_000_000_000);
    expect(jwtDecode).toHaveBeenCalledTimes(1);
    // Another token is another identity; the first, asked again, is decoded again.
    expect(parseLoginToken(second)!.accountId).toBe(43);
    expect(parseLoginToken(first)).toEqual(id);
    expect(jwtDecode).toHaveBeenCalledTimes(3);
    // Signed out: the token is let go, so the next time it is decoded again.
    expect(parseLoginToken(null)).toBeNull();
    parseLoginToken(first);
    expect(jwtDecode).toHaveBeenCalledTimes(4);
  });

  it('takes the account from AT when A is absent', () => {
    expect(parseLoginToken(jwt({ APIID: 3, AID: 1, AT: 'from-at' }))!.account).toBe('from-at');
  });

  it('accepts numbers sent as strings and keeps explicit values', () => {
    const id = parseLoginToken(jwt({ APIID: '110', AID: '7', A: 'x', UNIT: '100', CNO: 6, CSYMBOL: '฿' }))!;
    expect(id).toMatchObject({ apiId: 110, accountId: 7, unit: 100, currencyNo: 6, currencySymbol: '฿' });
  });

  it.each(['not-a-jwt', 'a.b.c', '', 'eyJhbGciOiJIUzI1NiJ9.%%%.x'])(
    'a malformed token %j is an anonymous visitor',
    (token) => {
      expect(parseLoginToken(token)).toBeNull();
    },
  );

  it('a unit of 0 falls back to 1 so amounts never divide by zero', () => {
    expect(parseLoginToken(jwt({ APIID: 3, AID: 1, A: 'x', UNIT: 0 }))!.unit).toBe(1);
  });

  it.each([
    [{ APIID: 3, AID: 42, A: 'p' }, true],
    [{ APIID: 0, AID: 42, A: 'p' }, false],
    [{ APIID: 3, AID: 0, A: 'p' }, false],
    [{ APIID: 3, AID: 42, A: '' }, false],
  ])('§4 authenticated rule for %j is %s', (payload, expected) => {
    const token = jwt(payload);
    expect(isAuthenticated(token, parseLoginToken(token))).toBe(expected);
  });

  it('without a token nobody is authenticated', () => {
    expect(isAuthenticated(null, parseLoginToken(jwt({ APIID: 3, AID: 1, A: 'p' })))).toBe(false);
  });

  it.each([
    ['player42', 'pl****42'],
    ['abcd', '****'],
    ['averyveryverylongaccount', 'av******nt'],
  ])('masks %s as %s', (raw, masked) => {
    expect(maskAccount(raw)).toBe(masked);
  });
});

describe('how long a login token is kept', () => {
  const NOW = Date.UTC(2026, 10, 23, 12);
  const withExp = (exp?: number) => testToken({ APIID: 3, AID: 7, A: 'p', ...(exp === undefined ? {} : { exp }) });
  it.each([
    ['until its exp', withExp(NOW / 1000 + 3600), 3600],
    ['not at all once expired', withExp(NOW / 1000 - 1), 0],
    ['for the browser session when it names no expiry', withExp(), null],
    ['for the browser session when it is not a JWT', 'opaque-token', null],
  ])('%s', (_, token, expected) => {
    expect(tokenLifetime(token, NOW)).toBe(expected);
  });
});
