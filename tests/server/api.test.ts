import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { CODES, readRepairInfo } from '../../src/api/contract';
import { API_LANG, LOCALES } from '../../src/i18n/locales';
import { ShapeError } from '../../src/api/read';
import { readdirSync, readFileSync } from 'node:fs';
import { handlers } from '../../platform/server/handlers';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type DemoPlayer, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;
let players: DemoPlayer[];
const tokenOf = new Map<string, string>();

async function sessionFor(predicate: (p: DemoPlayer) => boolean): Promise<{ player: DemoPlayer; token: string }> {
  const player = players.find((p) => predicate(p) && !tokenOf.has(p.account)) ?? players.find(predicate)!;
  if (!tokenOf.has(player.account))
    tokenOf.set(player.account, await api.login(await api.freshGameToken(player.account)));
  return { player, token: tokenOf.get(player.account)! };
}

beforeAll(async () => ({ server, api, players } = await startTestPlatform()));
afterAll(() => server?.close());

describe('the contract is served whole', () => {
  it('has a handler for every §7 call of the contract and nothing else', () => {
    // The keys as written in the domains' call tables: the source of truth for the §7 calls.
    const dir = 'src/api/contract';
    const source = readdirSync(dir)
      .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
      .join('\n');
    const declared = [...source.matchAll(/^\s+'((?:GET|POST|PUT) \/[^']+)': Call</gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThanOrEqual(48);
    expect(Object.keys(handlers).sort()).toEqual(declared.sort());
  });
  it('answers every response with the envelope and an x-trace header', async () => {
    const r = await api.get('/api/game-setting/game-info-list');
    expect(r.status).toBe(200);
    expect(r.trace).toMatch(/^[0-9a-f]{16}$/);
    expect(r.json).toMatchObject({ Code: 0, Message: '' });
    expect(r.json!.Data.length).toBeGreaterThanOrEqual(30);
  });
  it('every answer gets its own trace, past the pool of random bytes the traces are cut from', async () => {
    // 80 answers × 8 bytes: more than one 512-byte pool (platform/server/http.ts newTrace).
    const traces = await Promise.all(
      Array.from({ length: 80 }, () => api.get('/api/game-setting/game-info-list').then((r) => r.trace)),
    );
    for (const trace of traces) expect(trace).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(traces).size).toBe(traces.length);
  });
  it('an unknown endpoint is an enveloped 404', async () => {
    const r = await api.get('/api/nope');
    expect(r.status).toBe(404);
    expect(r.json!.Code).toBe(CODES.NOT_FOUND);
  });
  it('hostile path and query parameters get Code 1001, never a 500', async () => {
    for (const path of [
      '/api/marquee/abc/en',
      '/api/marquee/1e9/en',
      '/api/game-setting/rtp/3/-1',
      '/api/rank/ranking-setting?ApiId=%27%3B--',
      '/api/event/99999999999/en',
    ]) {
      const r = await api.get(path);
      expect(r.status, path).toBe(200);
      expect(r.json!.Code, path).toBe(CODES.BAD_REQUEST);
    }
  });
});

