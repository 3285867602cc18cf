/**
 * A bench script run on its own (`tsx scripts/bench-….ts`): a fresh demo platform (in memory, no
 * rate limit) and a headless Chromium, closed again however the run ends. `BENCH_ROOT` names a
 * folder with another dist/ (and demo/) to measure an older build the same way; `BENCH_HTTP2=1`
 * serves it over HTTP/2.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';

/** True when `moduleUrl` is the script node was started with (not imported by npm run bench). */
export const runAlone = (moduleUrl: string): boolean =>
  !!process.argv[1] && moduleUrl === pathToFileURL(resolve(process.argv[1])).href;

export async function withBenchPlatform(run: (browser: Browser, base: string) => Promise<void>): Promise<void> {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../platform/server/server.ts');
  const { CHROMIUM_ARGS, findChromium } = await import('./chromium.mjs');
  // BENCH_HTTP2=1: over HTTPS with HTTP/2, as a CDN serves the bundle (a self-signed certificate:
  // the browser and this script's own calls to the demo platform are told to accept it).
  const http2 = process.env.BENCH_HTTP2 === '1';
  if (http2) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const server = await startServer({
    dataDir: null,
    demo: true,
    rateLimitPerMinute: 100_000,
    root: process.env.BENCH_ROOT,
    http2,
  });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: http2 ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS,
  });
  try {
    await run(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}
