/**
 * Sampled matrices (issue 44): a walk over locales × widths (or any list of cells) walks a few
 * cells per run and rotates them by the UTC day, so every cell is walked within a few days of CI;
 * `npm run test:full` (INGAME_FULL_MATRIX=1) walks every cell. Each walk prints which cells it
 * took, so a failure names the cell to run again with the full matrix.
 */
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';

export const FULL_MATRIX = process.env.INGAME_FULL_MATRIX === '1';

/** Days since 1970 (UTC): the rotation's step. INGAME_MATRIX_DAY=n picks a day (to re-run a cell). */
function day(): number {
  const fixed = Number(process.env.INGAME_MATRIX_DAY);
  return Number.isInteger(fixed) ? fixed : Math.floor(Date.now() / 86_400_000);
}

/**
 * `n` cells of `all`, starting at a place that moves by `n` each day, plus the `always` cells
 * (the ones a walk must never skip, e.g. en); every cell when the full matrix is asked for.
 */
export function sampleCells<T>(all: readonly T[], n: number, always: readonly T[] = []): T[] {
  if (FULL_MATRIX || n >= all.length) return [...all];
  const rest = all.filter((cell) => !always.includes(cell));
  const start = (day() * n) % rest.length;
  const picked = Array.from({ length: Math.min(n, rest.length) }, (_, i) => rest[(start + i) % rest.length] as T);
  return [...always, ...picked];
}

/**
 * Row `row` of a grid walked on the diagonal: `n` of `all`, starting one further along for each
 * row and `n` further each day. Every row takes `n` cells a run, the rows together take every
 * cell of `all` when there are enough of them, and each row has taken all of `all` within
 * ⌈all/n⌉ days. Every cell when the full matrix is asked for.
 */
export function sampleRow<T>(all: readonly T[], n: number, row: number): T[] {
  if (FULL_MATRIX || n >= all.length) return [...all];
  const start = day() * n + row;
  return Array.from({ length: n }, (_, i) => all[(start + i) % all.length] as T);
}

/** The locales a walk takes this run (see sampleCells). */
export function sampleLocales(n: number, always: readonly Locale[] = []): Locale[] {
  return sampleCells(LOCALES, n, always);
}
