/** The fairness verifier's call: a player's provably-fair round with its seeds (§5, §7). */
import { CODES, type GameFamily } from '../../../src/api/contract/index.ts';
import type { Db } from '../db.ts';
import type { RoundRow } from '../round-detail.ts';
import { FAIR_FAMILIES, fairnessRound } from '../fairness-rounds.ts';
import { ApiFailure, requirePlayer, type Handlers, type Player } from './context.ts';
import { int } from './input.ts';
import { findRound } from './history.ts';

/** The fairness record of a round; crash rounds need their place in the player's chain. */
export async function fairnessFor(db: Db, player: Player, row: RoundRow, family: GameFamily) {
  if (!FAIR_FAMILIES[family]) return null;
  let crash: { crashPosition: number; crashTotal: number } | undefined;
  if (family === 'crash') {
    const [counts] = await db.query<{ total: number; position: number }>(
      // By the stored time (the served one is on the demo clock, which moves daily).
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE played_at <= (SELECT played_at FROM rounds WHERE player_id = $1 AND game_no = $2 AND round_index = $3))::int AS position
       FROM rounds WHERE player_id = $1 AND game_no = $2`,
      [player.id, row.gameNo, row.roundIndex],
    );
    crash = { crashPosition: counts!.position, crashTotal: counts!.total };
  }
  return fairnessRound({ roundIndex: row.roundIndex, family, seed: row.seed, account: player.account, ...crash });
}

export const fairnessHandlers = {
  async 'GET /fairness/steps'(ctx) {
    const player = requirePlayer(ctx);
    const game = int(ctx.query.get('Game'), 'Game', { min: 0 });
    const round = ctx.query.get('RoundIndex') ?? '';
    if (!/^\d{1,20}$/.test(round)) throw new ApiFailure(CODES.BAD_REQUEST, 'RoundIndex is required');
    const { row, family } = await findRound(ctx, game, round);
    const fair = await fairnessFor(ctx.db, player, row, family);
    if (!fair) throw new ApiFailure(CODES.NOT_FOUND, 'This game is not provably fair.');
    return fair;
  },
} satisfies Partial<Handlers>;
