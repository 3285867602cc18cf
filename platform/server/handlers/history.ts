/** Game history: the list with paging and the date filter, and every detail call (§3, §7). */
import { CODES, type DetailInfo, type GameFamily, type HistoryRecord } from '../../../src/api/contract/index.ts';
import { showsFishDetailRoundIndex } from '../../../src/core/brands.ts';
import { gameByNo } from '../catalog.ts';
import { detailRecords, minesDetail, playedRound, roundPayload, type RoundRow } from '../round-detail.ts';
import type { PlayedRound } from '../games/index.ts';
import { prng } from '../seed.ts';
import { ApiFailure, requirePlayer, type HandlerContext, type Handlers } from './context.ts';
import { int, optionalInt } from './input.ts';
import { fairnessFor } from './fairness.ts';
import { say } from '../i18n.ts';
import { toDemoClock, toSeedClock } from '../demo-clock.ts';

interface RoundDbRow {
  round_index: string;
  log_index: string;
  game_no: number;
  played_at: string;
  bet: string;
  win: string;
  seed: number;
  type: number;
  pre_money: string;
}

/**
 * A stored round as the platform serves it at `now`: its time on the demo clock (../demo-clock.ts),
 * so a player's newest rounds are from the last day, not from the day the seed was written.
 */
function toRoundRow(r: RoundDbRow, now: number): RoundRow {
  return {
    roundIndex: r.round_index,
    logIndex: r.log_index,
    gameNo: r.game_no,
    playedAt: Date.parse(toDemoClock(r.played_at, now)),
    bet: Number(r.bet),
    win: Number(r.win),
    seed: r.seed,
  };
}

/** Play a round with the engine; provably-fair families from the player's fairness record. */
export async function playFor(ctx: HandlerContext, row: RoundRow, family: GameFamily): Promise<PlayedRound> {
  const fair = await fairnessFor(ctx.db, ctx.player!, row, family);
  return playedRound(family, row, fair);
}

async function played(ctx: HandlerContext) {
  const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
  return { row, family, play: await playFor(ctx, row, family) };
}

export async function findRound(
  ctx: HandlerContext,
  game: number,
  round: string,
): Promise<{ row: RoundRow; family: GameFamily }> {
  const player = requirePlayer(ctx);
  const rows = await ctx.db.query<RoundDbRow>(
    'SELECT * FROM rounds WHERE player_id = $1 AND game_no = $2 AND (round_index = $3 OR log_index = $3) LIMIT 1',
    [player.id, game, round],
  );
  const g = gameByNo(game);
  if (!rows[0] || !g) throw new ApiFailure(CODES.NOT_FOUND, say('roundNotFound', ctx.params.langId));
  return { row: toRoundRow(rows[0], ctx.now), family: g.family };
}

function gameParam(ctx: HandlerContext): number {
  return int(ctx.params.game, 'game', { min: 0 });
}

function roundParam(ctx: HandlerContext, name = 'round'): string {
  const value = ctx.params[name] ?? '';
  if (!/^[\w-]{1,40}$/.test(value)) throw new ApiFailure(CODES.BAD_REQUEST, `${name} is not a round index`);
  return value;
}

function expectPayload<K extends string>(payload: ReturnType<typeof roundPayload>, kind: K) {
  if (!payload || payload.Kind !== kind) throw new ApiFailure(CODES.NOT_FOUND, 'No details for this round.');
  return payload as Extract<NonNullable<ReturnType<typeof roundPayload>>, { Kind: K }>;
}

