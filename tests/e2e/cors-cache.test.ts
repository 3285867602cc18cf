/**
 * Issue 46 item 8: a module script of the bundle loads on an allowed lobby page after the page
 * preloaded the same URL without CORS (Next emits `<link rel=preload as=script>` without
 * crossorigin). The chunk is cached immutable for a year; without `Vary: Origin` Chromium hands the
 * no-CORS copy (no Access-Control-Allow-Origin) to the module request and the load fails.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../platform/server/server.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

let lobby: Server;
let lobbyOrigin: string;
let platform: RunningServer;
let browser: Browser;
/** The page the lobby serves: `html` by path (a real origin: routing in Playwright would turn the HTTP cache off). */
const pages = new Map<string, string>();

before(async () => {
  lobby = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => lobby.listen(0, '127.0.0.1', resolve));
  lobbyOrigin = `http://127.0.0.1:${(lobby.address() as AddressInfo).port}`;
  platform = await startServer({
    dataDir: null,
    demo: true,
    allowedOrigins: [lobbyOrigin],
    seed: { roundsPerPlayer: 2, longPlayerRounds: 4, maxPlayersPerOperator: 1 },
  });
  browser = await chromium.launch({ executablePath: findChromium({ shell: true }), args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  await platform?.close();
  await new Promise((resolve) => lobby?.close(resolve));
});

/** A hashed chunk (cached immutable) and an entry (cached five minutes) of the built bundle. */
const chunk = () => `/dist/chunks/${readdirSync('dist/chunks').find((f) => f.endsWith('.js'))!}`;

describe('a module script after a no-CORS preload of the same URL', () => {
  for (const [name, path] of [
    ['a hashed chunk (immutable)', chunk],
    ['an entry (short-lived)', () => '/dist/ingame.js'],
  ] as const) {
    it(`${name} loads from another origin`, async () => {
      const url = `${platform.url}${path()}`;
      pages.set(
        `/preload-${name.length}.html`,
        `<!doctype html><title>lobby</title><link rel="preload" as="script" href="${url}">`,
      );
      const context = await browser.newContext();
      const page = await context.newPage();
      const preloaded = page.waitForResponse((r) => r.url() === url);
      await page.goto(`${lobbyOrigin}/preload-${name.length}.html`);
      const first = await preloaded;
      assert.equal(first.headers()['access-control-allow-origin'], undefined, 'the preload is a no-CORS request');
      await page.waitForTimeout(300); // the cache entry is written after the answer
      const outcome = await page.evaluate(
        (src) =>
          new Promise<string>((resolve) => {
            const script = document.createElement('script');
            script.type = 'module';
            script.src = src;
            script.onload = () => resolve('loaded');
            script.onerror = () => resolve('failed');
            document.head.append(script);
          }),
        url,
      );
      assert.equal(outcome, 'loaded');
      await context.close();
    });
  }
});
