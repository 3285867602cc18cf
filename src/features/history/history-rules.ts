/**
 * The history list's rules, pure: per-game display flags (§3), which game a `game` value names,
 * and the row cache that pages the list by row index (StartRowIndex / EndRowIndex).
 */
import type { GameInfo, HistoryRecord } from '../../api/contract';

export interface GameDisplayFlags {
  /** Show the balance before the bet. */
  historyPreMoney: boolean;
  /** Show the balance after the round. */
  historyPostMoney: boolean;
  /** The intro page lists the game's rules as bullets. */
  introBullet: boolean;
}

const DEFAULT_DISPLAY: GameDisplayFlags = { historyPreMoney: false, historyPostMoney: false, introBullet: false };

/**
 * §3 per-game display flags for game ids 0–30: game 1 has introBullet; 6–14 show post-bet money
 * only, introBullet on 6 and 9–11; 15 and 17–21 show pre- and post-bet money, introBullet on
 * 19–21. Every other id (16, 22–30 and anything outside 0–30) uses the default entry.
 */
export function gameDisplayFlags(gameNo: number): GameDisplayFlags {
  if (!Number.isInteger(gameNo) || gameNo < 0 || gameNo > 30) return DEFAULT_DISPLAY;
  const postOnly = gameNo >= 6 && gameNo <= 14;
  const both = gameNo === 15 || (gameNo >= 17 && gameNo <= 21);
  return {
    historyPreMoney: both,
    historyPostMoney: postOnly || both,
    introBullet: gameNo === 1 || gameNo === 6 || (gameNo >= 9 && gameNo <= 11) || (gameNo >= 19 && gameNo <= 21),
  };
}

/**
 * The game a route or attribute names: an all-digit value is a game number, anything else a game
 * id (case-insensitive). Unknown → null.
 */
export function resolveGame(value: string | number | null | undefined, games: readonly GameInfo[]): GameInfo | null {
  if (value == null) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (/^\d{1,9}$/.test(text)) {
    // Before the game list arrives (or if it failed) a number still names a game; its family is
    // not needed here (each round's detail says it).
    return games.find((g) => g.No === Number(text)) ?? (games.length ? null : { No: Number(text), Id: text, Name: `#${text}`, Family: 'slot' });
  }
  const id = text.toLowerCase();
  return games.find((g) => g.Id.toLowerCase() === id) ?? null;
}

export const PAGE_SIZE = 50;

/**
 * Loaded rows by page. The list asks for the pages its visible rows fall in; each page is one
 * request for rows [page × PAGE_SIZE, page × PAGE_SIZE + PAGE_SIZE − 1].
 */
export class RowCache {
  private pages = new Map<number, HistoryRecord[]>();
  private pending = new Set<number>();
  total: number | null = null;

  row(index: number): HistoryRecord | undefined {
    return this.pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE];
  }

  /** Pages that rows first..last need and that are neither loaded nor being loaded. */
  missing(first: number, last: number): number[] {
    const out: number[] = [];
    if (last < first) return out;
    const end = this.total === null ? last : Math.min(last, this.total - 1);
    for (let p = Math.floor(first / PAGE_SIZE); p <= Math.floor(end / PAGE_SIZE); p++) {
      if (!this.pages.has(p) && !this.pending.has(p)) out.push(p);
    }
    return out;
  }

  start(page: number): { StartRowIndex: number; EndRowIndex: number } {
    this.pending.add(page);
    return { StartRowIndex: page * PAGE_SIZE, EndRowIndex: page * PAGE_SIZE + PAGE_SIZE - 1 };
  }

  /** A page arrived. `null` records (§7: lists are empty when null) count as none. */
  done(page: number, total: number, records: HistoryRecord[] | null | undefined): void {
    this.pending.delete(page);
    this.total = Math.max(0, Math.floor(total) || 0);
    this.pages.set(page, Array.isArray(records) ? records.slice(0, PAGE_SIZE) : []);
  }

  failed(page: number): void {
    this.pending.delete(page);
  }

  get loadedRows(): number {
    let n = 0;
    for (const rows of this.pages.values()) n += rows.length;
    return n;
  }
}
