/**
 * `npm run size`: gzip sizes of what each kind of page downloads, checked against budgets.json
 * (the one place they live, each with the reason for its figure). Exits 1 when a budget is exceeded.
 * A page's JS = its entry + every chunk reachable by static imports + the element chunks its
 * tags load + the English catalog (+ the marquee's early drawing where the page has a marquee). The light build (dist/lite/) is measured the same way, its
 * page kinds named "… (lite)" in budgets.json, and the React-external build (dist/react-external/)
 * too, "… (react-external)", without the React the host brings. Only `.js` files count (not the source maps), and only
 * dist/ and dist/lite/ (dist/v{version}/ is a byte-for-byte copy). Every figure it measures is
 * written to docs/sizes.json and the guides' marked figures are rewritten from it
 * (scripts/docs-sizes.mjs), so no size in the docs is typed by hand.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { VENDOR, syncDocs, writeMeasurement } from './docs-sizes.mjs';
import {
  APP_DOCUMENT,
  APP_PAGE,
  CLASSIC_LOBBY_MAX_RATIO,
  CLASSIC_LOBBY_PAGE,
  ELEMENT_PAGES,
  FAIRNESS_MODULE,
  IIFE_PAGE,
  LARGEST_CHUNK,
  LOBBY_PAGE,
} from './size-pages.mjs';

const DIST = 'dist';
if (!existsSync(join(DIST, 'ingame.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
// INGAME_SIZE_DECIMALS=2 prints two decimals: the figure a budget's reason quotes.
const kb = (bytes) => `${(bytes / 1024).toFixed(Number(process.env.INGAME_SIZE_DECIMALS ?? 1))} KB`;

/** Static imports only (`import … from "x"`, `import "x"`), not `import("x")`. */
function staticDeps(file) {
  const code = readFileSync(file, 'utf8');
  const deps = new Set();
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
    deps.add(normalize(join(dirname(file), m[1])));
  }
  return [...deps];
}

function closure(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticDeps(file));
  }
  return [...seen];
}

/** The page kinds of one build (dist/ or dist/lite/), each with the files it downloads. */
function pagesOf(DIST, suffix = '') {
  // JavaScript only: the hidden source maps beside the chunks (`x.js.map`) are never downloaded.
  // The full-page app's own build writes its chunks beside these, as `chunks/app~*.js`.
  const all = readdirSync(join(DIST, 'chunks')).filter((f) => f.endsWith('.js'));
  const chunks = all.filter((f) => !f.startsWith('app~')).map((f) => join(DIST, 'chunks', f));
  const appChunks = all.filter((f) => f.startsWith('app~')).map((f) => join(DIST, 'chunks', f));
  const catalog = (name, among = chunks) => among.find((f) => new RegExp(`/i18n-${name}-en-[\\w-]+\\.js$`).test(f));
  const english = (...names) => ['common', ...names].map((name) => catalog(name)).filter(Boolean);
  // One page kind per feature with elements, from the manifest (scripts/size-pages.mjs).
  // A page with a marquee also loads the entry's drawing of its first announcement, which the entry
  // imports itself (elements/marquee-early.ts: a dynamic import, so not in the static closure).
  const drawing = chunks.filter((f) => /\/marquee-early-[\w-]+\.js$/.test(f));
  // A page with a history loads the entry's ask for its first rounds the same way (history-early.ts).
  const firstRounds = chunks.filter((f) => /\/history-early-[\w-]+\.js$/.test(f));
  const pages = Object.fromEntries(
    ELEMENT_PAGES.map(({ name, tags, catalog }) => [
      `${name}${suffix}`,
      closure([
        join(DIST, 'ingame.js'),
        ...tags.map((t) => join(DIST, `elements/${t}.js`)),
        ...(tags.includes('ingame-marquee') ? drawing : []),
        ...(tags.includes('ingame-history') ? firstRounds : []),
        ...english(catalog),
      ]),
    ]),
  );
  // The classic scripts (the React-external build is ESM only: a classic script cannot import the
  // host's React): the loader imports ingame.js, so its lobby page is the ESM lobby page and the loader.
  const loader = join(DIST, 'ingame.iife.js');
  if (existsSync(loader)) pages[`${CLASSIC_LOBBY_PAGE}${suffix}`] = [loader, ...pages[`${LOBBY_PAGE}${suffix}`]];
  const bundle = join(DIST, 'ingame.bundle.iife.js');
  if (existsSync(bundle)) pages[`${IIFE_PAGE}${suffix}`] = [bundle];
  if (existsSync(join(DIST, 'elements/ingame-app.js'))) {
    pages[`${APP_PAGE}${suffix}`] = closure([join(DIST, 'elements/ingame-app.js'), ...english()]);
  }
  if (existsSync(join(DIST, 'app.js'))) {
    const texts = ['common', 'app', 'news', 'rankings'].map((name) => catalog(name, appChunks)).filter(Boolean);
    pages[`${APP_DOCUMENT}${suffix}`] = closure([join(DIST, 'app.js'), ...texts]);
  }
  return { chunks, pages };
}

