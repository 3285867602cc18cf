/**
 * The chain of requests of one cold load of the lobby page (issue 45 item 2), read from the network
 * log: each request's start and end (ms since navigation), what it waited for before it could start,
 * and when the first marquee text showed. On the bench's phone network (150 ms per request,
 * 9 Mbit/s) at CPU ×4 (REQUEST_CHAIN_CPU to change). Run after a build:
 * `npx tsx scripts/request-chain.ts [path…]` (default: the React and light builds' marquee page).
 */
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../platform/server/server.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const CPU = Number(process.env.REQUEST_CHAIN_CPU ?? 4);
const PHONE = { latency: 150, downloadKbps: 9000, uploadKbps: 750 };

const marqueeText = () =>
  Boolean(
    document.querySelector('ingame-marquee')?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]')
      ?.textContent,
  );

interface Row {
  url: string;
  start: number;
  end: number;
}

async function chain(browser: Browser, url: string): Promise<void> {
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const rows = new Map<string, Row>();
  let origin = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!origin) origin = e.timestamp;
    rows.set(e.requestId, { url: e.request.url, start: (e.timestamp - origin) * 1000, end: NaN });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (row) row.end = (e.timestamp - origin) * 1000;
  });
  await page.goto(url);
  await page.waitForFunction(marqueeText, null, { timeout: 60_000, polling: 'raf' });
  const shown = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300);
  await context.close();
  const sorted = [...rows.values()].sort((a, b) => a.start - b.start);
  console.log(`\n${url} — CPU ×${CPU}, first marquee text at ${shown.toFixed(0)} ms (from navigation)`);
  for (const row of sorted) {
    if (row.start > shown) continue;
    const { pathname, search } = new URL(row.url);
    const name = pathname.replace(/-[\w-]{8}\.js$/, '.js') + (pathname.startsWith('/api/') ? search : '');
    // What this request could not start before: the latest request that ended before it started.
    const after = sorted.filter((r) => r.end <= row.start + 1).sort((a, b) => b.end - a.end)[0];
    const waited = after ? new URL(after.url).pathname.replace(/-[\w-]{8}\.js$/, '.js') : '(navigation)';
    console.log(
      `  ${row.start.toFixed(0).padStart(5)} → ${row.end.toFixed(0).padStart(5)}  ${name.padEnd(44)} after ${waited}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.slice(2);
  const server = await startServer({ dataDir: null, demo: true, rateLimitPerMinute: 100_000 });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const path of paths.length ? paths : ['/marquee-only.html', '/marquee-only.html?bundle=lite'])
      await chain(browser, `${server.url}${path}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
