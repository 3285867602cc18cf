import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { DEFAULT_CONFIG } from '../../src/core/config';
import type { CookieJar } from '../../src/core/cookies';
import { configAtom, sessionReadyAtom, tokenAtom } from '../../src/state/session';
import { ensureSession } from '../../src/state/startup';

describe('a start-up that fails (#16)', () => {
  it('never leaves the elements waiting: the session is ready, as a guest, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: CookieJar = {
      context: { crossSiteFrame: false, secureContext: false },
      read: () => {
        throw new Error('cookies exploded');
      },
      write: () => {},
      clear: () => {},
    };
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'http://platform.test/api' });
    await ensureSession(store, { cookies: broken });
    expect(store.get(sessionReadyAtom)).toBe(true);
    expect(store.get(tokenAtom)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/start-up failed/), 'cookies exploded');
    warn.mockRestore();
  });
});