describe('public calls', () => {
  it('serves the marquee with placeholders and colours, and no hostile text unless the fault switch asks', async () => {
    const items = (await api.get('/api/marquee/3/en-US')).json!.Data;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0].Template.Format).toContain('{0}');
    // The demo's own marquee reads like a live product: no markup, no `$&`, only real colours.
    const text = JSON.stringify(items);
    expect(text).not.toMatch(/<|\$&|url\(/);
    for (const item of items as { ContentColor: string[] }[])
      for (const colour of item.ContentColor) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    // The hostile corpus is behind the fault switch: the same call made hostile carries markup as plain data.
    await fetch(`${server.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ route: '/marquee/3/', fault: { kind: 'hostile' }, count: 1 }]),
    });
    const hostile = (await api.get('/api/marquee/3/en-US')).json!.Data;
    expect(JSON.stringify(hostile)).toContain('<img src=x onerror=');
  });
  it('serves the marquee in the requested language', async () => {
    const th = (await api.get('/api/marquee/3/th-TH')).json!.Data;
    expect(th[0].Template.Format).toMatch(/[\u0E00-\u0E7F]/);
  });
  it.each([
    [130, 'ROAR'],
    [140, 'DONUT'],
    [150, 'PS'],
  ])('the marquee of operator %d (%s) is switched off: empty list', async (apiId) => {
    expect((await api.get(`/api/marquee/${apiId}/en-US`)).json).toMatchObject({ Code: 0, Data: [] });
  });
  it('rtp of a gated-off operator is "0"; otherwise a percentage', async () => {
    expect((await api.get('/api/game-setting/rtp/3/1')).json!.Data.Rtp).toMatch(/^9\d\.\d\d$/);
  });
  it('user api info carries the operator time zone and type', async () => {
    expect((await api.get('/api/game-setting/user-api-info/120')).json!.Data).toEqual({
      Timezone: 0,
      WebId: 'jiliplus',
      OperatorType: 'GLI',
      // Issue 25: the demo has its pictures in all 17 locales.
      PictureLanguages: LOCALES.map((l) => API_LANG[l]),
    });
  });
  it('agent info keeps messengers without Data out of Data (the client drops them)', async () => {
    const { Messengers } = (await api.get('/api/game-setting/agent-info/3')).json!.Data;
    expect(Messengers.some((m: { Data?: string }) => m.Data === undefined)).toBe(true);
  });
  it('rankings show the top 100 only, ordered by score', async () => {
    const settings = (
      await api.get(
        `/api/rank/ranking-setting?ApiId=3&LangId=en-US&StartDateTime=${new Date(Date.now() - 90 * 86_400_000).toISOString()}&EndDateTime=${new Date(Date.now() + 90 * 86_400_000).toISOString()}&Type=totalWin&GameIds=1&GameIds=2`,
      )
    ).json!.Data;
    // One series (total win on games 1 and 2): its past, running and coming periods.
    expect(new Set(settings.map((s: { Name: string }) => s.Name)).size).toBe(1);
    const running = settings.find((s: { State: string }) => s.State === 'running');
    const board = (await api.get(`/api/rank/ranking-history/3/${running.RankingId}/en-US`)).json!.Data;
    expect(board.Entries).toHaveLength(100);
    expect(board.Entries[0].Rank).toBe(1);
    const scores = board.Entries.map((e: { Score: number }) => e.Score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(board.Mine).toBeNull();
  });
  it('promotions come in every state and both categories', async () => {
    const all = (await api.get('/api/action/promote-list/3/en-US')).json!.Data;
    expect(new Set(all.map((p: { State: string }) => p.State))).toEqual(
      new Set(['concluded', 'running', 'comingSoon']),
    );
    const brand = (await api.get('/api/action/promote-list/3/en-US/brand')).json!.Data;
    expect(brand.every((p: { Category: string }) => p.Category === 'brand')).toBe(true);
  });
  it('the language service copies _style groups and busts by minute', async () => {
    const r = await api.get('/language/th?t=1&GroupIds[]=common&GroupIds[]=common_style');
    expect(r.json!.Data.common_style.brand).toBe('Platform (styled)');
    expect(r.json!.Data.common.welcome).toBe('Welcome (th)');
  });
});

describe('auth', () => {
  it('exchanges a game token for a login token carrying the §3 claims', async () => {
    const { player, token } = await sessionFor((p) => p.apiId === 110);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ APIID: 110, A: player.account, EXPONENT: 2, WALLETTYPE: 1 });
    expect(claims.UNIT).toBeGreaterThan(0);
  });
  it('a game token is single-use: a second exchange (a replay, a copied link) answers 9101', async () => {
    const gameToken = await api.freshGameToken(players[0]!.account);
    expect((await api.request('POST', '/api/token', { body: { Token: gameToken } })).json!.Code).toBe(CODES.OK);
    const again = (await api.request('POST', '/api/token', { body: { Token: gameToken } })).json!;
    expect(again.Code).toBe(CODES.TOKEN_INVALID);
  });
  it('an unknown game token answers 9101', async () => {
    expect((await api.request('POST', '/api/token', { body: { Token: 'nope' } })).json!.Code).toBe(CODES.TOKEN_INVALID);
  });
  it('a bearer call without a token answers 9101', async () => {
    expect((await api.get('/api/member/nickname')).json!.Code).toBe(CODES.TOKEN_INVALID);
  });
  it('an expired session answers 9100 on global calls', async () => {
    // The demo's own signing secret, made for this database (server.ts demoSecret).
    const [row] = await server.db.query<{ value: string }>(
      "SELECT value FROM demo_secrets WHERE name = 'INGAME_JWT_SECRET'",
    );
    const secret = new TextEncoder().encode(row!.value);
    const expired = await new SignJWT({ APIID: 3, AID: 1, A: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    expect((await api.get('/api/game-setting/game-info-list', expired)).json!.Code).toBe(CODES.TOKEN_EXPIRED);
    expect((await api.get('/api/game-group', 'garbage.token.here')).json!.Code).toBe(CODES.TOKEN_INVALID);
  });
  it('a forged signature is refused', async () => {
    const forged = await new SignJWT({ APIID: 3, AID: 1, A: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('wrong'));
    expect((await api.get('/api/member/vip-level', forged)).json!.Code).toBe(CODES.TOKEN_INVALID);
  });
});

describe('nickname rules (§5)', () => {
  it('refuses more than 7 characters, symbols and non-simplified-Chinese scripts', async () => {
    const { token } = await sessionFor((p) => p.nickname === null && p.apiId === 3);
    for (const nickname of ['EightChr', 'ab cd', 'a_b', 'ไทย', '한국', '<b>x</b>', '']) {
      const r = await api.request('PUT', '/api/member/nickname', {
        token,
        body: { LangId: 'en-US', Nickname: nickname },
      });
      expect(r.json!.Code, nickname).toBe(CODES.NICKNAME_INVALID);
    }
  });
  it('creates once, then refuses to change it', async () => {
    const { token } = await sessionFor((p) => p.nickname === null && p.apiId === 110);
    const nick = `龙${Date.now() % 100000}`.slice(0, 7);
    const created = await api.request('PUT', '/api/member/nickname', {
      token,
      body: { LangId: 'zh-CN', Nickname: nick },
    });
    expect(created.json).toMatchObject({ Code: 0, Data: { Nickname: nick, IsHas: true } });
    expect((await api.get('/api/member/nickname', token)).json!.Data).toEqual({ Nickname: nick, IsHas: true });
    const again = await api.request('PUT', '/api/member/nickname', {
      token,
      body: { LangId: 'zh-CN', Nickname: 'Other1' },
    });
    expect(again.json!.Code).toBe(CODES.NICKNAME_EXISTS);
  });
  it('refuses a nickname another player of the operator has (case-insensitive)', async () => {
    const taken = players.find((p) => p.nickname && p.apiId === 3)!;
    const { token } = await sessionFor((p) => p.nickname === null && p.apiId === 3 && p.account !== taken.account);
    const r = await api.request('PUT', '/api/member/nickname', {
      token,
      body: { LangId: 'en-US', Nickname: taken.nickname!.toUpperCase() },
    });
    expect([CODES.NICKNAME_TAKEN, CODES.NICKNAME_INVALID]).toContain(r.json!.Code);
  });
  it('offers a random nickname that passes the rules', async () => {
    const { token } = await sessionFor((p) => p.apiId === 3);
    const { Nickname } = (await api.get('/api/member/random-nickname/zh-CN', token)).json!.Data;
    expect(Nickname).toMatch(/^[\u4e00-\u9fa5A-Za-z0-9]{1,7}$/u);
  });
  it('a GLI operator has nicknames disabled', async () => {
    const { token } = await sessionFor((p) => p.apiId === 120);
    expect((await api.get('/api/game-setting/is-enable/NickNameEnable', token)).json!.Data.IsEnable).toBe(false);
  });
});

describe('member, backpack and gates', () => {
  it('vip setting: levels, 1005 when not configured, -1 when gated off', async () => {
    const tada = await sessionFor((p) => p.apiId === 3);
    expect((await api.get('/api/member/vip-setting', tada.token)).json!.Data.Levels).toHaveLength(10);
    const gli = await sessionFor((p) => p.apiId === 120);
    expect((await api.get('/api/member/vip-setting', gli.token)).json!.Code).toBe(CODES.FEATURE_DISABLED);
    const star = await sessionFor((p) => p.apiId === 202);
    expect((await api.get('/api/member/vip-setting', star.token)).json!.Code).toBe(CODES.FEATURE_DISABLED);
    const notConfigured = await sessionFor((p) => p.apiId === 20000);
    await server.db.query('UPDATE operators SET vip_configured = false WHERE api_id = 20000');
    expect((await api.get('/api/member/vip-setting', notConfigured.token)).json!.Code).toBe(CODES.VIP_NOT_CONFIGURED);
  });
  it('the backpack has cards of several kinds, none expired', async () => {
    const { token } = await sessionFor((p) => p.apiId === 3);
    const cards = (await api.get('/api/backpack/en-US', token)).json!.Data;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(Date.parse(card.ExpiryDate)).toBeGreaterThan(Date.UTC(2026, 10, 15));
    const fish = cards.filter((c: { Kind: string }) => c.Kind === 'fish');
    for (const c of fish) expect(c.CardNo).toMatch(/^\d{7}$/);
  });
  it('the signed-in ranking includes the caller', async () => {
    const { token } = await sessionFor((p) => p.apiId === 3);
    const settings = (await api.get('/api/rank/ranking-setting/en-US/totalBet', token)).json!.Data;
    const board = (await api.get(`/api/rank/ranking-history/${settings[0].RankingId}/en-US`, token)).json!.Data;
    expect(board.Mine).not.toBeNull();
  });
});

describe('history', () => {
  it('pages newest first by row index, with the total', async () => {
    const { player, token } = await sessionFor((p) => p.rounds >= 400 && p.apiId === 3);
    const first = (
      await api.get(
        `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=49&LogIndexAsRoundIndex=false`,
        token,
      )
    ).json!.Data;
    const second = (
      await api.get(
        `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=50&EndRowIndex=99&LogIndexAsRoundIndex=false`,
        token,
      )
    ).json!.Data;
    expect(first.Total).toBeGreaterThanOrEqual(400);
    expect(first.Records).toHaveLength(50);
    expect(first.Records[49].Date).toBeGreaterThanOrEqual(second.Records[0].Date);
    const ids = new Set([...first.Records, ...second.Records].map((r: { RoundIndex: string }) => r.RoundIndex));
    expect(ids.size).toBe(100);
  });
  it('serves rounds on the demo clock: the newest was played within the last day, and its detail says the same time', async () => {
    const { player, token } = await sessionFor((p) => p.rounds >= 400 && p.apiId === 3);
    const before = Date.now();
    const latest = (
      await api.get(
        `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=0&LogIndexAsRoundIndex=false`,
        token,
      )
    ).json!.Data.Records[0];
    // The seed plays its rounds up to its anchor; served, they end within the day before now.
    expect(latest.Date).toBeLessThanOrEqual(Date.now());
    expect(latest.Date).toBeGreaterThan(before - 86_400_000);
    const detail = (await api.get(`/api/history/${player.longGame}/get-detail-info/en-US/${latest.RoundIndex}`, token))
      .json!.Data;
    expect(detail.Date).toBe(latest.Date);
  });
  it("filters by date in the player's time zone", async () => {
    const { player, token } = await sessionFor((p) => p.rounds >= 400 && p.apiId === 3);
    const latest = (
      await api.get(
        `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=0&LogIndexAsRoundIndex=false`,
        token,
      )
    ).json!.Data.Records[0];
    const local = new Date(latest.Date + 480 * 60_000).toISOString().slice(0, 10);
    const day = (
      await api.get(
        `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=199&LogIndexAsRoundIndex=false&Date=${local}&TimeZoneOffsetMinutes=480`,
        token,
      )
    ).json!.Data;
    expect(day.Total).toBeGreaterThan(0);
    for (const r of day.Records) expect(new Date(r.Date + 480 * 60_000).toISOString().slice(0, 10)).toBe(local);
    const bad = await api.get(
      `/api/history/${player.longGame}/get-history-record?LangId=en&StartRowIndex=0&EndRowIndex=9&LogIndexAsRoundIndex=false&Date=yesterday`,
      token,
    );
    expect(bad.json!.Code).toBe(CODES.BAD_REQUEST);
  });
  it("returns a round's detail with its family payload", async () => {
    const { player, token } = await sessionFor((p) => p.rounds >= 400 && p.apiId === 3);
    const records = (
      await api.get(
        `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=30&LogIndexAsRoundIndex=false`,
        token,
      )
    ).json!.Data.Records;
    const infos = await Promise.all(
      records.map((r: { RoundIndex: string }) =>
        api.get(`/api/history/${player.longGame}/get-detail-info/en-US/${r.RoundIndex}`, token),
      ),
    );
    const withPayload = infos.map((i) => i.json!.Data).filter((d) => d.Payload);
    expect(withPayload.length).toBeGreaterThan(0);
    expect(withPayload[0].Records[0].Bet).toBeGreaterThan(0);
  });
  it("another player's round is not found", async () => {
    const a = await sessionFor((p) => p.apiId === 3);
    const b = players.find((p) => p.apiId === 110)!;
    const tokenB = await api.login(await api.freshGameToken(b.account));
    const rec = (
      await api.get(
        `/api/history/${a.player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=0&LogIndexAsRoundIndex=false`,
        a.token,
      )
    ).json!.Data.Records[0];
    expect(
      (await api.get(`/api/history/${a.player.longGame}/get-detail-info/en-US/${rec.RoundIndex}`, tokenB)).json!.Code,
    ).toBe(CODES.NOT_FOUND);
  });
});

describe('gift codes (§5)', () => {
  const send = (eventId: number, email: string, token?: string) =>
    api.request('POST', `/api/giftcode/send-email/${eventId}`, {
      token,
      body: {
        Email: email,
        TemplateId:
          eventId === 1 ? 'tpl-welcome' : eventId === 2 ? 'tpl-launch' : eventId === 3 ? 'tpl-old' : 'tpl-tiny',
        AwsConfigSetName: 'ingame-mail',
      },
    });
  it('sends once per e-mail', async () => {
    expect((await send(1, 'once@example.com')).json!.Code).toBe(0);
    // Past the quick-resend window the rule is "already claimed".
    await server.db.query(
      "UPDATE giftcode_claims SET sent_at = sent_at - interval '1 minute' WHERE email = 'once@example.com'",
    );
    await server.db.query(
      "UPDATE giftcode_attempts SET tried_at = tried_at - interval '1 minute' WHERE email = 'once@example.com'",
    );
    expect((await send(1, 'ONCE@example.com')).json!.Code).toBe(CODES.GIFTCODE_EMAIL_CLAIMED);
  });
  it('a quick resend is "too frequent"', async () => {
    expect((await send(1, 'quick@example.com')).json!.Code).toBe(0);
    expect((await send(1, 'quick@example.com')).json).toMatchObject({
      Code: CODES.GIFTCODE_TOO_FREQUENT,
      Message: 'The operation is too frequent, please try again later',
    });
  });
  it('one per player per event', async () => {
    const { token } = await sessionFor((p) => p.apiId === 202);
    expect((await send(1, 'p1@example.com', token)).json!.Code).toBe(0);
    await server.db.query(
      "UPDATE giftcode_claims SET sent_at = sent_at - interval '1 minute' WHERE email = 'p1@example.com'",
    );
    await server.db.query(
      "UPDATE giftcode_attempts SET tried_at = tried_at - interval '1 minute' WHERE email = 'p1@example.com'",
    );
    expect((await send(1, 'p2@example.com', token)).json!.Code).toBe(CODES.GIFTCODE_PLAYER_CLAIMED);
  });
  it('a fully claimed event says so', async () => {
    expect((await send(2, 'late@example.com')).json!.Message).toMatch(/fully claimed/);
  });
  it('a concluded event says so', async () => {
    expect((await send(3, 'old@example.com')).json).toMatchObject({
      Code: CODES.GIFTCODE_EVENT_CONCLUDED,
      Message: 'The event has already concluded.',
    });
  });
  it('the daily limit applies', async () => {
    expect((await send(4, 'd1@example.com')).json!.Code).toBe(0);
    expect((await send(4, 'd2@example.com')).json!.Code).toBe(CODES.GIFTCODE_DAILY_LIMIT);
  });
  it('refuses a malformed e-mail', async () => {
    expect((await send(1, 'not-an-email')).json!.Code).toBe(CODES.GIFTCODE_EMAIL_INVALID);
  });
  it('shows the remaining count', async () => {
    const e = (await api.get('/api/giftcode/get/2')).json!.Data;
    expect(e).toMatchObject({ Remaining: 0, Total: 3, State: 'running' });
  });
});

describe('log sink', () => {
  it('stores a deduplicated batch and never a token', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJBSUQiOjF9.c2lnbmF0dXJlMQ';
    const entry = {
      Url: `https://x/app.html?token=${jwt}`,
      Message: `Bearer ${jwt}`,
      Component: 'x',
      Exception: '',
      Trace: '',
      SiteId: 'tada',
      DeployVersion: '1',
      Lang: 'en',
      Identity: '3:1',
    };
    const r = await api.request('POST', '/log/js-web-list', { body: [entry, entry] });
    expect(r.json!.Data.Stored).toBe(1);
    const rows = await server.db.query<{ entry: unknown }>('SELECT entry FROM frontend_logs');
    expect(JSON.stringify(rows)).not.toContain(jwt);
  });
  it('refuses a body that is not a log entry', async () => {
    expect((await api.request('POST', '/log/js-web-list', { body: 'x' })).json!.Code).toBe(CODES.BAD_REQUEST);
  });
  it('keeps an entry whose URL carries a token (plain, encoded in a redirect, nested) and stores no token (was a 500)', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJBSUQiOjJ9.c2lnbmF0dXJlMg';
    const redirect = encodeURIComponent(`/app.html?token=abc123&lang=en#/ingame/prize`);
    const entry = {
      Url: `https://x/app.html?token=t0k3n"}&lang=en#/error?m=9100&redirect=${redirect}`,
      Message: 'boom',
      Component: 'x',
      Exception: `at https://x/?gameToken=${jwt}`,
      Trace: '',
      SiteId: 'tada',
      DeployVersion: '1',
      Lang: 'en',
      Identity: '3:1',
      Extra: { deeper: [{ url: `https://y/?access_token=${encodeURIComponent(encodeURIComponent('secret-42'))}` }] },
    };
    const r = await api.request('POST', '/log/js-web-list', { body: entry });
    expect(r.status).toBe(200);
    expect(r.json!.Code).toBe(CODES.OK);
    const stored = JSON.stringify(await server.db.query('SELECT entry FROM frontend_logs'));
    for (const secret of ['t0k3n', 'abc123', jwt, 'secret-42']) expect(stored).not.toContain(secret);
    expect(stored).toContain('lang=en');
  });
  it('answers any hostile body with an envelope, never a 500', async () => {
    for (const body of [
      '{"Url":',
      '[]',
      '[[1]]',
      'null',
      JSON.stringify({ Url: 'x'.repeat(300_000) }),
      JSON.stringify({ a: { b: { c: { d: { e: { f: 1 } } } } } }),
    ]) {
      const response = await fetch(`${server.url}/log/js-web-list`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status, body.slice(0, 40)).toBeLessThan(500);
      expect(typeof ((await response.json()) as { Code: unknown }).Code).toBe('number');
    }
  });
});

