/**
 * The package as an operator's engineer gets it (issue 26): `npm pack` the built package, install the
 * tarball into two fresh host apps (tests/fixtures/react-host: React 19 + Vite + TypeScript on the
 * React-external build; tests/fixtures/vue-host: Vue 3 + Vite + TypeScript on the default build),
 * typecheck and build each with its own toolchain, import the package's entries in Node, and render
 * both pages in Chromium against the reference platform.
 *
 * The hosts' dependencies come from the npm registry (through npm's cache): installed once per run
 * into a temporary folder, the two hosts in parallel. The typechecks contain `@ts-expect-error`
 * probes (and `@vue-expect-error` in the Vue template, checked with strictTemplates against
 * `ingame-widgets/vue`), so they fail if the element types stop reaching a host. Runs after the build (`npm run test:e2e`
 * builds when dist/ is missing or stale); packs with its prepack check, which finds dist/ up to date.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { harnessForFile, waitForAnnouncement, type Harness } from './harness.ts';

const ROOT = resolve('.');
const HOSTS = ['react-host', 'vue-host'] as const;
type Host = (typeof HOSTS)[number];

/**
 * Runs a command; resolves with its output (standard output alone with `stdoutOnly`), rejects with
 * all of it (and the exit code) on failure.
 */
function sh(command: string, args: string[], cwd: string, stdoutOnly = false): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
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

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

let work: string;
let tarball: string;
let packedFiles: string[];
const hostDir = (host: Host) => join(work, host);
/**
 * Each host's steps, started in `before` (the two hosts side by side, each host's steps in order:
 * install, typecheck, build) and awaited by the tests that need them.
 */
interface Steps {
  install: Promise<unknown>;
  typecheck: Promise<unknown>;
  build: Promise<unknown>;
}
const steps = new Map<Host, Steps>();
const stepsOf = (host: Host) => steps.get(host)!;

