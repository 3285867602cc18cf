/**
 * Issue 46, the platform's half: secrets that must be set (and the demo's own, per data folder),
 * nothing private in shared caches, CORS-correct caching (Vary: Origin), log retention per
 * source, and nickname confusables. Over real HTTP.
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../src/api/contract';
import { startServer, type RunningServer } from '../../platform/server/server';
import { client, type DemoPlayer } from './helpers';

const SEED = { roundsPerPlayer: 2, longPlayerRounds: 4, maxPlayersPerOperator: 3 };
const STRONG = 'a-strong-secret-for-the-round-3-tests-0123456789';
const LOBBY = 'https://lobby.example';
let demo: RunningServer;
let api: ReturnType<typeof client>;
let players: DemoPlayer[];
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ingame-round3-'));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  // A fixture dist/ so no build is needed: one hashed chunk, cached for a year.
  const root = folder();
  mkdirSync(join(root, 'dist/chunks'), { recursive: true });
  writeFileSync(join(root, 'dist/chunks/app-Ab3_x9Zq.js'), `export const app = ${JSON.stringify('x'.repeat(400))};\n`);
  demo = await startServer({
    dataDir: null,
    seed: SEED,
    demo: true,
    root,
    allowedOrigins: [LOBBY],
    rateLimitPerMinute: 10_000,
    logRetention: { rows: 10, days: 30, perSource: 4 },
  });
  api = client(demo.url);
  players = await api.players();
}, 180_000);
afterAll(async () => {
  await demo?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Runs `fn` with these INGAME_* variables unset, then puts them back. */
async function withoutEnv<T>(names: string[], fn: () => Promise<T>): Promise<T> {
  const saved = names.map((n) => [n, process.env[n]] as const);
  for (const n of names) delete process.env[n];
  try {
    return await fn();
  } finally {
    for (const [n, v] of saved) if (v !== undefined) process.env[n] = v;
  }
}

describe('secrets that must be set', () => {
  const SECRETS = ['INGAME_JWT_SECRET', 'INGAME_FAIRNESS_SECRET'];
  it.each([
    ['INGAME_FAIRNESS_SECRET', { jwtSecret: STRONG }, /INGAME_FAIRNESS_SECRET is required/],
    ['INGAME_JWT_SECRET', { fairnessSecret: STRONG }, /INGAME_JWT_SECRET is required/],
    ['INGAME_FAIRNESS_SECRET', { jwtSecret: STRONG, fairnessSecret: 'short' }, /INGAME_FAIRNESS_SECRET is shorter/],
    [
      'INGAME_FAIRNESS_SECRET',
      { jwtSecret: STRONG, fairnessSecret: 'reference-platform-fairness-secret' },
      /INGAME_FAIRNESS_SECRET is the demo secret printed in the repository/,
    ],
  ])('outside the demo refuses to start without a strong %s, naming only it', async (name, given, message) => {
    await withoutEnv(SECRETS, async () => {
      const start = startServer({ dataDir: null, seed: SEED, ...given });
      await expect(start).rejects.toThrow(message);
      const other = SECRETS.find((s) => s !== name)!;
      await expect(start).rejects.not.toThrow(new RegExp(other));
    });
  });

  it('names both when both are missing', async () => {
    await withoutEnv(SECRETS, async () => {
      await expect(startServer({ dataDir: null, seed: SEED })).rejects.toThrow(
        /INGAME_JWT_SECRET is required.*INGAME_FAIRNESS_SECRET is required/,
      );
    });
  });

  it(
    'the demo makes its own per data folder: another in a fresh folder, the same after a restart',
    { timeout: 300_000 },
    async () => {
      await withoutEnv(SECRETS, async () => {
        const secretsOf = async (server: RunningServer) =>
          Object.fromEntries(
            (await server.db.query<{ name: string; value: string }>('SELECT name, value FROM demo_secrets')).map(
              (r) => [r.name, r.value],
            ),
          );
        const [dirA, dirB] = [folder(), folder()];
        let a = await startServer({ dataDir: dirA, seed: SEED, demo: true });
        const firstA = await secretsOf(a);
        const apiA = client(a.url);
        const [player] = await apiA.players();
        const session = await apiA.login(player!.gameToken);
        expect((await apiA.get('/api/member/nickname', session)).json!.Code).toBe(CODES.OK);
        await a.close();

        const b = await startServer({ dataDir: dirB, seed: SEED, demo: true });
        const firstB = await secretsOf(b);
        // A session of folder A is no session of folder B: another signing secret.
        expect((await client(b.url).get('/api/member/nickname', session)).json!.Code).toBe(CODES.TOKEN_INVALID);
        await b.close();

        a = await startServer({ dataDir: dirA, seed: SEED, demo: true });
        try {
          expect(Object.keys(firstA).sort()).toEqual([...SECRETS].sort());
          for (const name of SECRETS) {
            expect(firstA[name]!.length).toBeGreaterThanOrEqual(32);
            expect(firstB[name]).not.toBe(firstA[name]);
          }
          expect(await secretsOf(a)).toEqual(firstA);
          // The session signed before the restart still holds.
          expect((await client(a.url).get('/api/member/nickname', session)).json!.Code).toBe(CODES.OK);
        } finally {
          await a.close();
        }
      });
    },
  );
});

