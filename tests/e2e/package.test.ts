/**
 * The package as an operator's engineer gets it (issues 26, 42): `npm pack` the built package,
 * install the tarball into fresh host apps — tests/fixtures/react-host (React 19 + Vite +
 * TypeScript on `ingame-widgets/react` and the React-external build: a client-rendered page, and a
 * page server-rendered with react-dom/server and hydrated), tests/fixtures/vue-host (Vue 3 + Vite +
 * TypeScript on the default build), tests/fixtures/svelte-app (Svelte 5 + Vite, svelte-check), and
 * by turns (HOSTS, below) tests/fixtures/next-host (Next.js 16 App Router: `next build`, `next
 * start`) or tests/fixtures/angular-host (Angular 21, standalone and zoneless, strict templates;
 * Angular 22 needs Node 22) — typecheck and build each with its own toolchain, import the package's
 * entries in Node, and render the pages in Chromium against the reference platform (host-apps.ts).
 *
 * The hosts' dependencies come from the npm registry (through npm's cache): installed once per run
 * into a temporary folder, the hosts in parallel. The typechecks contain `@ts-expect-error`
 * probes (and `@vue-expect-error` in the Vue template, checked with strictTemplates against
 * `ingame-widgets/vue`), so they fail if the element types stop reaching a host. Runs after the build (`npm run test:e2e`
 * builds when dist/ is missing or stale); packs with its prepack check, which finds dist/ up to date.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { harnessForFile, waitForAnnouncement, type Harness } from './harness.ts';
import {
  checkDocumentedWeight,
  failMarquee,
  openBuiltHost,
  openServedHost,
  seconds,
  sh,
  startNext,
} from './host-apps.ts';
import { sampleCells } from './matrix.ts';

const ROOT = resolve('.');
type Host = 'react-host' | 'vue-host' | 'next-host' | 'angular-host' | 'svelte-app';
/**
 * The hosts this run builds. Next and Angular are the heaviest (installs of 270 MB or more, `next
 * build`, `ng build`): alone on the machine this file took 252 s of CPU with all five hosts, 143 s
 * with Angular and not Next, 124 s with Next and not Angular (stop 77). So a run takes one of the
 * two, by turns by the UTC day (tests/e2e/matrix.ts): each is built every other day of CI, and
 * `npm run test:full` builds all five. React, Vue and Svelte are built on every run.
 */
const HOSTS: readonly Host[] = [
  'react-host',
  'vue-host',
  'svelte-app',
  ...sampleCells<Host>(['next-host', 'angular-host'], 1),
];
const runs = (host: Host) => HOSTS.includes(host);
console.log(`# package: hosts ${HOSTS.join(', ')} (Next and Angular by turns; INGAME_FULL_MATRIX=1 for all)`);

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
    const builder = { 'next-host': 'next build', 'angular-host': 'ng build' }[host as string] ?? 'vite build';
    const build = typecheck.then(timed(builder, ['run', 'build']));
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
      'dist/ingame.bundle.iife.js',
      'dist/lite/ingame.bundle.iife.js',
      'dist/iife.node.js',
      'dist/elements/ingame-marquee.js',
      'dist/fairness.js',
      'dist/app.js',
      'dist/app-early.js',
      'dist/lite/app.js',
      'dist/lite/app-early.js',
      'dist/lite/ingame.js',
      'dist/lite/ingame.iife.js',
      'dist/react-external/ingame.js',
      'dist/react-external/elements/ingame-marquee.js',
      'dist/react-external/react.js',
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

describe('installed into React 19 (React-external build), Angular 21 and Svelte 5 apps (strict)', () => {
  for (const host of (['react-host', 'angular-host', 'svelte-app'] as const).filter(runs))
    it(`${host}: typechecks (its own checker, with @ts-expect-error probes) and builds`, async () => {
      await stepsOf(host).typecheck;
      await stepsOf(host).build;
      assert.ok(existsSync(join(hostDir(host), 'dist/index.html')));
    });
});

