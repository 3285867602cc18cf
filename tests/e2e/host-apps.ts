/**
 * The host apps of tests/e2e/package.test.ts (the packed tarball in real React, Vue and Next
 * projects): running their toolchains, and opening their pages in Chromium with a count of the
 * React renderers that register (each copy of react-dom registers one) and of the JavaScript they
 * load (gzip level 9, as `npm run size` counts).
 */
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Harness } from './harness.ts';

const ENV = { ...process.env, npm_config_update_notifier: 'false', NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Runs a command; resolves with its output (standard output alone with `stdoutOnly`), rejects with
 * all of it (and the exit code) on failure.
 */
export function sh(command: string, args: string[], cwd: string, stdoutOnly = false): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: ENV });
    let output = '';
    let errors = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (stdoutOnly ? (errors += d) : (output += d)));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done(output)
        : fail(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}${errors}`)),
    );
  });
}

export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** `next start` of a built Next app on a free port; `stop` ends it (its process group). */
export async function startNext(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(join(dir, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: ENV,
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 150; tries++) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('next start did not answer within 30 s');
}

export interface OpenedHost {
  page: Page;
  /** Uncaught errors of the page. */
  errors: string[];
  /** Bytes of JavaScript loaded (gzip). */
  weight(): number;
  /** Resolves once the network is idle and every script loaded is counted. */
  idle(): Promise<void>;
  /** How many React renderers registered (one per copy of react-dom). */
  renderers(): Promise<number>;
}

/** A stand-in React DevTools hook that counts the renderers that register. */
async function countRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      setStrictMode() {},
    };
  });
}

const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;

interface OpenOptions {
  /** Runs before the page is opened (routes, init scripts). */
  before?: (page: Page) => Promise<void>;
}

/**
 * A built host app (its dist/) served at the platform's origin under `/__<name>/`, answered by the
 * browser context from the files; `file` is the page opened.
 */
export async function openBuiltHost(
  h: Harness,
  name: string,
  dist: string,
  { file = 'index.html', before }: OpenOptions & { file?: string } = {},
): Promise<OpenedHost> {
  const page = await h.page({ width: 390, height: 844 });
  const scripts = new Map<string, number>();
  await page.route(`**/__${name}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace(`/__${name}/`, '') || 'index.html';
    const target = join(dist, path);
    if (!existsSync(target)) return route.fulfill({ status: 404, body: 'not found' });
    if (target.endsWith('.js')) scripts.set(path, gz(readFileSync(target)));
    return route.fulfill({ path: target });
  });
  return open(page, `${h.base}/__${name}/${file}`, scripts, [], before);
}

/**
 * A host app served by its own server (`next start`), its `/api/` answered by the reference
 * platform (the page's configure() names `/api` on its own origin, as behind a proxy).
 */
export async function openServedHost(h: Harness, url: string, { before }: OpenOptions = {}): Promise<OpenedHost> {
  const page = await h.page({ width: 390, height: 844 });
  const scripts = new Map<string, number>();
  const counting: Promise<unknown>[] = [];
  await page.route(`${url}/api/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    return route.fulfill({ response: await route.fetch({ url: `${h.base}${pathname}${search}` }) });
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    counting.push(
      response.body().then(
        (body) => scripts.set(response.url(), gz(body)),
        () => {},
      ),
    );
  });
  return open(page, url, scripts, counting, before);
}

async function open(
  page: Page,
  url: string,
  scripts: Map<string, number>,
  counting: Promise<unknown>[],
  before: OpenOptions['before'],
): Promise<OpenedHost> {
  await countRenderers(page);
  await before?.(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return {
    page,
    errors,
    weight: () => [...scripts.values()].reduce((sum, size) => sum + size, 0),
    idle: async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(counting);
    },
    renderers: () => page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length),
  };
}

/** The marquee's call fails (HTTP 503): each marquee's first load ends in `ingame-error`. */
export async function failMarquee(page: Page) {
  await page.route('**/api/marquee/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ Code: 5003, Message: 'Feature under maintenance', Data: null }),
    }),
  );
  // Which elements sent it, heard on the window before any handler of the host's.
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { sent: string[] }).sent = sent;
    window.addEventListener('ingame-error', (event) => sent.push((event.target as Element).id), true);
  });
}

const FRAMEWORKS = 'docs/frameworks.md';

/**
 * docs/frameworks.md states each host page's weight between `<!-- host-kb:NAME -->` and
 * `<!-- /host-kb -->` (npm run size cannot measure a host's own bundle): this run's figure must be
 * within 1 KB of it. `INGAME_HOST_SIZES=write` rewrites the figure instead.
 */
export function checkDocumentedWeight(name: string, bytes: number) {
  const marker = new RegExp(`(<!-- host-kb:${name} -->)([\\d.]+) KB(<!-- /host-kb -->)`, 'g');
  const text = readFileSync(FRAMEWORKS, 'utf8');
  const measured = (bytes / 1024).toFixed(1);
  if (process.env.INGAME_HOST_SIZES === 'write') {
    writeFileSync(FRAMEWORKS, text.replace(marker, `$1${measured} KB$3`));
    return;
  }
  const stated = [...text.matchAll(marker)].map((m) => Number(m[2]));
  assert.ok(stated.length > 0, `${FRAMEWORKS} states the ${name} page's weight (host-kb:${name})`);
  for (const kb of stated)
    assert.ok(
      Math.abs(kb - bytes / 1024) <= 1,
      `${FRAMEWORKS} says ${kb} KB for the ${name} page; this run measured ${measured} KB ` +
        '(INGAME_HOST_SIZES=write npm run test:e2e -- … rewrites it)',
    );
}
