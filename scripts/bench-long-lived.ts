/**
 * The long-lived lobby page (issue 30, item 4): a lobby page with both marquees, the language
 * picker, the account widget and <ingame-rankings> stays open for a simulated hour — the marquee
 * rotating every 5 s, the rankings refreshing at their update times, the language switched a few
 * times — on Playwright's fake clock (`page.clock`: setTimeout, setInterval, Date and
 * requestAnimationFrame advance when told, so an hour takes seconds). It reads, after a forced
 * garbage collection (CDP HeapProfiler.collectGarbage), the JS heap, the DOM nodes and the event
 * listeners (CDP Performance.getMetrics: JSHeapUsedSize, Nodes, JSEventListeners) and the pending
 * timers (counted by wrapping the page's timer functions), once the page has settled (every
 * language it will see loaded once) and at the end. They must stay flat.
 *
 * `npm run bench` runs it (section 6); `tsx scripts/bench-long-lived.ts` runs it alone against a
 * fresh platform; tests/e2e/long-lived.test.ts runs a shorter simulated stretch of it.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { runAlone, withBenchPlatform } from './bench-platform.ts';

export interface PageFigures {
  heapKb: number;
  nodes: number;
  listeners: number;
  timeouts: number;
  intervals: number;
}

export interface LongLivedResult {
  /** Right after the first marquee text. */
  loaded: PageFigures;
  /** After the warm-up: every language the run switches to loaded once, caches filled. */
  start: PageFigures;
  end: PageFigures;
  simulatedMinutes: number;
  languageSwitches: number;
  /** How many different announcements the marquee showed: proof that time really passed in the page. */
  marqueeShown: number;
  /** Requests the page made during the measured stretch (the rankings' refreshes among them), by path. */
  requests: Record<string, number>;
  /** Board requests in the measured stretch, and those made before the board's update time (not after a language switch). */
  boardAsks: number;
  boardAsksBeforeDue: number;
  realSeconds: number;
  /** What grew beyond its tolerance, in words; empty when the page stayed flat. */
  growth: string[];
  /** DOM nodes, listeners or timers grew: a leak for certain (the heap alone moves with V8's caches). */
  leak: boolean;
}

/** How much a figure may grow from start to end before it counts as a leak. */
export const TOLERANCE = {
  /** V8's heap moves by a few hundred KB between two collections (compiled code, caches). */
  heapKb: (start: number) => Math.max(512, start * 0.1),
  nodes: (start: number) => Math.max(50, start * 0.05),
  listeners: (start: number) => Math.max(10, start * 0.05),
  timeouts: () => 3,
  intervals: () => 0,
};

// Counts the timers that are pending: a leaked interval or a timeout re-armed twice shows here.
// Installed after the fake clock, so it wraps the clock's functions. A string, not a function:
// tsx would add helpers the page does not have.
const COUNT_TIMERS = `(() => {
  const timeouts = new Set();
  const intervals = new Set();
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = function (fn, ms, ...args) {
    const id = st.call(window, function (...a) { timeouts.delete(id); return typeof fn === 'function' ? fn.apply(this, a) : undefined; }, ms, ...args);
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = function (id) { timeouts.delete(id); intervals.delete(id); return ct.call(window, id); };
  window.setInterval = function (fn, ms, ...args) { const id = si.call(window, fn, ms, ...args); intervals.add(id); return id; };
  window.clearInterval = function (id) { intervals.delete(id); timeouts.delete(id); return ci.call(window, id); };
  Object.defineProperty(window, '__pendingTimers', { value: () => ({ timeouts: timeouts.size, intervals: intervals.size }) });
})()`;

async function figures(page: Page, cdp: CDPSession): Promise<PageFigures> {
  // Twice: objects a finaliser frees on the first pass go on the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const timers = (await page.evaluate('window.__pendingTimers()')) as { timeouts: number; intervals: number };
  return {
    heapKb: Math.round(metric('JSHeapUsedSize') / 1024),
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    ...timers,
  };
}

