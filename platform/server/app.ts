/**
 * The reference platform as one Hono app: its guards and limits in the order they apply, the §7 API
 * under /api (api-routes.ts: every contract key routed to its handler, enveloped, with an x-trace
 * header), the language service, the log sink, the test-only fault switch, and (app-pages.ts) the
 * demo-only player list, the built bundle under /dist and the demo pages.
 */
import { join } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CODES } from '../../src/api/contract/index.ts';
import { LANGUAGE_PATH, LOG_PATH } from '../../src/api/paths.ts';
import type { Db } from './db.ts';
import { DEV_BUILD_STAMP, devEvents } from './dev-reload.ts';
import { cachePolicy, DEFAULT_HANDLER_BUDGET_MS, timeBudget } from './answer-policy.ts';
import { compressAnswers } from './static.ts';
import { createFaults, isFaultRule, type Faults } from './faults.ts';
import { isCleanUrl, isPreflightedWrite } from './guards.ts';
import { withSecrets, type PlatformSecrets } from './secrets.ts';
import { injectFaults } from './fault-middleware.ts';
import { envelope, newTrace } from './http.ts';
import { fairShare } from './fair-share.ts';
import { DEFAULT_LOG_RETENTION, logSink, type LogRetention } from './log-sink.ts';
import { routeApi } from './api-routes.ts';
import { servePages } from './app-pages.ts';

/** The log sink's body limit (a batch of 50 capped entries fits well inside). */
const LOG_BODY_LIMIT = 256 * 1024;
/** An API call's body limit: the largest request of the contract (a gift-code send) is far below it. */
const API_BODY_LIMIT = 16 * 1024;
/** The fault switch's body limit (a list of rules). */
const ADMIN_BODY_LIMIT = 64 * 1024;

export type { LogRetention } from './log-sink.ts';
export { clientAddress } from './http.ts';

export interface AppOptions {
  db: Db;
  /** Enable POST/DELETE /__admin/faults (INGAME_FAULTS=1). */
  faults?: boolean;
  /** Serve the demo: its pages and `/__demo/*` (fresh game tokens for every player). `npm start` only. */
  demo?: boolean;
  /** Origins whose pages may call the API cross-origin (INGAME_ALLOWED_ORIGINS); the server's own origin always may. */
  allowedOrigins?: readonly string[];
  /** Per-IP requests per minute on the calls worth abusing (token exchange, nickname, gift codes). */
  rateLimitPerMinute?: number;
  /** Per-IP requests per minute on the log sink. */
  logRateLimitPerMinute?: number;
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client
   * (INGAME_TRUSTED_PROXIES); none by default: the socket's address is the client's.
   */
  trustedProxies?: readonly string[];
  /** API requests one player may have in flight in this process; more are answered 429 at once. */
  maxInFlightPerPlayer?: number;
  /** API and log requests one address may have in flight in this process; more are answered 429 at once. */
  maxInFlightPerAddress?: number;
  /** How many log rows, and how old, the log sink keeps. */
  logRetention?: LogRetention;
  /** Folder with the repository root (for dist/ and demo/). */
  root?: string;
  /** The dev loop (`npm run dev`): entries revalidated, source maps served, demo pages reload on a rebuild. */
  dev?: boolean;
  now?: () => number;
  /** How long a handler may run before its caller gets a 503 (answer-policy.ts timeBudget). */
  handlerBudgetMs?: number;
  /** This platform's signing and fairness secrets (secrets.ts); without them the ones set globally. */
  secrets?: PlatformSecrets;
}

/** Paths whose URL text reaches a handler or the database: checked for NUL and lone surrogates. */
const CHECKED_PATHS = /^\/(api|log|language|__admin|__demo)(\/|$)/;

