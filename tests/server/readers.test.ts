/**
 * Contract conformance: every call that has a reader (src/api/contract/readers.ts) is made against
 * the reference platform, and its `Data` must pass the reader unchanged — the reader accepts it
 * and keeps every field (so the platform sends nothing the contract does not declare). The
 * detail calls run over a round of every game, so every family's answer is read. And the
 * platform's `wrongTypes` fault must fail every reader, i.e. give the client's 5001.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, DetailInfo } from '../../src/api/contract';
import { READERS } from '../../src/api/contract/readers';
import { ShapeError } from '../../src/api/read';
import { WRONG_TYPES_DATA } from '../../platform/server/faults';
import { handlers } from '../../platform/server/handlers';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type DemoPlayer, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;
let players: DemoPlayer[];
const tokens = new Map<string, string>();
const checked = new Set<ApiKey>();

beforeAll(async () => {
  ({ server, api, players } = await startTestPlatform());
  players = players.filter((p) => p.apiId === 3);
});
afterAll(() => server?.close());

async function tokenOf(player: DemoPlayer): Promise<string> {
  let token = tokens.get(player.account);
  if (!token) {
    token = await api.login(await api.freshGameToken(player.account));
    tokens.set(player.account, token);
  }
  return token;
}

/** Make the call; its Data must pass the call's reader unchanged. */
async function conforms(
  key: ApiKey,
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT'; token?: string; body?: unknown } = {},
): Promise<unknown> {
  const r = await api.request(options.method ?? 'GET', `/api${path}`, { token: options.token, body: options.body });
  expect(r.json, `${key} ${path}: ${r.text}`).toMatchObject({ Code: 0 });
  const read = READERS[key] as (value: unknown) => unknown;
  expect(read, `no reader for ${key}`).toBeTypeOf('function');
  let value: unknown;
  try {
    value = read(r.json!.Data);
  } catch (error) {
    throw new Error(`${key} ${path}: ${(error as Error).message} in ${JSON.stringify(r.json!.Data).slice(0, 300)}`);
  }
  expect(value, `${key} ${path} keeps every field`).toEqual(r.json!.Data);
  checked.add(key);
  return value;
}

/**
 * The calls whose readers other domains are adding (member, ranking, content, gift code, and the
 * guide, rtp, block-info, agent-info, tada and switch-off settings). When they land, this list
 * shrinks to nothing and every call of the contract has a reader.
 */
const READERS_PENDING: ApiKey[] = [] as ApiKey[];

describe('every call has a reader', () => {
  it('each key of the contract has a reader, or is one another domain is adding', () => {
    const keys = Object.keys(handlers) as ApiKey[];
    const missing = keys.filter((k) => !READERS[k]).sort();
    expect(missing).toEqual([...READERS_PENDING].sort());
    // The pending list names only real calls, none of which already has a reader.
    expect(READERS_PENDING.every((k) => keys.includes(k))).toBe(true);
  });
});

