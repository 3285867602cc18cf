/**
 * `npm run build`: compile the catalogs, bundle (ESM chunks, IIFE, fairness; the same again on
 * preact/compat into dist/lite/; the ESM again with React external into dist/react-external/), emit
 * the types, then copy the bundle into dist/v{version}/ (the CDN layout: a published version never
 * changes, so an entry cached anywhere still finds its chunks). The full release build.
 *
 * Two halves for `npm start` (issue 44: a first page in 45 s on a fresh clone):
 *  - `--first`: the catalogs and the React ESM builds (dist/ingame.js and dist/elements/, and the
 *    full-page app's dist/app.js: what the demo pages load), nothing else; dist/ has no build stamp afterwards, so nothing takes it as done;
 *  - `--rest`: everything else, into the same dist/ (no wipe), and the stamp last.
 * Rebuilds reuse what did not change: the minified chunks (and for npm start's halves Rollup's
 * module cache) are kept under .cache/rollup/ (scripts/rollup/bundle.mjs), and the type declarations are emitted again only when
 * a TypeScript source or the compiler's configuration changed (their hash in .cache/types-inputs).
 * INGAME_BUILD=react builds only dist/ (the React build), e.g. to compare build times.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

const started = Date.now();
const first = process.argv.includes('--first');
const rest = process.argv.includes('--rest');
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const versioned = `v${version}`;
const TYPES_INPUTS = '.cache/types-inputs';

const step = async (...runs) => {
  const codes = await Promise.all(runs.map(([cmd, args, env]) => run(cmd, args, { env })));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
};
/** One Rollup process per flavour (parts: esm, app, iife, fairness; all by default). */
const rollup = (flavour, parts) => [
  'node',
  ['scripts/rollup/bundle.mjs', flavour, ...(parts ? [parts] : [])],
  // npm start's halves reuse Rollup's module cache too (see scripts/rollup/bundle.mjs).
  first || rest ? { INGAME_ROLLUP_CACHE: '1' } : {},
];

/** What the declarations are made of (tsconfig.build.json's include, the compiler and its options). */
function typesInputsHash() {
  const sha = createHash('sha256');
  for (const file of ['tsconfig.json', 'tsconfig.build.json', 'node_modules/typescript/package.json'])
    sha.update(file).update(existsSync(file) ? readFileSync(file) : '');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:tsx?|d\.ts)$/.test(entry.name)) sha.update(`\0${path}\0`).update(readFileSync(path));
    }
  };
  for (const dir of ['elements', 'src', 'locales']) walk(dir);
  return sha.digest('hex');
}

/** tsc's declarations into dist/types/, unless the same inputs made the ones there. */
function declarations(hash) {
  const made = existsSync(TYPES_INPUTS) ? readFileSync(TYPES_INPUTS, 'utf8').trim() : '';
  if (made === hash && existsSync('dist/types/elements/index.d.ts')) {
    console.log('\nType declarations: no TypeScript source changed, dist/types/ kept.');
    return [];
  }
  rmSync('dist/types', { recursive: true, force: true });
  rmSync(TYPES_INPUTS, { force: true });
  return [[bin('tsc'), ['-p', 'tsconfig.build.json']]];
}

if (!rest) {
  // A fresh dist/, except the versioned folders of other versions (like a CDN, they stay) and the
  // type declarations (checked against their inputs below).
  for (const entry of existsSync('dist') ? readdirSync('dist') : []) {
    if ((!/^v\d/.test(entry) || entry === versioned) && entry !== 'types')
      rmSync(join('dist', entry), { recursive: true, force: true });
  }
  await step(['node', ['scripts/catalogs.mjs']]);
}
mkdirSync('.cache', { recursive: true });

if (first) {
  await step(rollup('react', 'esm,app'));
  cpSync('assets', 'dist/assets', { recursive: true });
  console.log(
    `\nBuilt the React ESM builds in ${((Date.now() - started) / 1000).toFixed(1)} s (npm start's first half).`,
  );
  process.exit(0);
}

const typesHash = typesInputsHash();
const flavours =
  process.env.INGAME_BUILD === 'react'
    ? [rollup('react', rest ? 'iife,fairness' : undefined)]
    : [rollup('react', rest ? 'iife,fairness' : undefined), rollup('lite'), rollup('react-external')];
// The flavours in parallel (one process each) and the declarations beside them.
await step(...flavours, ...declarations(typesHash));
if (existsSync('dist/types/elements/index.d.ts')) writeFileSync(TYPES_INPUTS, `${typesHash}\n`);

// `ingame-widgets/iife` (and `lite/iife`) outside a browser: the single-file classic bundle
// (`ingame.bundle.iife.js`; a bundler gets that one, not the loader `ingame.iife.js`, which finds
// `ingame.js` beside its own script tag) defines its elements on `document` at once, which Node
// (server rendering, a test runner) has not. package.json gives the bundle to the `browser`
// condition and this empty module to everything else, so a
// server-side import of a client entry renders nothing instead of throwing `document is not defined`.
const nodeStub = (entry) =>
  `/*! ${name} v${version} */\n` +
  `// ${entry} outside a browser: nothing to define without a document. Browsers get the bundle\n` +
  `// (the "browser" export condition); load it with a <script> tag or a client-only import.\n` +
  `export {};\n`;
writeFileSync('dist/iife.node.js', nodeStub('ingame-widgets/iife'));
if (existsSync('dist/lite')) writeFileSync('dist/lite/iife.node.js', nodeStub('ingame-widgets/lite/iife'));
// Brand icons, logos and download backgrounds, next to the chunks that reference them.
cpSync('assets', 'dist/assets', { recursive: true });
for (const flavour of ['dist/lite', 'dist/react-external'])
  if (existsSync(flavour)) cpSync('assets', `${flavour}/assets`, { recursive: true });
// dist/v{version}/: the same files, byte for byte, minus the hidden source maps (kept private,
// beside the unversioned copies) and the type declarations (for npm, not for a CDN).
for (const entry of readdirSync('dist')) {
  if (/^v\d/.test(entry) || entry === 'types') continue;
  cpSync(join('dist', entry), join('dist', versioned, entry), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
}
// Last: scripts/build-if-stale.mjs takes dist/ as up to date only when a build got this far.
writeFileSync('dist/.build-stamp', `${new Date().toISOString()}\n`);
console.log(`\nBuilt dist/ and dist/${versioned}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
