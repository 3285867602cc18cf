/** The session: game-token exchange and login (§4), nickname (§4, §5). */
import { CODES } from '../../../src/api/contract/index.ts';
import { nicknameProblem } from '../../../src/core/nickname.ts';
import { gameByNo } from '../catalog.ts';
import type { Db } from '../db.ts';
import { hashSecret, newSession, SESSION_TTL_SECONDS, signLoginToken } from '../tokens.ts';
import { ApiFailure, requirePlayer, type Handlers } from './context.ts';
import { bodyObject, int, text } from './input.ts';
import { playerGate } from './queries.ts';
import { requestLocale, say } from '../i18n.ts';
import { randomNickname } from '../nicknames.ts';

/**
 * How long a spent game token can be exchanged again by the page session that spent it (a reload
 * during the exchange, issue 41): long enough for a slow network's reload, short enough that a
 * copied page key is of little use. docs/security.md, "A reload during the exchange".
 */
export const EXCHANGE_REPLAY_MS = 2 * 60_000;

async function loginTokenFor(db: Db, playerId: number, session?: { id: string; expiresAt: number }): Promise<string> {
  const rows = await db.query<{
    id: number;
    api_id: number;
    account: string;
    currency_no: number;
    symbol: string;
    unit: number;
    ratio: string;
  }>(
    'SELECT p.id, p.api_id, p.account, p.currency_no, c.symbol, c.unit, c.ratio FROM players p JOIN currencies c ON c.no = p.currency_no WHERE p.id = $1',
    [playerId],
  );
  const p = rows[0];
  if (!p) throw new ApiFailure(CODES.TOKEN_INVALID, 'Unknown player');
  const name =
    (await db.query<{ symbol: string }>('SELECT symbol FROM currencies WHERE no = $1', [p.currency_no]))[0]?.symbol ??
    '';
  return signLoginToken(
    {
      apiId: p.api_id,
      playerId: p.id,
      account: p.account,
      currencyNo: p.currency_no,
      symbol: p.symbol,
      currencyName: name,
      unit: p.unit,
      ratio: Number(p.ratio),
    },
    session,
  );
}

/** The page key a client sent with its exchange (optional: older clients send none). */
function pageKeyOf(input: Record<string, unknown>): string | null {
  if (input.PageKey === undefined || input.PageKey === null) return null;
  const key = text(input.PageKey, 'PageKey', 128);
  if (key.length < 16) throw new ApiFailure(CODES.BAD_REQUEST, 'PageKey is too short.');
  return key;
}

/**
 * A game token already spent: the same session again for the page session that spent it, within
 * EXCHANGE_REPLAY_MS and unless that session was logged out; anything else is refused as spent.
 */
async function replayExchange(db: Db, token: string, pageKey: string | null, now: number): Promise<string> {
  const spent = new ApiFailure(CODES.TOKEN_INVALID, 'The game token is not valid (or was already used).');
  if (!pageKey) throw spent;
  const rows = await db.query<{ player_id: number; session_id: string; session_expires_at: string }>(
    `SELECT e.player_id, e.session_id, e.session_expires_at FROM token_exchanges e
      WHERE e.token_hash = $1 AND e.page_key_hash = $2 AND e.spent_at > $3
        AND NOT EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.session_id = e.session_id)`,
    [hashSecret(token), hashSecret(pageKey), new Date(now - EXCHANGE_REPLAY_MS).toISOString()],
  );
  const row = rows[0];
  if (!row) throw spent;
  const expiresAt = Math.floor(new Date(row.session_expires_at).getTime() / 1000);
  return loginTokenFor(db, row.player_id, { id: row.session_id, expiresAt });
}

