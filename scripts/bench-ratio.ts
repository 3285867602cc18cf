/**
 * `npm run bench`, first section (issue 45): speed as a ratio to the physical limit, in one run.
 * A hand-written reference page (demo/public/reference-marquee.html: one script, the operator's
 * settings and the marquee list asked at once, the text drawn) beside the builds, on the same
 * platform and the same emulated phone network, cold loads interleaved (reference, React, light,
 * reference, …) so a busy machine slows each alike. Each build is reported as a multiple of the
 * reference's median at CPU ×1 and ×4. The goal (issue 45): the React build within 1.3× at ×4.
 * Also the classic script's page weight as a multiple of the ESM page's (goal: at most 1.2×).
 * Run after `npm run build`; BENCH_RATIO_RUNS (7) cold loads per page and CPU rate;
 * BENCH_RATIO_LITE=0 leaves the light build out (after `npm start`'s first half, which builds only React's).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../platform/server/server.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RATIO_RUNS ?? 7);
/** The phone network of issue 45's figures: 150 ms per request, 9 Mbit/s down. */
const PHONE = { latency: 150, downloadKbps: 9000, uploadKbps: 750 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Functions, not strings: the demo pages' strict CSP forbids eval.
const referenceText = () => Boolean(document.getElementById('reference-text')?.textContent);
const marqueeText = () =>
  Boolean(
    document.querySelector('ingame-marquee')?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]')
      ?.textContent,
  );

export const RATIO_PAGES = [
  { name: 'hand-written reference', path: '/reference-marquee.html', ready: referenceText },
  { name: 'React build', path: '/marquee-only.html', ready: marqueeText },
  { name: 'light build', path: '/marquee-only.html?bundle=lite', ready: marqueeText },
].filter((page) => process.env.BENCH_RATIO_LITE !== '0' || !page.path.includes('lite'));

/** Milliseconds from navigation start until `ready()` holds: fresh context, phone network, CPU ×rate. */
async function coldLoad(browser: Browser, url: string, ready: () => boolean, cpuRate: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
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
  await page.goto(url);
  await page.waitForFunction(ready, null, { timeout: 60_000, polling: 'raf' });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
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
  console.log(
    `\nSpeed as a ratio to a hand-written page: first marquee text, cold loads interleaved on a phone network ` +
      `(${PHONE.latency} ms per request, ${PHONE.downloadKbps / 1000} Mbit/s), 360×740, ${RUNS} runs each:`,
  );
  for (const cpuRate of [4, 1]) {
    const times = RATIO_PAGES.map(() => [] as number[]);
    for (let run = 0; run < RUNS; run++)
      for (const [i, page] of RATIO_PAGES.entries())
        times[i]!.push(await coldLoad(browser, `${origin}${page.path}`, page.ready, cpuRate));
    const reference = median(times[0]!);
    console.log(`   CPU ×${cpuRate}:`);
    for (const [i, page] of RATIO_PAGES.entries()) {
      const m = median(times[i]!);
      console.log(
        `     ${page.name.padEnd(24)} ${(m / reference).toFixed(2)}×  (median ${m.toFixed(0)} ms, min ${Math.min(...times[i]!).toFixed(0)}, max ${Math.max(...times[i]!).toFixed(0)})`,
      );
    }
  }
  if (process.env.BENCH_RATIO_IIFE === '0') return;
  const esm = await scriptWeight(browser, `${origin}/lobby.html?api=3`, marqueeText);
  const iife = await scriptWeight(browser, `${origin}/lobby.html?api=3&bundle=iife`, marqueeText);
  console.log(
    `   Classic script lobby vs ESM lobby (JS, gzip): ${(iife / esm).toFixed(2)}×  (${(iife / 1024).toFixed(1)} KB vs ${(esm / 1024).toFixed(1)} KB; goal ≤ 1.2×)`,
  );
}

// Run alone: `npx tsx scripts/bench-ratio.ts` (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer({ dataDir: null, demo: true, rateLimitPerMinute: 100_000 });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    await ratioBench(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}
