/**
 * The database: PGlite (PostgreSQL in WebAssembly) persisted under .data/ by default, in memory
 * for tests, or a real PostgreSQL server through `pg` when DATABASE_URL is set. Both run the same
 * SQL; the rest of the server sees only `query` and `exec`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Run `fn` in one transaction (BEGIN … COMMIT, ROLLBACK when it throws) on one connection: a
   * pooled client on PostgreSQL; on PGlite its own transaction, which runs exclusively.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Run `fn` while holding a lock every process on this database takes in turn (a PostgreSQL
   * advisory lock on a connection of its own); PGlite has one process, so it just runs `fn`.
   */
  exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  readonly kind: 'pglite' | 'postgres';
}

/** What a transaction's callback may do. */
export type Tx = Pick<Db, 'query' | 'kind'>;

export interface DbOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  url?: string | null;
  /** PGlite data directory; null for in-memory. */
  dataDir?: string | null;
}

export async function openDb({ url, dataDir }: DbOptions = {}): Promise<Db> {
  if (url) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: url, max: 8 });
    // A database restart ends every connection: an idle one reports it on the pool, a checked-out
    // one on itself. Without a listener that 'error' event kills the process; with one, the broken
    // connection is dropped and the next query opens a new one.
    const lost = (error: Error) => console.error(`[db] connection lost: ${error.message}`);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    return {
      kind: 'postgres',
      async query(sql, params = []) {
        return (await pool.query(sql, params)).rows;
      },
      async exec(sql) {
        await pool.query(sql);
      },
      close: () => pool.end(),
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn({
            kind: 'postgres',
            query: async (sql, params = []) => (await client.query(sql, params)).rows,
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      async exclusive(lockId, fn) {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('SELECT pg_advisory_lock($1)', [lockId]);
          try {
            return await fn();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch((error: Error) => (broken = error));
          }
        } finally {
          client.release(broken);
        }
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return {
    kind: 'pglite',
    async query(sql, params = []) {
      return (await db.query(sql, params)).rows as never[];
    },
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close(),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ kind: 'pglite', query: async (sql, params = []) => (await tx.query(sql, params)).rows as never[] }),
      ),
    exclusive: (_lockId, fn) => fn(),
  };
}

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Apply every migration not applied yet, in file-name order. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    await db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    applied.push(file);
  }
  return applied;
}