describe('fault injection', () => {
  const setFault = (rule: unknown) => api.request('POST', '/__admin/faults', { body: rule });
  it('switches a route to a given Code for a count of requests', async () => {
    await setFault({ route: '/game-group', fault: { kind: 'code', code: 9100 }, count: 1 });
    expect((await api.get('/api/game-group')).json!.Code).toBe(9100);
    expect((await api.get('/api/game-group')).json!.Code).toBe(0);
  });
  it('serves HTTP 500, malformed bodies and wrong types until cleared', async () => {
    await setFault([
      { route: '/currency-display', fault: { kind: 'http500' } },
      { route: '/game-setting/tada-api-id-list', fault: { kind: 'malformed' } },
      { route: '/repair/', fault: { kind: 'wrongTypes' } },
    ]);
    expect((await api.get('/api/currency-display')).status).toBe(500);
    expect((await api.get('/api/game-setting/tada-api-id-list')).json).toBeNull();
    // wrongTypes: a well-formed success envelope whose Data the call's reader refuses.
    const wrong = (await api.get('/api/repair/3')).json!;
    expect(wrong).toMatchObject({ Code: 0, Message: '' });
    expect(() => readRepairInfo(wrong.Data)).toThrow(ShapeError);
    await api.request('DELETE', '/__admin/faults');
    expect((await api.get('/api/currency-display')).json!.Code).toBe(0);
  });
  it('adds latency', async () => {
    await setFault({ route: '/game-setting/block-info-web-url', fault: { kind: 'latency', ms: 300 }, count: 1 });
    const t0 = Date.now();
    await api.get('/api/game-setting/block-info-web-url');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  });
  it('refuses malformed rules', async () => {
    expect((await setFault({ route: 5 })).status).toBe(400);
  });
});

