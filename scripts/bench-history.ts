/**
 * The history list of the longest player (issue 30, item 3): time to first rows and a steady
 * scroll to the last row, at 1280×800 and 375×812, each also with a 4× CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate). Besides timings (which move with the machine's load) it reports
 * what does not: layouts and style recalculations per scrolled frame and the script time per
 * frame (CDP Performance.getMetrics, LayoutCount, RecalcStyleCount, ScriptDuration).
 *
 * Each case runs the element and, right after it, a hand-written reference
 * (demo/public/reference-scroll.html: a virtual list with the least work per frame, read by the same
 * selectors), so the dropped frames are judged against what the machine allows (issue 45): at CPU
 * ×4 a page's thread that does nearly nothing still misses frames here. The scroll starts the
 * moment the first rows are there; at ×4 each page is scrolled again SETTLE_MS later, SETTLE_RUNS
 * times, interleaved.
 *
 * `npm run bench` runs it (section 3b); `tsx scripts/bench-history.ts` runs it alone
 * (BENCH_ROOT=folder with another dist/ measures an older build the same way).
 */
import type { Browser } from 'playwright-core';
import { runAlone, withBenchPlatform } from './bench-platform.ts';

export interface HistoryFigures {
  viewport: string;
  throttle: number;
  firstRowsMs: number[];
  frames: number;
  longestFrameMs: number;
  /** The median interval between frames (the display's frame period) and the frames that missed it. */
  framePeriodMs: number;
  lateFrames: number;
  longTasks: number;
  layoutsPerFrame: number;
  styleRecalcsPerFrame: number;
  scriptMsPerFrame: number;
}

// The element's rows are in its shadow root; the reference's in the page.
const ROOT = `(document.querySelector('#history')?.shadowRoot ?? document.querySelector('#history'))`;
const FIRST_ROWS = `Boolean(${ROOT}?.querySelector('.history__open'))`;

// A string: tsx-compiled functions carry helpers the page does not have.
const SCROLL_TO_END = `(async () => {
  const root = ${ROOT};
  const scroller = root.querySelector('[part="scroller"]');
  const total = Number(scroller.dataset.total);
  const longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask' });
  const frames = [];
  let last = performance.now();
  const started = last;
  while (!root.querySelector('.history__row[data-index="' + (total - 1) + '"] .history__open')) {
    scroller.scrollTop = Math.min(scroller.scrollTop + 2400, scroller.scrollHeight);
    await new Promise((r) => requestAnimationFrame(r));
    const now = performance.now();
    frames.push(now - last);
    last = now;
    if (now - started > 180000) break;
  }
  // The display's frame period (the median interval) and the frames that missed it: an interval of
  // 1.5 periods or more is a dropped frame. The longest interval alone cannot go under the period.
  const period = [...frames].sort((a, b) => a - b)[Math.floor(frames.length / 2)];
  const late = frames.filter((f) => f >= period * 1.5).length;
  return { frames: frames.length, longest: Math.max(...frames), period, late, longTasks: longTasks.length };
})()`;

/** How long after its first rows the second scroll at CPU ×4 starts (historyCase). */
const SETTLE_MS = 600;
/**
 * The second scroll's runs per page, interleaved: a goal of 0 dropped frames is read against the
 * reference's own misses and the runs' spread, not one run (issue 45).
 */
const SETTLE_RUNS = 3;

export async function historyFigures(
  browser: Browser,
  url: () => Promise<string>,
  {
    width,
    height,
    throttle,
    runs = 3,
    settleMs = 0,
  }: { width: number; height: number; throttle: number; runs?: number; settleMs?: number },
): Promise<HistoryFigures> {
  const firstRowsMs: number[] = [];
  const open = async () => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(await url());
    for (let i = 0; i < 600 && !(await page.evaluate(FIRST_ROWS)); i++) await page.waitForTimeout(16);
    firstRowsMs.push((await page.evaluate('performance.now()')) as number);
    return { context, page, cdp };
  };
  for (let i = 1; i < runs; i++) await (await open()).context.close();
  const { context, page, cdp } = await open();
  // The scroll starts the moment the first rows are there, or `settleMs` later.
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  const scrollToEnd = async () => {
    const before = await metrics();
    const scroll = (await page.evaluate(SCROLL_TO_END)) as {
      frames: number;
      longest: number;
      period: number;
      late: number;
      longTasks: number;
    };
    return { before, scroll, after: await metrics() };
  };
  // Closed however the scroll ends (a page without the list throws here).
  const { before, scroll, after } = await scrollToEnd().finally(() => context.close());
  const per = (key: string) => (after[key]! - before[key]!) / scroll.frames;
  return {
    viewport: `${width}×${height}`,
    throttle,
    firstRowsMs,
    frames: scroll.frames,
    longestFrameMs: scroll.longest,
    framePeriodMs: scroll.period,
    lateFrames: scroll.late,
    longTasks: scroll.longTasks,
    layoutsPerFrame: per('LayoutCount'),
    styleRecalcsPerFrame: per('RecalcStyleCount'),
    scriptMsPerFrame: per('ScriptDuration') * 1000,
  };
}