export const sessionHandlers = {
  async 'POST /token'({ db, body, now }) {
    const input = bodyObject(body);
    const token = text(input.Token, 'Token', 512);
    const pageKey = pageKeyOf(input);
    // Single use: the exchange consumes the game token in one statement (a copied link, a replayed
    // request or a concurrent /token/login cannot open a second session).
    const rows = await db.query<{ player_id: number; expires_at: string }>(
      'DELETE FROM game_tokens WHERE token = $1 RETURNING player_id, expires_at',
      [token],
    );
    const row = rows[0];
    if (!row) return { Token: await replayExchange(db, token, pageKey, now) };
    if (new Date(row.expires_at).getTime() < now)
      throw new ApiFailure(CODES.TOKEN_EXPIRED, 'The game token has expired.');
    const session = newSession(Math.floor(now / 1000) + SESSION_TTL_SECONDS);
    if (pageKey) {
      await db.query('DELETE FROM token_exchanges WHERE spent_at < $1', [
        new Date(now - EXCHANGE_REPLAY_MS).toISOString(),
      ]);
      await db.query(
        `INSERT INTO token_exchanges (token_hash, page_key_hash, player_id, session_id, session_expires_at, spent_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          hashSecret(token),
          hashSecret(pageKey),
          row.player_id,
          session.id,
          new Date(session.expiresAt * 1000).toISOString(),
          new Date(now).toISOString(),
        ],
      );
    }
    return { Token: await loginTokenFor(db, row.player_id, session) };
  },
  async 'POST /token/logout'({ db, session, now }) {
    // The session ends here, not only in the browser: every later bearer call with its token is
    // refused (9101). Rows past their token's expiry are of no use any more.
    if (session?.id) {
      await db.query('DELETE FROM revoked_sessions WHERE expires_at < $1', [new Date(now).toISOString()]);
      await db.query(
        'INSERT INTO revoked_sessions (session_id, expires_at) VALUES ($1, $2) ON CONFLICT (session_id) DO NOTHING',
        [session.id, new Date(session.expiresAt * 1000).toISOString()],
      );
    }
    return null;
  },
  async 'POST /token/login'({ db, body }) {
    const input = bodyObject(body);
    const token = text(input.Token, 'Token', 512);
    const gameNo = int(String(input.GameNo), 'GameNo', { min: 0 });
    // The game is checked first, so a mistyped call does not burn the token.
    const game = gameByNo(gameNo);
    if (!game) throw new ApiFailure(CODES.NOT_FOUND, 'Unknown game');
    // The same single use as POST /token, by the same one statement: of any number of concurrent
    // exchanges and logins with one token, exactly one gets the row.
    const rows = await db.query<{ player_id: number }>(
      'DELETE FROM game_tokens WHERE token = $1 AND expires_at > now() RETURNING player_id',
      [token],
    );
    if (!rows[0]) throw new ApiFailure(CODES.TOKEN_INVALID, 'The game token is not valid (or was already used).');
    return {
      Token: await loginTokenFor(db, rows[0].player_id),
      GameUrl: `/play/${game.id}?lang=${encodeURIComponent(String(input.Lang ?? 'en'))}`,
    };
  },
  async 'GET /game-setting/is-enable/NickNameEnable'(ctx) {
    return { IsEnable: playerGate(requirePlayer(ctx), 'nickname') };
  },
  async 'GET /member/nickname'(ctx) {
    const p = requirePlayer(ctx);
    return { Nickname: p.nickname ?? '', IsHas: p.nickname != null };
  },
  async 'GET /member/random-nickname/:langId'(ctx) {
    const p = requirePlayer(ctx);
    // Whole parts, unique per call (platform/server/nicknames.ts).
    const Nickname = await randomNickname(p.id, ctx.params.langId, ctx.now, async (nickname) => {
      const taken = await ctx.db.query(
        'SELECT 1 FROM players WHERE api_id = $1 AND nickname_skeleton(nickname) = nickname_skeleton($2)',
        [p.apiId, nickname],
      );
      return taken.length === 0;
    });
    return { Nickname };
  },
  async 'PUT /member/nickname'(ctx) {
    const p = requirePlayer(ctx);
    if (!playerGate(p, 'nickname')) throw new ApiFailure(CODES.FEATURE_DISABLED, 'Nicknames are not available.');
    const input = bodyObject(ctx.body);
    const nickname = text(input.Nickname, 'Nickname', 64).trim();
    if (p.nickname != null) throw new ApiFailure(CODES.NICKNAME_EXISTS, say('nicknameExists', requestLocale(ctx)));
    if (nicknameProblem(nickname))
      throw new ApiFailure(CODES.NICKNAME_INVALID, say('nicknameInvalid', requestLocale(ctx)));
    const updated = await ctx.db.query<{ nickname: string }>(
      `UPDATE players SET nickname = $1 WHERE id = $2 AND nickname IS NULL
         AND NOT EXISTS (SELECT 1 FROM players o WHERE o.api_id = $3 AND nickname_skeleton(o.nickname) = nickname_skeleton($1))
       RETURNING nickname`,
      [nickname, p.id, p.apiId],
    );
    if (!updated[0]) throw new ApiFailure(CODES.NICKNAME_TAKEN, say('nicknameTaken', requestLocale(ctx)));
    return { Nickname: updated[0].nickname, IsHas: true };
  },
} satisfies Partial<Handlers>;