/** One request over node:http, from a given local address, with its headers. */
function raw(
  method: string,
  path: string,
  { headers = {}, body, from = '127.0.0.1' }: { headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${demo.url}${path}`,
      {
        method,
        localAddress: from,
        headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const varyOf = (h: Record<string, string | string[] | undefined>) =>
  String(h.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('nothing private in shared caches', () => {
  let token: string;
  beforeAll(async () => {
    token = await api.login(players[0]!.gameToken);
  });

  it.each([
    ['a player call', 'GET', '/api/member/nickname'],
    ['a public call asked with a bearer', 'GET', '/api/game-setting/user-api-info/3'],
    ['the language texts asked with a bearer', 'GET', '/language/en?GroupIds[]=common'],
    ['an unknown endpoint', 'GET', '/api/no-such-call'],
    ['a refused body', 'PUT', '/api/member/nickname'],
  ])('%s with Authorization answers Cache-Control: no-store', async (_, method, path) => {
    const answer = await raw(method, path, {
      headers: bearer(token),
      ...(method === 'PUT' ? { body: '{"Nickname":' } : {}),
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('an expired or forged session gets its error envelope with no-store too', async () => {
    const answer = await raw('GET', '/api/member/nickname', { headers: bearer('not-a-token') });
    expect(JSON.parse(answer.text).Code).toBe(CODES.TOKEN_INVALID);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a public call', 'GET', '/api/game-setting/user-api-info/3', 'no-cache'],
    ['a public error', 'GET', '/api/no-such-call', 'no-cache'],
    ['a log report', 'POST', '/log/js-web-list', 'no-cache'],
    [
      'the language texts (a minute, the same for everyone)',
      'GET',
      '/language/en?GroupIds[]=common',
      'public, max-age=60',
    ],
  ])('%s without Authorization answers its public policy', async (_, method, path, policy) => {
    const answer = await raw(method, path, method === 'POST' ? { body: '{"Message":"m","Component":"c"}' } : {});
    expect(answer.headers['cache-control']).toBe(policy);
  });

  it('a public answer is the same with or without Authorization', async () => {
    const strip = (text: string) => JSON.parse(text) as unknown;
    for (const path of ['/api/marquee/3/en', '/api/game-setting/agent-info/3', '/api/game-entrance/3']) {
      const [plain, withBearer] = [await raw('GET', path), await raw('GET', path, { headers: bearer(token) })];
      expect(strip(withBearer.text), path).toEqual(strip(plain.text));
    }
  });
});

describe('Vary: Origin wherever the answer depends on it', () => {
  it.each([
    ['a hashed module chunk', '/dist/chunks/app-Ab3_x9Zq.js'],
    ['an API answer', '/api/game-setting/user-api-info/3'],
  ])('%s says Vary: Origin, with and without an Origin', async (_, path) => {
    const plain = await raw('GET', path);
    const cors = await raw('GET', path, { headers: { Origin: LOBBY } });
    expect(plain.status).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(cors.headers['access-control-allow-origin']).toBe(LOBBY);
    expect(varyOf(plain.headers)).toContain('origin');
    expect(varyOf(cors.headers)).toContain('origin');
  });

  it('a compressed chunk keeps both: Vary: Origin, Accept-Encoding', async () => {
    const answer = await raw('GET', '/dist/chunks/app-Ab3_x9Zq.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(varyOf(answer.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });
});

describe('log retention per source', () => {
  const report = (tag: string) => ({ Url: `https://x/${tag}`, Message: tag, Component: tag, Exception: '' });
  it("a flood from one network leaves another network's report in place", async () => {
    const victim = await raw('POST', '/log/js-web-list', { body: JSON.stringify(report('victim')), from: '127.0.0.2' });
    expect(JSON.parse(victim.text).Data.Stored).toBe(1);
    // 30 reports from one address: three times the whole log (10 rows here).
    for (let batch = 0; batch < 3; batch++) {
      const flood = Array.from({ length: 10 }, (_, i) => report(`flood-${batch}-${i}`));
      const answer = await raw('POST', '/log/js-web-list', { body: JSON.stringify(flood), from: '127.0.0.3' });
      expect(JSON.parse(answer.text).Data.Stored).toBe(10);
    }
    const rows = await demo.db.query<{ m: string; source: string }>(
      "SELECT entry->>'Message' AS m, source FROM frontend_logs ORDER BY id",
    );
    expect(rows.map((r) => r.m)).toContain('victim');
    const flooded = rows.filter((r) => r.m.startsWith('flood-'));
    // The flood keeps only its own newest reports.
    expect(flooded.map((r) => r.m)).toEqual(['flood-2-6', 'flood-2-7', 'flood-2-8', 'flood-2-9']);
    expect(new Set(flooded.map((r) => r.source))).toEqual(new Set(['127.0.0.3']));
  });
});

describe('nickname confusables', () => {
  it.each([
    ['F0x718', 'Fox718'],
    ['fox7l8', 'Fox718'],
    ['FOXTIB', 'Fox718'],
    ['Ace5', 'AceS'],
  ])('%s is refused beside %s (the same skeleton), with 2003', async (second, first) => {
    const sameOperator = players.filter((p) => p.apiId === players[0]!.apiId);
    const [a, b] = sameOperator;
    await demo.db.query('UPDATE players SET nickname = NULL WHERE account = ANY($1)', [[a!.account, b!.account]]);
    const tokenA = await api.login(await api.freshGameToken(a!.account));
    const tokenB = await api.login(await api.freshGameToken(b!.account));
    const put = (token: string, Nickname: string) =>
      api.request('PUT', '/api/member/nickname', { token, body: { Nickname, LangId: 'en' } });
    expect((await put(tokenA, first)).json!.Code).toBe(CODES.OK);
    const refused = await put(tokenB, second);
    expect(refused.json!.Code).toBe(CODES.NICKNAME_TAKEN);
    // A name that only looks alike on another digit is another name.
    expect((await put(tokenB, `${first.slice(0, -1)}9`)).json!.Code).toBe(CODES.OK);
  });
});
