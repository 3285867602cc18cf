/**
 * Two platform processes on one PostgreSQL (issue 46 item 7): both seed an empty database at once
 * and it is seeded once; the per-minute API and log-sink limits hold across them (the second
 * refuses what the first counted), keyed by the address a trusted proxy reports; gift-code rules
 * hold; the random nicknames offered never repeat across them; and a PostgreSQL restart leaves
 * both up and answering. Runs on a throwaway PostgreSQL it starts itself (initdb in a temporary
 * folder, from /usr/lib/postgresql/<version>/bin; as root through `su postgres`), never the
 * suite's own DATABASE_URL server, which it restarts. Where no binaries are installed the test's
 * title says so; CI installs them (.ci/run, docs/contributing.md).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../src/api/contract/index';
import { toSeedClock } from '../../platform/server/demo-clock';
import { SMALL_SEED, fitInOneMinute, type DemoPlayer } from './helpers';
import { startPlatformProcess, type PlatformProcess } from './processes';

const PG_ROOT = '/usr/lib/postgresql';
const pgBin = existsSync(PG_ROOT)
  ? readdirSync(PG_ROOT)
      .map((v) => join(PG_ROOT, v, 'bin'))
      .filter((bin) => existsSync(join(bin, 'initdb')))
      .sort()
      .at(-1)
  : undefined;
const asRoot = process.getuid?.() === 0;
const PROXY_CLIENT = '198.51.100.20';

/** Run a PostgreSQL tool as the postgres user (as root) or as ourselves. */
function pgTool(tool: string, args: string[]) {
  const command = [join(pgBin!, tool), ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  if (asRoot) execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
  else execFileSync('sh', ['-c', command], { stdio: 'pipe' });
}

const title = pgBin
  ? 'two platform processes on one PostgreSQL'
  : `two platform processes on one PostgreSQL — cannot run here: no PostgreSQL in ${PG_ROOT}/*/bin (CI installs it)`;

describe.skipIf(!pgBin)(title, () => {
  const port = 55_460 + (process.pid % 40);
  let dataDir = '';
  let url = '';
  let a: PlatformProcess;
  let b: PlatformProcess;
  let admin: pg.Client;
  const pgCtl = (action: string) =>
    pgTool('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`,
      '-l',
      join(dataDir, 'log'),
      '-w',
      ...action.split(' '),
    ]);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ingame-scale-pg-'));
    if (asRoot) chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
    pgCtl('start');
    pgTool('createdb', ['-h', '/tmp', '-p', String(port), '-U', 'postgres', 'ingame_scale']);
    url = `postgres://postgres@127.0.0.1:${port}/ingame_scale`;
    const options = {
      databaseUrl: url,
      demo: true,
      seed: SMALL_SEED,
      rateLimitPerMinute: 10,
      logRateLimitPerMinute: 5,
      trustedProxies: ['127.0.0.1'],
    };
    // Both at once on the empty database.
    [a, b] = await Promise.all([startPlatformProcess(options as never), startPlatformProcess(options as never)]);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  }, 240_000);

  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    await Promise.all([a?.stop(), b?.stop()]);
    if (dataDir) {
      try {
        pgCtl('-m immediate stop');
      } catch {
        // already stopped
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  const send = (
    p: PlatformProcess,
    path: string,
    init: { method?: string; body?: unknown; token?: string; from?: string } = {},
  ) =>
    fetch(`${p.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': init.from ?? PROXY_CLIENT,
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }).then(async (r) => ({
      status: r.status,
      json: (await r.json().catch(() => null)) as { Code: number; Data: any } | null,
    }));

  it('both seeded the empty database at once, and it was seeded once', async () => {
    const info = await admin.query('SELECT count(*)::int AS n FROM seed_info');
    expect(info.rows[0].n).toBe(1);
    const players = await admin.query('SELECT count(*)::int AS n, count(DISTINCT account)::int AS d FROM players');
    expect(players.rows[0].n).toBeGreaterThan(0);
    expect(players.rows[0].n).toBe(players.rows[0].d);
  });

  it('the per-minute API limit holds across both: the second refuses what the first counted', async () => {
    await fitInOneMinute();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await send(a, '/api/token', { method: 'POST', body: { Token: `junk${i}` } })).status);
    expect(statuses).not.toContain(429);
    const onB = await send(b, '/api/token', { method: 'POST', body: { Token: 'junk' } });
    expect(onB.status).toBe(429);
    expect(onB.json!.Code).toBe(CODES.TOO_MANY_REQUESTS);
    // Keyed by the address the proxy reports: another client behind it still gets through.
    expect(
      (await send(b, '/api/token', { method: 'POST', body: { Token: 'junk' }, from: '198.51.100.21' })).status,
    ).not.toBe(429);
  });

  it('the log-sink limit holds across both', async () => {
    const entry = [{ level: 'error', message: 'scale-out test' }];
    await fitInOneMinute();
    for (let i = 0; i < 5; i++)
      expect(
        (await send(i % 2 ? b : a, '/log/js-web-list', { method: 'POST', body: entry, from: '198.51.100.30' })).status,
      ).not.toBe(429);
    expect((await send(b, '/log/js-web-list', { method: 'POST', body: entry, from: '198.51.100.30' })).status).toBe(
      429,
    );
    expect((await send(a, '/log/js-web-list', { method: 'POST', body: entry, from: '198.51.100.30' })).status).toBe(
      429,
    );
  });

  it('gift-code rules hold across both: one code per mailbox, whichever process answers', async () => {
    const id = 46_700;
    const stored = (ms: number) => new Date(toSeedClock(ms, Date.now())).toISOString();
    await admin.query(
      "INSERT INTO giftcode_events (id, name, starts_at, ends_at, total, daily_limit, template_id, aws_config) VALUES ($1, 'Scale-out', $2, $3, 100, 100, 'tpl-scale', 'ingame-mail')",
      [id, stored(Date.now() - 86_400_000), stored(Date.now() + 86_400_000)],
    );
    const body = { Email: 'one.box@example.com', TemplateId: 'tpl-scale', AwsConfigSetName: 'ingame-mail' };
    const answers = await Promise.all([
      send(a, `/api/giftcode/send-email/${id}`, { method: 'POST', body, from: '198.51.100.40' }),
      send(b, `/api/giftcode/send-email/${id}`, {
        method: 'POST',
        body: { ...body, Email: 'One.Box+2@example.com' },
        from: '198.51.100.41',
      }),
    ]);
    expect(answers.map((r) => r.json!.Code).filter((c) => c === CODES.OK)).toHaveLength(1);
    const claims = await admin.query('SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1', [id]);
    expect(claims.rows[0].n).toBe(1);
  });

  it('the random nicknames offered to a player never repeat across both processes', async () => {
    const players = (await (await fetch(`${a.url}/__demo/players`)).json()) as DemoPlayer[];
    const login = await send(a, '/api/token', {
      method: 'POST',
      body: { Token: players[0]!.gameToken },
      from: '198.51.100.50',
    });
    const token = login.json!.Data.Token as string;
    const offered: string[] = [];
    for (let i = 0; i < 150; i++) {
      const [x, y] = await Promise.all([
        send(a, '/api/member/random-nickname/en-US', { token }),
        send(b, '/api/member/random-nickname/en-US', { token }),
      ]);
      offered.push(x.json!.Data.Nickname, y.json!.Data.Nickname);
    }
    expect(new Set(offered).size).toBe(offered.length);
  }, 120_000);

  it('a PostgreSQL restart leaves both processes up, and both answer afterwards', async () => {
    await admin.end();
    pgCtl('-m fast restart');
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const answers = async (p: PlatformProcess) => {
      for (let i = 0; i < 30; i++) {
        const r = await send(p, '/api/giftcode/get/46700').catch(() => null);
        if (r?.json?.Code === CODES.OK) return true;
        await new Promise((done) => setTimeout(done, 500));
      }
      return false;
    };
    expect(await answers(a)).toBe(true);
    expect(await answers(b)).toBe(true);
    expect(a.alive() && b.alive(), a.output() + b.output()).toBe(true);
  }, 60_000);
});
