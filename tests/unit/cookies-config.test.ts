import { describe, expect, it, vi } from 'vitest';
import { cookieAttributes, createCookieJar, parseCookies, serializeCookie } from '../../src/core/cookies';
import { configFromDataset, DEFAULT_CONFIG, mergeConfig, safeBaseUrl } from '../../src/core/config';
import { safeHexColor } from '../../src/core/color';

describe('§3 cookies', () => {
  it('inside a cross-site iframe cookies are Secure; SameSite=None; Partitioned', () => {
    const attrs = cookieAttributes({ crossSiteFrame: true, secureContext: true }, 60);
    expect(attrs).toContain('SameSite=None');
    expect(attrs).toContain('Secure');
    expect(attrs).toContain('Partitioned');
  });
  it('top-level pages use SameSite=Lax and no partition', () => {
    const attrs = cookieAttributes({ crossSiteFrame: false, secureContext: false }, 60);
    expect(attrs).toContain('SameSite=Lax');
    expect(attrs).not.toContain('Partitioned');
    expect(attrs).not.toContain('Secure');
  });
  it('values are encoded so they cannot add attributes', () => {
    expect(serializeCookie('lang', 'th; Domain=evil.example', { crossSiteFrame: false, secureContext: false })).toMatch(
      /^ingame_lang=th%3B%20Domain%3Devil.example;/,
    );
  });
  it("reads only this product's cookies and survives malformed ones", () => {
    expect(parseCookies('other=1; ingame_lang=th; bad=%E0%A4%A; ingame_token=abc.def.ghi; ingame_game=')).toEqual({
      lang: 'th',
      token: 'abc.def.ghi',
    });
  });
});

describe('credential cookies live no longer than the credential', () => {
  it('a session cookie (no Max-Age) when no expiry is known; Max-Age otherwise', () => {
    const ctx = { crossSiteFrame: false, secureContext: true };
    expect(serializeCookie('gameToken', 'g', ctx, null)).toBe('ingame_game_token=g; Path=/; SameSite=Lax; Secure');
    expect(serializeCookie('token', 't', ctx, 3600)).toMatch(/; Max-Age=3600;/);
    expect(serializeCookie('lang', 'th', ctx)).toMatch(/; Max-Age=2592000;/);
  });
});

describe('page configuration', () => {
  it.each([
    ['/api', '/api'],
    ['/api/', '/api'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['', null],
    [42, null],
    // Browsers read `/\\host` and `\\\\host` as `//host`: the bearer token would go to evil.example.
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['/api\\..\\x', null],
    ['/a\tb', null],
    ['https://user:pass@api.example.com', null],
    ['http://api.example.com', null],
    ['ftp://api.example.com', null],
    ['http://localhost:8787/api', 'http://localhost:8787/api'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
  ])('base URL %j is %j', (raw, expected) => {
    expect(safeBaseUrl(raw)).toBe(expected);
  });
  it('a refused log host says why in one console warning, without the value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const next = mergeConfig(DEFAULT_CONFIG, { logHost: 'https://me:secret@evil.example' });
    expect(next.logHost).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/logHost refused: credentials/);
    expect(String(warn.mock.calls[0]![0])).not.toMatch(/secret/);
    warn.mockRestore();
  });
  it("a refused API base is kept, never replaced by the page's own /api (#46): calls refuse it (api-client)", () => {
    expect(mergeConfig(DEFAULT_CONFIG, { apiBase: 'http://api.example.com' }).apiBase).toBe('http://api.example.com');
    expect(mergeConfig(DEFAULT_CONFIG, { apiBase: null }).apiBase).toBe('');
    expect(mergeConfig(DEFAULT_CONFIG, { apiBase: undefined }).apiBase).toBe(DEFAULT_CONFIG.apiBase);
  });
  it('invalid values keep the current configuration', () => {
    const next = mergeConfig(DEFAULT_CONFIG, { apiId: 'abc', timeoutMs: -5, env: 'hacker' });
    expect(next.apiId).toBeNull();
    expect(next.timeoutMs).toBe(60_000);
    expect(next.env).toBe('production');
  });
  it('reads data-* attributes', () => {
    const parsed = mergeConfig(
      DEFAULT_CONFIG,
      configFromDataset({
        apiBase: 'https://p.example/api',
        apiId: '110',
        lang: 'th',
        languageGroups: 'common, x y, common_style',
      }),
    );
    expect(parsed).toMatchObject({
      apiBase: 'https://p.example/api',
      apiId: 110,
      lang: 'th',
      languageGroups: ['common', 'common_style'],
    });
  });
  it('a {token} placeholder is no token', () => {
    expect(mergeConfig(DEFAULT_CONFIG, { token: '{token}' }).token).toBeNull();
  });
});

describe('server colours', () => {
  it.each([
    ['#fff', '#fff'],
    ['#A1B2C3', '#A1B2C3'],
    ['a1b2c3', '#a1b2c3'],
    ['#12345678', '#12345678'],
    ['red', undefined],
    ['#ggg', undefined],
    ['#fff; background:url(x)', undefined],
    [null, undefined],
  ])('%j → %j', (raw, expected) => expect(safeHexColor(raw)).toBe(expected));
});

describe('a page that may not use cookies (a sandboxed frame)', () => {
  it('keeps the values in memory instead of throwing', () => {
    const doc = {
      defaultView: null,
      get cookie(): string {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
      set cookie(_: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    } as unknown as Document;
    const jar = createCookieJar(doc);
    jar.write('lang', 'th');
    jar.write('token', 'abc', 60);
    expect(jar.read()).toEqual({ lang: 'th', token: 'abc' });
    jar.clear();
    expect(jar.read()).toEqual({});
  });
});
