/**
 * Fair share of the platform (issue 46 items 4 and 7), wired by app.ts: who the client is (the
 * socket, or a trusted proxy's X-Forwarded-For), how many requests one player and one network may
 * have in flight (beyond it a fast 429, never a queue ahead of everyone), handlers taken from each
 * player or network in turn, the per-minute limits counted in the database (every process), and
 * a request whose client went away stops before its next query.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { CODES } from '../../src/api/contract/index.ts';
import type { Db } from './db.ts';
import { fairScheduler, inFlightLimiter, parseAddressRanges } from './guards.ts';
import { clientAddress, envelope, newTrace, TRUSTED_PROXIES } from './http.ts';
import { keepNicknameOffersIn } from './nicknames.ts';
import { sharedNicknameOffers, sharedRateLimiter } from './shared-limits.ts';

export interface FairShareOptions {
  db: Db;
  now: () => number;
  /** Per address and call, per minute, on the calls worth abusing (every process together). */
  rateLimitPerMinute: number;
  /** Per address, per minute, on the log sink (every process together). */
  logRateLimitPerMinute: number;
  trustedProxies: readonly string[];
  maxInFlightPerPlayer: number;
  maxInFlightPerAddress: number;
}

/** A request whose client went away: its handler stops before its next query (untilAborted). */
export class RequestAborted extends Error {}

/**
 * The database as one request's handler sees it: once the client has gone (the request's signal
 * aborted, e.g. an HTTP/2 stream reset), no further query of it is sent to the database.
 */
export function untilAborted(db: Db, signal: AbortSignal): Db {
  const check = () => {
    if (signal.aborted) throw new RequestAborted('The client went away.');
  };
  return {
    ...db,
    kind: db.kind,
    query: (sql, params) => (check(), db.query(sql, params)),
    exec: (sql) => (check(), db.exec(sql)),
    transaction: (fn) => (
      check(),
      db.transaction((tx) => fn({ kind: tx.kind, query: (sql, params) => (check(), tx.query(sql, params)) }))
    ),
  };
}

/**
 * How many calls run at once: one on PGlite (it runs one query at a time; measured, a bystander's
 * p95 under one abusive player was 0.5 s with one and 0.77 s with two), eight on PostgreSQL (the
 * pool's connections). A database that cannot say (the static routes' tests hand the app one that
 * throws on any use) gets one.
 */
function turnsAtOnce(db: Db): number {
  try {
    return db.kind === 'postgres' ? 8 : 1;
  } catch {
    return 1;
  }
}

const tooMany = (c: Context, message: string) => envelope(c, newTrace(), CODES.TOO_MANY_REQUESTS, null, message, 429);
const AT_ONCE = 'Too many requests at once, please try again.';
const PER_MINUTE = 'Too many requests, please try again in a minute.';

export function fairShare(options: FairShareOptions) {
  const withinLimit = sharedRateLimiter(options.db, options.rateLimitPerMinute, options.now);
  const withinLogLimit = sharedRateLimiter(options.db, options.logRateLimitPerMinute, options.now);
  keepNicknameOffersIn(sharedNicknameOffers(options.db));
  const trusted = parseAddressRanges(options.trustedProxies);
  // In-flight limits are this process's own: they bound the work one client makes it do now.
  const playerSlots = inFlightLimiter(options.maxInFlightPerPlayer);
  const addressSlots = inFlightLimiter(options.maxInFlightPerAddress);
  let fairly: ReturnType<typeof fairScheduler> | null = null;
  return {
    /** Every route: the proxies clientAddress believes. */
    trustProxies: (async (c, next) => {
      c.set(TRUSTED_PROXIES as never, trusted as never);
      await next();
    }) as MiddlewareHandler,
    /** /api and the log sink: one network's requests beyond its in-flight limit get a fast 429. */
    limitAddress: (async (c, next) => {
      const release = addressSlots.acquire(clientAddress(c));
      if (!release) return tooMany(c, AT_ONCE);
      try {
        await next();
      } finally {
        release();
      }
    }) as MiddlewareHandler,
    /** In front of the log sink: its per-minute limit, counted in the database. */
    limitLogs: (async (c, next) => {
      if (await withinLogLimit(clientAddress(c)).catch(() => false)) return next();
      return tooMany(c, PER_MINUTE);
    }) as MiddlewareHandler,
    /** A per-minute limit of `call` for this client, or its 429 answer. */
    async refusedPerMinute(c: Context, call: string): Promise<Response | null> {
      return (await withinLimit(`${call}|${clientAddress(c)}`)) ? null : tooMany(c, PER_MINUTE);
    },
    /** A player's in-flight slot: its release, or the 429 answer when they are at their limit. */
    playerSlot(c: Context, playerId: number): (() => void) | Response {
      return playerSlots.acquire(`p${playerId}`) ?? tooMany(c, AT_ONCE);
    },
    /**
     * /api: the whole call — its session check, handler and compressed answer — runs in its
     * client's turn: its session's (the bearer) or, without one, its network's.
     */
    takeTurn: (async (c, next) => {
      const auth = c.req.header('authorization');
      fairly ??= fairScheduler(turnsAtOnce(options.db));
      await fairly(auth?.startsWith('Bearer ') ? auth : clientAddress(c), next);
    }) as MiddlewareHandler,
  };
}
