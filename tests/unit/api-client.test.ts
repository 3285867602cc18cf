import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, installClientHooks, serializeQuery, unwrapEnvelope } from '../../src/api/client';
import { CODES, ENDPOINTS, endpointMeta } from '../../src/api/contract';
import { buildPath, PathParamError, splitKey } from '../../src/api/paths';

describe('§7 contract helpers', () => {
  it('fills path parameters, URI-encoded so they cannot add segments', () => {
    expect(buildPath('/marquee/:apiId/:langId', { apiId: 3, langId: 'en-US' })).toBe('/marquee/3/en-US');
    expect(buildPath('/history/:game/get-plate-info/:round', { game: 1, round: '../../admin?x=1' })).toBe(
      '/history/1/get-plate-info/..%2F..%2Fadmin%3Fx%3D1',
    );
  });
  it('drops a missing optional segment and refuses a missing required one', () => {
    expect(buildPath('/action/promote-list/:apiId/:langId/:category?', { apiId: 3, langId: 'en' })).toBe(
      '/action/promote-list/3/en',
    );
    expect(() => buildPath('/marquee/:apiId/:langId', { apiId: 3 })).toThrow(/langId/);
  });
  it.each(['.', '..'])('refuses %j as a path parameter (the URL parser would resolve it)', (round) => {
    expect(() => buildPath('/history/:game/get-plate-info/:round', { game: 1, round })).toThrow(PathParamError);
    // Encoded dots are sent encoded (%252E), which the parser leaves alone.
    expect(buildPath('/history/:game/get-plate-info/:round', { game: 1, round: '%2e%2e' })).toBe(
      '/history/1/get-plate-info/%252e%252e',
    );
  });
  it('serialises arrays without brackets and skips empty values', () => {
    expect(serializeQuery({ GameIds: [1, 2], Type: 'totalWin', Sac: undefined, X: null })).toBe(
      '?GameIds=1&GameIds=2&Type=totalWin',
    );
    expect(serializeQuery({})).toBe('');
  });
  it('the public, optional and global calls are listed; every other call is a bearer call', () => {
    const keys = Object.keys(ENDPOINTS);
    // Bearer is the default: a bearer call is listed only for what else it declares (codes it keeps quiet).
    expect(Object.values(ENDPOINTS).filter((m) => m!.auth === 'bearer' && !m!.quietCodes)).toHaveLength(0);
    expect(Object.values(ENDPOINTS).filter((m) => m!.auth === 'none')).toHaveLength(19);
    for (const key of keys) expect(['GET', 'POST', 'PUT']).toContain(splitKey(key as never).method);
    expect(endpointMeta('GET /marquee/:apiId/:langId')).toEqual({ auth: 'none' });
    expect(endpointMeta('GET /member/nickname')).toEqual({ auth: 'bearer' });
  });
  it('global calls send the session when there is one', () => {
    for (const meta of Object.values(ENDPOINTS)) if (meta!.global) expect(meta!.auth).toBe('optional');
  });
});

describe('§3 envelope', () => {
  it('Code 0 gives Data', () => {
    expect(unwrapEnvelope(200, JSON.stringify({ Code: 0, Data: [1], Message: '' }), 't1')).toEqual([1]);
  });
  it('a nonzero Code rejects with the body and the trace (§8)', () => {
    expect(() => unwrapEnvelope(200, JSON.stringify({ Code: 9100, Data: null, Message: 'expired' }), 'abc')).toThrow(
      expect.objectContaining({ Code: 9100, Message: 'expired', trace: 'abc', status: 200 }),
    );
  });
  it.each([
    ['{"Code":0,"Data":[{"Id":1,', CODES.MALFORMED_RESPONSE],
    ['{"Code":"0","Data":"x","Message":42}', CODES.MALFORMED_RESPONSE],
    ['null', CODES.MALFORMED_RESPONSE],
    ['<html>gateway</html>', CODES.MALFORMED_RESPONSE],
  ])('a malformed body %j rejects with Code %d', (body, code) => {
    expect(() => unwrapEnvelope(200, body, '')).toThrow(expect.objectContaining({ Code: code }));
  });
  it('an HTTP 500 without an envelope is an internal error', () => {
    expect(() => unwrapEnvelope(500, 'Internal Server Error', 'tr')).toThrow(
      expect.objectContaining({ Code: CODES.INTERNAL, status: 500, trace: 'tr' }),
    );
  });
  it('a server Message with markup stays a plain string', () => {
    expect(() =>
      unwrapEnvelope(200, JSON.stringify({ Code: 1, Data: null, Message: '<img src=x onerror=alert(1)> $&' }), ''),
    ).toThrow(expect.objectContaining({ Message: '<img src=x onerror=alert(1)> $&' }));
  });
});

