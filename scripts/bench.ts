/**
 * `npm run bench`: measurements, not tests.
 *  1. Page weight: the JS each page kind downloads (raw and gzip), read from the network in Chromium.
 *  2. Time to first marquee text on the lobby page (median of several cold loads), on localhost and
 *     on an emulated phone network (150 ms per request), where each round trip a page waits for shows.
 *  3. Game history of the 10,000-round player: time to first rows, DOM row count, and the
 *     longest frame (and long tasks) while scrolling the virtual list to the very end.
 *  4. Server load (scripts/bench-load.ts): N concurrent players paging their history for a bounded
 *     time on localhost, reporting requests/s and latency percentiles.
 *  5. Lighthouse (scripts/bench-lighthouse.ts; mobile: its default Moto G Power profile, simulated slow 4G and 4× CPU slowdown)
 *     of the lobby and of the full-page app, both builds: performance score, FCP, LCP, TBT, CLS.
 *     The median of BENCH_LIGHTHOUSE_RUNS (5) runs each; BENCH_LIGHTHOUSE=0 skips it. Each page
 *     twice: from the platform over plain HTTP/1.1 (six connections to a host, the rest queue) and
 *     over HTTPS with HTTP/2 (one connection, no queue), as a CDN serves the bundle (issue 30).
 *  6. A long-lived lobby page (scripts/bench-long-lived.ts): marquees, rankings and language
 *     switches for a simulated hour (BENCH_LONG_MINUTES) on a fake clock; JS heap, DOM nodes,
 *     listeners and timers at start and end, with a warning (and exit code 1) when one grew
 *     beyond its tolerance. BENCH_LONG=0 skips it.
 *  7. The full-page app's first banner on screen (its largest picture) in Chromium on the phone
 *     network, both builds, served over HTTP/1.1 and over HTTP/2: the real-browser counterpart of
 *     Lighthouse's simulated LCP in section 5.
 * Run after `npm run build`.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../platform/server/server.ts';
import { serverLoad } from './bench-load.ts';
import { getJson, lighthouseScores } from './bench-lighthouse.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { describeLongLived, longLivedLobby } from './bench-long-lived.ts';
import { historyCase, HISTORY_CASES } from './bench-history.ts';
import { pageScripts } from './bench-ratio.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LONG = process.env.BENCH_LONG !== '0';
const LONG_MINUTES = Number(process.env.BENCH_LONG_MINUTES ?? 60);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log('Starting the reference platform (full seed, PGlite in memory)…');
// BENCH_ROOT: a folder with another dist/ (and demo/), to measure an older build the same way.
const server = await startServer({
  dataDir: null,
  demo: true,
  rateLimitPerMinute: 100_000,
  root: process.env.BENCH_ROOT,
});
// The same platform over HTTPS with HTTP/2, as a CDN serves the bundle: the app's first screen
// makes about 50 requests, which over HTTP/1.1 queue for six connections (issue 30). Sections 5 and 7.
const secure = await startServer({
  dataDir: null,
  demo: true,
  rateLimitPerMinute: 100_000,
  root: process.env.BENCH_ROOT,
  http2: true,
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

async function pageWeight(path: string, ready: () => boolean) {
  const files = [...(await pageScripts(browser, `${server.url}${path}`, ready)).entries()].filter(([p]) =>
    p.startsWith('/dist/'),
  );
  const raw = files.reduce((s, [, b]) => s + b.length, 0);
  const gz = files.reduce((s, [, b]) => s + gzipSync(b, { level: 9 }).length, 0);
  return { files: files.length, raw, gz };
}

// A function, not a string: the demo pages' strict CSP forbids eval.
const marqueeText = () =>
  Boolean(
    document.querySelector('ingame-marquee')?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]')
      ?.textContent,
  );

console.log('\n1. JavaScript per page kind (from the network):');
for (const [name, path] of [
  ['lobby, one <ingame-marquee> (ESM)', '/marquee-only.html'],
  ['lobby, marquee + language picker (ESM)', '/lobby.html?api=3'],
  ['lobby, classic script (IIFE)', '/lobby.html?api=3&bundle=iife'],
  ['light build: one <ingame-marquee> (ESM)', '/marquee-only.html?bundle=lite'],
  ['light build: marquee + language picker', '/lobby.html?api=3&bundle=lite'],
  ['light build: classic script (IIFE)', '/lobby.html?api=3&bundle=lite-iife'],
] as const) {
  const w = await pageWeight(path, marqueeText);
  console.log(
    `   ${name.padEnd(42)} ${String(w.files).padStart(2)} files  ${kb(w.raw).padStart(9)} raw  ${kb(w.gz).padStart(8)} gz`,
  );
}

/**
 * A phone's network: each request waits `MOBILE.latency` ms (Chromium's emulation adds it to every
 * request) and bodies arrive at 9 Mbit/s. On localhost a round trip costs nothing, so a page that
 * waits for one file before asking for the next measures as fast as one that asks for both at
 * once; here each such step costs a round trip, as it does for a player (issue 30).
 */
