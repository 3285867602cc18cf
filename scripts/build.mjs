/**
 * `npm run build`: compile the catalogs, bundle (ESM chunks, IIFE, fairness; the same again on
 * preact/compat into dist/lite/), emit the types.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { bin, run } from './run.mjs';

const started = Date.now();
rmSync('dist', { recursive: true, force: true });
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
console.log(`\nBuilt dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