export function describeHistory(f: HistoryFigures, label = ''): string {
  const sorted = [...f.firstRowsMs].sort((a, b) => a - b);
  return `   ${f.viewport.padEnd(9)} CPU ×${f.throttle}${label}: first rows median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (${sorted.map((t) => t.toFixed(0)).join(', ')}); scroll: ${f.frames} frames, longest ${f.longestFrameMs.toFixed(1)} ms (period ${f.framePeriodMs.toFixed(1)} ms, ${f.lateFrames} dropped), ${f.longTasks} long tasks, per frame ${f.layoutsPerFrame.toFixed(2)} layouts, ${f.styleRecalcsPerFrame.toFixed(2)} style recalcs, ${f.scriptMsPerFrame.toFixed(2)} ms script`;
}

/** The reference's address for the element's (the same player, game and token). */
export function referenceScrollUrl(url: string): string {
  return url.replace('/history.html?', '/reference-scroll.html?');
}

/** One case: the element, then the reference on the same player, each with its own line. */
export async function historyCase(
  browser: Browser,
  url: () => Promise<string>,
  c: { width: number; height: number; throttle: number },
): Promise<string> {
  const element = await historyFigures(browser, url, c);
  const line = describeHistory(element);
  const referenceUrl = async () => referenceScrollUrl(await url());
  try {
    const reference = await historyFigures(browser, referenceUrl, { ...c, runs: 1 });
    let settled = '';
    if (c.throttle > 1) {
      // At CPU ×4 a scroll that starts with the first rows meets the page's last work of the load
      // (answers that came after the first rows, their renders, a collection): the same scroll once
      // the page has settled tells that apart from the scroll's own cost (docs/performance.md).
      const again = { ...c, runs: 1, settleMs: SETTLE_MS };
      const mine: HistoryFigures[] = [];
      const theirs: HistoryFigures[] = [];
      for (let i = 0; i < SETTLE_RUNS; i++) {
        mine.push(await historyFigures(browser, url, again));
        theirs.push(await historyFigures(browser, referenceUrl, again));
      }
      const runs = (figures: HistoryFigures[]) =>
        `${figures.map((f) => f.lateFrames).join(', ')} dropped of ~${figures[0]!.frames} (longest ${Math.max(...figures.map((f) => f.longestFrameMs)).toFixed(1)} ms)`;
      settled = `\n   ${mine[0]!.viewport.padEnd(9)} CPU ×${c.throttle}, the scroll ${SETTLE_MS} ms after the first rows, ${SETTLE_RUNS} runs each: ${runs(mine)}; hand-written reference ${runs(theirs)}`;
    }
    return `${line}\n${describeHistory(reference, ', hand-written reference')}${settled}`;
  } catch (error) {
    // An older tree under BENCH_ROOT may have no reference page.
    return `${line}\n   (no hand-written reference: ${String(error).split('\n')[0]})`;
  }
}

export const HISTORY_CASES = [
  { width: 1280, height: 800, throttle: 1 },
  { width: 375, height: 812, throttle: 1 },
  { width: 1280, height: 800, throttle: 4 },
  { width: 375, height: 812, throttle: 4 },
];

if (runAlone(import.meta.url)) {
  await withBenchPlatform(async (browser, base) => {
    type DemoPlayer = { account: string; gameToken: string; longGame: number; rounds: number; apiId: number };
    const players = async () => (await (await fetch(`${base}/__demo/players`)).json()) as DemoPlayer[];
    const long = (await players()).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const url = async () => {
      const fresh = (await players()).find((p) => p.account === long.account)!;
      return `${base}/history.html?api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(fresh.gameToken)}`;
    };
    console.log(`History of the ${long.rounds}-round player:`);
    for (const c of HISTORY_CASES) console.log(await historyCase(browser, url, c));
  });
}
