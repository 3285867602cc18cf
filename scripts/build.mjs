/**
 * `npm run build`: compile the catalogs, bundle (ESM chunks, IIFE, fairness; the same again on
 * preact/compat into dist/lite/), emit the types, then copy the bundle into dist/v{version}/ (the
 * CDN layout: a published version never changes, so an entry cached anywhere still finds its chunks).
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

const started = Date.now();
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const versioned = `v${version}`;
// A fresh dist/, except the versioned folders of other versions: like a CDN, they stay.
for (const entry of existsSync('dist') ? readdirSync('dist') : []) {
  if (!/^v\d/.test(entry) || entry === versioned) rmSync(join('dist', entry), { recursive: true, force: true });
}
const step = async (...runs) => {
  const codes = await Promise.all(runs.map(([cmd, args, env]) => run(cmd, args, { env })));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
};
const rollup = (flavour) => [bin('rollup'), ['-c', '--silent'], { INGAME_BUILD: flavour }];
// INGAME_BUILD=react builds only dist/ (the React build), e.g. to compare build times.
const flavours = process.env.INGAME_BUILD === 'react' ? ['react'] : ['react', 'lite', 'react-external'];
await step([bin('lingui'), ['compile', '--typescript']]);
// The React build, the light build (dist/lite/) and the React-external build (dist/react-external/)
// in parallel: one process each.
await step(...flavours.map(rollup));
await step([bin('tsc'), ['-p', 'tsconfig.build.json']]);
// `ingame-widgets/iife` (and `lite/iife`) outside a browser: the classic-script bundle defines its
// elements on `document` at once, which Node (server rendering, a test runner) has not. package.json
// gives the bundle to the `browser` condition and this empty module to everything else, so a
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
