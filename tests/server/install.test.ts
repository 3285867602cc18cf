/**
 * The install guide, the intro page's RTP and the block page on the reference platform: steps
 * and catalogue names travel as keys (the client names them), a withdrawn download link says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDROID_STEPS,
  CREATURE_KEYS,
  HAND_KEYS,
  IOS_STEPS,
  type CardHand,
  type GameFamily,
} from '../../src/api/contract';
import { CARD_FAMILIES } from '../../platform/server/catalog';
import { roundPayload } from '../../platform/server/round-detail';
import { EXPIRED_DOWNLOAD_API_IDS } from '../../platform/server/seed/install';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;

beforeAll(async () => ({ server, api } = await startTestPlatform()));
afterAll(() => server?.close());

describe('GET /guide/:apiId/:langId', () => {
  it('sends the nine iOS and the Android steps as keys, the same in every language', async () => {
    const en = (await api.get('/api/guide/3/en-US')).json!;
    const th = (await api.get('/api/guide/3/th-TH')).json!;
    expect(en.Code).toBe(0);
    expect(en.Data.IosSteps).toEqual([...IOS_STEPS]);
    expect(en.Data.IosSteps).toHaveLength(9);
    expect(en.Data.IosSteps).toContain('trustApp');
    expect(en.Data.AndroidSteps).toEqual([...ANDROID_STEPS]);
    expect(th.Data).toEqual(en.Data);
    expect(en.Data.Expired).toBe(false);
    expect(en.Data.AndroidLink).toMatch(/^https:\/\/.+\.apk$/);
    expect(en.Data.WebAppUrl).toMatch(/^https:\/\//);
  });

  it('a withdrawn download link is expired and offers no link', async () => {
    expect(EXPIRED_DOWNLOAD_API_IDS).toEqual([1072]);
    const r = (await api.get('/api/guide/1072/en-US')).json!;
    expect(r.Code).toBe(0);
    expect(r.Data).toMatchObject({ Expired: true, AndroidLink: '', WebAppUrl: '' });
  });

  it('an unknown operator is not found', async () => {
    expect((await api.get('/api/guide/99999/en-US')).json!.Code).not.toBe(0);
  });
});

describe('intro and block page', () => {
  it('the rtp is a percent for a known game, "0" for an unknown one', async () => {
    expect((await api.get('/api/game-setting/rtp/3/1')).json!.Data.Rtp).toMatch(/^9\d\.\d\d$/);
    expect((await api.get('/api/game-setting/rtp/3/99999')).json!.Data.Rtp).toBe('0');
  });

  it('block-info-web-url points at the in-app blocked route', async () => {
    expect((await api.get('/api/game-setting/block-info-web-url')).json!.Data).toEqual({ Url: '#/ingame/blocked' });
  });
});

describe('catalogue names travel as keys', () => {
  it('round details name hands, seats and fish by key, never in English', () => {
    const seen = { hands: new Set<string>(), seats: new Set<string>(), fish: new Set<string>() };
    const families: GameFamily[] = ['fishing', ...CARD_FAMILIES];
    for (const family of families) {
      for (let seed = 1; seed <= 40; seed++) {
        const row = {
          roundIndex: `R${seed}`,
          logIndex: '1',
          gameNo: 1,
          playedAt: 0,
          bet: 100,
          win: seed % 3 ? 0 : 250,
          seed,
        };
        const payload = roundPayload(family, row) as { Hands?: CardHand[]; Catches?: { Fish?: string }[] } | null;
        for (const hand of payload?.Hands ?? []) {
          if (hand.HandName && !/^\d+$/.test(hand.HandName)) seen.hands.add(hand.HandName);
          seen.seats.add(hand.Seat);
        }
        for (const c of payload?.Catches ?? []) if (c.Fish) seen.fish.add(c.Fish);
      }
    }
    expect(seen.hands.size).toBeGreaterThan(3);
    expect(seen.fish.size).toBeGreaterThan(3);
    for (const hand of seen.hands) expect(HAND_KEYS).toContain(hand);
    for (const fish of seen.fish) expect(CREATURE_KEYS).toContain(fish);
    for (const seat of seen.seats) expect(seat).toMatch(/^(you|dealer|banker|player|seat-\d+)$/);
  });
});
