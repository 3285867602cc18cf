/** Start the reference platform for a test file: PGlite in memory, or DATABASE_URL when set. */
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../platform/server/server';

export const SMALL_SEED = { roundsPerPlayer: 60, longPlayerRounds: 400, maxPlayersPerOperator: 3 };

export async function startTestServer(): Promise<RunningServer> {
  const databaseUrl = process.env.DATABASE_URL ? await workerDatabase(process.env.DATABASE_URL) : null;
  return startServer({
    databaseUrl,
    dataDir: null,
    faults: true,
    demo: true,
    seed: SMALL_SEED,
    // On PGlite, one seeded database per `npm test` run: the first file seeds it and saves it in the
    // run's folder, the others load it (about 2.5 s less per file, as the end-to-end files do).
    seedSnapshot:
      !databaseUrl && process.env.INGAME_SEED_SNAPSHOTS ? join(process.env.INGAME_SEED_SNAPSHOTS, 'server.tar') : null,
    reset: Boolean(databaseUrl),
    rateLimitPerMinute: 10_000,
  });
}

/**
 * On a real PostgreSQL, test files run two at a time and each resets and seeds its database: one
 * shared database would let a file wipe the rows another is reading. Each Vitest worker gets its
 * own database (`<name>_w<pool id>`, created on first use); files in one worker run one after another.
 */
export async function workerDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'ingame'}_w${process.env.VITEST_POOL_ID ?? '0'}`;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

/** A platform for one test file (see startTestServer), with its client and its seeded players. */
export async function startTestPlatform(): Promise<{ server: RunningServer; api: TestClient; players: DemoPlayer[] }> {
  const server = await startTestServer();
  const api = client(server.url);
  return { server, api, players: await api.players() };
}

export type TestClient = ReturnType<typeof client>;

export interface DemoPlayer {
  account: string;
  apiId: number;
  brand: string;
  nickname: string | null;
  gameToken: string;
  rounds: number;
  longGame: number;
}

export function client(base: string) {
  const request = async (method: string, path: string, options: { token?: string | null; body?: unknown } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let json: { Code: number; Data: any; Message: string } | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, trace: response.headers.get('x-trace'), json, text };
  };
  return {
    request,
    get: (path: string, token?: string | null) => request('GET', path, { token }),
    players: async (): Promise<DemoPlayer[]> => (await fetch(`${base}/__demo/players`)).json() as Promise<DemoPlayer[]>,
    login: async (gameToken: string) =>
      (await request('POST', '/api/token', { body: { Token: gameToken } })).json!.Data.Token as string,
    /** A new game token of a player (the exchange consumes one: game tokens are single-use). */
    freshGameToken: async (account: string): Promise<string> =>
      ((await (await fetch(`${base}/__demo/players`)).json()) as DemoPlayer[]).find((p) => p.account === account)!
        .gameToken,
  };
}

/**
 * Waits for the next minute of the clock when less than `ms` of this one is left. The per-minute
 * limits count in the clock's minutes (platform/server/shared-limits.ts), so a test that fills a
 * limit and expects the next request refused must send them all within one minute: in stop 63's
 * CI the eleven requests of the scale-out test straddled a minute and the eleventh was let through.
 */
export async function fitInOneMinute(ms = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
