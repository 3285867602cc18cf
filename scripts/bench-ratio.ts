/**
 * `npm run bench`, first section (issue 45): speed as a ratio to the physical limit, in one run.
 * For each job (scripts/bench-ratio-pages.ts: the lobby's first marquee text, the app's first
 * screen, the history's first rows) a hand-written reference page (demo/public/reference-*.html:
 * one script, the calls at once as far as their answers allow, the text drawn) beside the builds,
 * on the same platform and the same emulated phone network, cold loads interleaved (reference,
 * React, light, the next job's, …, then the next run) so a busy machine slows each alike. Each
 * build is reported as a multiple of its reference's median at CPU ×4 and ×1, with the spread of
 * the runs' own ratios, against issue 45's goals (judged at ×4). For each page, the chain of
 * dependent requests to its first text (scripts/bench-chain.ts), read from the page's resource
 * timing: how many round trips in sequence, and which.
 * Also the classic script's page weight as a multiple of the ESM page's (goal: at most 1.2×).
 * Run after `npm run build`. BENCH_RATIO_RUNS (5) cold loads per page and CPU rate;
 * BENCH_RATIO_JOBS=lobby,app,history picks jobs; BENCH_RATIO_LITE=0 leaves the light build out
 * (after `npm start`'s first half, which builds only React's); BENCH_RATIO_IIFE=0 skips the weight.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { describeChain, requestChain, roundTrips, type ChainStep, type LoggedRequest } from './bench-chain.ts';
import { runAlone, withBenchPlatform } from './bench-platform.ts';
import { chosenJobs, marqueeText, type RatioJob, type Ready } from './bench-ratio-pages.ts';

const RUNS = Number(process.env.BENCH_RATIO_RUNS ?? 5);
const CPU_RATES = [4, 1] as const;
/** The phone network of issue 45's figures: 150 ms per request, 9 Mbit/s down. */
const PHONE = { latency: 150, downloadKbps: 9000, uploadKbps: 750 };
const VIEWPORT = { width: 360, height: 740 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** What the page logs when `ready()` first holds, before the moment (performance.now()). */
const READY = 'ingame-bench-ready ';
/**
 * An init script that asks `ready()` at every animation frame of the top document until it holds.
 * With `mark`, the page then runs a function of that name for 20 ms, which a CPU profile's samples
 * show (scripts/bench-profile.ts finds the moment in the profile's own clock by it).
 */
const readyRecorder = (ready: Ready, mark?: string) =>
  `if (window === window.top) { const __name = (f) => f; const ready = ${ready.toString()}; ` +
  (mark ? `function ${mark}() { const t = performance.now(); while (performance.now() - t < 20); } ` : '') +
  `const tick = () => { let held = false; try { held = ready(); } catch {} ` +
  `if (held) { console.debug(${JSON.stringify(READY)} + performance.now());${mark ? ` ${mark}();` : ''} } else requestAnimationFrame(tick); }; ` +
  `requestAnimationFrame(tick); }`;

/** One cold load: ms from navigation start to the first text, and the chain of requests before it. */
interface Load {
  ms: number;
  chain: ChainStep[];
}

/** The first text never waits for a picture: pictures stay out of the chain. */
const PICTURES = new Set(['img', 'css', 'image']);

/** A page opened cold, once `ready()` held: `ms` from navigation start. Close `page.context()` after. */
export interface ColdPage {
  page: Page;
  cdp: CDPSession;
  ms: number;
}

/**
 * Opens `url` cold: a fresh context, the phone network, CPU ×`cpuRate`; `beforeLoad` gets the page's
 * CDP session first (a profiler to start). Resolves once `ready()` holds (`mark`: readyRecorder's).
 */
export async function openCold(
  browser: Browser,
  url: string,
  ready: Ready,
  cpuRate: number,
  { mark, beforeLoad }: { mark?: string; beforeLoad?: (cdp: CDPSession) => Promise<unknown> } = {},
): Promise<ColdPage> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    // The page times itself: `ready()` is asked at every frame by a script given before the page's
    // own (an init script, no eval: the demo pages' CSP forbids it), which logs the moment it holds.
    // Not Playwright's waitForFunction: its utility script (over 100 ms of compiling at CPU ×4) is
    // injected at the load event, which on a page with module preloads comes just as the answers
    // do, and it took its time from the page being measured.
    await page.addInitScript({ content: readyRecorder(ready, mark) });
    const shown = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(READY), timeout: 60_000 });
    await beforeLoad?.(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    return { page, cdp, ms: Number((await shown).text().slice(READY.length)) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** A cold load (openCold) until `ready()` holds, and its network log. */
async function coldLoad(
  browser: Browser,
  url: string,
  ready: Ready,
  carriesText: RegExp,
  cpuRate: number,
): Promise<Load> {
  const { page, ms } = await openCold(browser, url, ready, cpuRate);
  try {
    // The network log (the page's resource timing, the same clock).
    const { log, failure } = await page.evaluate(() => ({
      log: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
        name: e.name,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
        kind: (e as PerformanceResourceTiming).initiatorType,
      })),
      failure: document.getElementById('reference-failure')?.textContent ?? '',
    }));
    if (failure) throw new Error(`${new URL(url).pathname}: ${failure}`);
    const requests: LoggedRequest[] = log.filter((r) => !PICTURES.has(r.kind));
    // The navigation entry comes first: the page itself.
    return { ms, chain: requestChain(requests[0]!, requests, ms, (r) => carriesText.test(r.name)) };
  } finally {
    await page.context().close();
  }
}

