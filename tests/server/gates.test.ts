/**
 * §5 gates, declared by each query and checked by the query layer (state/gates.ts, resource.ts),
 * against the platform: a closed gate sends nothing and answers the query's declared default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { CODES } from '../../src/api/contract';
import { nicknameFamily } from '../../src/features/account/account.api';
import { rtpFamily } from '../../src/features/intro/intro.api';
import { marqueeFamily } from '../../src/features/marquee/marquee.api';
import { vipSettingFamily } from '../../src/features/member/member.api';
import { bannersFamily } from '../../src/features/news/banner.api';
import { backpackFamily } from '../../src/features/rewards/rewards.api';
import type { ResourceFamily } from '../../src/state/resource';
import { configAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import type { RunningServer } from '../../platform/server/server';
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

type Store = ReturnType<typeof storeFor>;

/** Load `key` through the layer and give its settled value. */
async function read<K, T>(store: Store, family: ResourceFamily<K, T>, key: K) {
  await family.load(store, key, { force: true });
  return store.get(family.atomFor(key));
}

describe('§5 gates declared by queries', () => {
  it('an open gate calls the platform', async () => {
    const items = await read(storeFor(3, 'tada', 'STANDARD'), marqueeFamily, { apiId: 3, locale: 'en' });
    expect(items.status === 'ready' && items.data.length).toBeGreaterThan(0);
  });
  it('a closed list gate answers [] without a request', async () => {
    // The fault would make any request fail: a closed gate must not send one.
    await fetch(`${server.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/banner/', fault: { kind: 'http500' } }),
    });
    try {
      const key = { apiId: 130, locale: 'en' as const, game: null };
      expect(await read(storeFor(130, 'tada', 'ROAR'), bannersFamily, key)).toEqual({ status: 'ready', data: [] });
      const open = await read(storeFor(3, 'tada', 'STANDARD'), bannersFamily, { ...key, apiId: 3 });
      expect(open).toMatchObject({ status: 'error', error: { status: 500 } });
    } finally {
      await fetch(`${server.url}/__admin/faults`, { method: 'DELETE' });
    }
  });
  it('rtp defaults to "0" and nickname to disabled', async () => {
    // No seeded operator switches rtp off: the open gate asks the platform.
    const rtp = await read(storeFor(3, 'tada', 'ROAR'), rtpFamily, { apiId: 3, gameNo: 1 });
    expect(rtp.status === 'ready' && rtp.data).toMatch(/^9\d\.\d\d$/);
    expect(rtpFamily.gate?.closed).toEqual({ value: '0' });
    const gli = storeFor(120, 'jiliplus', 'GLI');
    expect(await read(gli, nicknameFamily, 'gate-test')).toMatchObject({ status: 'ready', data: { enabled: false } });
  });
  it('vip setting is "no programme" (null) and the backpack rejects with Code -1 when switched off', async () => {
    const star = storeFor(202, 'jilistar', 'STANDARD');
    star.set(tokenAtom, null);
    expect(await read(star, vipSettingFamily, { token: 'gate-test', locale: 'en' })).toEqual({
      status: 'ready',
      data: null,
    });
    expect(await read(star, backpackFamily, { token: 'gate-test', locale: 'en' })).toMatchObject({
      status: 'error',
      error: { Code: CODES.FEATURE_DISABLED },
    });
  });
});