/** Live objects by constructor name, from a heap snapshot (BENCH_LONG_SNAPSHOT=1: what grew). */
async function objectCounts(cdp: CDPSession): Promise<Map<string, number>> {
  let json = '';
  const onChunk = ({ chunk }: { chunk: string }) => (json += chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(json) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const counts = new Map<string, number>();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + fields.indexOf('type')]!]!;
    if (type !== 'object' && type !== 'closure' && type !== 'string') continue;
    const name = `${type}:${type === 'string' ? 'string' : snapshot.strings[snapshot.nodes[i + fields.indexOf('name')]!]}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * How long the page runs before the measurement starts (and again before it ends): long enough for
 * every running board to have refreshed at its update time once. Each first refresh compiles its
 * code paths and fills V8's caches, a one-off: with one simulated minute here, the heap rose by
 * ~450 KB in the first 20 measured minutes and then stayed within ±100 KB for two hours
 * (BENCH_LONG_TRACE=1, 140 minutes: 6486, 6319, 6482, 6497, 6469 KB every 20 minutes).
 */
const SETTLE_MS = 20 * 60_000;

/** A date-time as the platform writes it (ISO 8601), inside a JSON string. */
const ISO_DATE = /(?<=")\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)(?=")/g;

const SHOWN = `(() => {
  const item = document.querySelector('#marquee')?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]');
  return item ? item.textContent : null;
})()`;

const RANKINGS_DRAWN = `Boolean(document.querySelector('ingame-rankings')?.shadowRoot?.querySelector('[part="base"]:not([aria-busy])'))`;

/**
 * Keep a lobby page open for `minutes` simulated minutes, switching the language `switches` times
 * (cycling through `languages`), and measure it. `url` is the lobby page (a player's game token
 * in it, so the rankings show the player's own place).
 */
export async function longLivedLobby(
  browser: Browser,
  url: string,
  { minutes = 60, switches = 6, languages = ['de', 'th', 'en'], warmupMs = 40_000, settleMs = SETTLE_MS } = {},
): Promise<LongLivedResult> {
  const started = performance.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.clock.install();
    // The platform on the page's clock: the page's time runs ahead of real time by every
    // simulated minute, the demo platform's does not. Left so, every date it serves (a board's
    // next update above all) lies in the page's past after the first minutes, and each running
    // board re-asks every minute (its retry) instead of at its update time: in a 60-minute run,
    // 388 board requests instead of a few dozen, and the heap grew with them (issue 30). Every
    // date in an API answer is moved by the time the page is ahead, as if the platform had lived
    // through the same hour.
    let aheadMs = 0;
    const served = new Map<string, number>();
    let boardAsks = 0;
    let boardAsksBeforeDue = 0;
    let lastSwitchAt = -Infinity;
    await page.route('**/api/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const isBoard = path.includes('/rank/ranking-history/');
      const pageNow = Date.now() + aheadMs;
      if (isBoard && measuring) {
        boardAsks++;
        // Asked before the update time it was given, and not because the language changed.
        const due = served.get(path);
        if (due !== undefined && pageNow < due && pageNow - lastSwitchAt > 5_000) boardAsksBeforeDue++;
      }
      let response: Awaited<ReturnType<typeof route.fetch>>;
      let body: string;
      try {
        response = await route.fetch();
        body = await response.text();
      } catch {
        // The connection went (a loaded machine, the page closing): the page sees the same.
        await route.abort('connectionreset').catch(() => undefined);
        return;
      }
      if (!/json/.test(response.headers()['content-type'] ?? '')) return route.fulfill({ response, body });
      const moved = body.replace(ISO_DATE, (date) => new Date(Date.parse(date) + aheadMs).toISOString());
      if (isBoard) {
        const next = /"NextUpdate":"([^"]+)"/.exec(moved)?.[1];
        if (next) served.set(path, Date.parse(next));
      }
      return route.fulfill({ response, body: moved });
    });
    let measuring = false;
    await page.addInitScript(COUNT_TIMERS);
    // The demo lobby has no rankings: add the element as a host would, before the bundle looks.
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      const rankings = document.createElement('ingame-rankings');
      document.querySelector('main')?.append(rankings);
    })`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    // The page's clock runs at real speed until told otherwise: wait for the first texts.
    for (let i = 0; i < 300 && !(await page.evaluate(SHOWN)); i++) await page.waitForTimeout(50);
    for (let i = 0; i < 300 && !(await page.evaluate(RANKINGS_DRAWN)); i++) await page.waitForTimeout(50);
    const loaded = await figures(page, cdp);

    const shown = new Set<string>();
    const requests: Record<string, number> = {};
    // Requests the page has not had an answer to yet. The page's clock only moves on once they are
    // answered, as a platform answers in a fraction of a second: on a slow machine, a request
    // still on its way while the clock jumps 15 s would time out on the page's clock (its retry
    // would then look like a board asked before its update time).
    const inFlight = new Set<unknown>();
    let asked = 0;
    page.on('request', (request) => {
      inFlight.add(request);
      asked++;
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    /** Real time until nothing is on its way for three looks in a row (a catalog, then its board). */
    const answered = async () => {
      for (let quiet = 0, waited = 0; quiet < 3 && waited < 15_000; waited += 50) {
        await page.waitForTimeout(50);
        quiet = inFlight.size === 0 ? quiet + 1 : 0;
      }
    };
    const step = async (ms: number) => {
      // Simulated time in 15-second runs; after a run that started requests (a rankings refresh, a
      // catalog), real time for them to be answered.
      for (let left = ms; left > 0; left -= 15_000) {
        const before = asked;
        // Counted before the run: what the page asks during it sees the platform no later than itself.
        aheadMs += Math.min(15_000, left);
        await page.clock.runFor(Math.min(15_000, left));
        const text = (await page.evaluate(SHOWN)) as string | null;
        if (text) shown.add(text);
        if (asked !== before || inFlight.size > 0) await answered();
      }
    };
    const switchTo = async (lang: string) => {
      lastSwitchAt = Date.now() + aheadMs;
      await page.locator('#language select').selectOption(lang);
      // The new texts are fetched: real time for them to arrive.
      await answered();
    };

    // Warm-up: each language once (its catalogs and formatters are cached for good), two minutes.
    for (const lang of languages) {
      await switchTo(lang);
      await step(warmupMs);
    }
    await step(settleMs);
    const start = await figures(page, cdp);
    const before = process.env.BENCH_LONG_SNAPSHOT ? await objectCounts(cdp) : null;

    measuring = true;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.replace(/\/\d+(?=\/|$)/g, '/…');
      requests[path] = (requests[path] ?? 0) + 1;
    });
    const between = (minutes * 60_000) / (switches + 1);
    for (let i = 0; i < switches; i++) {
      await step(between);
      if (process.env.BENCH_LONG_TRACE) console.log('   ', i, JSON.stringify(await figures(page, cdp)));
      await switchTo(languages[i % languages.length]!);
    }
    await step(between);
    // End in the language the measurement started in, so the same texts are on screen.
    if (languages.at(-1) !== languages[(switches - 1) % languages.length]) await switchTo(languages.at(-1)!);
    await step(settleMs);
    const end = await figures(page, cdp);
    if (before) {
      const after = await objectCounts(cdp);
      const grown = [...after].map(([k, n]) => [k, n - (before.get(k) ?? 0)] as const).filter(([, d]) => d > 0);
      console.log('    grew most:', JSON.stringify(grown.sort((a, b) => b[1] - a[1]).slice(0, 25)));
    }

    const growth: string[] = [];
    let leak = false;
    for (const key of Object.keys(TOLERANCE) as (keyof PageFigures)[]) {
      const limit = TOLERANCE[key](start[key]);
      if (end[key] - start[key] <= limit) continue;
      growth.push(`${key} ${start[key]} → ${end[key]} (tolerance +${Math.round(limit)})`);
      if (key !== 'heapKb') leak = true;
    }
    return {
      loaded,
      start,
      end,
      simulatedMinutes: minutes,
      languageSwitches: switches,
      marqueeShown: shown.size,
      requests,
      boardAsks,
      boardAsksBeforeDue,
      realSeconds: (performance.now() - started) / 1000,
      growth,
      leak,
    };
  } finally {
    await context.close();
  }
}