/** `k` as a ratio with two decimals. */
const x = (k: number) => `${k.toFixed(2)}×`;

interface Verdict {
  job: string;
  page: string;
  ratio: number;
  low: number;
  high: number;
  goal: number;
}

/** Every page of every job, `RUNS` times at `cpuRate`, interleaved: loads[job][page][run]. */
async function measure(browser: Browser, origin: string, jobs: RatioJob[], cpuRate: number): Promise<Load[][][]> {
  const loads = jobs.map((job) => job.pages.map(() => [] as Load[]));
  for (let run = 0; run < RUNS; run++)
    for (const [j, job] of jobs.entries())
      for (const [p, page] of job.pages.entries())
        loads[j]![p]!.push(await coldLoad(browser, await page.url(origin), page.ready, job.carriesText, cpuRate));
  return loads;
}

function report(jobs: RatioJob[], loads: Load[][][], cpuRate: number, verdicts: Verdict[]): void {
  console.log(`   CPU ×${cpuRate}:`);
  for (const [j, job] of jobs.entries()) {
    console.log(`     ${job.title}`);
    const ref = loads[j]![0]!.map((l) => l.ms);
    for (const [p, page] of job.pages.entries()) {
      const times = loads[j]![p]!.map((l) => l.ms);
      const ratio = median(times) / median(ref);
      // The spread: each run's own ratio (its loads were side by side).
      const perRun = times.map((t, run) => t / ref[run]!);
      const low = Math.min(...perRun);
      const high = Math.max(...perRun);
      const goal = page.goal && cpuRate === 4 ? page.goal : null;
      if (goal) verdicts.push({ job: job.title.split(':')[0]!, page: page.name, ratio, low, high, goal });
      const spread = page.reference ? '' : `  runs ${x(low)}–${x(high)}`;
      const judged = goal ? `  goal ≤ ${x(goal)}: ${ratio <= goal ? 'met' : 'NOT met'}` : '';
      console.log(
        `       ${page.name.padEnd(24)} ${x(ratio).padStart(6)}  median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})${spread}${judged}`,
      );
    }
  }
}

/** The runs' round-trip counts: `5`, or `5–6` when they differ. */
function countRange(runs: Load[]): string {
  const counts = runs.map((l) => roundTrips(l.chain));
  const [low, high] = [Math.min(...counts), Math.max(...counts)];
  return low === high ? `${low}` : `${low}–${high}`;
}

