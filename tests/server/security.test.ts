/**
 * Security and reliability, round 2 (issue 27): weak secrets, body limits, NUL and lone
 * surrogates, the rate limiter's memory, writes only from allowed pages, gift codes one client
 * cannot drain, one session per game token, logs without secrets, one process per data folder.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../src/api/contract';
import { addressKey, rateLimiter } from '../../platform/server/guards';
import { toSeedClock } from '../../platform/server/demo-clock';
import { mailboxKey } from '../../platform/server/handlers/giftcode';
import { startServer, type RunningServer } from '../../platform/server/server';
import { DEMO_JWT_SECRET } from '../../platform/server/tokens';
import { client, fitInOneMinute, type DemoPlayer } from './helpers';

const SEED = { roundsPerPlayer: 2, longPlayerRounds: 4, maxPlayersPerOperator: 2 };
const STRONG_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
let demo: RunningServer;
let api: ReturnType<typeof client>;
let players: DemoPlayer[];

beforeAll(async () => {
  demo = await startServer({
    dataDir: null,
    seed: SEED,
    demo: true,
    faults: true,
    rateLimitPerMinute: 10_000,
    logRateLimitPerMinute: 10_000,
    allowedOrigins: ['https://lobby.example'],
  });
  api = client(demo.url);
  players = await api.players();
}, 120_000);
afterAll(() => demo?.close());

type Envelope = { Code: number; Data: any; Message: string };
const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}, method = 'POST') =>
  fetch(`${demo.url}${path}`, { method, headers, body });
const json = (value: unknown) => JSON.stringify(value);
const JSON_TYPE = { 'Content-Type': 'application/json' };

/**
 * A POST that announces a large body and sends it only while the server has not answered: the
 * answer must come before the body is read (from the declared length, or as soon as a chunked
 * body passes the limit). Resolves with the status, the envelope and the bytes actually sent.
 */
function oversizedPost(path: string, size: number, chunked = false) {
  return new Promise<{ status: number; body: Envelope; sent: number }>((resolve, reject) => {
    const url = new URL(path, demo.url);
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(chunked ? {} : { 'Content-Length': String(size) }) },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body: JSON.parse(text) as Envelope, sent });
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.flushHeaders();
    // With a declared length nothing is ever written: the length alone must bring the 413 (a
    // server that waited for the body would leave this request hanging until the test times out).
    if (chunked) pump();
  });
}

describe('1. secrets and limits', () => {
  it.each([
    ['the demo secret', DEMO_JWT_SECRET],
    ['one letter', 'a'],
    ['a single space', ' '],
    ['31 bytes', 'x'.repeat(31)],
  ])('outside the demo refuses to start on %s, saying why in one line', async (_, jwtSecret) => {
    const start = startServer({ dataDir: null, seed: SEED, jwtSecret });
    await expect(start).rejects.toThrow(/^INGAME_JWT_SECRET is (the demo secret|shorter than 32 bytes)[^\n]*$/);
  });

  it('outside the demo starts on a 32-byte secret and seeds no player', { timeout: 180_000 }, async () => {
    const plain = await startServer({
      dataDir: null,
      seed: { roundsPerPlayer: 2, longPlayerRounds: 4 },
      jwtSecret: STRONG_SECRET,
      fairnessSecret: `${STRONG_SECRET}-fairness`,
    });
    try {
      expect((await plain.db.query<{ n: number }>('SELECT count(*)::int AS n FROM players'))[0]!.n).toBe(0);
      expect((await plain.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operators'))[0]!.n).toBeGreaterThan(
        0,
      );
    } finally {
      await plain.close();
    }
  });

  it('refuses an API body over its limit with 413 and an envelope, from its length alone', async () => {
    const answer = await oversizedPost('/api/token', 200 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body.Code).toBe(CODES.BAD_REQUEST);
    expect(answer.sent).toBe(0);
  });

  it('refuses a log body over 256 kB with 413 and an envelope, from its length alone', async () => {
    const answer = await oversizedPost('/log/js-web-list', 300 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body.Code).toBe(CODES.BAD_REQUEST);
    expect(answer.sent).toBe(0);
  });

  it('refuses a chunked body without a length as soon as it passes the limit', async () => {
    const answer = await oversizedPost('/log/js-web-list', 200 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(answer.body.Code).toBe(CODES.BAD_REQUEST);
    expect(answer.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('a body just under the log limit is read', async () => {
    const response = await post('/log/js-web-list', json({ Message: 'x'.repeat(200 * 1024) }), JSON_TYPE);
    expect(response.status).toBe(200);
  });

  it.each([
    ['a NUL in a path parameter', () => fetch(`${demo.url}/language/%00?GroupIds[]=common`)],
    ['a NUL in a query parameter', () => fetch(`${demo.url}/api/game-group?x=%00`)],
    ['an encoded lone surrogate in the path', () => fetch(`${demo.url}/api/marquee/3/%ED%A0%80`)],
    ['a NUL in a JSON body', () => post('/api/token', '{"Token":"a\\u0000b"}', JSON_TYPE)],
    ['a lone surrogate in a JSON body', () => post('/api/token', '{"Token":"a\\ud800b"}', JSON_TYPE)],
    ['a lone surrogate in a JSON key', () => post('/api/token', '{"Token":"x","\\udc00":1}', JSON_TYPE)],
  ])('%s is a clean 1001, never a 500', async (_, send) => {
    const response = await send();
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as Envelope).Code).toBe(CODES.BAD_REQUEST);
  });

  it('the rate limiter keeps a busy address limited while 20,000 others pass (LRU, bounded)', () => {
    const allow = rateLimiter(2, () => 0, 10_000);
    expect([allow('attacker'), allow('attacker'), allow('attacker')]).toEqual([true, true, false]);
    for (let i = 0; i < 20_000; i++) {
      allow(`other-${i}`);
      if (i % 1000 === 0) expect(allow('attacker')).toBe(false);
    }
    expect(allow('attacker')).toBe(false);
    expect(allow.size).toBeLessThanOrEqual(10_000);
  });

  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:0db8:0001:0002::9')).toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::1')).toBe(addressKey('::2'));
  });
});