export function describeLongLived(r: LongLivedResult): string[] {
  const row = (name: string, f: PageFigures) =>
    `   ${name.padEnd(26)} heap ${String(f.heapKb).padStart(6)} KB  nodes ${String(f.nodes).padStart(5)}  listeners ${String(f.listeners).padStart(4)}  timeouts ${f.timeouts}  intervals ${f.intervals}`;
  return [
    row('loaded (first marquee text)', r.loaded),
    row('start (languages warmed)', r.start),
    row(`end (+${r.simulatedMinutes} simulated min)`, r.end),
    `   ${r.languageSwitches} language switches, ${r.marqueeShown} different announcements seen, ${Object.values(r.requests).reduce((a, b) => a + b, 0)} requests (${Object.entries(
      r.requests,
    )
      .map(([p, n]) => `${p} ×${n}`)
      .join(', ')}), ${r.realSeconds.toFixed(1)} s of real time`,
    `   boards asked ${r.boardAsks} times, ${r.boardAsksBeforeDue} of them before their update time`,
    r.growth.length
      ? `   WARNING: grew beyond tolerance: ${r.growth.join('; ')}`
      : '   flat: nothing grew beyond its tolerance',
  ];
}

// Alone: `tsx scripts/bench-long-lived.ts` (after `npm run build`).
if (runAlone(import.meta.url)) {
  await withBenchPlatform(async (browser, base) => {
    const players = (await (await fetch(`${base}/__demo/players`)).json()) as {
      gameToken: string;
      apiId: number;
    }[];
    const player = players.find((p) => p.apiId === 3) ?? players[0]!;
    const minutes = Number(process.env.BENCH_LONG_MINUTES ?? 60);
    const bundle = process.env.BENCH_BUNDLE ? `&bundle=${process.env.BENCH_BUNDLE}` : '';
    console.log(`Long-lived lobby page, ${minutes} simulated minutes${bundle}:`);
    const result = await longLivedLobby(
      browser,
      `${base}/lobby.html?api=${player.apiId}&gameToken=${encodeURIComponent(player.gameToken)}${bundle}`,
      { minutes },
    );
    for (const line of describeLongLived(result)) console.log(line);
    // Flat means the heap too, now that the platform lives on the page's clock (no refresh storm).
    process.exitCode = result.growth.length || result.boardAsksBeforeDue ? 1 : 0;
  });
}
