/**
 * Limits every platform process sees (issue 46 item 7): the per-minute request counts live in the
 * database (`rate_windows`, one row per key and minute, counted with one upsert), as do the
 * random nicknames offered lately (`nickname_offers`). N processes on one PostgreSQL therefore
 * allow what one would; PGlite runs the same SQL in its single process.
 */
import type { Db } from './db.ts';

/**
 * A fixed one-minute window per key, counted in the database: `allow(key)` adds one request and
 * says whether the key is still within `perMinute`. Windows older than the previous minute are
 * pruned once a minute per process (a cheap indexed delete).
 */
export function sharedRateLimiter(db: Db, perMinute: number, now: () => number) {
  let prunedMinute = -1;
  return async (key: string): Promise<boolean> => {
    const minute = Math.floor(now() / 60_000);
    if (minute !== prunedMinute) {
      prunedMinute = minute;
      void db.query('DELETE FROM rate_windows WHERE minute < $1', [minute - 1]).catch(() => undefined);
    }
    const [row] = await db.query<{ count: number }>(
      `INSERT INTO rate_windows (key, minute, count) VALUES ($1, $2, 1)
       ON CONFLICT (key, minute) DO UPDATE SET count = rate_windows.count + 1 RETURNING count`,
      [key, minute],
    );
    return (row?.count ?? 0) <= perMinute;
  };
}

/** How long a random nickname offered to a player is not offered to them again. */
export const NICKNAME_OFFER_MS = 3600_000;

/**
 * The nicknames offered lately, in the database: `claim` records the offer and answers false when
 * the same name was offered to the player within NICKNAME_OFFER_MS — atomically, so two processes
 * (or two calls racing) never offer one name twice.
 */
export function sharedNicknameOffers(db: Db) {
  return {
    async claim(playerId: number, nickname: string, now: number): Promise<boolean> {
      const since = new Date(now - NICKNAME_OFFER_MS).toISOString();
      const rows = await db.query(
        `INSERT INTO nickname_offers (player_id, nickname, offered_at) VALUES ($1, $2, $3)
         ON CONFLICT (player_id, nickname) DO UPDATE SET offered_at = EXCLUDED.offered_at
         WHERE nickname_offers.offered_at < $4 RETURNING 1`,
        [playerId, nickname, new Date(now).toISOString(), since],
      );
      if (rows.length && Math.random() < 0.05)
        void db
          .query('DELETE FROM nickname_offers WHERE player_id = $1 AND offered_at < $2', [playerId, since])
          .catch(() => undefined);
      return rows.length > 0;
    },
  };
}