/**
 * Each page's chain of dependent requests to its first text, from its median run at full CPU speed:
 * at ×4 the wait for a script's evaluation can outlast a later answer, which the chain then names
 * as the next request's trigger (a round trip that is CPU time); the ×4 runs' counts are beside.
 */
function reportChains(jobs: RatioJob[], full: Load[][][], slow: Load[][][] | undefined): void {
  console.log(
    '   The chain of dependent requests to the first text (the median run at CPU ×1; scripts/bench-chain.ts):',
  );
  for (const [j, job] of jobs.entries()) {
    console.log(`     ${job.title}`);
    for (const [p, page] of job.pages.entries()) {
      const runs = full[j]![p]!;
      const shown = runs.find((l) => l.ms === median(runs.map((r) => r.ms)))!;
      const atSlow = slow ? `; at CPU ×4 ${countRange(slow[j]![p]!)}` : '';
      console.log(
        `       ${page.name}: ${roundTrips(shown.chain)} round trips after the page (runs at CPU ×1: ${countRange(runs)}${atSlow})`,
      );
      for (const line of describeChain(shown.chain, '         ')) console.log(line);
    }
  }
}

/** The scripts a page loads until `ready()` holds (and half a second more), by path, from the network. */
export async function pageScripts(browser: Browser, url: string, ready: () => boolean): Promise<Map<string, Buffer>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      bodies.set(new URL(response.url()).pathname, await response.body());
    } catch {
      /* navigation away */
    }
  });
  await page.goto(url);
  await page.waitForFunction(ready, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  await context.close();
  return bodies;
}

const gzipBytes = (bodies: Iterable<Buffer>) =>
  [...bodies].reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);

/** gzip bytes of the scripts a page loads until `ready()` holds. */
const scriptWeight = async (browser: Browser, url: string, ready: () => boolean) =>
  gzipBytes((await pageScripts(browser, url, ready)).values());

export async function ratioBench(browser: Browser, origin: string): Promise<void> {
  const began = Date.now();
  const jobs = chosenJobs();
  console.log(
    `\nSpeed as a ratio to hand-written pages (issue 45): cold loads interleaved on a phone network ` +
      `(${PHONE.latency} ms per request, ${PHONE.downloadKbps / 1000} Mbit/s), ${VIEWPORT.width}×${VIEWPORT.height}, ${RUNS} runs each; ` +
      `ratio = median / the reference's median, runs = each run's own ratio:`,
  );
  const verdicts: Verdict[] = [];
  const byRate = new Map<number, Load[][][]>();
  for (const cpuRate of CPU_RATES) {
    byRate.set(cpuRate, await measure(browser, origin, jobs, cpuRate));
    report(jobs, byRate.get(cpuRate)!, cpuRate, verdicts);
  }
  reportChains(jobs, byRate.get(1)!, byRate.get(4));
  console.log(`   Goals (issue 45, CPU ×4):`);
  for (const v of verdicts)
    console.log(
      `     ${`${v.job}, ${v.page}`.padEnd(36)} ${x(v.ratio).padStart(6)} (runs ${x(v.low)}–${x(v.high)})  ≤ ${x(v.goal)}  ${v.ratio <= v.goal ? 'met' : 'NOT met'}`,
    );
  if (process.env.BENCH_RATIO_IIFE !== '0') {
    const esm = await scriptWeight(browser, `${origin}/lobby.html?api=3`, marqueeText);
    const iife = await scriptWeight(browser, `${origin}/lobby.html?api=3&bundle=iife`, marqueeText);
    console.log(
      `   Classic script lobby vs ESM lobby (JS, gzip): ${(iife / esm).toFixed(2)}×  (${(iife / 1024).toFixed(1)} KB vs ${(esm / 1024).toFixed(1)} KB; goal ≤ 1.2×)`,
    );
  }
  console.log(`   (this section took ${((Date.now() - began) / 1000).toFixed(0)} s)`);
}

// Run alone: `npx tsx scripts/bench-ratio.ts` (after `npm run build`).
if (runAlone(import.meta.url)) await withBenchPlatform(ratioBench);
