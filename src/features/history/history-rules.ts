/**
 * The history list's rules, pure: per-game display flags (§3), which game a `game` value names,
 * and the row cache that pages the list by row index (StartRowIndex / EndRowIndex).
 */
import type { HistoryRecord } from '../../api/contract';

/** Moved down to core/games (the intro page reads them too); re-exported for the list. */
export { gameDisplayFlags, resolveGame, type GameDisplayFlags } from '../../core/games';

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
