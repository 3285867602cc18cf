/** Start the reference platform: open the database, migrate, seed, listen. Used by main and tests. */
import { serve } from '@hono/node-server';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants as http2Constants, createSecureServer, type Http2Session, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type LogRetention } from './app.ts';
import { lockDataFolder } from './data-lock.ts';
import { migrate, openDb, type Db } from './db.ts';
import { SEED_VERSION, seed, type SeedOptions } from './seed.ts';
import type { PlatformSecrets } from './secrets.ts';
import { DEMO_JWT_SECRET } from './tokens.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  databaseUrl?: string | null;
  /** PGlite folder; null = in memory. Ignored with databaseUrl. */
  dataDir?: string | null;
  /**
   * In memory only: a tarball of the migrated, seeded database. Loaded when the file exists (no
   * initdb, no seed: under a second instead of 5–8); written after the seed when it does not, so
   * the next start with the same path loads it. The end-to-end harness gives one per test run.
   */
  seedSnapshot?: string | null;
  faults?: boolean;
  seed?: SeedOptions;
  root?: string;
  /** Drop and recreate every table first (tests on a shared PostgreSQL). */
  reset?: boolean;
  /** The demo: its pages, `/__demo/*`, and its own secrets where INGAME_JWT_SECRET or INGAME_FAIRNESS_SECRET is unset. */
  demo?: boolean;
  /** Origins allowed to call the API cross-origin (INGAME_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins?: readonly string[];
  rateLimitPerMinute?: number;
  /** The dev loop (`npm run dev`, INGAME_DEV=1): see AppOptions.dev. */
  dev?: boolean;
  /** INGAME_JWT_SECRET by default; the demo makes its own (demoSecret). */
  jwtSecret?: string;
  /** INGAME_FAIRNESS_SECRET by default; the demo makes its own (demoSecret). */
  fairnessSecret?: string;
  /** How long a handler may run before its caller gets a 503 (AppOptions.handlerBudgetMs). */
  handlerBudgetMs?: number;
  /** How many front-end log rows, and how old, the log sink keeps. */
  logRetention?: LogRetention;
  /** Per-IP requests per minute on the log sink. */
  logRateLimitPerMinute?: number;
  /**
   * Serve HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as a CDN serves the bundle, on
   * a self-signed certificate for localhost made at start (needs `openssl`). For measuring the
   * pages as production serves them (`npm run bench` measures both protocols; `INGAME_HTTP2=1 npm
   * start`); a browser must be told to accept the certificate (Chromium: --ignore-certificate-errors).
   */
  http2?: boolean;
  /** Proxies whose X-Forwarded-For names the client (INGAME_TRUSTED_PROXIES); see AppOptions. */
  trustedProxies?: readonly string[];
  maxInFlightPerPlayer?: number;
  maxInFlightPerAddress?: number;
}

/** The advisory lock the start's schema and seed work takes (two processes starting at once take turns). */
const START_LOCK = 46_0701;

/** Streams one HTTP/2 connection may have open at once (advertised in its SETTINGS). */
export const HTTP2_MAX_STREAMS = 100;
/** Streams a client may reset (or abandon) per second on one connection before it gets GOAWAY (Rapid Reset). */
export const HTTP2_RESETS_PER_SECOND = 200;

/**
 * Rapid Reset (CVE-2023-44487): a client opens streams and cancels them at once, so it never
 * reaches the stream limit while the server starts work for each. Count the streams each session
 * sees end early (reset by the client or aborted) per second; past the limit the session gets
 * GOAWAY (ENHANCE_YOUR_CALM) and is destroyed.
 */
function guardRapidReset(session: Http2Session) {
  let second = 0;
  let resets = 0;
  session.on('stream', (stream: ServerHttp2Stream) => {
    const early = () => {
      const now = Math.floor(Date.now() / 1000);
      if (now !== second) {
        second = now;
        resets = 0;
      }
      if (++resets <= HTTP2_RESETS_PER_SECOND || session.destroyed) return;
      session.goaway(http2Constants.NGHTTP2_ENHANCE_YOUR_CALM);
      setImmediate(() => session.destroy());
    };
    stream.once('aborted', early);
    stream.once('close', () => {
      if (stream.rstCode !== http2Constants.NGHTTP2_NO_ERROR && !stream.writableFinished) early();
    });
  });
}

/** A self-signed certificate for localhost and 127.0.0.1, valid two days, made with openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'ingame-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
        .concat(['-keyout', key, '-out', cert, '-subj', '/CN=localhost'])
        .concat(['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`HTTP/2 needs a certificate, and openssl could not make one: ${(error as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A secret an HS256 key needs at least (RFC 7518 §3.2: the hash's 256 bits); the fairness secret too. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * Secrets that were once in the repository (the fairness secret's old default, by its SHA-256: the
 * text itself is not kept): anyone could compute a player's hidden seed with them.
 */
const PUBLISHED_SECRET_HASHES = new Set(['f4740bdbf6042faf0d678ef69532416b3d990b87a49a42022641b36d3ebcce6c']);

/**
 * Why a secret is refused outside the demo, or null: the demo's old secrets are in the repository
 * (anyone could forge a player's session, or compute a hidden server seed, with them), and a short
 * one can be guessed. `name` is the variable it came from.
 */
