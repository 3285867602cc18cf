/**
 * `npm run build`: compile the catalogs, bundle (ESM chunks, IIFE, fairness; the same again on
 * preact/compat into dist/lite/), emit the types, then copy the bundle into dist/v{version}/ (the
 * CDN layout: a published version never changes, so an entry cached anywhere still finds its chunks).
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

const started = Date.now();
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
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
const flavours = process.env.INGAME_BUILD === 'react' ? ['react'] : ['react', 'lite'];
await step([bin('lingui'), ['compile', '--typescript']]);
// The React build and the light build (dist/lite/) in parallel: two processes, two cores.
await step(...flavours.map(rollup));
await step([bin('tsc'), ['-p', 'tsconfig.build.json']]);
// Brand icons, logos and download backgrounds, next to the chunks that reference them.
cpSync('assets', 'dist/assets', { recursive: true });
if (existsSync('dist/lite')) cpSync('assets', 'dist/lite/assets', { recursive: true });
// dist/v{version}/: the same files, byte for byte, minus the hidden source maps (kept private,
// beside the unversioned copies) and the type declarations (for npm, not for a CDN).
for (const entry of readdirSync('dist')) {
  if (/^v\d/.test(entry) || entry === 'types') continue;
  cpSync(join('dist', entry), join('dist', versioned, entry), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
}
console.log(`\nBuilt dist/ and dist/${versioned}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