const MOBILE = { latency: 150, downloadKbps: 9000, uploadKbps: 750 };

/** Milliseconds from navigation start until `ready()` holds, in a fresh context (a cold cache). */
async function coldLoad(
  path: string,
  ready: () => boolean,
  network: 'localhost' | 'mobile',
  viewport = { width: 1280, height: 720 },
) {
  // The HTTP/2 platform's certificate is self-signed (section 7).
  const context = await browser.newContext({ viewport, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  if (network === 'mobile') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latency,
      downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
    });
  }
  await page.goto(path.startsWith('http') ? path : `${server.url}${path}`);
  await page.waitForFunction(ready, null, { timeout: 30_000, polling: 'raf' });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

// React build and light build (dist/lite/, issue 18) side by side, runs interleaved; on localhost
// and on a phone's network.
for (const network of ['localhost', 'mobile'] as const) {
  const where =
    network === 'localhost'
      ? 'localhost'
      : `a phone's network (${MOBILE.latency} ms per request, ${MOBILE.downloadKbps / 1000} Mbit/s)`;
  console.log(`\n2. Time to first marquee text, lobby page, cold cache, ${where} (${RUNS} runs each):`);
  const times: Record<string, number[]> = { 'React build': [], 'light build': [] };
  for (let i = 0; i < RUNS; i++) {
    for (const [name, path] of [
      ['React build', '/marquee-only.html'],
      ['light build', '/marquee-only.html?bundle=lite'],
    ] as const) {
      times[name]!.push(await coldLoad(path, marqueeText, network));
    }
  }
  for (const [name, t] of Object.entries(times)) {
    console.log(
      `   ${name.padEnd(12)} median ${median(t).toFixed(0)} ms, min ${Math.min(...t).toFixed(0)} ms, max ${Math.max(...t).toFixed(0)} ms (from navigation start)`,
    );
  }
}

