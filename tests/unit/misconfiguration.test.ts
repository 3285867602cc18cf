// @vitest-environment happy-dom
/**
 * A page origin the platform refuses (CORS) is told apart from a network that is down (#25): after
 * a call fails without an answer to a cross-origin API base, a no-cors request (which needs no
 * permission) gets through only when the platform is up — then one warning and one host error 5005.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { CODES, type ApiError } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { checkFailure, checkRefusedOrigin } from '../../src/state/misconfiguration';
import { configAtom, hostErrorAtom } from '../../src/state/session';

const networkError: ApiError = { Code: CODES.NETWORK, Message: 'Network error', trace: '', status: 0 };

describe('a refused origin (#25)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('no answer at all (the probe fails too): one console line names an unreachable apiBase; no host error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const probe = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', probe);
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api' });
    checkRefusedOrigin(store, networkError);
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(store.get(hostErrorAtom)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/https:\/\/platform\.test\/api does not answer \(apiBase unreachable\)/);
  });

  it('the platform answers a no-cors request: one warning and one host error 5005, naming no path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const probe = vi.fn((_url: string, init?: RequestInit) =>
      init?.mode === 'no-cors' ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('x')),
    );
    vi.stubGlobal('fetch', probe);
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test/api' });
    checkRefusedOrigin(store, networkError);
    await vi.waitFor(() => expect(store.get(hostErrorAtom)?.Code).toBe(CODES.ORIGIN_REFUSED));
    checkRefusedOrigin(store, networkError);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/https:\/\/platform\.test refuses this page's origin/);
  });

  it('a same-origin API base is never a CORS refusal', () => {
    const probe = vi.fn();
    vi.stubGlobal('fetch', probe);
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: '/api' });
    checkRefusedOrigin(store, networkError);
    expect(probe).not.toHaveBeenCalled();
  });

  it('a 404 without the platform envelope: one console line names the API path, once per page; no host error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'https://platform.test' });
    const notFound: ApiError = {
      Code: CODES.MALFORMED_RESPONSE,
      Message: 'Malformed response (HTTP 404)',
      trace: '',
      status: 404,
      call: 'GET /marquee/:apiId/:langId',
    };
    checkFailure(store, notFound);
    checkFailure(store, { ...notFound, call: 'GET /guide/:apiId/:langId' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/https:\/\/platform\.test answers 404 for GET \/marquee\/:apiId\/:langId/);
    expect(warn.mock.calls[0]![0]).toMatch(/API path/);
    expect(store.get(hostErrorAtom)).toBeNull();
  });
});
