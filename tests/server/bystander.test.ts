/**
 * Issue 46 item 1: no request stops the platform. The worst inputs we can build go to every public
 * endpoint of a production-like platform running in its own process, while a bystander on another
 * address asks for its settings: each of its answers comes within a second. (Before the fix, one
 * `eyJ-eyJ-…` log report held the event loop for over a minute.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { CODES } from '../../src/api/contract';
import { timeBudget } from '../../platform/server/answer-policy';

const LOG_LIMIT = 256 * 1024;
const API_LIMIT = 16 * 1024;
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  const options = {
    dataDir: null,
    seed: { maxPlayersPerOperator: 0 },
    jwtSecret: 'a-bystander-test-jwt-secret-0123456789abcdef',
    fairnessSecret: 'a-bystander-test-fairness-secret-0123456789',
    logRateLimitPerMinute: 1000,
  };
  child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/bystander-platform.ts', JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) resolve(ready[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the platform exited (${code})`)));
  });
}, 180_000);
afterAll(() => {
  child?.kill('SIGKILL');
});

/** One HTTP request from a given local address (127.0.0.x: another client of the limits and the log). */
function send(
  method: string,
  path: string,
  { body, from = '127.0.0.3', timeoutMs = 8000 }: { body?: string; from?: string; timeoutMs?: number } = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        localAddress: from,
        headers:
          body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** The slowest answer a bystander (127.0.0.2) gets while `copies` abusive requests run. */
async function bystanderWorst(abuse: () => Promise<unknown>, copies = 3): Promise<number> {
  let running = true;
  const abuses = Promise.all(Array.from({ length: copies }, abuse)).finally(() => (running = false));
  const probes: number[] = [];
  do {
    const probe = await send('GET', '/api/game-setting/user-api-info/3', { from: '127.0.0.2', timeoutMs: 3000 });
    probes.push(probe.status === 200 ? probe.ms : Infinity);
    await new Promise((r) => setTimeout(r, 10));
  } while (running);
  await abuses;
  return Math.max(...probes);
}

/** A run of `unit` as long as fits in `bytes` once inside `wrap`. */
const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));
const chain = (bytes: number) => fill('eyJ-', bytes);

const LOG_ABUSES: [string, () => string][] = [
  ['an eyJ- chain as a value, at the body limit', () => JSON.stringify([{ Message: chain(LOG_LIMIT - 100) }])],
  ['an eyJ- chain as a key, at the body limit', () => JSON.stringify({ [chain(LOG_LIMIT - 100)]: 1 })],
  [
    '64 eyJ- chains of 4 kB as keys',
    () => JSON.stringify({ ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`${i}${chain(4000)}`, i])) }),
  ],
  [
    '100 entries of 50 eyJ- fields',
    () =>
      JSON.stringify(
        Array.from({ length: 100 }, (_, i) =>
          Object.fromEntries(Array.from({ length: 50 }, (_, j) => [`k${j}`, `${i}${chain(40)}`])),
        ),
      ),
  ],
  [
    'an eyJ chain with dots (eyJxxxx.eyJxxxx.…)',
    () => JSON.stringify([{ Message: fill('eyJaaaa.', LOG_LIMIT - 100) }]),
  ],
  ['a percent-encoded run', () => JSON.stringify([{ Message: fill('%25', LOG_LIMIT - 100) }])],
  ['name=value pairs without a separator', () => JSON.stringify([{ Message: fill('token ', LOG_LIMIT - 100) }])],
  ['deep JSON', () => `${'['.repeat(LOG_LIMIT / 2 - 10)}${']'.repeat(LOG_LIMIT / 2 - 10)}`],
  ['many tiny entries', () => JSON.stringify(Array.from({ length: 20_000 }, () => ({ a: 1 })))],
];

const API_ABUSES: [string, string, string, string?][] = [
  ['a token of eyJ- chains', 'POST', '/api/token', JSON.stringify({ Token: chain(API_LIMIT - 100) })],
  [
    'a gift code e-mail of 16 kB',
    'POST',
    '/api/giftcode/send-email/1',
    JSON.stringify({ Email: `${fill('a+', API_LIMIT - 200)}@x.y`, LangId: 'en' }),
  ],
  ['a nickname of eyJ- chains', 'PUT', '/api/member/nickname', JSON.stringify({ Nickname: chain(API_LIMIT - 100) })],
  ['deep JSON to the API', 'POST', '/api/token', `${'['.repeat(API_LIMIT / 2 - 10)}${']'.repeat(API_LIMIT / 2 - 10)}`],
  ['2,000 language groups', 'GET', `/language/en?${fill('GroupIds[]=eyJ-eyJ-&', 12_000)}`],
  ['a path segment of 12 kB', 'GET', `/api/marquee/3/${chain(12_000)}`],
];

describe('a bystander waits under a second while one client sends the worst inputs', () => {
  const measured: string[] = [];
  afterAll(() => console.log(`Bystander's slowest answer under each abuse:\n${measured.join('\n')}`));

  it.each(LOG_ABUSES)('to the log sink: %s', { timeout: 60_000 }, async (name, body) => {
    const text = body();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(LOG_LIMIT);
    const worst = await bystanderWorst(() => send('POST', '/log/js-web-list', { body: text, timeoutMs: 20_000 }));
    measured.push(`  log sink, ${name}: ${worst.toFixed(0)} ms`);
    expect(worst, name).toBeLessThan(1000);
  });

  it.each(API_ABUSES)('to the API: %s', { timeout: 60_000 }, async (name, method, path, body) => {
    const worst = await bystanderWorst(() => send(method, path, { body, timeoutMs: 20_000 }));
    measured.push(`  ${method} ${path.slice(0, 32)}…, ${name}: ${worst.toFixed(0)} ms`);
    expect(worst, name).toBeLessThan(1000);
  });

  it('the platform still answers the log sink after all of it', async () => {
    const ok = await send('POST', '/log/js-web-list', { body: JSON.stringify({ Message: 'after', Component: 'x' }) });
    expect(ok.status).toBe(200);
  });
});

describe('a handler past its time budget', () => {
  it('answers 503 with an envelope when the budget runs out, and never waits for the handler', async () => {
    const app = new Hono();
    app.use('*', timeBudget(100));
    app.get('/slow', async (c) => {
      await new Promise((r) => setTimeout(r, 2000));
      return c.json({ Code: 0 });
    });
    app.get('/fast', (c) => c.json({ Code: 0 }));
    const started = performance.now();
    const slow = await app.request('/slow');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(slow.status).toBe(503);
    expect(((await slow.json()) as { Code: number }).Code).toBe(CODES.INTERNAL);
    expect((await app.request('/fast')).status).toBe(200);
  });
});