describe('an expired login token (§8)', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('is noticed before the call is made: 9100, through the same error hook as a server answer', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const seen: number[] = [];
    installClientHooks({
      baseUrl: () => 'https://platform.test/api',
      token: () => 'expired.jwt.token',
      tokenExpired: () => true,
      timeoutMs: () => 1000,
      onError: (error) => seen.push(error.Code),
    });
    await expect(call('GET /member/nickname')).rejects.toMatchObject({ Code: CODES.TOKEN_EXPIRED });
    expect(seen).toEqual([CODES.TOKEN_EXPIRED]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a dot segment as a path parameter (#16)', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('is refused before the call is made: 1001, never a request to the parent path', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    installClientHooks({
      baseUrl: () => 'https://platform.test/api',
      token: () => 'a.jwt.token',
      timeoutMs: () => 1000,
    });
    await expect(
      call('GET /history/:game/get-plate-info/:round', { params: { game: 1, round: '..' } }),
    ).rejects.toMatchObject({ Code: CODES.BAD_REQUEST });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("§4's background loads (issue 30)", () => {
  afterEach(() => vi.unstubAllGlobals());
  it('go at low priority, so the calls and code a screen waits for take the connections first', async () => {
    const priorities = new Map<string, RequestPriority | undefined>();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        priorities.set(new URL(String(input instanceof Request ? input.url : input)).pathname, init?.priority);
        return new Response(JSON.stringify({ Code: 0, Data: [], Message: '' }));
      }),
    );
    installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => null, timeoutMs: () => 1000 });
    await Promise.all([
      call('GET /game-setting/game-info-list'),
      call('GET /game-group'),
      call('GET /currency-display'),
      call('GET /currency-display/customize'),
      call('GET /game-setting/user-api-info/:apiId', { params: { apiId: 3 } }).catch(() => null),
      call('GET /banner/:apiId/:langId', { params: { apiId: 3, langId: 'en-US' } }),
    ]);
    expect(Object.fromEntries(priorities)).toEqual({
      '/api/game-setting/game-info-list': 'low',
      '/api/game-group': 'low',
      '/api/currency-display': 'low',
      '/api/currency-display/customize': 'low',
      '/api/game-setting/user-api-info/3': undefined,
      '/api/banner/3/en-US': undefined,
    });
  });
});

describe("a session's answers are kept in no HTTP cache (#46)", () => {
  afterEach(() => vi.unstubAllGlobals());
  const caches = async (token: string | null) => {
    const seen = new Map<string, RequestCache | undefined>();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.set(new URL(String(input instanceof Request ? input.url : input)).pathname, init?.cache);
        return new Response(JSON.stringify({ Code: 0, Data: [], Message: '' }));
      }),
    );
    installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => token, timeoutMs: () => 1000 });
    await Promise.all([
      call('GET /member/nickname'),
      call('GET /game-setting/user-api-info/:apiId', { params: { apiId: 3 } }).catch(() => null),
      call('GET /marquee/:apiId/:langId', { params: { apiId: 3, langId: 'en-US' } }),
    ]);
    return Object.fromEntries(seen);
  };

  it("every call that carries the session token asks for cache: 'no-store'; a public one keeps the default", async () => {
    expect(await caches('a.jwt.token')).toEqual({
      '/api/member/nickname': 'no-store',
      // Optional auth: it carries the session when there is one.
      '/api/game-setting/user-api-info/3': 'no-store',
      '/api/marquee/3/en-US': undefined,
    });
  });

  it('without a session the public answers stay cacheable (the platform decides their policy)', async () => {
    const seen = await caches(null);
    expect(seen['/api/game-setting/user-api-info/3']).not.toBe('no-store');
    expect(seen['/api/marquee/3/en-US']).not.toBe('no-store');
  });
});
