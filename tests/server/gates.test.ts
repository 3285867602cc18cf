/** §5 gates on calls, against the platform: a closed gate sends nothing and answers its default. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { CODES } from '../../src/api/contract';
import { callGated, GATED_CALLS } from '../../src/state/gates';
import { configAtom, userApiInfoAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import type { RunningServer } from '../../demo/server/server';
import { startTestServer } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
  installClientHooks({ baseUrl: () => `${server.url}/api`, token: () => null, timeoutMs: () => 5000 });
});
afterAll(() => server?.close());

function storeFor(apiId: number, webId: string, type: 'STANDARD' | 'ROAR' | 'GLI') {
  const store = createStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiId });
  store.set(userApiInfoAtom, { Timezone: 0, WebId: webId, OperatorType: type });
  return store;
}

describe('§5 gated calls', () => {
  it('an open gate calls the platform', async () => {
    const items = await callGated(storeFor(3, 'tada', 'STANDARD'), 'GET /marquee/:apiId/:langId', {
      params: { apiId: 3, langId: 'en-US' },
    });
    expect(items.length).toBeGreaterThan(0);
  });
  it('a closed list gate answers [] without a request', async () => {
    // The fault would make any request fail: a closed gate must not send one.
    await fetch(`${server.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/banner/', fault: { kind: 'http500' } }),
    });
    try {
      expect(
        await callGated(storeFor(130, 'tada', 'ROAR'), 'GET /banner/:apiId/:langId', {
          params: { apiId: 130, langId: 'en-US' },
        }),
      ).toEqual([]);
      await expect(
        callGated(storeFor(3, 'tada', 'STANDARD'), 'GET /banner/:apiId/:langId', {
          params: { apiId: 3, langId: 'en-US' },
        }),
      ).rejects.toMatchObject({ status: 500 });
    } finally {
      await fetch(`${server.url}/__admin/faults`, { method: 'DELETE' });
    }
  });
  it('rtp defaults to "0" and nickname to disabled', async () => {
    // No seeded operator switches rtp off: the open gate asks the platform, the closed one answers "0".
    expect(
      (
        await callGated(storeFor(3, 'tada', 'ROAR'), 'GET /game-setting/rtp/:apiId/:gameNo', {
          params: { apiId: 3, gameNo: 1 },
        })
      ).Rtp,
    ).toMatch(/^9\d\.\d\d$/);
    expect(GATED_CALLS['GET /game-setting/rtp/:apiId/:gameNo'].closed).toEqual({ value: { Rtp: '0' } });
    const gli = storeFor(120, 'jiliplus', 'GLI');
    expect(await callGated(gli, 'GET /game-setting/is-enable/NickNameEnable', {})).toEqual({ IsEnable: false });
  });
  it('vip setting and backpack reject with Code -1 when switched off', async () => {
    const star = storeFor(202, 'jilistar', 'STANDARD');
    await expect(callGated(star, 'GET /member/vip-setting', { query: {} })).rejects.toMatchObject({
      Code: CODES.FEATURE_DISABLED,
    });
    await expect(callGated(star, 'GET /backpack/:langId', { params: { langId: 'en-US' } })).rejects.toMatchObject({
      Code: CODES.FEATURE_DISABLED,
    });
  });
});
