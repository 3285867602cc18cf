import { describe, expect, it, vi } from 'vitest';
import { createLogBuffer, redactJwts, scrubDeep, scrubSecrets, urlUnder } from '../../src/core/logger';
import { fromBundle } from '../../src/state/logging';
import { isExtensionError } from '../../src/core/extension-errors';

const ctx = { siteId: 'tada', deployVersion: '1', lang: 'en', identity: '3:42' };

describe('§8 front-end error log', () => {
  it('buffers, deduplicates and sends once on flush, then clears', () => {
    const send = vi.fn();
    const log = createLogBuffer(send);
    log.add(ctx, { url: 'https://x/a', message: 'boom' });
    log.add(ctx, { url: 'https://x/a', message: 'boom' });
    log.add(ctx, { url: 'https://x/a', message: 'other' });
    expect(log.size).toBe(2);
    log.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(2);
    expect(log.size).toBe(0);
  });
  it('sends nothing when nothing is buffered', () => {
    const send = vi.fn();
    createLogBuffer(send).flush();
    expect(send).not.toHaveBeenCalled();
  });
  it('carries the §3 fields', () => {
    const send = vi.fn();
    const log = createLogBuffer(send);
    log.add(ctx, { url: 'u', message: 'm', component: 'ingame-marquee', exception: 'stack', trace: 't' });
    log.flush();
    expect(send.mock.calls[0]![0][0]).toEqual({
      Url: 'u',
      Message: 'm',
      Component: 'ingame-marquee',
      Exception: 'stack',
      Trace: 't',
      SiteId: 'tada',
      DeployVersion: '1',
      Lang: 'en',
      Identity: '3:42',
    });
  });
  it('never lets a token into the log', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJBSUQiOjF9.c2lnbmF0dXJl';
    const text = scrubSecrets(
      `https://x/app.html?token=${jwt}&lang=th Authorization: Bearer abc.def failed with ${jwt}`,
    );
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('abc.def');
    expect(text).toContain('lang=th');
  });
  it('ignores errors thrown by browser extensions', () => {
    expect(isExtensionError('chrome-extension://abc/content.js', '')).toBe(true);
    expect(isExtensionError(undefined, 'at x (moz-extension://abc/x.js:1:1)')).toBe(true);
    expect(isExtensionError('https://lobby.example/app.js', 'at y')).toBe(false);
  });
});

describe('logs without secrets (§8)', () => {
  it('scrubs a token that is URL-encoded, even twice, inside a redirect', () => {
    const once = encodeURIComponent('/app.html?token=abc123#/x');
    const twice = encodeURIComponent(`/error?redirect=${once}`);
    for (const text of [`https://x/?redirect=${once}`, `https://x/#/e?redirect=${twice}`]) {
      expect(scrubSecrets(text)).not.toContain('abc123');
      expect(scrubSecrets(text)).toContain('[redacted]');
    }
  });
  it('scrubs every field at every level and caps strings, without breaking structure', () => {
    const value = scrubDeep({
      a: 'https://x/?token=t1"}',
      b: [{ c: 'Bearer zzz.yyy' }],
      d: 'x'.repeat(9000),
      e: 5,
    }) as Record<string, unknown>;
    expect(JSON.stringify(value)).not.toMatch(/t1|zzz/);
    expect((value.d as string).length).toBe(4000);
    expect(value.e).toBe(5);
  });
  it('reports window errors only when they come from the bundle', () => {
    // Under Vitest the "bundle" is the source folder of the module.
    const root = new URL('../../src/', import.meta.url).href;
    expect(fromBundle('https://lobby.example/lobby.js', 'Error\n    at https://lobby.example/lobby.js:1:1')).toBe(
      false,
    );
    expect(fromBundle(undefined, undefined)).toBe(false);
    expect(fromBundle(undefined, `Error\n    at ${root}state/logging.ts:1:1`)).toBe(true);
  });
});

describe('the log host and outages (issue 27)', () => {
  it.each([
    ['/', '/log/js-web-list'],
    ['/platform/', '/platform/log/js-web-list'],
    ['https://logs.example', 'https://logs.example/log/js-web-list'],
    ['https://logs.example/', 'https://logs.example/log/js-web-list'],
  ])('log host %s posts to %s (a same-origin path never becomes //log…)', (host, url) => {
    expect(urlUnder(host, '/log/js-web-list')).toBe(url);
  });
  it('a batch whose send failed is sent again on the next flush', () => {
    const send = vi.fn();
    const log = createLogBuffer(send);
    log.add(ctx, { url: 'u', message: 'offline' });
    log.flush();
    log.restore(send.mock.calls[0]![0]);
    log.add(ctx, { url: 'u', message: 'later' });
    log.flush();
    expect(send.mock.calls[1]![0].map((e: { Message: string }) => e.Message)).toEqual(['offline', 'later']);
  });
  it('scrubs a long run of letters and digits in linear time (no regex backtracking)', () => {
    const started = performance.now();
    scrubDeep({ a: 'x'.repeat(250_000), b: `${'a1'.repeat(100_000)}=`, c: 'token'.repeat(50_000) });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('JWT redaction in linear time (issue 46)', () => {
  /** The pattern before issue 46: right, but quadratic on `eyJ-eyJ-…`. */
  const BACKTRACKING_JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
  it('replaces exactly what the backtracking pattern replaced, on 5,000 random texts of JWT pieces', () => {
    const pieces = ['eyJ', 'eyJhbGci', '-', '.', 'a', 'Z9', '_', ' ', '=', 'x1y2'];
    let seed = 46;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * pieces.length;
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: 1 + (i % 24) }, () => pieces[Math.floor(random())]).join('');
      expect(redactJwts(text), text).toBe(text.replace(BACKTRACKING_JWT, '[redacted-jwt]'));
    }
  });

  it('scrubs a 256 kB run of `eyJ-` (as a text and as an object key) in well under a second', () => {
    const chain = 'eyJ-'.repeat(64 * 1024);
    const started = performance.now();
    scrubSecrets(chain);
    scrubDeep({ [chain]: chain, nested: { [chain]: 1 } });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