before(async () => {
  assert.ok(existsSync('dist/ingame.js'), 'dist/ is missing: run `npm run build` (or `npm run test:e2e`) first');
  work = mkdtempSync(join(tmpdir(), 'ingame-package-'));
  const started = Date.now();
  // With its lifecycle scripts, as a release tool runs it: the prepack check (dist/ is up to date
  // here) writes to standard error, so the standard output is the JSON alone (issue 42).
  const [packed] = JSON.parse(await sh('npm', ['pack', '--json', '--pack-destination', work], ROOT, true)) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = join(work, packed!.filename);
  packedFiles = packed!.files.map((f) => f.path);
  console.log(`# packed ${packed!.filename} (${packedFiles.length} files) in ${seconds(started)}`);
  for (const host of HOSTS) {
    cpSync(join(ROOT, 'tests/fixtures', host), hostDir(host), { recursive: true });
    const manifest = JSON.parse(readFileSync(join(hostDir(host), 'package.json'), 'utf8'));
    manifest.dependencies['ingame-widgets'] = `file:${tarball}`;
    writeFileSync(join(hostDir(host), 'package.json'), JSON.stringify(manifest, null, 2));
    const timed = (name: string, args: string[]) => async () => {
      const since = Date.now();
      await sh('npm', args, hostDir(host));
      console.log(`# ${host}: ${name} in ${seconds(since)}`);
    };
    const install = timed('npm install', ['install', '--no-audit', '--no-fund', '--prefer-offline'])();
    const typecheck = install.then(timed('typecheck', ['run', 'typecheck']));
    const build = typecheck.then(timed('vite build', ['run', 'build']));
    // Awaited, and so reported, by the tests that need them.
    for (const step of [install, typecheck, build]) step.catch(() => {});
    steps.set(host, { install, typecheck, build });
  }
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const harness = harnessForFile();

describe('the packed tarball', () => {
  it('ships the bundle, its types, the manifests, README and LICENSE, and nothing else', () => {
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'custom-elements.json',
      'web-types.json',
      'vscode.html-custom-data.json',
      'dist/ingame.js',
      'dist/ingame.iife.js',
      'dist/iife.node.js',
      'dist/elements/ingame-marquee.js',
      'dist/fairness.js',
      'dist/lite/ingame.js',
      'dist/lite/ingame.iife.js',
      'dist/react-external/ingame.js',
      'dist/react-external/elements/ingame-marquee.js',
      'dist/types/elements/index.d.ts',
      'dist/types/elements/react.d.ts',
      'types/vue.d.ts',
      'types/svelte.d.ts',
    ])
      assert.ok(packedFiles.includes(file), `${file} is in the tarball`);
    const stray = packedFiles.filter(
      (f) =>
        !/^(package\.json|README\.md|LICENSE|custom-elements\.json|web-types\.json|vscode\.html-custom-data\.json|types\/(vue|svelte)\.d\.ts)$/.test(
          f,
        ) && !f.startsWith('dist/'),
    );
    assert.deepEqual(stray, [], 'only the bundle and its documents (no sources, tests, demo or stories)');
    assert.deepEqual(
      packedFiles.filter((f) => f.endsWith('.map') || /^dist\/v\d/.test(f) || f === 'dist/.build-stamp'),
      [],
      'no source maps (kept private), no CDN copy (dist/v…), no build stamp',
    );
  });

  it('is publishable: not private, no run-time dependencies, React only as an optional peer', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    assert.equal(manifest.private, undefined);
    assert.match(manifest.version, /^\d+\.\d+\.\d+(-[\w.]+)?$/);
    assert.equal(manifest.license, 'MIT');
    // dist/ bundles every library it runs; a host resolves nothing for it.
    assert.deepEqual(manifest.dependencies ?? {}, {});
    assert.deepEqual(Object.keys(manifest.peerDependencies).sort(), ['react', 'react-dom']);
    assert.equal(manifest.peerDependenciesMeta.react.optional, true);
    assert.equal(manifest.peerDependenciesMeta['react-dom'].optional, true);
  });

  it('every path package.json names is in the tarball', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    const targets = new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === 'string') targets.add(value.replace(/^\.\//, ''));
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk([manifest.types, manifest.customElements, manifest['web-types'], manifest.exports]);
    for (const target of targets) {
      const pattern = new RegExp(`^${target.replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`);
      assert.ok(
        packedFiles.some((f) => pattern.test(f)),
        `${target} (package.json) matches a file of the tarball`,
      );
    }
  });
});

describe('installed into a Vue 3 app (no React of its own)', () => {
  it('installs no run-time dependency: no React or Preact lands in the host', async () => {
    await stepsOf('vue-host').install;
    const modules = join(hostDir('vue-host'), 'node_modules');
    assert.ok(existsSync(join(modules, 'ingame-widgets/dist/ingame.js')));
    for (const name of ['react', 'react-dom', 'preact', 'jotai', '@lingui/core', '@r2wc/react-to-web-component'])
      assert.ok(!existsSync(join(modules, name)), `${name} is not installed with the package`);
  });

  it('imports in Node: the ESM entry, the fairness module, package.json, and the browser-only script entries', async () => {
    await stepsOf('vue-host').install;
    const script = `
      const entry = await import('ingame-widgets');
      const iife = await import('ingame-widgets/iife');
      const liteIife = await import('ingame-widgets/lite/iife');
      const fairness = await import('ingame-widgets/fairness');
      const { default: manifest } = await import('ingame-widgets/package.json', { with: { type: 'json' } });
      console.log(JSON.stringify({
        configure: typeof entry.configure,
        version: entry.version,
        iife: Object.keys(iife),
        liteIife: Object.keys(liteIife),
        fairness: Object.keys(fairness).length,
        manifestVersion: manifest.version,
      }));`;
    const output = await sh('node', ['--input-type=module', '-e', script], hostDir('vue-host'));
    const result = JSON.parse(output.trim().split('\n').pop()!);
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    assert.deepEqual(result, {
      configure: 'function',
      version,
      iife: [],
      liteIife: [],
      fairness: result.fairness,
      manifestVersion: version,
    });
    assert.ok(result.fairness > 0, 'the fairness verifier exports its functions');
  });

  it('typechecks (vue-tsc) and builds (vite)', async () => {
    await stepsOf('vue-host').typecheck;
    await stepsOf('vue-host').build;
    assert.ok(existsSync(join(hostDir('vue-host'), 'dist/index.html')));
  });
});