describe('2. state changes only from allowed pages', () => {
  it('a text/plain POST (no CORS preflight) of a valid game token is refused and does not use it', async () => {
    const token = await api.freshGameToken(players[0]!.account);
    const response = await post('/api/token', json({ Token: token }), { 'Content-Type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as Envelope).Code).toBe(CODES.BAD_REQUEST);
    expect((await api.request('POST', '/api/token', { body: { Token: token } })).json!.Code).toBe(CODES.OK);
  });

  it.each(['/api/token', '/api/token/login', '/api/giftcode/send-email/1', '/log/js-web-list', '/__admin/repair'])(
    '%s refuses a form or text body and a page of another origin',
    async (path) => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        expect((await post(path, '{}', { 'Content-Type': type })).status, type).toBe(415);
      }
      expect((await post(path, '{}', {})).status, 'no type').toBe(415);
      const foreign = await post(path, '{}', { ...JSON_TYPE, Origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(((await foreign.json()) as Envelope).Code).toBe(CODES.BAD_REQUEST);
    },
  );

  it('the platform’s own pages and allowed lobbies may write; /__admin only from its own origin', async () => {
    const own = await post('/api/token', json({ Token: 'nope' }), { ...JSON_TYPE, Origin: demo.url });
    expect(((await own.json()) as Envelope).Code).toBe(CODES.TOKEN_INVALID);
    const lobby = await post('/api/token', json({ Token: 'nope' }), { ...JSON_TYPE, Origin: 'https://lobby.example' });
    expect(((await lobby.json()) as Envelope).Code).toBe(CODES.TOKEN_INVALID);
    const admin = json({ apiId: 3, on: false });
    expect((await post('/__admin/repair', admin, { ...JSON_TYPE, Origin: 'https://lobby.example' })).status).toBe(403);
    expect((await post('/__admin/repair', admin, { ...JSON_TYPE, Origin: demo.url })).status).toBe(200);
  });

  it('a bodyless POST with a bearer (which needs a preflight) still works', async () => {
    const token = await api.login(await api.freshGameToken(players[0]!.account));
    const response = await fetch(`${demo.url}/api/member/sign-in`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).not.toBe(415);
  });
});

describe('3. gift codes one client cannot drain', () => {
  let nextEvent = 900;
  async function event() {
    const id = nextEvent++;
    await demo.db.query(
      "INSERT INTO giftcode_events (id, name, starts_at, ends_at, total, daily_limit, template_id, aws_config) VALUES ($1, 'Drain', $3::timestamptz - interval '1 day', $3::timestamptz + interval '30 days', 1000, 1000, $2, 'ingame-mail')",
      // Running: stored windows are on the seed's clock (platform/server/demo-clock.ts).
      [id, `tpl-${id}`, new Date(toSeedClock(Date.now(), Date.now())).toISOString()],
    );
    return id;
  }
  const send = (id: number, email: string, token?: string) =>
    api.request('POST', `/api/giftcode/send-email/${id}`, {
      token,
      body: { Email: email, TemplateId: `tpl-${id}`, AwsConfigSetName: 'ingame-mail' },
    });
  const codes = async (id: number) =>
    (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1', [id]))[0]!
      .n;

  it('normalises case, +tags and the dots gmail ignores', () => {
    expect(mailboxKey(' Ann.Lee+promo@GoogleMail.com ')).toBe('annlee@gmail.com');
    expect(mailboxKey('a.n.n.lee@gmail.com')).toBe('annlee@gmail.com');
    expect(mailboxKey('Ann.Lee+x@Example.com')).toBe('ann.lee@example.com');
  });

  it('25 plus-addresses of one mailbox get one code', async () => {
    const id = await event();
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await send(id, `victim+${i}@example.com`)).json!.Code);
    expect(answers.filter((c) => c === CODES.OK)).toHaveLength(1);
    expect(await codes(id)).toBe(1);
  });

  it('dotted and googlemail spellings of one gmail box get one code, even in parallel', async () => {
    const id = await event();
    const spellings = [
      'jo.hn@gmail.com',
      'john@googlemail.com',
      'J.O.H.N@gmail.com',
      'john+1@gmail.com',
      'JOHN@gmail.com',
    ];
    const answers = await Promise.all(spellings.map((e) => send(id, e)));
    expect(answers.filter((a) => a.json!.Code === CODES.OK)).toHaveLength(1);
    expect(await codes(id)).toBe(1);
  });

  it('caps the codes one address receives per event', async () => {
    const id = await event();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await send(id, `person${i}@example.com`)).json!.Code);
    expect(answers.filter((c) => c === CODES.OK)).toHaveLength(3);
    expect(answers.slice(3)).toEqual([
      CODES.GIFTCODE_TOO_FREQUENT,
      CODES.GIFTCODE_TOO_FREQUENT,
      CODES.GIFTCODE_TOO_FREQUENT,
    ]);
  });

  it('a player’s address is remembered: without the session, another spelling of it gets nothing', async () => {
    const id = await event();
    const token = await api.login(await api.freshGameToken(players[1]!.account));
    expect((await send(id, 'Player.One@example.com', token)).json!.Code).toBe(CODES.OK);
    await demo.db.query("UPDATE giftcode_attempts SET tried_at = tried_at - interval '1 hour' WHERE event_id = $1", [
      id,
    ]);
    expect((await send(id, 'player.one+again@EXAMPLE.com')).json!.Code).toBe(CODES.GIFTCODE_EMAIL_CLAIMED);
    expect((await send(id, 'other@example.com', token)).json!.Code).toBe(CODES.GIFTCODE_PLAYER_CLAIMED);
    expect(await codes(id)).toBe(1);
  });
});

