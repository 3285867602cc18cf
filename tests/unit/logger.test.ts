import { describe, expect, it, vi } from 'vitest';
import { createLogBuffer, scrubSecrets } from '../../src/core/logger';
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
    expect(send.mock.calls[0]![0][0]).toEqual({ Url: 'u', Message: 'm', Component: 'ingame-marquee', Exception: 'stack', Trace: 't', SiteId: 'tada', DeployVersion: '1', Lang: 'en', Identity: '3:42' });
  });
  it('never lets a token into the log', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJBSUQiOjF9.c2lnbmF0dXJl';
    const text = scrubSecrets(`https://x/app.html?token=${jwt}&lang=th Authorization: Bearer abc.def failed with ${jwt}`);
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
