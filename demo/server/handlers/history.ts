/** Game history: the list with paging and the date filter, and every detail call (§3, §7). */
import { CODES, type DetailInfo, type GameFamily, type HistoryRecord } from '../../../src/api/contract/index.ts';
import { showsFishDetailRoundIndex } from '../../../src/core/brands.ts';
import { gameByNo } from '../catalog.ts';
import { detailRecords, minesDetail, roundPayload, type RoundRow } from '../round-detail.ts';
import { prng } from '../seed.ts';
import { alignPayload } from '../fairness-rounds.ts';
import { ApiFailure, requirePlayer, type HandlerContext, type Handlers } from './context.ts';
import { int, optionalInt } from './input.ts';
import { fairnessFor } from './fairness.ts';
import { say } from '../i18n.ts';

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

function toRoundRow(r: RoundDbRow): RoundRow {
  return {
    roundIndex: r.round_index,
    logIndex: r.log_index,
    gameNo: r.game_no,
    playedAt: new Date(r.played_at).getTime(),
    bet: Number(r.bet),
    win: Number(r.win),
    seed: r.seed,
  };
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
  return { row: toRoundRow(rows[0]), family: g.family };
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
      from = Date.parse(`${date}T00:00:00Z`) - offset * 60_000;
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
    const records: HistoryRecord[] = rows.map((r) => ({
      Type: r.type,
      RoundIndex: logAsRound ? r.log_index : r.round_index,
      LogIndex: r.log_index,
      Date: new Date(r.played_at).getTime(),
      GameNo: r.game_no,
      Bet: Number(r.bet),
      Win: Number(r.win),
      PreMoney: Number(r.pre_money),
      PostMoney: Number(r.pre_money) - Number(r.bet) + Number(r.win),
    }));
    return { Total: count[0]?.n ?? 0, Records: records };
  },
  async 'GET /history/:game/get-detail-record'(ctx) {
    const game = gameParam(ctx);
    const round = ctx.query.get('RoundIndex') ?? '';
    if (!/^[\w-]{1,40}$/.test(round)) throw new ApiFailure(CODES.BAD_REQUEST, 'RoundIndex is required');
    const start = int(ctx.query.get('StartRowIndex'), 'StartRowIndex', { min: 0 });
    const end = int(ctx.query.get('EndRowIndex'), 'EndRowIndex', { min: 0 });
    const { row, family } = await findRound(ctx, game, round);
    const records = detailRecords(family, row);
    return { Total: records.length, Records: records.slice(start, end + 1) };
  },
  async 'GET /history/:game/get-detail-info/:langId/:round?/:historyId?'(ctx) {
    const game = gameParam(ctx);
    if (!ctx.params.round) throw new ApiFailure(CODES.BAD_REQUEST, 'round is required');
    const { row, family } = await findRound(ctx, game, roundParam(ctx));
    const payload = roundPayload(family, row, { fishDetailIndex: showsFishDetailRoundIndex(ctx.player!.apiId) });
    // Provably-fair games show what the verifier computes from the round's seeds.
    const fair = await fairnessFor(ctx.db, ctx.player!, row, family);
    const info: DetailInfo = {
      GameNo: row.gameNo,
      Family: family,
      RoundIndex: row.roundIndex,
      Date: row.playedAt,
      Bet: row.bet,
      Win: row.win,
      Records: detailRecords(family, row),
      Payload: fair ? alignPayload(payload, fair) : payload,
    };
    return info;
  },
  async 'GET /history/:game/get-detail-record/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return detailRecords(family, row);
  },
  async 'GET /history/:game/get-bomb-detail-record/:round/:logIndex'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    if (family !== 'mines') throw new ApiFailure(CODES.NOT_FOUND, 'No details for this round.');
    return minesDetail(prng(row.seed), row);
  },
  async 'GET /history/:game/get-single-round-log-summary/:round/:logIndex'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    const payload = roundPayload(family, row);
    const spins = payload?.Kind === 'plate' ? payload.Plates.length : 1;
    return { Spins: spins, FreeSpins: Math.max(0, spins - 1), TotalBet: row.bet, TotalWin: row.win };
  },
  async 'GET /history/:game/get-log-plate-info/:round/:logIndex'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'plate').Plates;
  },
  async 'GET /history/:game/get-log-plate-info/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'plate').Plates;
  },
  async 'GET /history/:game/get-plate-info/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'plate').Plates[0]!;
  },
  async 'GET /history/:game/get-step-detail-record/:round'(ctx) {
    const { row, family } = await findRound(ctx, gameParam(ctx), roundParam(ctx));
    return expectPayload(roundPayload(family, row), 'steps').Steps;
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