describe('4. one game token, one session', () => {
  const exchange = (token: string) => api.request('POST', '/api/token', { body: { Token: token } });
  const login = (token: string) =>
    api.request('POST', '/api/token/login', { body: { Token: token, GameNo: 1, IsJPEnabled: false, Lang: 'en' } });

  it('a login consumes the token: a second login and a later exchange fail', async () => {
    const token = await api.freshGameToken(players[0]!.account);
    expect((await login(token)).json!.Code).toBe(CODES.OK);
    expect((await login(token)).json!.Code).toBe(CODES.TOKEN_INVALID);
    expect((await exchange(token)).json!.Code).toBe(CODES.TOKEN_INVALID);
  });

  it('10 exchanges and 10 logins racing on one token open exactly one session', async () => {
    const token = await api.freshGameToken(players[0]!.account);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => exchange(token)),
      ...Array.from({ length: 10 }, () => login(token)),
    ]);
    const sessions = answers.filter((a) => a.json!.Code === CODES.OK);
    expect(sessions).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
  });

  it('an unknown game does not burn the token', async () => {
    const token = await api.freshGameToken(players[0]!.account);
    const bad = await api.request('POST', '/api/token/login', {
      body: { Token: token, GameNo: 987_654, IsJPEnabled: false, Lang: 'en' },
    });
    expect(bad.json!.Code).toBe(CODES.NOT_FOUND);
    expect((await login(token)).json!.Code).toBe(CODES.OK);
  });
});

