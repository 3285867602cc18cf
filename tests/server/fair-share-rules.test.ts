/**
 * Fair-share rules of the platform (issue 46 item 4), in process: a gift-code event's budget is
 * per network and per player (one network's junk does not make it "too frequent" for others), and
 * a request whose client went away runs no query after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../src/api/contract/index';
import { createApp } from '../../platform/server/app';
import { toSeedClock } from '../../platform/server/demo-clock';
import type { Db } from '../../platform/server/db';
import { demoSecret, startServer, type RunningServer } from '../../platform/server/server';
import { SMALL_SEED, workerDatabase, type DemoPlayer } from './helpers';

let server: RunningServer;
beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL ? await workerDatabase(process.env.DATABASE_URL) : null;
  server = await startServer({
    databaseUrl,
    dataDir: null,
    demo: true,
    seed: SMALL_SEED,
    reset: Boolean(databaseUrl),
    rateLimitPerMinute: 10_000,
    trustedProxies: ['127.0.0.1'],
  });
}, 120_000);
afterAll(() => server?.close());

const post = (path: string, body: unknown, from: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  }).then(async (r) => (await r.json()) as { Code: number });

describe('gift-code budgets', () => {
  it('30 junk sends a minute from one network leave the event open to players elsewhere', async () => {
    const id = 46_401;
    const stored = (ms: number) => new Date(toSeedClock(ms, Date.now())).toISOString();
    await server.db.query(
      "INSERT INTO giftcode_events (id, name, starts_at, ends_at, total, daily_limit, template_id, aws_config) VALUES ($1, 'Fair', $2, $3, 1000, 1000, 'tpl-fair', 'ingame-mail')",
      [id, stored(Date.now() - 86_400_000), stored(Date.now() + 86_400_000)],
    );
    const send = (email: string, from: string) =>
      post(
        `/api/giftcode/send-email/${id}`,
        { Email: email, TemplateId: 'tpl-fair', AwsConfigSetName: 'ingame-mail' },
        from,
      );
    const junk: number[] = [];
    for (let i = 0; i < 30; i++) junk.push((await send(`junk${i}@example.com`, '198.51.100.66')).Code);
    expect(junk.at(-1)).toBe(CODES.GIFTCODE_TOO_FREQUENT);
    expect((await send('someone@example.net', '203.0.113.80')).Code).toBe(CODES.OK);
  });
});

describe('a request whose client went away', () => {
  it('runs no query of its handler once its signal is aborted', async () => {
    const players = (await (await fetch(`${server.url}/__demo/players`)).json()) as DemoPlayer[];
    const player = players.find((p) => p.longGame && p.rounds > 0)!;
    const token = (await post('/api/token', { Token: player.gameToken }, '198.51.100.70')) as unknown as {
      Data: { Token: string };
    };
    const queries: string[] = [];
    const counting: Db = {
      ...server.db,
      kind: server.db.kind,
      query: (sql, params) => (queries.push(sql), server.db.query(sql, params)),
    };
    // The same platform's own secrets (server.ts demoSecret), so the session it issued checks here.
    const secrets = {
      jwt: await demoSecret(server.db, 'INGAME_JWT_SECRET'),
      fairness: await demoSecret(server.db, 'INGAME_FAIRNESS_SECRET'),
    };
    const app = createApp({ db: counting, demo: true, secrets });
    const gone = new AbortController();
    gone.abort();
    await app.request(
      `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=49&LogIndexAsRoundIndex=false`,
      { headers: { Authorization: `Bearer ${token.Data.Token}` }, signal: gone.signal },
    );
    expect(queries.filter((sql) => /FROM rounds/.test(sql))).toEqual([]);
    // The same request with its client still there does query the rounds (the test can fail).
    await app.request(
      `/api/history/${player.longGame}/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=49&LogIndexAsRoundIndex=false`,
      { headers: { Authorization: `Bearer ${token.Data.Token}` } },
    );
    expect(queries.filter((sql) => /FROM rounds/.test(sql)).length).toBeGreaterThan(0);
  });
});