export function createApp({
  db,
  faults: faultsEnabled = false,
  demo = false,
  allowedOrigins = [],
  rateLimitPerMinute = 120,
  logRateLimitPerMinute = 60,
  trustedProxies = [],
  maxInFlightPerPlayer = 32,
  maxInFlightPerAddress = 64,
  logRetention = DEFAULT_LOG_RETENTION,
  root = process.cwd(),
  dev = false,
  now = Date.now,
  handlerBudgetMs = DEFAULT_HANDLER_BUDGET_MS,
  secrets,
}: AppOptions) {
  const app = new Hono();
  // Every request runs with this platform's own secrets (secrets.ts).
  if (secrets) app.use('*', (_, next) => withSecrets(secrets, next));
  // Outermost on the API's paths: every answer there, error envelopes included (answer-policy.ts).
  for (const path of ['/api/*', LOG_PATH, LANGUAGE_PATH]) app.use(path, cachePolicy());
  const faults: Faults = createFaults();
  // Per-minute limits and offered nicknames in the database (every process counts the same),
  // in-flight limits and turns per player and network (fair-share.ts).
  const share = fairShare({
    db,
    now,
    rateLimitPerMinute,
    logRateLimitPerMinute,
    trustedProxies,
    maxInFlightPerPlayer,
    maxInFlightPerAddress,
  });
  app.use('*', share.trustProxies);
  const isAllowedOrigin = (c: Context, origin: string) =>
    origin === new URL(c.req.url).origin || (!c.req.path.startsWith('/__') && allowedOrigins.includes(origin));
  // The full-page app carries the game token in its address until its script removes it: no
  // page of the platform sends its address as a Referer (to its own scripts, or anywhere else).
  app.use('*', async (c, next) => {
    await next();
    // On the answer's own headers: Hono's c.header() after the answer is made rebuilds it as a web
    // Response with a stream (a fifth of a flooded platform's time, measured). A Response whose
    // headers are immutable (none of ours) gets c.header()'s copy.
    try {
      c.res.headers.set('Referrer-Policy', 'no-referrer');
    } catch {
      c.header('Referrer-Policy', 'no-referrer');
    }
  });
  // Cross-origin embedding: lobby pages of the allowed origins call the API and the log sink.
  // The demo and admin routes never answer cross-origin.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    const allowed =
      origin &&
      !c.req.path.startsWith('/__') &&
      (origin === new URL(c.req.url).origin || allowedOrigins.includes(origin));
    // Whether the answer carries CORS headers depends on the Origin, so every answer that could
    // carry them says so, those to a request without an Origin too: a cache must not hand a copy
    // fetched without CORS (a preload link without crossorigin) to a module script (issue 46).
    if (!c.req.path.startsWith('/__')) c.header('Vary', 'Origin', { append: true });
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      c.header('Access-Control-Expose-Headers', 'x-trace');
    }
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  });

  // State changes only from allowed pages: a write must have needed a CORS preflight (JSON, or a
  // bearer), so a page of another site cannot send it blind; and a page that says where it is
  // (Origin) must be this server's or an allowed one (never another's for /__admin and /__demo).
  const guardWrites = async (c: Context, next: () => Promise<void>) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const trace = newTrace();
    const preflighted = isPreflightedWrite({
      method,
      contentType: c.req.header('content-type'),
      hasBody: Boolean(c.req.raw.body) && c.req.header('content-length') !== '0',
      hasAuthorization: Boolean(c.req.header('authorization')),
    });
    if (!preflighted) return envelope(c, trace, CODES.BAD_REQUEST, null, 'Send the body as application/json.', 415);
    const origin = c.req.header('origin');
    if (origin !== undefined && !isAllowedOrigin(c, origin))
      return envelope(c, trace, CODES.BAD_REQUEST, null, 'This page may not call the platform.', 403);
    return next();
  };
  // Only where a write does something: elsewhere an unknown route stays a plain 404.
  app.use('/api/*', guardWrites);
  app.use(LOG_PATH, guardWrites);
  if (faultsEnabled) app.use('/__admin/*', guardWrites);

  // Text a handler could choke on (PostgreSQL refuses NUL; a lone surrogate is no text) is a
  // request error, answered before any handler runs.
  app.use('*', async (c, next) => {
    if (!CHECKED_PATHS.test(c.req.path) || isCleanUrl(c.req.url)) return next();
    return envelope(c, newTrace(), CODES.BAD_REQUEST, null, 'The address holds characters that are not allowed.', 400);
  });

  // Bodies are limited before they are read: a huge POST is refused from its length (or as soon
  // as a chunked body passes the limit), never buffered whole.
  // A GET or HEAD has no body to limit (its Request's body is null): asking for it would build the
  // whole web Request of every read, a tenth of a flooded platform's time (measured).
  const limitBody = (maxSize: number): MiddlewareHandler => {
    const limit = bodyLimit({
      maxSize,
      onError: (c) => {
        // The unread body is left on the socket: the client must not send its next request there.
        c.header('Connection', 'close');
        return envelope(c, newTrace(), CODES.BAD_REQUEST, null, `A body is at most ${maxSize} bytes.`, 413);
      },
    });
    return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
  };
  app.use('/api/*', limitBody(API_BODY_LIMIT));
  app.use(LOG_PATH, limitBody(LOG_BODY_LIMIT));
  app.use('/__admin/*', limitBody(ADMIN_BODY_LIMIT));

  // Answers compressed around everything else on /api, faults included (static.ts).
  app.use('/api/*', compressAnswers());

  // Fault injection (./fault-middleware.ts), outside the fair share below: an injected latency or
  // hang stands for the network, so it holds no in-flight slot and no turn of the platform's work
  // (inside, one hung call held PGlite's only turn and queued every other client into 1029s).
  if (faultsEnabled) app.use('/api/*', injectFaults(faults));

  // One network gets its share: beyond its in-flight limit a fast 429, never a queue (issue 46).
  app.use('/api/*', share.limitAddress);
  app.use(LOG_PATH, share.limitAddress);
  app.use('/api/*', share.takeTurn);
  // The platform's own work gets a time budget (an injected fault is the network's, not budgeted).
  for (const path of ['/api/*', LOG_PATH, LANGUAGE_PATH]) app.use(path, timeBudget(handlerBudgetMs));

  if (faultsEnabled) {
    app.post('/__admin/faults', async (c) => {
      const body = await c.req.json().catch(() => null);
      const rules = Array.isArray(body) ? body : [body];
      if (!rules.every(isFaultRule))
        return c.json({ error: 'Expected { route, fault: { kind, … }, count? } or an array of them' }, 400);
      faults.add(rules);
      return c.json({ rules: faults.list() });
    });
    app.delete('/__admin/faults', (c) => {
      faults.clear();
      return c.json({ rules: [] });
    });
    app.get('/__admin/faults', (c) => c.json({ rules: faults.list() }));
    // The maintenance switch: `{ apiId, on }` puts an operator under maintenance (the repair page, §2).
    app.post('/__admin/repair', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { apiId?: unknown; on?: unknown } | null;
      const apiId = Number(body?.apiId);
      if (!Number.isInteger(apiId) || apiId <= 0 || typeof body?.on !== 'boolean')
        return c.json({ error: 'Expected { apiId, on }' }, 400);
      const rows = await db.query('UPDATE operators SET is_repairing = $2 WHERE api_id = $1 RETURNING api_id', [
        apiId,
        body.on,
      ]);
      return rows.length ? c.json({ apiId, repairing: body.on }) : c.json({ error: 'Unknown operator' }, 404);
    });
  }

  // ─── the §7 API, one route per contract key (api-routes.ts) ───
  routeApi(app, { db, share, now });
  app.all('/api/*', (c) => envelope(c, newTrace(), CODES.NOT_FOUND, null, 'No such endpoint', 404));

  // ─── language service (§7) ───
  app.get(LANGUAGE_PATH, async (c) => {
    const trace = newTrace();
    const locale = c.req.param('locale');
    const groups = new URL(c.req.url).searchParams.getAll('GroupIds[]').filter((g) => /^[\w-]{1,64}$/.test(g));
    if (groups.length === 0) return envelope(c, trace, CODES.OK, {});
    const rows = await db.query<{ group_id: string; key: string; text: string }>(
      'SELECT group_id, key, text FROM language_texts WHERE locale = $1 AND group_id = ANY($2::text[])',
      [locale, groups],
    );
    const data: Record<string, Record<string, string>> = {};
    for (const r of rows) (data[r.group_id] ??= {})[r.key] = r.text;
    c.header('Cache-Control', 'public, max-age=60');
    return envelope(c, trace, CODES.OK, data);
  });

  // The log sink's per-minute limit is counted in the database (every process), in front of it.
  app.post(LOG_PATH, share.limitLogs, logSink({ db, retention: logRetention, withinLimit: () => true }));

  // ─── demo players, the bundle and the demo pages (app-pages.ts) ───
  const distDir = servePages(app, { db, demo, dev, root, now });
  if (dev) app.get('/__dev/events', devEvents(join(distDir, DEV_BUILD_STAMP)));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