describe('5. the full-page app leaks no token through Referer', () => {
  it.each(['/app.html?token=abc', '/', '/lobby.html', '/api/game-setting/game-info-list', '/api/nope'])(
    '%s is served with Referrer-Policy: no-referrer',
    async (path) => {
      const response = await fetch(`${demo.url}${path}`);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );
});

describe('8. logs without secrets', () => {
  const gameToken = '3f9a1c07b2e84d5fa6c1e09b7d2f4a18';
  const entry = (i: number, text: string) => ({
    Url: `https://x/${i}`,
    Message: text,
    Component: `c${i}`,
    Exception: '',
  });
  it.each([
    ['after a space', `failed token=${gameToken} later`],
    ['as JSON', json({ Token: gameToken })],
    ['as escaped JSON', json(json({ AccessToken: gameToken }))],
    ['in a cookie string', `ingame_lang=en; ingame_game_token=${gameToken}; x=1`],
    ['after a semicolon', `/path;token=${gameToken}`],
    [
      'URL-encoded four times',
      `u=${encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent(`?token=${gameToken}`))))}`,
    ],
    ['as a header', `Token: ${gameToken}`],
    ['bare in a message', `could not use ${gameToken}`],
    ['as a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJBSUQiOjF9.c2lnbmF0dXJl'],
  ])('never stores a game token %s', async (name, text) => {
    const i = Math.floor(Math.random() * 1e9);
    const response = await post('/log/js-web-list', json(entry(i, text)), JSON_TYPE);
    expect(((await response.json()) as Envelope).Code, name).toBe(CODES.OK);
    const [row] = await demo.db.query<{ entry: unknown }>(
      "SELECT entry FROM frontend_logs WHERE entry->>'Component' = $1",
      [`c${i}`],
    );
    const stored = JSON.stringify(row!.entry);
    expect(stored).not.toContain(gameToken);
    expect(stored).not.toContain('c2lnbmF0dXJl');
  });

  it('never stores a token used as an object key or under a secret-named key', async () => {
    const body = {
      ...entry(1, 'keys'),
      Component: 'keys',
      Extra: { [gameToken]: 1, Cookie: 'a=b', AccessToken: 'zz' },
    };
    expect(((await (await post('/log/js-web-list', json(body), JSON_TYPE)).json()) as Envelope).Code).toBe(CODES.OK);
    const stored = JSON.stringify(
      await demo.db.query("SELECT entry FROM frontend_logs WHERE entry->>'Component' = 'keys'"),
    );
    expect(stored).not.toContain(gameToken);
    expect(stored).not.toMatch(/"zz"|a=b/);
  });

  it.each([
    ['a NUL', '{"Message":"a\\u0000b"}'],
    ['a lone surrogate', '{"Message":"a\\ud800"}'],
    ['bad JSON', '{"Message":'],
    ['a NUL in a key', '{"a\\u0000":"x"}'],
  ])('%s answers 400 with Code 1001', async (_, body) => {
    const response = await post('/log/js-web-list', body, JSON_TYPE);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).Code).toBe(CODES.BAD_REQUEST);
  });

  it('limits the sink per address and keeps only the newest rows', { timeout: 180_000 }, async () => {
    const small = await startServer({
      dataDir: null,
      seed: SEED,
      demo: true,
      logRateLimitPerMinute: 5,
      logRetention: { rows: 3, days: 30 },
    });
    try {
      await fitInOneMinute();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await fetch(`${small.url}/log/js-web-list`, {
          method: 'POST',
          headers: JSON_TYPE,
          body: json(entry(i, `m${i}`)),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(((await response.json()) as Envelope).Code).toBe(CODES.TOO_MANY_REQUESTS);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const rows = await small.db.query<{ m: string }>("SELECT entry->>'Message' AS m FROM frontend_logs ORDER BY id");
      expect(rows.map((r) => r.m)).toEqual(['m2', 'm3', 'm4']);
    } finally {
      await small.close();
    }
  });
});

describe('6. one process per data folder', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const f of folders) rmSync(f, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingame-lock-'));
    folders.push(dir);
    return join(dir, 'pglite');
  };

  it('a second process on the same folder refuses in one line naming the folder and the holder', async () => {
    const dataDir = folder();
    const first = await startServer({ dataDir, seed: SEED, demo: true });
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'platform/server/main.ts'], {
        env: { ...process.env, INGAME_DEMO: '1', INGAME_DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(dataDir);
      expect(lines[0]).toContain(`process ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 180_000);

  it('takes over a lock whose process is gone, then refuses a second start in this process', async () => {
    const dataDir = folder();
    const { hostname } = await import('node:os');
    // A pid far above any pid_max: no such process.
    writeFileSync(`${dataDir}.lock`, json({ pid: 2 ** 30, host: hostname(), since: '2020-01-01T00:00:00Z' }));
    const server = await startServer({ dataDir, seed: SEED, demo: true });
    try {
      await expect(startServer({ dataDir, seed: SEED, demo: true })).rejects.toThrow(
        new RegExp(`data folder ${dataDir} is in use by process ${process.pid}`),
      );
    } finally {
      await server.close();
    }
  }, 180_000);
});
