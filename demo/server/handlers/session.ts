/** The session: game-token exchange and login (§4), nickname (§4, §5). */
import { CODES } from '../../../src/api/contract/index.ts';
import { nicknameProblem } from '../../../src/core/nickname.ts';
import { gameByNo } from '../catalog.ts';
import type { Db } from '../db.ts';
import { signLoginToken } from '../tokens.ts';
import { ApiFailure, requirePlayer, type Handlers } from './context.ts';
import { bodyObject, int, text } from './input.ts';
import { playerGate } from './queries.ts';
import { requestLocale, say } from '../i18n.ts';
import { randomNickname } from '../nicknames.ts';

async function loginTokenFor(db: Db, playerId: number): Promise<string> {
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
  return signLoginToken({
    apiId: p.api_id,
    playerId: p.id,
    account: p.account,
    currencyNo: p.currency_no,
    symbol: p.symbol,
    currencyName: name,
    unit: p.unit,
    ratio: Number(p.ratio),
  });
}

export const sessionHandlers = {
  async 'POST /token'({ db, body, now }) {
    const token = text(bodyObject(body).Token, 'Token', 512);
    // Single use: the exchange consumes the game token in one statement (a copied link, a replayed
    // request or a concurrent /token/login cannot open a second session).
    const rows = await db.query<{ player_id: number; expires_at: string }>(
      'DELETE FROM game_tokens WHERE token = $1 RETURNING player_id, expires_at',
      [token],
    );
    const row = rows[0];
    if (!row) throw new ApiFailure(CODES.TOKEN_INVALID, 'The game token is not valid (or was already used).');
    if (new Date(row.expires_at).getTime() < now)
      throw new ApiFailure(CODES.TOKEN_EXPIRED, 'The game token has expired.');
    return { Token: await loginTokenFor(db, row.player_id) };
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
    // Whole parts, unique per call (demo/server/nicknames.ts).
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