export const historyHandlers = {
  /** The player's most recently played game (history operators open on it, §6). */
  async 'GET /history/latest-game'(ctx) {
    const p = requirePlayer(ctx);
    const rows = await ctx.db.query<{ game_no: number }>(
      'SELECT game_no FROM rounds WHERE player_id = $1 ORDER BY played_at DESC, id DESC LIMIT 1',
      [p.id],
    );
    return { GameNo: rows[0]?.game_no ?? null };
  },
  async 'GET /history/:game/get-history-record'(ctx) {
    const p = requirePlayer(ctx);
    const game = gameParam(ctx);
    const q = ctx.query;
    const start = int(q.get('StartRowIndex'), 'StartRowIndex', { min: 0 });
    const end = int(q.get('EndRowIndex'), 'EndRowIndex', { min: 0 });
    if (end < start) throw new ApiFailure(CODES.BAD_REQUEST, 'EndRowIndex must not be before StartRowIndex');
    const limit = Math.min(end - start + 1, 200);
    const roundIndex = q.get('RoundIndex');
    const logIndex = q.get('LogIndex');
    const date = q.get('Date');
    let from: number | null = null;
    let to: number | null = null;
    if (date) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
        throw new ApiFailure(CODES.BAD_REQUEST, 'Date must be YYYY-MM-DD');
      const offset =
        optionalInt(q.get('TimeZoneOffsetMinutes'), 'TimeZoneOffsetMinutes', { min: -840, max: 840 }) ?? p.timezone;
      const minutes = optionalInt(q.get('Minutes'), 'Minutes', { min: 1, max: 31 * 1440 }) ?? 1440;
      // The player's day on the demo clock, compared with the stored (seed clock) times.
      from = toSeedClock(Date.parse(`${date}T00:00:00Z`) - offset * 60_000, ctx.now);
      to = from + minutes * 60_000;
    }
    const where = `player_id = $1 AND game_no = $2
      AND ($3::text IS NULL OR round_index = $3) AND ($4::text IS NULL OR log_index = $4)
      AND ($5::double precision IS NULL OR played_at >= to_timestamp($5 / 1000)) AND ($6::double precision IS NULL OR played_at < to_timestamp($6 / 1000))`;
    const args = [p.id, game, roundIndex || null, logIndex || null, from, to];
    const [count, rows] = await Promise.all([
      ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rounds WHERE ${where}`, args),
      ctx.db.query<RoundDbRow>(
        `SELECT * FROM rounds WHERE ${where} ORDER BY played_at DESC, id DESC OFFSET $7 LIMIT $8`,
        [...args, start, limit],
      ),
    ]);
    const logAsRound = q.get('LogIndexAsRoundIndex') === 'true';
    const family = gameByNo(game)?.family;
    const records: HistoryRecord[] = [];
    // Each row's win comes from the same engine as its detail (crash rounds ask for their place
    // in the player's chain one by one, so they are played in turn).
    for (const r of rows) {
      const row = toRoundRow(r, ctx.now);
      const win = family ? (await playFor(ctx, row, family)).win : 0;
      records.push({
        Type: r.type,
        RoundIndex: logAsRound ? r.log_index : r.round_index,
        LogIndex: r.log_index,
        Date: row.playedAt,
        GameNo: r.game_no,
        Bet: row.bet,
        Win: win,
        PreMoney: Number(r.pre_money),
        PostMoney: Number(r.pre_money) - row.bet + win,
      });
    }
    return { Total: count[0]?.n ?? 0, Records: records };
  },
  async 'GET /history/:game/get-detail-record'(ctx) {
    const game = gameParam(ctx);
    const round = ctx.query.get('RoundIndex') ?? '';
    if (!/^[\w-]{1,40}$/.test(round)) throw new ApiFailure(CODES.BAD_REQUEST, 'RoundIndex is required');
    const start = int(ctx.query.get('StartRowIndex'), 'StartRowIndex', { min: 0 });
    const end = int(ctx.query.get('EndRowIndex'), 'EndRowIndex', { min: 0 });
    const { row, family } = await findRound(ctx, game, round);
    const records = detailRecords(family, row, await playFor(ctx, row, family));
    return { Total: records.length, Records: records.slice(start, end + 1) };
  },
  async 'GET /history/:game/get-detail-info/:langId/:round?/:historyId?'(ctx) {
    const game = gameParam(ctx);
    if (!ctx.params.round) throw new ApiFailure(CODES.BAD_REQUEST, 'round is required');
    const { row, family } = await findRound(ctx, game, roundParam(ctx));
    // Provably-fair games play what the verifier computes from the round's seeds.
    const play = await playFor(ctx, row, family);
    const info: DetailInfo = {
      GameNo: row.gameNo,
      Family: family,
      RoundIndex: row.roundIndex,
      Date: row.playedAt,
      Bet: row.bet,
      Win: play.win,
      Records: detailRecords(family, row, play),
      Payload: roundPayload(family, row, play, { fishDetailIndex: showsFishDetailRoundIndex(ctx.player!.apiId) }),
    };
    return info;
  },
  async 'GET /history/:game/get-detail-record/:round'(ctx) {
    const { row, family, play } = await played(ctx);
    return detailRecords(family, row, play);
  },
  async 'GET /history/:game/get-bomb-detail-record/:round/:logIndex'(ctx) {
    const { family, play } = await played(ctx);
    const mines = family === 'mines' ? minesDetail(play) : null;
    if (!mines) throw new ApiFailure(CODES.NOT_FOUND, 'No details for this round.');
    return mines;
  },
  async 'GET /history/:game/get-single-round-log-summary/:round/:logIndex'(ctx) {
    const { row, play } = await played(ctx);
    return { Spins: play.spins, FreeSpins: play.spins - 1, TotalBet: row.bet, TotalWin: play.win };
  },
  async 'GET /history/:game/get-log-plate-info/:round/:logIndex'(ctx) {
    const { row, family, play } = await played(ctx);
    return expectPayload(roundPayload(family, row, play), 'plate').Plates;
  },
  async 'GET /history/:game/get-log-plate-info/:round'(ctx) {
    const { row, family, play } = await played(ctx);
    return expectPayload(roundPayload(family, row, play), 'plate').Plates;
  },
  async 'GET /history/:game/get-plate-info/:round'(ctx) {
    const { row, family, play } = await played(ctx);
    return expectPayload(roundPayload(family, row, play), 'plate').Plates[0]!;
  },
  async 'GET /history/:game/get-step-detail-record/:round'(ctx) {
    const { row, family, play } = await played(ctx);
    return expectPayload(roundPayload(family, row, play), 'steps').Steps;
  },
  async 'GET /history/:game/get-box-detail-info/:langId/:round'(ctx) {
    const { row } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    const r = prng(row.seed);
    const opened = r.int(0, 8);
    return {
      Boxes: Array.from({ length: 9 }, (_, i) => ({ Index: i, Prize: r.int(0, 20) * 100, Opened: i === opened })),
    };
  },
} satisfies Partial<Handlers>;
