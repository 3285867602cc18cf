/**
 * The session's life on the platform (issues 41 and 46): a reload during the game-token exchange
 * gets the same session back for its own page key, and for no other; a logout ends the session
 * on the platform, not only in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../src/api/contract';
import { parseLoginToken } from '../../src/core/identity';
import { hashSecret } from '../../platform/server/tokens';
import type { RunningServer } from '../../platform/server/server';
import { client, startTestServer, type DemoPlayer, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;
let player: DemoPlayer;

const PAGE_KEY = 'page-key-0123456789abcdef';
const OTHER_KEY = 'other-key-0123456789abcdef';

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  player = (await api.players()).find((p) => p.apiId === 3)!;
});
afterAll(() => server?.close());

const exchange = (Token: string, PageKey?: string) =>
  api.request('POST', '/api/token', { body: PageKey ? { Token, PageKey } : { Token } });
const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;

describe('a reload during the exchange (POST /token with a page key)', () => {
  it('answers the same session to the page key that spent the game token, within the window', async () => {
    const gameToken = await api.freshGameToken(player.account);
    const first = await exchange(gameToken, PAGE_KEY);
    expect(first.json?.Code).toBe(CODES.OK);
    const again = await exchange(gameToken, PAGE_KEY);
    expect(again.json?.Code, again.text).toBe(CODES.OK);
    const [a, b] = [first.json!.Data.Token as string, again.json!.Data.Token as string];
    // The same session: one id (what a logout revokes), one expiry, one player.
    expect(jti(b)).toBe(jti(a));
    expect(parseLoginToken(b)?.expiresAt).toBe(parseLoginToken(a)?.expiresAt);
    expect(parseLoginToken(b)?.account).toBe(player.account);
    expect((await api.get('/api/member/nickname', b)).json?.Code).toBe(CODES.OK);
  });

  it('refuses the spent game token to any other page key, and to none', async () => {
    const gameToken = await api.freshGameToken(player.account);
    expect((await exchange(gameToken, PAGE_KEY)).json?.Code).toBe(CODES.OK);
    expect((await exchange(gameToken, OTHER_KEY)).json?.Code).toBe(CODES.TOKEN_INVALID);
    expect((await exchange(gameToken)).json?.Code).toBe(CODES.TOKEN_INVALID);
  });

  it('refuses the same page key once the window (2 minutes) has passed', async () => {
    const gameToken = await api.freshGameToken(player.account);
    expect((await exchange(gameToken, PAGE_KEY)).json?.Code).toBe(CODES.OK);
    await server.db.query(
      "UPDATE token_exchanges SET spent_at = spent_at - interval '121 seconds' WHERE token_hash = $1",
      [hashSecret(gameToken)],
    );
    expect((await exchange(gameToken, PAGE_KEY)).json?.Code).toBe(CODES.TOKEN_INVALID);
  });

  it('keeps neither the game token nor the page key readable', async () => {
    const gameToken = await api.freshGameToken(player.account);
    await exchange(gameToken, PAGE_KEY);
    const rows = await server.db.query<Record<string, unknown>>('SELECT * FROM token_exchanges');
    expect(JSON.stringify(rows)).not.toContain(gameToken);
    expect(JSON.stringify(rows)).not.toContain(PAGE_KEY);
  });
});

describe('logout (POST /token/logout)', () => {
  it('ends the session on the platform: its token is refused with 9101 from then on', async () => {
    const token = await api.login(await api.freshGameToken(player.account));
    expect((await api.get('/api/member/nickname', token)).json?.Code).toBe(CODES.OK);
    const out = await api.request('POST', '/api/token/logout', { token });
    expect(out.json?.Code, out.text).toBe(CODES.OK);
    expect((await api.get('/api/member/nickname', token)).json?.Code).toBe(CODES.TOKEN_INVALID);
    expect((await api.get('/api/history/latest-game', token)).json?.Code).toBe(CODES.TOKEN_INVALID);
  });

  it('ends only that session: the same player signed in elsewhere stays signed in', async () => {
    const here = await api.login(await api.freshGameToken(player.account));
    const elsewhere = await api.login(await api.freshGameToken(player.account));
    await api.request('POST', '/api/token/logout', { token: here });
    expect((await api.get('/api/member/nickname', elsewhere)).json?.Code).toBe(CODES.OK);
  });

  it('a logged-out session cannot be fetched again by a reload of its exchange', async () => {
    const gameToken = await api.freshGameToken(player.account);
    const token = (await exchange(gameToken, PAGE_KEY)).json!.Data.Token as string;
    await api.request('POST', '/api/token/logout', { token });
    expect((await exchange(gameToken, PAGE_KEY)).json?.Code).toBe(CODES.TOKEN_INVALID);
  });
});
