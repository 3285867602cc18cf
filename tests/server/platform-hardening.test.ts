/**
 * The reference platform outside the demo and under abuse (#16): no demo routes or demo secret
 * unless the demo runs, CORS only for allowed origins (never on /__demo or /__admin), static files
 * without path tricks, per-address limits on the calls worth abusing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../platform/server/server';
import { CODES } from '../../src/api/contract';

const SEED = { roundsPerPlayer: 2, longPlayerRounds: 4, maxPlayersPerOperator: 1 };
let plain: RunningServer;
let demo: RunningServer;

beforeAll(async () => {
  plain = await startServer({
    dataDir: null,
    seed: SEED,
    jwtSecret: 'test-secret-for-a-non-demo-platform',
    fairnessSecret: 'test-fairness-secret-for-a-non-demo-platform',
    allowedOrigins: ['https://lobby.example'],
    rateLimitPerMinute: 3,
  });
  demo = await startServer({ dataDir: null, seed: SEED, demo: true, faults: true });
}, 120_000);
afterAll(async () => {
  await plain?.close();
  await demo?.close();
});

describe('outside the demo', () => {
  it('refuses to start without INGAME_JWT_SECRET, saying why', async () => {
    const saved = process.env.INGAME_JWT_SECRET;
    delete process.env.INGAME_JWT_SECRET;
    try {
      await expect(startServer({ dataDir: null, seed: SEED })).rejects.toThrow(/INGAME_JWT_SECRET is required/);
    } finally {
      if (saved !== undefined) process.env.INGAME_JWT_SECRET = saved;
    }
  });
  it('serves no /__demo route and no demo page, but the bundle and the API', async () => {
    expect((await fetch(`${plain.url}/__demo/players`)).status).toBe(404);
    expect((await fetch(`${plain.url}/lobby.html`)).status).toBe(404);
    expect(((await (await fetch(`${plain.url}/api/game-group`)).json()) as { Code: number }).Code).toBe(CODES.OK);
  });
});

describe('CORS', () => {
  const origin = async (server: RunningServer, path: string, from: string) =>
    (await fetch(`${server.url}${path}`, { headers: { Origin: from } })).headers.get('access-control-allow-origin');
  it('answers an allowed origin and no other', async () => {
    expect(await origin(plain, '/api/game-group', 'https://lobby.example')).toBe('https://lobby.example');
    expect(await origin(plain, '/api/game-group', 'https://evil.example')).toBeNull();
  });
  it('never on /__demo and /__admin, whatever the origin', async () => {
    expect(await origin(demo, '/__demo/players', demo.url)).toBeNull();
    expect(await origin(demo, '/__admin/faults', demo.url)).toBeNull();
  });
});

describe('static files', () => {
  it.each([
    '/dist/..%2fpackage.json',
    '/dist/%2e%2e/package.json',
    '/dist/../package.json',
    '/dist-evil/x.js',
    '/dist/',
    '/dist/%E0%A4%A',
    '/demo/..%2f..%2fpackage.json',
    '/dist/chunks',
    '/dist/..\\package.json',
  ])('%s is a plain 404, never a file outside dist/ or a 500', async (path) => {
    const response = await fetch(`${demo.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/"dependencies"/);
  });
});

describe('rate limits', () => {
  it('the token exchange answers 1029 after the per-minute limit of an address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${plain.url}/api/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Token: 'nope' }),
      });
      codes.push(((await response.json()) as { Code: number }).Code);
    }
    expect(codes).toEqual([
      CODES.TOKEN_INVALID,
      CODES.TOKEN_INVALID,
      CODES.TOKEN_INVALID,
      CODES.TOO_MANY_REQUESTS,
      CODES.TOO_MANY_REQUESTS,
    ]);
  });
});

describe('the maintenance switch (fault admin)', () => {
  it('puts an operator under maintenance and back, as the repair page shows it', async () => {
    const repair = async () =>
      ((await (await fetch(`${demo.url}/api/repair/3`)).json()) as { Data: { IsRepairing: boolean } }).Data.IsRepairing;
    const set = (body: unknown) =>
      fetch(`${demo.url}/__admin/repair`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await repair()).toBe(false);
    expect((await set({ apiId: 3, on: true })).status).toBe(200);
    expect(await repair()).toBe(true);
    await set({ apiId: 3, on: false });
    expect(await repair()).toBe(false);
    expect((await set({ apiId: 'x', on: 1 })).status).toBe(400);
    expect((await fetch(`${plain.url}/__admin/repair`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