export function weakSecretReason(secret: string, name = 'INGAME_JWT_SECRET'): string | null {
  const hash = createHash('sha256').update(secret).digest('hex');
  if (secret === DEMO_JWT_SECRET || PUBLISHED_SECRET_HASHES.has(hash))
    return `${name} is the demo secret printed in the repository`;
  if (Buffer.byteLength(secret.trim(), 'utf8') < MIN_JWT_SECRET_BYTES)
    return `${name} is shorter than ${MIN_JWT_SECRET_BYTES} bytes`;
  return null;
}

/**
 * The secrets a platform outside the demo must be given, and why each given one is refused: one
 * line naming every variable that is missing or weak, or null.
 */
export function missingSecrets(secrets: Record<string, string | undefined>): string | null {
  const problems = Object.entries(secrets).map(([name, secret]) => {
    if (!secret) return `${name} is required outside the demo (\`npm start\` runs the demo)`;
    const weak = weakSecretReason(secret, name);
    return weak && `${weak}: set a random secret of at least ${MIN_JWT_SECRET_BYTES} bytes`;
  });
  const found = problems.filter(Boolean);
  return found.length ? `${found.join('; ')}.` : null;
}

/**
 * A demo secret of this database: made at random on its first start, then the same after every
 * restart (sessions and fairness seeds stay valid), and another in every other data folder or
 * PostgreSQL database. Two processes starting at once on one database agree (the first insert wins).
 */
export async function demoSecret(db: Db, name: string): Promise<string> {
  await db.query('INSERT INTO demo_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM demo_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /** With `http2`: the self-signed certificate (PEM), for a client to trust (`ca`). */
  certificate?: Buffer;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const given = {
    INGAME_JWT_SECRET: options.jwtSecret ?? process.env.INGAME_JWT_SECRET,
    INGAME_FAIRNESS_SECRET: options.fairnessSecret ?? process.env.INGAME_FAIRNESS_SECRET,
  };
  // Outside the demo both secrets are given, and strong, before anything opens.
  const refused = options.demo ? null : missingSecrets(given);
  if (refused) throw new Error(refused);
  // Before the database opens: a missing openssl fails the start with nothing left open.
  const pair = options.http2 ? selfSignedCertificate() : null;
  // One process per PGlite folder; PostgreSQL handles its own concurrency.
  const unlock = !options.databaseUrl && options.dataDir ? lockDataFolder(options.dataDir) : () => undefined;
  let db: Db;
  try {
    db = await openDb({ url: options.databaseUrl, dataDir: options.dataDir, snapshot: options.seedSnapshot });
  } catch (error) {
    unlock();
    throw error;
  }
  // A database seeded by another version of the seed is rebuilt: demo data is disposable.
  // Processes starting at once on one PostgreSQL take turns: the first migrates and seeds, the next
  // finds it done (the stale check runs inside the lock too, so none drops what another just seeded).
  await db.exclusive(START_LOCK, async () => {
    const stale = await db.query<{ v: number }>('SELECT max(version)::int AS v FROM seed_info').then(
      (rows) => rows[0]?.v != null && rows[0].v !== SEED_VERSION,
      () => false,
    );
    if (options.reset || stale) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    // The demo's players (and their rounds, rewards…) only in the demo: a production-like start
    // gets the catalogue (operators, games, texts) and no player anyone could log in as.
    await seed(db, { ...(options.demo ? {} : { maxPlayersPerOperator: 0 }), ...options.seed });
  });
  if (options.seedSnapshot && !existsSync(options.seedSnapshot)) await db.saveSnapshot?.(options.seedSnapshot);
  // The demo makes what it is not given, per database (demoSecret).
  const secrets: PlatformSecrets = {
    jwt: given.INGAME_JWT_SECRET || (await demoSecret(db, 'INGAME_JWT_SECRET')),
    fairness: given.INGAME_FAIRNESS_SECRET || (await demoSecret(db, 'INGAME_FAIRNESS_SECRET')),
  };
  const app = createApp({
    db,
    faults: options.faults,
    demo: options.demo,
    allowedOrigins: options.allowedOrigins,
    rateLimitPerMinute: options.rateLimitPerMinute,
    logRetention: options.logRetention,
    logRateLimitPerMinute: options.logRateLimitPerMinute,
    trustedProxies: options.trustedProxies,
    maxInFlightPerPlayer: options.maxInFlightPerPlayer,
    maxInFlightPerAddress: options.maxInFlightPerAddress,
    root: options.root,
    dev: options.dev,
    handlerBudgetMs: options.handlerBudgetMs,
    secrets,
  });
  const host = options.host ?? '127.0.0.1';
  const tls = pair
    ? {
        createServer: createSecureServer,
        serverOptions: { ...pair, allowHTTP1: true, settings: { maxConcurrentStreams: HTTP2_MAX_STREAMS } },
      }
    : {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host, ...tls }, () => resolve(s));
  });
  // HTTP/2 sessions stay open between requests: close() ends them, as closeAllConnections does for HTTP/1.1.
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    guardRapidReset(session);
    session.on('close', () => sessions.delete(session));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${pair ? 'https' : 'http'}://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    port,
    db,
    certificate: pair?.cert,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open streams (the dev loop's /__dev/events) would otherwise hold the close forever.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        for (const session of sessions) session.destroy();
      });
      await db.close();
      unlock();
    },
  };
}