describe('the platform answers what the readers read', () => {
  it('settings and session calls', async () => {
    const player = players.find((p) => p.nickname === null) ?? players[0]!;
    const token = await tokenOf(player);
    await conforms('GET /game-setting/game-info-list', '/game-setting/game-info-list');
    await conforms('GET /game-group', '/game-group');
    await conforms('GET /marquee/:apiId/:langId', '/marquee/3/en-US');
    await conforms('GET /currency-display', '/currency-display');
    await conforms('GET /currency-display/customize', '/currency-display/customize');
    for (const apiId of [3, 110, 130, 202])
      await conforms('GET /game-setting/user-api-info/:apiId', `/game-setting/user-api-info/${apiId}`);
    for (const apiId of [3, 110]) await conforms('GET /repair/:apiId', `/repair/${apiId}`);
    // The guide of an open and of a withdrawn (expired) download link; the rtp of a game; the block page.
    for (const apiId of [3, 1072]) await conforms('GET /guide/:apiId/:langId', `/guide/${apiId}/th-TH`);
    await conforms('GET /game-setting/rtp/:apiId/:gameNo', '/game-setting/rtp/3/1');
    await conforms('GET /game-setting/block-info-web-url', '/game-setting/block-info-web-url');
    await conforms('POST /token', '/token', {
      method: 'POST',
      body: { Token: await api.freshGameToken(player.account) },
    });
    // Without a session (a logout here would end the session the other calls below use).
    await conforms('POST /token/logout', '/token/logout', { method: 'POST' });
    await conforms('POST /token/login', '/token/login', {
      method: 'POST',
      body: { Token: await api.freshGameToken(player.account), GameNo: 1, IsJPEnabled: false, Lang: 'en' },
    });
    await conforms('GET /game-setting/is-enable/NickNameEnable', '/game-setting/is-enable/NickNameEnable', { token });
    await conforms('GET /member/nickname', '/member/nickname', { token });
    const { Nickname } = (await conforms('GET /member/random-nickname/:langId', '/member/random-nickname/en-US', {
      token,
    })) as { Nickname: string };
    if (player.nickname === null) {
      await conforms('PUT /member/nickname', '/member/nickname', {
        method: 'PUT',
        token,
        body: { LangId: 'en-US', Nickname },
      });
      await conforms('GET /member/nickname', '/member/nickname', { token });
    }
  });

  it('content calls: banners, promotions, their games, transfer, entrances, agent info, switch-off, tada ids', async () => {
    for (const lang of ['en-US', 'th-TH', 'zh-CN']) {
      await conforms('GET /banner/:apiId/:langId', `/banner/3/${lang}`);
      const promos = (await conforms(
        'GET /action/promote-list/:apiId/:langId/:category?',
        `/action/promote-list/3/${lang}`,
      )) as { Id: number }[];
      expect(promos.length).toBeGreaterThan(0);
    }
    await conforms('GET /action/promote-list/:apiId/:langId/:category?', '/action/promote-list/3/en-US/games');
    await conforms('GET /banner/:apiId/:langId/:position/:gameNo', '/banner/3/en-US/game/1');
    await conforms('GET /game-entrance/:apiId', '/game-entrance/3');
    await conforms(
      'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?',
      '/action/promote-game-list/3/en-US/1',
    );
    await conforms('GET /action/transfer/:apiId/:actionId/:langId/:gameNo?', '/action/transfer/3/1/en-US/1');
    for (const apiId of [3, 110]) {
      await conforms('GET /game-setting/agent-info/:apiId', `/game-setting/agent-info/${apiId}`);
      await conforms('GET /game-setting/switch-off-status/:apiId', `/game-setting/switch-off-status/${apiId}`);
    }
    await conforms('GET /game-setting/tada-api-id-list', '/game-setting/tada-api-id-list');
  });

  it('ranking and event calls, anonymous and signed in, in every state', async () => {
    const token = await tokenOf(players[0]!);
    const settings = (await conforms(
      'GET /rank/ranking-setting',
      '/rank/ranking-setting?ApiId=3&LangId=en-US&StartDateTime=2000-01-01&EndDateTime=2100-01-01',
    )) as { RankingId: number; State: string }[];
    await conforms('GET /rank/ranking-setting/:langId/:type?', '/rank/ranking-setting/th-TH', { token });
    for (const state of ['comingSoon', 'running', 'concluded']) {
      const one = settings.find((s) => s.State === state)!;
      expect(one, state).toBeDefined();
      await conforms(
        'GET /rank/ranking-history/:apiId/:rankingId/:langId',
        `/rank/ranking-history/3/${one.RankingId}/en-US`,
      );
      await conforms('GET /rank/ranking-history/:rankingId/:langId?', `/rank/ranking-history/${one.RankingId}/en-US`, {
        token,
      });
    }
    const events = (await conforms('GET /event-list/:apiId/:langId', '/event-list/3/en-US')) as { Id: number }[];
    for (const e of events) {
      await conforms('GET /event/:eventId/:langId', `/event/${e.Id}/en-US`);
      await conforms('GET /event/:eventId/:langId', `/event/${e.Id}/en-US`, { token });
    }
  });

  it('history calls, over a round of every game', async () => {
    const seen = new Set<number>();
    for (const player of players) {
      const token = await tokenOf(player);
      const rows = await server.db.query<{ game_no: number; round_index: string; log_index: string }>(
        `SELECT DISTINCT ON (r.game_no) r.game_no, r.round_index, r.log_index FROM rounds r JOIN players p ON p.id = r.player_id
         WHERE p.account = $1 ORDER BY r.game_no, r.played_at DESC`,
        [player.account],
      );
      for (const { game_no: game, round_index: round, log_index: logIndex } of rows) {
        if (seen.has(game)) continue;
        seen.add(game);
        const q = `LangId=en-US&StartRowIndex=0&EndRowIndex=9`;
        await conforms('GET /history/latest-game', '/history/latest-game', { token });
        await conforms(
          'GET /history/:game/get-history-record',
          `/history/${game}/get-history-record?${q}&LogIndexAsRoundIndex=false`,
          { token },
        );
        await conforms(
          'GET /history/:game/get-history-record',
          `/history/${game}/get-history-record?${q}&LogIndexAsRoundIndex=false&Date=1999-01-01`,
          { token },
        );
        await conforms(
          'GET /history/:game/get-detail-record',
          `/history/${game}/get-detail-record?${q}&RoundIndex=${round}&OrderField=x`,
          { token },
        );
        const info = (await conforms(
          'GET /history/:game/get-detail-info/:langId/:round?/:historyId?',
          `/history/${game}/get-detail-info/en-US/${round}`,
          { token },
        )) as DetailInfo;
        await conforms('GET /history/:game/get-detail-record/:round', `/history/${game}/get-detail-record/${round}`, {
          token,
        });
        await conforms(
          'GET /history/:game/get-box-detail-info/:langId/:round',
          `/history/${game}/get-box-detail-info/en-US/${round}`,
          { token },
        );
        await conforms(
          'GET /history/:game/get-single-round-log-summary/:round/:logIndex',
          `/history/${game}/get-single-round-log-summary/${round}/${logIndex}`,
          { token },
        );
        const kind = info.Payload?.Kind;
        if (kind === 'plate') {
          await conforms(
            'GET /history/:game/get-log-plate-info/:round/:logIndex',
            `/history/${game}/get-log-plate-info/${round}/${logIndex}`,
            { token },
          );
          await conforms(
            'GET /history/:game/get-log-plate-info/:round',
            `/history/${game}/get-log-plate-info/${round}`,
            { token },
          );
          await conforms('GET /history/:game/get-plate-info/:round', `/history/${game}/get-plate-info/${round}`, {
            token,
          });
        }
        if (kind === 'steps')
          await conforms(
            'GET /history/:game/get-step-detail-record/:round',
            `/history/${game}/get-step-detail-record/${round}`,
            { token },
          );
        if (info.Family === 'mines')
          await conforms(
            'GET /history/:game/get-bomb-detail-record/:round/:logIndex',
            `/history/${game}/get-bomb-detail-record/${round}/${logIndex}`,
            { token },
          );
        if (['keno', 'plinko', 'crash', 'limbo', 'mines', 'wheel'].includes(info.Family)) {
          await conforms('GET /fairness/steps', `/fairness/steps?Game=${game}&RoundIndex=${round}`, { token });
        }
      }
    }
    // Every game of the catalogue was read (35 games; the small seed may miss a few per player).
    expect(seen.size).toBeGreaterThanOrEqual(30);
  });

  it('member calls', async () => {
    // Every player of TaDa 3 (the small seed's profiles), and a premium player's holiday draw.
    for (const player of players) {
      const token = await tokenOf(player);
      await conforms('GET /member/vip-setting', '/member/vip-setting', { token });
      await conforms('GET /member/vip-level', '/member/vip-level', { token });
      await conforms('GET /member/sign-in', '/member/sign-in', { token });
      await conforms('GET /member/chest', '/member/chest', { token });
      await conforms('GET /member/vip-missions', '/member/vip-missions', { token });
      await conforms('GET /member/lv-ranking', '/member/lv-ranking', { token });
      const gift = (await conforms('GET /member/holiday-gift', '/member/holiday-gift', { token })) as {
        Eligible: boolean;
        Holiday: { Id: number } | null;
      };
      if (gift.Eligible && gift.Holiday)
        await conforms('POST /member/holiday-gift/draw', '/member/holiday-gift/draw', {
          method: 'POST',
          token,
          body: { HolidayId: gift.Holiday.Id },
        });
      const chest = (await conforms('GET /member/chest', '/member/chest', { token })) as { Status: string };
      if (chest.Status !== 'none')
        await conforms('POST /member/chest/open', '/member/chest/open', { method: 'POST', token });
    }
    await conforms('POST /member/sign-in', '/member/sign-in', { method: 'POST', token: await tokenOf(players[0]!) });
  });

  it('rewards calls: prizes, claim, backpack, gift-code events and a send', async () => {
    const token = await tokenOf(players[0]!);
    const prizes = (await conforms('GET /prize/:langId', '/prize/en-US', { token })) as {
      Id: number;
      Claimable: boolean;
    }[];
    await conforms('GET /prize/:langId', '/prize/th-TH', { token });
    const pending = prizes.find((p) => p.Claimable)!;
    await conforms('POST /prize/claim/:prizeId', `/prize/claim/${pending.Id}?LangId=en-US`, { method: 'POST', token });
    await conforms('GET /backpack/:langId', '/backpack/en-US', { token });
    await conforms('GET /backpack/:langId', '/backpack/ja-JP', { token });
    for (const id of [1, 2, 3, 4, 5]) await conforms('GET /giftcode/get/:eventId', `/giftcode/get/${id}?LangId=th-TH`);
    await conforms('POST /giftcode/send-email/:eventId', '/giftcode/send-email/1', {
      method: 'POST',
      body: { Email: 'readers@example.com', TemplateId: 'tpl-welcome', AwsConfigSetName: 'ingame-mail' },
    });
  });

  it('every reader was run against the platform', () => {
    expect([...checked].sort()).toEqual(Object.keys(READERS).sort());
  });
});

describe("the platform's wrongTypes fault", () => {
  it('is a success envelope that every reader refuses (the client shows 5001)', async () => {
    await api.request('POST', '/__admin/faults', {
      body: { route: '/game-setting/game-info-list', fault: { kind: 'wrongTypes' }, count: 1 },
    });
    const r = await api.get('/api/game-setting/game-info-list');
    expect(r.json).toEqual({ Code: 0, Data: WRONG_TYPES_DATA, Message: '' });
    for (const [key, read] of Object.entries(READERS)) {
      expect(() => (read as (v: unknown) => unknown)(r.json!.Data), key).toThrow(ShapeError);
    }
  });
});