const openHost = (h: Harness, host: Host, options?: Parameters<typeof openBuiltHost>[3]) =>
  openBuiltHost(h, host, join(hostDir(host), 'dist'), options);

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

  it("a server-rendered, hydrated React page: the component's handler hears the first load, the bare tag's does not", async () => {
    await stepsOf('react-host').build;
    const dir = hostDir('react-host');
    // The server's half, as an SSR host runs it: react-dom/server in Node, on the host's React.
    const script = "const { render } = await import('./dist-ssr/ssr.js'); process.stdout.write(render());";
    const markup = await sh('node', ['--input-type=module', '-e', script], dir, true);
    for (const id of ['component', 'plain'])
      assert.match(markup, new RegExp(`<ingame-marquee id="${id}" interval="3000"></ingame-marquee>`));
    const shell = join(dir, 'dist/hydrate.html');
    writeFileSync(shell, readFileSync(shell, 'utf8').replace('<!--ssr-->', markup));
    const host = await openHost(h, 'react-host', { file: 'hydrate.html', before: failMarquee });
    // Both marquees send ingame-error for their failed first load …
    await host.page.waitForFunction(
      () => ['component', 'plain'].every((id) => (window as unknown as { sent: string[] }).sent.includes(id)),
      null,
      { timeout: 15_000 },
    );
    const heard = await host.page.evaluate(() => (window as { heard?: Record<string, unknown[]> }).heard ?? {});
    // … the component's handler hears its own (attached through a ref) …
    assert.deepEqual(heard.component, [5003], 'the handler of <IngameMarquee> fires after hydration');
    // … and React 19 left the bare tag's `oningame-error` unattached: hydration does not add it.
    assert.equal(heard.plain, undefined, 'a hydrated <ingame-marquee oningame-error> hears nothing (issue 42)');
    assert.equal(await host.renderers(), 1, 'one react-dom: the components and elements run on the host’s React');
    assert.deepEqual(host.errors, []);
    await host.page.close();
    // The page as a player gets it (the platform up): what it loads, measured once it is idle.
    const page = await openHost(h, 'react-host', { file: 'hydrate.html' });
    assert.match(await waitForAnnouncement(page.page, '#component'), /Congratulations/);
    await page.idle();
    console.log(`# react-host hydrated marquee page: ${(page.weight() / 1024).toFixed(1)} KB of JavaScript (gzip)`);
    checkDocumentedWeight('react-vite', page.weight());
    assert.equal(await page.renderers(), 1);
    assert.deepEqual(page.errors, []);
    await page.page.close();
  });

  if (runs('next-host'))
    it('the Next App Router host (next start): the handler hears the first load, on one React', async () => {
      await stepsOf('next-host').build;
      const next = await startNext(hostDir('next-host'));
      try {
        const html = await (await fetch(next.url)).text();
        assert.match(html, /<ingame-marquee id="marquee" interval="4000"><\/ingame-marquee>/, 'server-rendered');
        assert.match(html, /<ingame-marquee id="from-server" interval="4000">/, 'a server component renders one too');
        const host = await openServedHost(h, next.url, { before: failMarquee });
        // The host's handler (React state, shown in #heard) hears the failed first load.
        await host.page.waitForFunction(() => document.querySelector('#heard')?.textContent?.startsWith('5003'), null, {
          timeout: 20_000,
        });
        assert.equal(await host.renderers(), 1, 'one react-dom: Next’s own');
        assert.deepEqual(host.errors, []);
        await host.page.close();
        // The page as a player gets it (the platform up), measured once it is idle.
        const page = await openServedHost(h, next.url);
        assert.match(await waitForAnnouncement(page.page, '#marquee'), /Congratulations/);
        await page.idle();
        console.log(`# next-host marquee page: ${(page.weight() / 1024).toFixed(1)} KB of JavaScript (gzip)`);
        checkDocumentedWeight('next', page.weight());
        assert.equal(await page.renderers(), 1);
        assert.deepEqual(page.errors, []);
        await page.page.close();
      } finally {
        next.stop();
      }
    });

  // The hosts' own listeners: Vue's `@ingame-language-change`, Angular's `(ingame-language-change)`,
  // Svelte's `oningame-language-change`.
  const NAMES = { 'vue-host': 'Vue', 'angular-host': 'Angular', 'svelte-app': 'Svelte' } as const;
  for (const name of (['vue-host', 'angular-host', 'svelte-app'] as const).filter(runs))
    it(`the ${NAMES[name]} host renders the elements and hears their events`, async () => {
      await stepsOf(name).build;
      const host = await openHost(h, name);
      assert.equal(
        await waitForAnnouncement(host.page, '#marquee'),
        'Congratulations Ace***77 on winning ₱ 12,500.00 in Fortune Gems!',
      );
      await pickThai(host.page);
      console.log(`# ${name} page: ${(host.weight() / 1024).toFixed(1)} KB of JavaScript (gzip)`);
      assert.deepEqual(host.errors, []);
      await host.page.close();
    });
});