{
  // Game tokens are single-use (#16): every cold load asks the demo for a fresh one.
  type DemoPlayer = { account: string; gameToken: string; longGame: number; rounds: number; apiId: number };
  const demoPlayers = async () => (await (await fetch(`${server.url}/__demo/players`)).json()) as DemoPlayer[];
  const long = (await demoPlayers()).reduce((a, b) => (b.rounds > a.rounds ? b : a));
  const historyUrl = async () => {
    const fresh = (await demoPlayers()).find((p) => p.account === long.account)!;
    return `${server.url}/history.html?api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(fresh.gameToken)}`;
  };
  const firstRows = () => Boolean(document.querySelector('#history')?.shadowRoot?.querySelector('.history__open'));
  console.log(
    `\n3. Game history, the ${long.rounds}-round player (<ingame-history>, 1280×800, cold cache, ${RUNS} runs):`,
  );
  for (const network of ['localhost', 'mobile'] as const) {
    const first: number[] = [];
    for (let i = 0; i < RUNS; i++)
      first.push(await coldLoad(await historyUrl(), firstRows, network, { width: 1280, height: 800 }));
    const where = network === 'localhost' ? '' : ` on a phone's network (${MOBILE.latency} ms per request)`;
    console.log(
      `   time to first rows${where}: median ${median(first).toFixed(0)} ms, min ${Math.min(...first).toFixed(0)} ms, max ${Math.max(...first).toFixed(0)} ms (from navigation start)`,
    );
  }

  // Scroll to the end the way a thumb does: a steady scroll, frame by frame, measuring every frame.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(await historyUrl());
  await page.waitForFunction(firstRows, null, { timeout: 15_000 });
  const result = await page.evaluate(async () => {
    const root = document.querySelector('#history')!.shadowRoot!;
    const scroller = root.querySelector<HTMLElement>('[part="scroller"]')!;
    const total = Number(scroller.dataset.total);
    const longTasks: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    const frames: number[] = [];
    let maxRows = 0;
    let last = performance.now();
    const started = last;
    while (!root.querySelector(`.history__row[data-index="${total - 1}"] .history__open`)) {
      scroller.scrollTop = Math.min(scroller.scrollTop + 2400, scroller.scrollHeight);
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      maxRows = Math.max(maxRows, root.querySelectorAll('.history__row').length);
      if (now - started > 120_000) break;
    }
    // The frame period (median interval) and the frames that missed it by half a period or more.
    const period = [...frames].sort((a, b) => a - b)[Math.floor(frames.length / 2)]!;
    return {
      total,
      frames: frames.length,
      longest: Math.max(...frames),
      period,
      late: frames.filter((f) => f >= period * 1.5).length,
      maxRows,
      longTasks: longTasks.length,
      longestTask: Math.max(0, ...longTasks),
      seconds: (last - started) / 1000,
    };
  });
  await context.close();
  console.log(
    `   ${result.total} rounds scrolled to the end in ${result.seconds.toFixed(1)} s over ${result.frames} frames: longest frame ${result.longest.toFixed(1)} ms (frame period ${result.period.toFixed(1)} ms, ${result.late} dropped frames), ${result.longTasks} long tasks (longest ${result.longestTask.toFixed(0)} ms), at most ${result.maxRows} rows in the DOM`,
  );
  // 3b. The same at a phone size and on a 4× slower CPU, with per-frame layout and script work.
  console.log('   per viewport and CPU (scripts/bench-history.ts):');
  for (const c of HISTORY_CASES) console.log(await historyCase(browser, historyUrl, c));
}
if (LONG) {
  for (const [name, bundle] of [
    ['React build', ''],
    ['light build', '&bundle=lite'],
  ] as const) {
    // A game token is exchanged once: each run gets its own, or the second page is a guest's.
    const player = (
      (await (await fetch(`${server.url}/__demo/players`)).json()) as { gameToken: string; apiId: number }[]
    ).find((p) => p.apiId === 3)!;
    console.log(
      `\n6. Long-lived lobby page (${name}): ${LONG_MINUTES} simulated minutes, marquees + rankings + language picker:`,
    );
    const result = await longLivedLobby(
      browser,
      `${server.url}/lobby.html?api=3&gameToken=${encodeURIComponent(player.gameToken)}${bundle}`,
      { minutes: LONG_MINUTES },
    );
    for (const line of describeLongLived(result)) console.log(line);
    if (result.growth.length) process.exitCode = 1;
  }
}
{
  // The app's first screen in a real Chromium (Lighthouse's figures above are its simulation):
  // the events hub's first banner, whose picture is its largest, on a phone's network.
  console.log(
    `\n7. The app's first banner on screen, events hub, 375×812, a phone's network (${MOBILE.latency} ms per request, ${MOBILE.downloadKbps / 1000} Mbit/s), cold cache (${RUNS} runs each, interleaved):`,
  );
  const banner = () => {
    const img = document.querySelector('ingame-app')?.shadowRoot?.querySelector<HTMLImageElement>('img.banner__img');
    return Boolean(img?.complete && img.naturalWidth > 0);
  };
  const times: Record<string, number[]> = {};
  for (let i = 0; i < RUNS; i++)
    for (const [protocol, on] of [
      ['HTTP/1.1', server],
      ['HTTP/2', secure],
    ] as const)
      for (const [build, query] of [
        ['React build', ''],
        ['light build', '&bundle=lite'],
      ] as const) {
        const token = (await getJson<{ gameToken: string }[]>(on, '/__demo/players'))[0]!.gameToken;
        const url = `${on.url}/app.html?token=${token}&lang=en${query}`;
        (times[`${build}, ${protocol}`] ??= []).push(
          await coldLoad(url, banner, 'mobile', { width: 375, height: 812 }),
        );
      }
  for (const [name, t] of Object.entries(times))
    console.log(
      `   ${name.padEnd(22)} median ${median(t).toFixed(0)} ms, min ${Math.min(...t).toFixed(0)} ms, max ${Math.max(...t).toFixed(0)} ms (from navigation start)`,
    );
}
await browser.close();

await serverLoad(server, CONCURRENCY, LOAD_SECONDS);

if (LIGHTHOUSE) await lighthouseScores(server, secure, LIGHTHOUSE_RUNS);

await secure.close();
await server.close();