describe('installed into a React 19 app (React-external build)', () => {
  it('typechecks (tsc) and builds (vite)', async () => {
    await stepsOf('react-host').typecheck;
    await stepsOf('react-host').build;
    assert.ok(existsSync(join(hostDir('react-host'), 'dist/index.html')));
  });
});

/**
 * A built host app served at the platform's origin under `/__<host>/` (answered by the browser
 * context from the app's dist/), with a stand-in React DevTools hook that counts the React renderers
 * that register (each copy of react-dom registers one), and the gzipped size of every script loaded.
 */
async function openHost(h: Harness, host: Host) {
  const page = await h.page({ width: 390, height: 844 });
  const dist = join(hostDir(host), 'dist');
  const scripts = new Map<string, number>();
  await page.route(`**/__${host}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace(`/__${host}/`, '') || 'index.html';
    const file = join(dist, path);
    if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    if (file.endsWith('.js')) scripts.set(path, gzipSync(readFileSync(file), { level: 9 }).length);
    return route.fulfill({ path: file });
  });
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
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${h.base}/__${host}/index.html`);
  const weight = () => [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return {
    page,
    errors,
    weight,
    renderers: () => page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length),
  };
}

/** Picks Thai in the page's <ingame-language>; the host's own listener writes the locale into #locale. */
async function pickThai(page: Page) {
  await page.waitForFunction(() => document.querySelector('ingame-language')?.shadowRoot?.querySelector('select'));
  await page.evaluate(() => {
    const select = document.querySelector('ingame-language')!.shadowRoot!.querySelector('select')!;
    select.value = 'th';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.waitForFunction(() => document.querySelector('#locale')?.textContent === 'th', null, { timeout: 10_000 });
  await waitForAnnouncement(page, '#marquee', 10_000, /[\u0E00-\u0E7F]/);
}

describe('the host pages in Chromium, against the reference platform', () => {
  let h: Harness;
  before(async () => {
    h = await harness();
  });

  it('the React host renders the elements with its own React: one React on the page', async () => {
    await stepsOf('react-host').build;
    const host = await openHost(h, 'react-host');
    assert.equal(
      await waitForAnnouncement(host.page, '#marquee'),
      'Congratulations Ace***77 on winning ₱ 12,500.00 in Fortune Gems!',
    );
    await pickThai(host.page);
    assert.equal(await host.renderers(), 1, 'one react-dom registered: the elements render with the host’s React');
    console.log(`# react-host page: ${(host.weight() / 1024).toFixed(1)} KB of JavaScript (gzip)`);
    // The host's React and app are ≈ 69 KB of it; on the default build this page was 160 KB.
    assert.ok(host.weight() < 110 * 1024, `the React host page loads ${host.weight()} bytes of JavaScript`);
    assert.deepEqual(host.errors, []);
    await host.page.close();
  });

  it('the Vue host renders the elements and hears their events', async () => {
    await stepsOf('vue-host').build;
    const host = await openHost(h, 'vue-host');
    assert.equal(
      await waitForAnnouncement(host.page, '#marquee'),
      'Congratulations Ace***77 on winning ₱ 12,500.00 in Fortune Gems!',
    );
    await pickThai(host.page);
    console.log(`# vue-host page: ${(host.weight() / 1024).toFixed(1)} KB of JavaScript (gzip)`);
    assert.deepEqual(host.errors, []);
    await host.page.close();
  });
});
