/**
 * Where the page's thread goes before a ratio page's first text (issue 45), by source file:
 * `npx tsx scripts/bench-profile.ts` after `npm run build`. Each cold load is the ratio bench's
 * (scripts/bench-ratio.ts `openCold`: the phone network, CPU ×4, the page timing itself) with V8's
 * sampling profiler on; the samples in the last BENCH_PROFILE_WINDOW ms before the first text are
 * summed by the source their leaf runs in, through the build's source maps (`react-dom/…`,
 * `src/features/…`), and by function. `(program)` is the engine's work outside script (parsing,
 * compiling, style, layout, paint), `(idle)` the thread waiting for the network.
 *
 * BENCH_PROFILE_JOB (history) and BENCH_PROFILE_PAGE (`React build`) name a page of
 * scripts/bench-ratio-pages.ts; BENCH_PROFILE_RUNS (4) loads, BENCH_PROFILE_CPU (4), BENCH_PROFILE_WINDOW
 * (600 ms; 0 for the whole load). The profiler slows the page: read shares, not the bench's times.
 *
 * Two tools read the same loads wrongly, found in stop 78: Playwright's `waitForFunction` compiles
 * its utility script on the page's thread (over 100 ms at ×4, in the middle of the load), and a
 * trace with the category `disabled-by-default-v8.compile` makes V8 collect source positions while
 * the modules evaluate (a second parse of each file: 150 ms at ×4 that no player's load has).
 */
import { readFileSync, existsSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { runAlone, withBenchPlatform } from './bench-platform.ts';
import { openCold } from './bench-ratio.ts';
import { RATIO_JOBS } from './bench-ratio-pages.ts';
import { engineName, markerTime, selfTime, sourceName, type CallFrame, type CpuProfile } from './profile-sources.ts';

const env = process.env;
const JOB = env.BENCH_PROFILE_JOB ?? 'history';
const PAGE = env.BENCH_PROFILE_PAGE ?? 'React build';
const RUNS = Number(env.BENCH_PROFILE_RUNS ?? 4);
const CPU = Number(env.BENCH_PROFILE_CPU ?? 4);
const WINDOW_MS = Number(env.BENCH_PROFILE_WINDOW ?? 600);
/** The function the ready recorder runs at the first text (scripts/bench-ratio.ts readyRecorder): its first sample is the moment. */
const MARK = '__ingameFirstText';
/** The ready recorder's functions (bench-ratio.ts readyRecorder). */
const RECORDER = new Set(['tick', 'ready', MARK]);
/** The folder the platform serves (bench-platform.ts: BENCH_ROOT or this checkout). */
const ROOT = resolve(env.BENCH_ROOT ?? '.');

/** A script's file on disk, from its address: `/dist/…` as served, `/demo/…` from demo/public. */
function fileOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const file = resolve(ROOT, path.startsWith('/demo/') ? `demo/public/${path.slice(6)}` : `.${path}`);
  return existsSync(file) ? file : null;
}

const maps = new Map<string, SourceMap | null>();
function mapOf(file: string): SourceMap | null {
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(`${file}.map`)
        ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload)
        : null,
    );
  return maps.get(file)!;
}

/** The source (and, with `fn`, the function) a sample's leaf runs in. */
function placeOf(frame: CallFrame, fn: boolean): string {
  // The init script has no address: its frame loop and its mark are the bench's, not the page's.
  if (!frame.url && RECORDER.has(frame.functionName)) return "the bench's ready recorder";
  if (!frame.url) return engineName(frame);
  const file = fileOf(frame.url);
  // An empty object where the map has no mapping there.
  const entry = (file ? mapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber) : undefined) as
    { originalSource?: string; originalLine?: number } | undefined;
  const source =
    entry?.originalSource !== undefined
      ? `${sourceName(entry.originalSource)}${fn ? `:${(entry.originalLine ?? 0) + 1}` : ''}`
      : `${frame.url.replace(/^https?:\/\/[^/]+/, '')} (no source map)`;
  return fn ? `${frame.functionName || '(anonymous)'}  ${source}` : source;
}

async function profileLoad(browser: Browser, origin: string): Promise<{ ms: number; profile: CpuProfile }> {
  const job = RATIO_JOBS.find((j) => j.key === JOB);
  const page = job?.pages.find((p) => p.name === PAGE);
  if (!job || !page) throw new Error(`No page "${PAGE}" in job "${JOB}" (scripts/bench-ratio-pages.ts)`);
  const cold = await openCold(browser, await page.url(origin), page.ready, CPU, {
    mark: MARK,
    beforeLoad: async (cdp) => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    },
  });
  try {
    // The mark's 20 ms (at CPU ×4 a few samples: throttling suspends the thread), then the profile.
    await cold.page.waitForTimeout(100);
    const { profile } = await cold.cdp.send('Profiler.stop');
    return { ms: cold.ms, profile: profile as CpuProfile };
  } finally {
    await cold.page.context().close();
  }
}

const table = (totals: Map<string, number>, top: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([place, ms]) => `     ${(ms / RUNS).toFixed(1).padStart(7)} ms  ${place}`)
    .join('\n');

export async function profileBench(browser: Browser, origin: string): Promise<void> {
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { ms, profile } = await profileLoad(browser, origin);
    const at = markerTime(profile, MARK);
    if (at === null) throw new Error('The first text came, but the profile holds no sample of its mark');
    const from = WINDOW_MS > 0 ? at - WINDOW_MS * 1000 : -Infinity;
    for (const [totals, fn] of [
      [bySource, false],
      [byFunction, true],
    ] as const)
      for (const [place, self] of selfTime(profile, from, at, (f) => placeOf(f, fn)))
        totals.set(place, (totals.get(place) ?? 0) + self);
    times.push(ms);
  }
  const window = WINDOW_MS > 0 ? `the last ${WINDOW_MS} ms before the first text` : 'the whole load';
  console.log(
    `${JOB}, ${PAGE}, CPU ×${CPU}, ${RUNS} cold loads (first text at ${times.map((t) => t.toFixed(0)).join(', ')} ms, profiled):`,
  );
  console.log(`   Self time per load in ${window}, by source:\n${table(bySource, 25)}`);
  console.log(`   By function:\n${table(byFunction, 25)}`);
}

if (runAlone(import.meta.url)) await withBenchPlatform(profileBench);
