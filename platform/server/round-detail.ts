/**
 * The detail of a round, played by the game engine (games/) from the round's seed and stake the
 * way a platform replays its game logs: the database keeps the round, the engine decides its
 * cards, plates, bets and win. Some rounds deliberately have no detail, or partial detail, as
 * real platforms lose logs: that only hides parts of what the engine decided, never changes it.
 */
import type {
  DetailRecord,
  FairnessRound,
  GameFamily,
  MinesDetail,
  RoundPayload,
} from '../../src/api/contract/index.ts';
import { playRound, prng, type PlayedRound } from './games/index.ts';
import { fairDetail, fairnessRound } from './fairness-rounds.ts';

export interface RoundRow {
  roundIndex: string;
  logIndex: string;
  gameNo: number;
  playedAt: number;
  bet: number;
  seed: number;
  /**
   * The rounds table's win column: not used. The engine settles every round when it is read
   * (playedRound), so the list, the detail and the records show one win.
   */
  win: number;
}

/**
 * Play the round: its win and its whole detail. Provably-fair families settle from their fairness
 * record (the handler passes the player's; without one, a stand-in player's seeds are used, as
 * the unit tests do).
 */
export function playedRound(family: GameFamily, row: RoundRow, fair?: FairnessRound | null): PlayedRound {
  const record = fair ?? fairnessRound({ roundIndex: row.roundIndex, family, seed: row.seed, account: 'player' });
  return playRound(family, row, record ? { round: record, outcome: fairDetail(record) } : null);
}

const isPlayed = (x: unknown): x is PlayedRound => !!x && typeof x === 'object' && 'win' in x && 'spins' in x;

/** A second stream for what the detail adds around the game (item cards, lost logs). */
const EXTRAS = 0x5bd1e995;

/** The detail the platform still has: one round in 25 has none, one card round in 9 lost its opponents' hands. */
export function roundPayload(
  family: GameFamily,
  row: RoundRow,
  playedOrOptions?: PlayedRound | { fishDetailIndex?: boolean },
  options: { fishDetailIndex?: boolean } = {},
): RoundPayload | null {
  const played = isPlayed(playedOrOptions) ? playedOrOptions : playedRound(family, row);
  if (!isPlayed(playedOrOptions) && playedOrOptions) options = playedOrOptions;
  const payload = played.payload;
  if (!payload || row.seed % 25 === 0) return null;
  if (payload.Kind === 'cards' && row.seed % 9 === 0) {
    return { Kind: 'cards', Hands: payload.Hands.map((h) => (h.IsMine ? h : { ...h, Cards: [] })) };
  }
  if (payload.Kind === 'fishing') {
    const r = prng(row.seed ^ EXTRAS);
    // §3 fish card numbers: type (1), game id (3), star level (1), card serial (2).
    const cards =
      r.next() < 0.4
        ? [`1${String(row.gameNo).padStart(3, '0')}${r.int(1, 5)}${String(r.int(0, 99)).padStart(2, '0')}`]
        : [];
    return {
      ...payload,
      ItemCards: cards,
      DetailRoundIndex: options.fishDetailIndex ? `${row.roundIndex}-F${r.int(1, 9)}` : null,
    };
  }
  return payload;
}

/** The mines board of a mines round (the bomb-detail call). */
export function minesDetail(played: PlayedRound): MinesDetail | null {
  return played.payload?.Kind === 'mines' ? played.payload.Mines : null;
}

const POT_GAMES = ['teenpatti', 'rummy', 'tongits', 'pusoy', 'niuniu'];
const LOTTERY_GAMES = ['roulette', 'sicbo', 'dragontiger', 'bicho', 'baccarat', 'colorprediction', 'cockfight', 'keno'];

/** The §3 game-record lines of a round, from the same play as its detail. */
export function detailRecords(
  family: GameFamily,
  row: RoundRow,
  played: PlayedRound = playedRound(family, row),
): DetailRecord[] {
  const win = played.win;
  const net = win - row.bet;
  const result = win > row.bet ? 'win' : win === row.bet ? 'push' : 'lose';
  const base: DetailRecord = {
    BetNo: `B${row.roundIndex}`,
    WagersId: `W${row.logIndex}`,
    Round: row.roundIndex,
    Bet: row.bet,
    WinLose: win,
    Net: net,
    LocalTime: row.playedAt,
  };
  if (POT_GAMES.includes(family)) {
    // The commission is already out of the win; there is no separate table fee.
    return [{ ...base, Fee: 0, Commission: played.commission, Result: result }];
  }
  const payload = played.payload;
  if (LOTTERY_GAMES.includes(family)) {
    const areas = payload?.Kind === 'areas' ? payload.Areas : [];
    const mine = payload?.Kind === 'cards' ? payload.Hands.find((h) => h.IsMine) : undefined;
    return [
      {
        ...base,
        OrderNo: `O${row.roundIndex}`,
        BetCategory: areas.map((a) => a.Area).join(', ') || mine?.Seat || family,
        Target: areas.map((a) => a.Target).join(', ') || (payload?.Kind === 'keno' ? payload.Picked.join(' ') : ''),
        Odds: row.bet ? Number((win / row.bet).toFixed(2)) : 0,
        LotteryTime: row.playedAt + 30_000,
        Result: result,
      },
    ];
  }
  if (family === 'slot' || family === 'fishing' || family === 'scratch') {
    return [{ ...base, Games: played.spins, PaytableId: `PT-${row.gameNo}-${family}` }];
  }
  return [{ ...base, Odds: row.bet ? Number((win / row.bet).toFixed(2)) : 0, Result: result }];
}
