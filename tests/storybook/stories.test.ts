/**
 * Every story of the built Storybook (`npm run build-storybook` → storybook-static/) in Debian's
 * Chromium: it must render without an error, its `play` function must pass, and axe (WCAG 2 A/AA,
 * open shadow roots included) must find no serious or critical violation. One test per story.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const ROOT = resolve('storybook-static');
if (!existsSync(join(ROOT, 'index.json')))
  throw new Error('storybook-static/ is missing: run `npm run build-storybook` before this test.');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const index = JSON.parse(readFileSync(join(ROOT, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** A static server for storybook-static/ (the service worker of msw needs http, not file:). */
function serve(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(ROOT, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(ROOT) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    // The bundle is fetched by every story's page: let the browser keep it.
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'max-age=3600',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      done({ server, base: `http://127.0.0.1:${port}` });
    }),
  );
}

/**
 * Installed before Storybook's preview boots: listens on its channel and records how the story
 * ended. `storyRendered` comes after the play function (Storybook's StoryRender), so it means
 * "rendered and played".
 */
function watchChannel() {
  const result: { state: 'pending' | 'done' | 'error'; error?: string } = { state: 'pending' };
  (window as unknown as { __storyResult: typeof result }).__storyResult = result;
  const fail = (event: string) => (payload: unknown) => {
    if (result.state === 'error') return;
    result.state = 'error';
    const detail = payload && typeof payload === 'object' ? JSON.stringify(payload) : String(payload);
    result.error = `${event}: ${detail}`.slice(0, 2000);
  };
  const attach = (channel: { on(event: string, listener: (payload: unknown) => void): void }) => {
    channel.on('storyRendered', () => {
      if (result.state === 'pending') result.state = 'done';
    });
    for (const event of [
      'storyThrewException',
      'playFunctionThrewException',
      'storyErrored',
      'storyMissing',
      'unhandledErrorsWhilePlaying',
    ])
      channel.on(event, fail(event));
  };
  let current: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set(channel) {
      current = channel;
      if (channel) attach(channel);
    },
  });
}

describe(`${stories.length} stories of storybook-static/`, { concurrency: 2 }, () => {
  let server: Server;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  const started = Date.now();

  before(async () => {
    ({ server, base } = await serve());
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await context.addInitScript(watchChannel);
  });

  after(async () => {
    await browser?.close();
    server?.close();
    console.log(`# storybook: ${stories.length} stories checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  for (const story of stories) {
    it(`${story.title} › ${story.name}`, async () => {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      try {
        // a11y.manual: the a11y addon's own axe run is skipped here; this test runs axe itself.
        await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
        await page.waitForFunction(
          () => (window as unknown as { __storyResult: { state: string } }).__storyResult.state !== 'pending',
          null,
          { timeout: 20_000 },
        );
        const result = await page.evaluate(
          () => (window as unknown as { __storyResult: { state: string; error?: string } }).__storyResult,
        );
        assert.equal(result.state, 'done', result.error);
        // Let the mocked platform answer (a Loading story's request never ends: then go on after 2 s).
        await page.waitForLoadState('networkidle', { timeout: 2000 }).catch(() => undefined);
        assert.deepEqual(pageErrors, [], 'uncaught errors in the page');

        const axe = await new AxeBuilder({ page })
          .include('#storybook-root')
          .withTags(['wcag2a', 'wcag2aa'])
          .analyze();
        const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        assert.deepEqual(
          serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          [],
          'serious or critical accessibility violations',
        );
      } finally {
        await page.close();
      }
    });
  }
});
