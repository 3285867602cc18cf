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
import { chromium, type Browser, type Page } from 'playwright-core';
import axeCore from 'axe-core';
import type { AxeResults } from 'axe-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const axeSource = axeCore.source;
const ROOT = resolve('storybook-static');
if (!existsSync(join(ROOT, 'index.json')))
  throw new Error('storybook-static/ is missing: run `npm run build-storybook` before this test.');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}
const index = JSON.parse(readFileSync(join(ROOT, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
// INGAME_STORIES=<regex> checks only the matching story ids (while fixing a few).
const only = process.env.INGAME_STORIES ? new RegExp(process.env.INGAME_STORIES) : null;
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && (!only || only.test(e.id)));

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
 * How Chromium's re-check of msw's worker script begins when it fails: not a story's doing (it
 * failed once with a 404 that did not happen again in many runs, and once, stop 58's CI, as a play
 * function's unhandled error, "Not found"). Both the page's errors and the play function's drop it.
 */
const WORKER_RECHECK = 'Failed to update a ServiceWorker';

/**
 * Installed before Storybook's preview boots: listens on its channel and records how the story
 * ended. `storyRendered` comes after the play function (Storybook's StoryRender), so it means
 * "rendered and played". A string, not a function: tsx would wrap named functions in `__name()`,
 * which does not exist in the page.
 */
const WATCH_CHANNEL = `(() => {
  const result = { state: 'pending', storyId: null, error: undefined, phase: 'boot' };
  window.__storyResult = result;
  window.__resetStory = (storyId) => {
    result.state = 'pending';
    result.storyId = storyId;
    result.error = undefined;
    result.phase = 'selected';
  };
  const attach = (channel) => {
    window.__storyChannel = channel;
    channel.on('storyRenderPhaseChanged', (e) => {
      if (result.storyId !== null && e.storyId !== result.storyId) return;
      result.phase = e.newPhase;
      // The render's last phase is an end too: a fresh browser's first story under load reached it
      // twice with no storyRendered seen, and waited out its 20 s (stop 65's CI runs).
      if (e.newPhase === 'finished' && result.state === 'pending') result.state = 'done';
    });
    channel.on('storyRendered', (id) => {
      if (result.state === 'pending' && (result.storyId === null || id === result.storyId)) result.state = 'done';
    });
    for (const event of ['storyThrewException', 'playFunctionThrewException', 'storyErrored', 'storyMissing',
      'unhandledErrorsWhilePlaying']) {
      channel.on(event, (payload) => {
        if (result.state === 'error') return;
        // Not the story's doing when it is all there is (WORKER_RECHECK).
        if (event === 'unhandledErrorsWhilePlaying' && Array.isArray(payload) && payload.length > 0 &&
          payload.every((e) => String(e && e.message).startsWith(${JSON.stringify(WORKER_RECHECK)}))) return;
        result.state = 'error';
        result.error = (event + ': ' + JSON.stringify(payload)).slice(0, 2000);
      });
    }
  };
  // The preview creates its channel once its bundle ran; the story renders later still.
  const timer = setInterval(() => {
    if (!window.__STORYBOOK_ADDONS_CHANNEL__) return;
    clearInterval(timer);
    attach(window.__STORYBOOK_ADDONS_CHANNEL__);
  }, 5);
})();`;

interface StoryWindow {
  __storyResult: { state: 'pending' | 'done' | 'error'; error?: string; phase: string };
  __resetStory(storyId: string): void;
  __storyChannel?: { emit(event: string, payload: unknown): void };
}

/**
 * A preview page that stays open: the next story is selected on Storybook's channel (as its test
 * runner does) instead of loading the whole preview again. It counts the API requests in flight.
 */
class PreviewPage {
  errors: string[] = [];
  inflight = 0;
  lastActivity = Date.now();
  fresh = true;
  axeLoaded = false;
  /** The page's console errors and warnings of the current story (shown when it times out). */
  console: string[] = [];
  constructor(readonly page: Page) {
    page.on('pageerror', (e) => {
      // Everything but the worker's re-check counts (WORKER_RECHECK).
      if (!e.message.startsWith(WORKER_RECHECK)) this.errors.push(e.message);
    });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') this.console.push(`${m.type()}: ${m.text().slice(0, 300)}`);
    });
    const done = () => {
      this.inflight = Math.max(0, this.inflight - 1);
      this.lastActivity = Date.now();
    };
    page.on('request', (r) => {
      if (!new URL(r.url()).pathname.startsWith('/api/')) return;
      this.inflight++;
      this.lastActivity = Date.now();
    });
    page.on('requestfinished', (r) => new URL(r.url()).pathname.startsWith('/api/') && done());
    page.on('requestfailed', (r) => new URL(r.url()).pathname.startsWith('/api/') && done());
  }

  async show(base: string, story: IndexEntry): Promise<{ state: string; error?: string }> {
    const storyId = story.id;
    this.errors = [];
    this.console = [];
    this.inflight = 0;
    // A play function starts from a fresh page: user-event keeps pointer and keyboard state
    // between stories of one page, and a play could hang on the last story's leftovers.
    if (this.fresh || story.tags?.includes('play-fn')) {
      this.axeLoaded = false;
      // a11y.manual: the a11y addon's own axe run is skipped here; the test runs axe itself.
      await this.page.goto(`${base}/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
      await this.page.waitForFunction(() => Boolean((window as unknown as StoryWindow).__storyChannel));
      this.fresh = false;
    } else {
      await this.page.evaluate((id) => {
        const w = window as unknown as StoryWindow;
        w.__resetStory(id);
        w.__storyChannel!.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    }
    await this.page
      .waitForFunction(() => (window as unknown as StoryWindow).__storyResult.state !== 'pending', null, {
        timeout: 20_000,
      })
      .catch(async () => {
        const phase = await this.page.evaluate(() => (window as unknown as StoryWindow).__storyResult.phase);
        throw new Error(
          `the story did not finish within 20 s (last phase: ${phase})\n${this.console.slice(-8).join('\n')}`,
        );
      });
    return this.page.evaluate(() => ({ ...(window as unknown as StoryWindow).__storyResult }));
  }

  /** axe-core in the page (loaded once per page load), WCAG 2 A/AA, open shadow roots included. */
  async axe(): Promise<AxeResults> {
    if (!this.axeLoaded) {
      await this.page.addScriptTag({ content: axeSource });
      this.axeLoaded = true;
    }
    return this.page.evaluate(() =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(
        '#storybook-root',
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] },
      ),
    );
  }

  /** Until the mocked platform answered everything asked (a Loading story's request never ends: 2 s at most). */
  async settle(): Promise<void> {
    const until = Date.now() + 2000;
    while (Date.now() < until && (this.inflight > 0 || Date.now() - this.lastActivity < 150))
      await this.page.waitForTimeout(25);
  }
}

describe(`${stories.length} stories of storybook-static/`, { concurrency: 2 }, () => {
  let server: Server;
  let base: string;
  let browser: Browser;
  let newPage: () => Promise<Page>;
  const idle: PreviewPage[] = [];
  const started = Date.now();

  before(async () => {
    ({ server, base } = await serve());
    browser = await chromium.launch({ executablePath: findChromium({ shell: true }), args: CHROMIUM_ARGS });
    // "StorybookTestRunner" in the user agent: Storybook then pauses CSS animations instead of
    // waiting up to 5 s for them to end (its isTestEnvironment()).
    const probe = await browser.newPage();
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
    await probe.close();
    // A context (a window) per page: two pages of one window are a foreground and a background
    // tab, and the background one's timers are throttled (a play function then stalls).
    newPage = async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, userAgent });
      await context.addInitScript(WATCH_CHANNEL);
      return context.newPage();
    };
  });

  after(async () => {
    await browser?.close();
    server?.close();
    console.log(`# storybook: ${stories.length} stories checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  for (const story of stories) {
    it(`${story.title} › ${story.name}`, async () => {
      const preview = idle.pop() ?? new PreviewPage(await newPage());
      let healthy = false;
      try {
        const result = await preview.show(base, story);
        assert.equal(result.state, 'done', result.error);
        await preview.settle();
        assert.deepEqual(preview.errors, [], 'uncaught errors in the page');

        const axe = await preview.axe();
        const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        assert.deepEqual(
          serious.map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')} — ${v.nodes[0]?.failureSummary ?? ''}`,
          ),
          [],
          'serious or critical accessibility violations',
        );
        healthy = true;
      } finally {
        // A page whose story failed starts the next one from a fresh load.
        if (healthy) idle.push(preview);
        else await preview.page.context().close();
      }
    });
  }
});
