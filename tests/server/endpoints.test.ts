/**
 * Every §7 call over real HTTP: a valid request answers Code 0 with the shape the contract
 * promises, and a bad one answers its error Code. Table-driven; a new endpoint without a row
 * here fails the last test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES, MEMBER_CODES } from '../../src/api/contract';
import { handlers } from '../../platform/server/handlers';
import type { RunningServer } from '../../platform/server/server';
import { client, startTestServer } from './helpers';

let server: RunningServer;
let api: ReturnType<typeof client>;
let token: string;
let gameToken: string;
let loginGameToken: string;
let round: { game: number; slot: string; mines: string; crash: string };

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  const players = await api.players();
  const player = players.find((p) => p.apiId === 3)!;
  token = await api.login(player.gameToken);
  // Game tokens are single-use: the exchange and login rows below each get their own.
  gameToken = await api.freshGameToken(player.account);
  loginGameToken = await api.freshGameToken(player.account);
  // One round of a slot, of mines and of crash, for the detail calls.
  const [slot] = await server.db.query<{ round_index: string; game_no: number }>(
    'SELECT round_index, game_no FROM rounds r JOIN players p ON p.id = r.player_id WHERE p.account = $1 AND game_no = 1 AND seed % 25 <> 0 ORDER BY played_at DESC LIMIT 1',
    [player.account],
  );
  const [mines] = await server.db.query<{ round_index: string }>(
    'SELECT round_index FROM rounds r JOIN players p ON p.id = r.player_id WHERE p.account = $1 AND game_no = 31 LIMIT 1',
    [player.account],
  );
  const [crash] = await server.db.query<{ round_index: string }>(
    'SELECT round_index FROM rounds r JOIN players p ON p.id = r.player_id WHERE p.account = $1 AND game_no = 29 LIMIT 1',
    [player.account],
  );
  round = {
    game: slot!.game_no,
    slot: slot!.round_index,
    mines: mines?.round_index ?? '',
    crash: crash?.round_index ?? '',
  };
});
afterAll(() => server?.close());

type Row = [
  key: string,
  method: 'GET' | 'POST' | 'PUT',
  path: () => string,
  auth: boolean,
  check: (data: any) => void,
  bad?: [path: () => string, code: number, body?: unknown],
  body?: () => unknown,
  code?: number,
];

const isList = (data: unknown) => expect(Array.isArray(data)).toBe(true);
const rows: Row[] = [
  [
    'GET /game-setting/game-info-list',
    'GET',
    () => '/game-setting/game-info-list',
    false,
    (d) => expect(d[0]).toMatchObject({ No: 1, Name: expect.any(String), Family: 'slot' }),
  ],
  [
    'GET /game-setting/block-info-web-url',
    'GET',
    () => '/game-setting/block-info-web-url',
    false,
    (d) => expect(d.Url).toEqual(expect.any(String)),
  ],
  ['GET /game-group', 'GET', () => '/game-group', false, (d) => expect(d[0].GameNos.length).toBeGreaterThan(0)],
  [
    'GET /game-entrance/:apiId',
    'GET',
    () => '/game-entrance/3',
    false,
    (d) => expect(d[0]).toMatchObject({ GameNo: expect.any(Number), Url: expect.any(String) }),
    [() => '/game-entrance/x', CODES.BAD_REQUEST],
  ],
  [
    'GET /marquee/:apiId/:langId',
    'GET',
    () => '/marquee/3/en-US',
    false,
    (d) => expect(d[0].Template.Format).toContain('{0}'),
    [() => '/marquee/0/en', CODES.BAD_REQUEST],
  ],
  [
    'GET /banner/:apiId/:langId',
    'GET',
    () => '/banner/3/en-US',
    false,
    (d) => expect(d[0]).toMatchObject({ Title: expect.any(String), Image: expect.any(String) }),
  ],
  [
    'GET /banner/:apiId/:langId/:position/:gameNo',
    'GET',
    () => '/banner/3/en-US/game/1',
    false,
    (d) => expect(d).toHaveLength(1),
    [() => '/banner/3/en-US/game/-2', CODES.BAD_REQUEST],
  ],
  [
    'GET /game-setting/rtp/:apiId/:gameNo',
    'GET',
    () => '/game-setting/rtp/130/1',
    false,
    (d) => expect(d.Rtp).toMatch(/^\d/),
  ],
  [
    'GET /currency-display',
    'GET',
    () => '/currency-display',
    false,
    (d) => expect(d[0]).toMatchObject({ No: 1, Symbol: '₱', Unit: 100 }),
  ],
  [
    'GET /currency-display/customize',
    'GET',
    () => '/currency-display/customize',
    false,
    (d) => expect(d[0]).toMatchObject({ ApiId: 202 }),
  ],
  [
    'POST /token',
    'POST',
    () => '/token',
    false,
    (d) => expect(d.Token.split('.')).toHaveLength(3),
    [() => '/token', CODES.BAD_REQUEST, {}],
    () => ({ Token: gameToken }),
  ],
  // Without a session: a logout ends it (tests/server/session-lifecycle.test.ts revokes one).
  ['POST /token/logout', 'POST', () => '/token/logout', false, (d) => expect(d).toBeNull()],
  [
    'GET /game-setting/user-api-info/:apiId',
    'GET',
    () => '/game-setting/user-api-info/3',
    false,
    (d) =>
      expect(d).toEqual({
        Timezone: 480,
        WebId: 'tada',
        OperatorType: 'STANDARD',
        PictureLanguages: expect.arrayContaining(['en-US', 'zh-CN', 'th-TH', 'de-DE']),
      }),
    [() => '/game-setting/user-api-info/99999', CODES.NOT_FOUND],
  ],
  [
    'GET /game-setting/agent-info/:apiId',
    'GET',
    () => '/game-setting/agent-info/3',
    false,
    (d) => expect(d.Messengers.length).toBe(3),
  ],
  [
    'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?',
    'GET',
    () => '/action/transfer/3/5/en-US/1',
    false,
    (d) => expect(d.Url).toContain('event=5'),
    [() => '/action/transfer/3/abc/en-US', CODES.BAD_REQUEST],
  ],
  [
    'GET /rank/ranking-setting',
    'GET',
    // The client's period: 90 days back and ahead of now (the demo clock keeps the seed there).
    () =>
      `/rank/ranking-setting?ApiId=3&LangId=en-US&StartDateTime=${new Date(Date.now() - 90 * 86_400_000).toISOString()}&EndDateTime=${new Date(Date.now() + 90 * 86_400_000).toISOString()}&Type=totalBet`,
    false,
    (d) => expect(d[0].Type).toBe('totalBet'),
    [() => '/rank/ranking-setting?ApiId=3&LangId=en-US&StartDateTime=x&EndDateTime=y', CODES.BAD_REQUEST],
  ],
  [
    'GET /rank/ranking-history/:apiId/:rankingId/:langId',
    'GET',
    () => '/rank/ranking-history/3/1/en-US',
    false,
    (d) => expect(d.Entries).toHaveLength(100),
    [() => '/rank/ranking-history/3/999/en-US', CODES.NOT_FOUND],
  ],
  [
    'GET /guide/:apiId/:langId',
    'GET',
    () => '/guide/110/en-US',
    false,
    (d) => expect(d.IosSteps).toHaveLength(9),
    [() => '/guide/99999/en-US', CODES.NOT_FOUND],
  ],
  ['GET /repair/:apiId', 'GET', () => '/repair/3', false, (d) => expect(d.IsRepairing).toBe(false)],
  [
    'POST /token/login',
    'POST',
    () => '/token/login',
    false,
    (d) => expect(d.GameUrl).toContain('/play/fortune-gems'),
    [() => '/token/login', CODES.TOKEN_INVALID, { Token: 'nope', GameNo: 1, IsJPEnabled: false, Lang: 'en' }],
    () => ({ Token: loginGameToken, GameNo: 1, IsJPEnabled: false, Lang: 'th' }),
  ],
  [
    'GET /game-setting/switch-off-status/:apiId',
    'GET',
    () => '/game-setting/switch-off-status/3',
    false,
    (d) => expect(d.SwitchedOff).toEqual([]),
  ],
  [
    'GET /action/promote-list/:apiId/:langId/:category?',
    'GET',
    () => '/action/promote-list/3/en-US/games',
    false,
    (d) => expect(d.every((p: { Category: string }) => p.Category === 'games')).toBe(true),
    [() => '/action/promote-list/3/en-US/other', CODES.BAD_REQUEST],
  ],
  [
    'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?',
    'GET',
    () => '/action/promote-game-list/3/en-US/1',
    false,
    (d) => expect(d.length).toBeGreaterThan(0),
    [() => '/action/promote-game-list/3/en-US/99999', CODES.NOT_FOUND],
  ],
  [
    'GET /game-setting/tada-api-id-list',
    'GET',
    () => '/game-setting/tada-api-id-list',
    false,
    (d) => expect(d).toEqual(expect.arrayContaining([3, 20000, 20001])),
  ],
  [
    'GET /event/:eventId/:langId',
    'GET',
    () => '/event/1/en-US',
    false,
    (d) => expect(d).toMatchObject({ Name: expect.any(String), State: 'running' }),
    [() => '/event/99999/en-US', CODES.NOT_FOUND],
  ],
  [
    'GET /giftcode/get/:eventId',
    'GET',
    () => '/giftcode/get/1',
    false,
    (d) => expect(d).toMatchObject({ EventId: 1, TemplateId: 'tpl-welcome' }),
    [() => '/giftcode/get/99', CODES.NOT_FOUND],
  ],
  [
    'POST /giftcode/send-email/:eventId',
    'POST',
    () => '/giftcode/send-email/1',
    false,
    (d) => expect(d.Sent).toBe(true),
    [
      () => '/giftcode/send-email/1',
      CODES.BAD_REQUEST,
      { Email: 'a@b.example', TemplateId: 'wrong', AwsConfigSetName: 'ingame-mail' },
    ],
    () => ({ Email: `table-${Date.now()}@example.com`, TemplateId: 'tpl-welcome', AwsConfigSetName: 'ingame-mail' }),
  ],
  [
    'GET /event-list/:apiId/:langId',
    'GET',
    () => '/event-list/3/en-US',
    false,
    (d) => expect(d).toHaveLength(3),
    [() => '/event-list/0/en-US', CODES.BAD_REQUEST],
  ],
  [
    'GET /rank/ranking-setting/:langId/:type?',
    'GET',
    () => '/rank/ranking-setting/en-US',
    true,
    (d) => expect(d).toHaveLength(24),
    [() => '/rank/ranking-setting/en-US/nope', CODES.BAD_REQUEST],
  ],
  [
    'GET /rank/ranking-history/:rankingId/:langId?',
    'GET',
    () => '/rank/ranking-history/1',
    true,
    (d) => expect(d.Mine).not.toBeNull(),
    [() => '/rank/ranking-history/0', CODES.BAD_REQUEST],
  ],
  [
    'GET /member/vip-setting',
    'GET',
    () => '/member/vip-setting',
    true,
    (d) => expect(d.Levels[9]).toMatchObject({ Name: 'Premium', HolidayGift: true }),
  ],
  [
    'GET /member/vip-level',
    'GET',
    () => '/member/vip-level',
    true,
    (d) => expect(d).toMatchObject({ Vip: expect.any(Number), Rank: expect.any(Number) }),
  ],
  [
    'GET /game-setting/is-enable/NickNameEnable',
    'GET',
    () => '/game-setting/is-enable/NickNameEnable',
    true,
    (d) => expect(d.IsEnable).toBe(true),
  ],
  ['GET /member/nickname', 'GET', () => '/member/nickname', true, (d) => expect(typeof d.IsHas).toBe('boolean')],
  [
    'GET /member/random-nickname/:langId',
    'GET',
    () => '/member/random-nickname/en-US',
    true,
    (d) => expect(d.Nickname).toMatch(/^[A-Za-z0-9]{1,7}$/),
  ],
  // The Code 0 row creates the nickname first, so the bad row meets the "cannot change" rule.
  [
    'PUT /member/nickname',
    'PUT',
    () => '/member/nickname',
    true,
    (d) => expect(d).toEqual({ Nickname: 'Tbl1', IsHas: true }),
    [() => '/member/nickname', CODES.NICKNAME_EXISTS, { LangId: 'en', Nickname: 'Other' }],
    () => ({ LangId: 'en-US', Nickname: 'Tbl1' }),
  ],
  [
    'GET /prize/:langId',
    'GET',
    () => '/prize/en-US',
    true,
    (d) => expect(d[0]).toMatchObject({ Name: 'Daily sign-in reward' }),
  ],
  ['GET /backpack/:langId', 'GET', () => '/backpack/en-US', true, isList],
  // The first player's first reward is pending and claimable (platform/server/seed/rewards.ts).
  [
    'POST /prize/claim/:prizeId',
    'POST',
    () => '/prize/claim/1?LangId=en-US',
    true,
    (d) => expect(d).toMatchObject({ Id: 1, State: 'claimed', Claimable: false }),
    [() => '/prize/claim/x?LangId=en-US', CODES.BAD_REQUEST],
  ],
  [
    'GET /history/:game/get-history-record',
    'GET',
    () =>
      `/history/${round.game}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=9&LogIndexAsRoundIndex=true`,
    true,
    (d) => expect(d.Records[0].RoundIndex).toBe(d.Records[0].LogIndex),
    [
      () =>
        `/history/${round.game}/get-history-record?LangId=en&StartRowIndex=9&EndRowIndex=0&LogIndexAsRoundIndex=false`,
      CODES.BAD_REQUEST,
    ],
  ],
  [
    'GET /history/:game/get-detail-record',
    'GET',
    () =>
      `/history/${round.game}/get-detail-record?LangId=en-US&RoundIndex=${round.slot}&OrderField=x&StartRowIndex=0&EndRowIndex=9`,
    true,
    (d) => expect(d.Records[0].Round).toBe(round.slot),
    [
      () =>
        `/history/${round.game}/get-detail-record?LangId=en&RoundIndex=1&OrderField=x&StartRowIndex=0&EndRowIndex=9`,
      CODES.NOT_FOUND,
    ],
  ],
  [
    'GET /history/:game/get-detail-info/:langId/:round?/:historyId?',
    'GET',
    () => `/history/${round.game}/get-detail-info/en-US/${round.slot}`,
    true,
    (d) => expect(d.Payload.Kind).toBe('plate'),
    [() => `/history/${round.game}/get-detail-info/en-US`, CODES.BAD_REQUEST],
  ],
  [
    'GET /history/:game/get-detail-record/:round',
    'GET',
    () => `/history/${round.game}/get-detail-record/${round.slot}`,
    true,
    (d) => expect(d[0].PaytableId).toMatch(/^PT-/),
  ],
  [
    'GET /history/:game/get-bomb-detail-record/:round/:logIndex',
    'GET',
    () => `/history/31/get-bomb-detail-record/${round.mines}/0`,
    true,
    (d) => expect(d.Size).toBe(25),
    [() => `/history/${round.game}/get-bomb-detail-record/${round.slot}/0`, CODES.NOT_FOUND],
  ],
  [
    'GET /history/:game/get-single-round-log-summary/:round/:logIndex',
    'GET',
    () => `/history/${round.game}/get-single-round-log-summary/${round.slot}/0`,
    true,
    (d) => expect(d.Spins).toBeGreaterThanOrEqual(1),
  ],
  [
    'GET /history/:game/get-log-plate-info/:round/:logIndex',
    'GET',
    () => `/history/${round.game}/get-log-plate-info/${round.slot}/0`,
    true,
    (d) => expect(d[0].Plate.length).toBe(d[0].Columns * d[0].Rows * d[0].SymbolLength),
  ],
  [
    'GET /history/:game/get-log-plate-info/:round',
    'GET',
    () => `/history/${round.game}/get-log-plate-info/${round.slot}`,
    true,
    isList,
    [() => `/history/${round.game}/get-log-plate-info/..%2F`, CODES.BAD_REQUEST],
  ],
  [
    'GET /history/latest-game',
    'GET',
    () => '/history/latest-game',
    true,
    (d) => expect(d.GameNo).toEqual(expect.any(Number)),
  ],
  [
    'GET /history/:game/get-plate-info/:round',
    'GET',
    () => `/history/${round.game}/get-plate-info/${round.slot}`,
    true,
    (d) => expect(d.PlateNumStr.split(',')).toHaveLength(15),
  ],
  [
    'GET /history/:game/get-step-detail-record/:round',
    'GET',
    () => `/history/29/get-step-detail-record/${round.crash}`,
    true,
    isList,
    [() => `/history/${round.game}/get-step-detail-record/${round.slot}`, CODES.NOT_FOUND],
  ],
  [
    'GET /history/:game/get-box-detail-info/:langId/:round',
    'GET',
    () => `/history/${round.game}/get-box-detail-info/en-US/${round.slot}`,
    true,
    (d) => expect(d.Boxes).toHaveLength(9),
  ],
  ['GET /member/sign-in', 'GET', () => '/member/sign-in', true, (d) => expect(d.Days).toHaveLength(7)],
  ['POST /member/sign-in', 'POST', () => '/member/sign-in', true, (d) => expect(d.SignedToday).toBe(true)],
  [
    'GET /member/chest',
    'GET',
    () => '/member/chest',
    true,
    (d) => expect(d).toMatchObject({ Status: expect.any(String), Levels: expect.any(Array) }),
  ],
  // This player's chest was not generated this week: opening answers 4002 (member.test.ts opens a generated one).
  [
    'POST /member/chest/open',
    'POST',
    () => '/member/chest/open',
    true,
    (d) => expect(d).toBeNull(),
    undefined,
    undefined,
    MEMBER_CODES.CHEST_NOT_READY,
  ],
  [
    'GET /member/holiday-gift',
    'GET',
    () => '/member/holiday-gift',
    true,
    (d) => expect(d.Holiday).toMatchObject({ Id: expect.any(Number) }),
  ],
  [
    'POST /member/holiday-gift/draw',
    'POST',
    () => '/member/holiday-gift/draw',
    true,
    (d) => expect(d.Drawn).toBe(true),
    [() => '/member/holiday-gift/draw', CODES.BAD_REQUEST, {}],
    () => ({ HolidayId: 1 }),
  ],
  ['GET /member/lv-ranking', 'GET', () => '/member/lv-ranking', true, (d) => expect(d.Top[0].Rank).toBe(1)],
  ['GET /member/vip-missions', 'GET', () => '/member/vip-missions', true, isList],
  [
    'GET /fairness/steps',
    'GET',
    () => `/fairness/steps?Game=29&RoundIndex=${round.crash}`,
    true,
    (d) => expect(d.Game).toBe('crash'),
    [() => '/fairness/steps?Game=29', CODES.BAD_REQUEST],
  ],
];

describe('every §7 call', () => {
  it.each(rows)(
    '%s answers its Code (0 unless the row says) with its shape',
    async (_key, method, path, auth, check, _bad, body, code = 0) => {
      const r = await api.request(method, `/api${path()}`, { token: auth ? token : null, body: body?.() });
      expect(r.json, r.text).toMatchObject({ Code: code });
      expect(r.trace).toMatch(/^[0-9a-f]{16}$/);
      check(r.json!.Data);
    },
  );
  it.each(rows.filter((r) => r[5]))(
    '%s answers its error Code for bad input',
    async (_key, method, _path, auth, _check, bad) => {
      const [path, code, body] = bad!;
      const r = await api.request(method, `/api${path()}`, { token: auth ? token : null, body });
      expect(r.json!.Code, r.text).toBe(code);
    },
  );
  it.each(rows.filter((r) => r[3]))('%s refuses a missing session with 9101', async (_key, method, path) => {
    expect((await api.request(method, `/api${path()}`, { body: method === 'GET' ? undefined : {} })).json!.Code).toBe(
      CODES.TOKEN_INVALID,
    );
  });
  it('has a row for every handler', () => {
    expect(rows.map((r) => r[0]).sort()).toEqual(Object.keys(handlers).sort());
  });
});