describe('fairness rounds', () => {
  const FAIR_GAMES = { 26: 'keno', 28: 'plinko', 29: 'crash', 30: 'limbo', 31: 'mines', 35: 'wheel' } as const;
  type Fair = {
    RoundIndex: string;
    Game: string;
    Hash: 'SHA256';
    ServerSeed: string | null;
    ServerSeedHash: string;
    ClientSeed: string;
    Nonce: number;
    Options: Record<string, string | number>;
    Result: number;
  };

  /** Every fairness record of a game, over the seeded players until enough are found. */
  async function fairRounds(
    gameNo: string,
    enough: (rounds: Fair[]) => boolean,
  ): Promise<{ rounds: Fair[]; token: string }> {
    for (const player of players) {
      const token = tokenOf.get(player.account) ?? (await api.login(await api.freshGameToken(player.account)));
      tokenOf.set(player.account, token);
      const list = (
        await api.get(
          `/api/history/${gameNo}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=99&LogIndexAsRoundIndex=false`,
          token,
        )
      ).json!.Data.Records as { RoundIndex: string }[];
      // In batches: one player's 100 calls at once would pass the platform's in-flight limit (a 429).
      const rounds: Fair[] = [];
      for (let i = 0; i < list.length; i += 20)
        rounds.push(
          ...(await Promise.all(
            list
              .slice(i, i + 20)
              .map(
                async (r) =>
                  (await api.get(`/api/fairness/steps?Game=${gameNo}&RoundIndex=${r.RoundIndex}`, token)).json!
                    .Data as Fair,
              ),
          )),
        );
      if (enough(rounds)) return { rounds, token };
    }
    throw new Error(`no player has the rounds this test needs in game ${gameNo}`);
  }

  it.each(Object.entries(FAIR_GAMES))(
    'game %s (%s): a revealed round verifies to the recorded result and its commitment',
    async (gameNo, name) => {
      const { verify } = await import('../../src/features/fairness/verify');
      const { createHash } = await import('node:crypto');
      const needsHidden = name !== 'crash';
      const { rounds } = await fairRounds(
        gameNo,
        (rs) => rs.some((f) => f.ServerSeed) && (!needsHidden || rs.some((f) => f.ServerSeed === null)),
      );
      const revealed = rounds.find((f) => f.ServerSeed)!;
      expect(revealed.Game).toBe(name);
      const out = verify({
        game: revealed.Game as never,
        hash: revealed.Hash,
        serverSeed: revealed.ServerSeed!,
        clientSeed: revealed.ClientSeed,
        nonce: revealed.Nonce,
        serverSeedHash: revealed.ServerSeedHash,
        ...revealed.Options,
      });
      expect(out.result).toBe(revealed.Result);
      expect(out.commitmentOk).toBe(true);
      for (const f of rounds) expect(f.ServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
      // Crash game hashes are revealed with the game; the chain links each to the previous game's.
      if (name === 'crash')
        expect(createHash('sha256').update(revealed.ServerSeed!).digest('hex')).toBe(revealed.ServerSeedHash);
    },
  );
  it('a game that is not provably fair answers 1004', async () => {
    const { player, token } = await sessionFor((p) => p.apiId === 3 && p.longGame !== 0);
    const rec = (
      await api.get(
        `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=0&LogIndexAsRoundIndex=false`,
        token,
      )
    ).json!.Data.Records[0];
    const fairGame = String(player.longGame) in FAIR_GAMES;
    expect(
      (await api.get(`/api/fairness/steps?Game=${player.longGame}&RoundIndex=${rec.RoundIndex}`, token)).json!.Code,
    ).toBe(fairGame ? 0 : CODES.NOT_FOUND);
  });
  it('the mines round detail shows the mines the verifier computes', async () => {
    const { verify } = await import('../../src/features/fairness/verify');
    const { rounds, token } = await fairRounds('31', (rs) => rs.some((f) => f.ServerSeed));
    let compared = 0;
    for (const f of rounds.filter((r) => r.ServerSeed)) {
      const info = (await api.get(`/api/history/31/get-detail-info/en-US/${f.RoundIndex}`, token)).json!.Data;
      if (!info.Payload) continue;
      const out = verify({
        game: 'mines',
        serverSeed: f.ServerSeed!,
        clientSeed: f.ClientSeed,
        nonce: f.Nonce,
        ...f.Options,
      });
      expect(info.Payload.Mines.Mines).toEqual([...(out.detail.mines as number[])].sort((a, b) => a - b));
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