const { chunks, pages } = pagesOf(DIST);
const elementFiles = readdirSync(join(DIST, 'elements'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => join(DIST, 'elements', f));
if (existsSync(join(DIST, 'fairness.js'))) pages[FAIRNESS_MODULE] = closure([join(DIST, 'fairness.js')]);
// The light build (dist/lite/, preact/compat, issue 18): the same page kinds, named "… (lite)".
const LITE = join(DIST, 'lite');
const lite = existsSync(join(LITE, 'ingame.js')) ? pagesOf(LITE, ' (lite)') : null;

// The React-external build (dist/react-external/, issue 26): the same pages minus React, which the
// host's bundle already has (bare `react`/`react-dom` imports are not followed), "… (react-external)".
const EXTERNAL = join(DIST, 'react-external');
const external = existsSync(join(EXTERNAL, 'ingame.js')) ? pagesOf(EXTERNAL, ' (react-external)') : null;

const vendor = chunks.filter((f) => /\/vendor-/.test(f));
const featureChunks = [...elementFiles, ...chunks.filter((f) => !vendor.includes(f) && !/\/i18n-/.test(f))];

// Budgets: budgets.json, one row per page kind (its name as printed below) with the reason for it.
const budgets = new Map(
  JSON.parse(readFileSync('budgets.json', 'utf8')).budgets.map(({ page, budgetKbGz }) => [page, budgetKbGz * 1024]),
);

let failed = 0;
/** KB gz by page kind: the measurement the docs quote (docs/sizes.json). */
const figures = {};
const check = (name, bytes) => {
  figures[name] = bytes / 1024;
  const budget = budgets.get(name);
  const over = budget !== undefined && bytes > budget;
  if (over) failed++;
  console.log(
    `${over ? '✗' : budget !== undefined ? '✓' : ' '} ${name.padEnd(44)} ${kb(bytes).padStart(9)}${budget !== undefined ? `  (budget ${kb(budget)})` : ''}`,
  );
};

console.log('Gzipped JavaScript per page kind:');
for (const [name, files] of Object.entries(pages))
  check(
    name,
    files.reduce((s, f) => s + gz(f), 0),
  );
if (lite) {
  console.log('\nLight build (dist/lite/, preact/compat):');
  for (const [name, files] of Object.entries(lite.pages))
    check(
      name,
      files.reduce((s, f) => s + gz(f), 0),
    );
  figures[`${VENDOR} (lite)`] = lite.chunks.filter((c) => /\/vendor-/.test(c)).reduce((s, f) => s + gz(f), 0) / 1024;
  for (const f of lite.chunks.filter((c) => /\/vendor-/.test(c)))
    console.log(`  ${f.padEnd(44)} ${kb(gz(f)).padStart(9)}`);
} else {
  console.error('\ndist/lite/ is missing: the light build was not built.');
  failed++;
}
if (external) {
  console.log("\nReact-external build (dist/react-external/, the host's React not counted):");
  for (const [name, files] of Object.entries(external.pages))
    check(
      name,
      files.reduce((s, f) => s + gz(f), 0),
    );
  figures[`${VENDOR} (react-external)`] =
    external.chunks.filter((c) => /\/vendor-/.test(c)).reduce((s, f) => s + gz(f), 0) / 1024;
  for (const f of external.chunks.filter((c) => /\/vendor-/.test(c)))
    console.log(`  ${f.padEnd(44)} ${kb(gz(f)).padStart(9)}`);
} else {
  console.error('\ndist/react-external/ is missing: the React-external build was not built.');
  failed++;
}
// Issue 45: a classic-script lobby loads at most 1.2× the ESM lobby (tests/e2e/lobby.test.ts measures
// the same in Chromium, from the network).
for (const suffix of ['', ' (lite)']) {
  const classic = figures[`${CLASSIC_LOBBY_PAGE}${suffix}`];
  const esm = figures[`${LOBBY_PAGE}${suffix}`];
  if (classic === undefined || esm === undefined) continue;
  const ratio = classic / esm;
  const over = ratio > CLASSIC_LOBBY_MAX_RATIO;
  if (over) failed++;
  console.log(
    `${over ? '✗' : '✓'} classic-script lobby / ESM lobby${suffix}: ${ratio.toFixed(3)}× (at most ${CLASSIC_LOBBY_MAX_RATIO}×)`,
  );
}
console.log('\nShared vendor chunk (React, r2wc, jotai, ofetch, Lingui, and the element runtime):');
figures[VENDOR] = vendor.reduce((s, f) => s + gz(f), 0) / 1024;
for (const f of vendor) console.log(`  ${f.padEnd(44)} ${kb(gz(f)).padStart(9)}`);
console.log('\nFeature chunks:');
const largest = Math.max(...featureChunks.map(gz));
for (const f of featureChunks.sort()) console.log(`  ${f.padEnd(44)} ${kb(gz(f)).padStart(9)}`);
check(LARGEST_CHUNK, largest);

if (budgets.size === 0) {
  console.error('\nNo budgets found in budgets.json.');
  process.exit(1);
}
// A budget whose page kind is not measured here would never be checked: a typo or a renamed page.
const measured = new Set([
  LARGEST_CHUNK,
  ...Object.keys(pages),
  ...Object.keys(lite?.pages ?? {}),
  ...Object.keys(external?.pages ?? {}),
]);
for (const name of budgets.keys()) {
  if (measured.has(name)) continue;
  console.error(`\n✗ budgets.json names "${name}", a page kind this script does not measure.`);
  failed++;
}
// The docs quote the last full measurement (all three builds), never a partial one.
if (lite && external) {
  writeMeasurement(figures);
  const rewritten = syncDocs();
  console.log(
    `\nMeasurement written to docs/sizes.json${rewritten.length ? `; sizes rewritten in ${rewritten.join(', ')}` : ''}.`,
  );
}
if (failed) {
  console.error(`\n${failed} budget(s) exceeded.`);
  process.exit(1);
}
console.log('\nAll budgets met.');
