/**
 * `npm run server` / `npm start`: the reference platform on http://localhost:$PORT (default 8787).
 * PGlite under .data/ by default; DATABASE_URL=postgres://… for a real PostgreSQL server.
 * INGAME_FAULTS=1 enables the fault switch (tests and demos only). INGAME_DEMO=1 (set by `npm start`)
 * serves the demo pages and /__demo/* and makes its own secrets per database; without it
 * INGAME_JWT_SECRET and INGAME_FAIRNESS_SECRET are required (docs/security.md lists every variable). INGAME_ALLOWED_ORIGINS=https://lobby.example,… lets those pages call the API.
 * INGAME_DEV=1 (set by `npm run dev`) revalidates entries on every use, serves the source maps and
 * reloads the demo pages after each rebuild. INGAME_HTTP2=1 serves HTTPS with HTTP/2, as a CDN
 * serves the bundle, on a self-signed certificate made with openssl (the browser asks to accept it).
 * INGAME_TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8 believes those proxies' X-Forwarded-For (off by
 * default); INGAME_MAX_IN_FLIGHT_PER_PLAYER / _PER_ADDRESS change the in-flight limits (32 / 64).
 */
import { mkdirSync } from 'node:fs';
import { startServer } from './server.ts';

const port = Number(process.env.PORT ?? 8787);
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = process.env.INGAME_DATA_DIR ?? '.data/pglite';
if (!databaseUrl && dataDir) mkdirSync(dataDir, { recursive: true });

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
const positive = (value: string | undefined) => (Number(value) > 0 ? Number(value) : undefined);

const started = Date.now();
const demo = process.env.INGAME_DEMO === '1';
const server = await startServer({
  port,
  host: process.env.HOST ?? 'localhost',
  databaseUrl,
  dataDir: databaseUrl ? null : dataDir,
  faults: process.env.INGAME_FAULTS === '1',
  demo,
  dev: process.env.INGAME_DEV === '1',
  http2: process.env.INGAME_HTTP2 === '1',
  allowedOrigins: list(process.env.INGAME_ALLOWED_ORIGINS),
  trustedProxies: list(process.env.INGAME_TRUSTED_PROXIES),
  maxInFlightPerPlayer: positive(process.env.INGAME_MAX_IN_FLIGHT_PER_PLAYER),
  maxInFlightPerAddress: positive(process.env.INGAME_MAX_IN_FLIGHT_PER_ADDRESS),
}).catch((error: Error) => {
  console.error(`Cannot start the platform: ${error.message}`);
  process.exit(1);
});
const base = `${server.certificate ? 'https' : 'http'}://localhost:${server.port}`;
console.log(
  demo
    ? `Reference platform ready in ${Date.now() - started} ms (${server.db.kind}).
  Demo landing   ${base}/
  Lobby page     ${base}/lobby.html
  Full-page app  ${base}/app.html?token=<game token from the landing page>
  API            ${base}/api/…`
    : `Reference platform ready in ${Date.now() - started} ms (${server.db.kind}): API ${base}/api/…`,
);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
