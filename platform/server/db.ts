/**
 * The database: PGlite (PostgreSQL in WebAssembly) persisted under .data/ by default, in memory
 * for tests, or a real PostgreSQL server through `pg` when DATABASE_URL is set. Both run the same
 * SQL; the rest of the server sees only `query` and `exec`.
 */
import { existsSync, mkdirSync, openAsBlob, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
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
  /** In-memory PGlite only: writes the whole database to `path` (a tarball `snapshot` can load). */
  saveSnapshot?(path: string): Promise<void>;
}

/** What a transaction's callback may do. */
export type Tx = Pick<Db, 'query' | 'kind'>;

export interface DbOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  url?: string | null;
  /** PGlite data directory; null for in-memory. */
  dataDir?: string | null;
  /**
   * In-memory PGlite: start from this tarball (written by `saveSnapshot`) when it exists, e.g. a
   * seeded database the end-to-end files share within one run (tests/e2e/harness.ts).
   */
  snapshot?: string | null;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Writes `bytes` to `path` whole or not at all (parallel test processes may race to write it). */
function writeWhole(path: string, bytes: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

/**
 * Where a new PGlite database starts (in memory, or in a new folder). A new one runs initdb in
 * WebAssembly (3–5 s on this machine); loading a copy of a new, empty cluster takes under a second.
 * The copy is made once per PGlite version under .cache/pglite/ (git-ignored; nothing of ours is in
 * it), so the ~70 test files and the benches that each open their own database skip initdb. Null
 * when no copy can be kept, or when there is none yet and `make` is false.
 */
async function emptyCluster(
  PGlite: typeof import('@electric-sql/pglite').PGlite,
  { make = true }: { make?: boolean } = {},
): Promise<Blob | null> {
  let version: string;
  try {
    version = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  } catch {
    return null;
  }
  const path = join(ROOT, `.cache/pglite/empty-${version}.tar`);
  try {
    if (!existsSync(path)) {
      if (!make) return null;
      const fresh = new PGlite();
      await fresh.waitReady;
      const dump = await fresh.dumpDataDir('none');
      await fresh.close();
      writeWhole(path, new Uint8Array(await dump.arrayBuffer()));
    }
    return await openAsBlob(path);
  } catch {
    return null;
  }
}

export async function openDb({ url, dataDir, snapshot }: DbOptions = {}): Promise<Db> {
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
  let db: InstanceType<typeof PGlite>;
  if (dataDir) {
    // A new folder starts from the copy of an empty cluster too, when there is one (the tests that
    // start a platform on a folder of their own: 13 s to the first answer → 9 s). Without one,
    // initdb runs in the folder: making the copy first would cost a fresh clone's first
    // `npm start` a second more.
    const start = existsSync(join(dataDir, 'PG_VERSION')) ? null : await emptyCluster(PGlite, { make: false });
    db = new PGlite(dataDir, start ? { loadDataDir: start } : {});
  } else {
    // A file-backed Blob: PGlite reads the file once (a Blob of the file's bytes was two more copies).
    const start = snapshot && existsSync(snapshot) ? await openAsBlob(snapshot) : await emptyCluster(PGlite);
    // 16 MB of shared buffers, not PostgreSQL's 128: the buffers are zeroed at every start (0.4 of
    // the 2 CPU-seconds a test platform's start took), and an in-memory database reads a page
    // that is not in them from memory anyway.
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    db = new PGlite(start ? { loadDataDir: start, startParams } : { startParams });
  }
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
    ...(dataDir
      ? {}
      : {
          async saveSnapshot(path: string) {
            // At a checkpoint, so that a load replays no WAL, and with only the WAL segments that
            // checkpoint needs: the others are old or recycled ones, 16 MB each (PostgreSQL makes
            // a new segment when it needs one). The e2e snapshot went from 69 MB to 52, and a platform
            // start from it from 3.0 to 2.2 CPU-seconds (with openDb's openAsBlob).
            await db.exec('CHECKPOINT');
            const [needed] = (
              await db.query<{ redo: string; checkpoint: string }>(
                'SELECT pg_walfile_name(redo_lsn) AS redo, pg_walfile_name(checkpoint_lsn) AS checkpoint FROM pg_control_checkpoint()',
              )
            ).rows;
            const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
            writeWhole(path, withoutWalSegments(tar, new Set([needed!.redo, needed!.checkpoint])));
          },
        }),
  };
}

/**
 * A tarball of a data directory without the WAL segments (pg_wal/ files named by 24 hex digits)
 * that `keep` does not name. A ustar entry is a 512-byte header (the name in its first 100 bytes,
 * the size in octal at byte 124) and its data padded to 512 bytes.
 */
export function withoutWalSegments(tar: Uint8Array, keep: Set<string>): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (from: number, length: number) =>
    new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const name = text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment || keep.has(segment)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(1024)); // the end-of-archive marker
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
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
