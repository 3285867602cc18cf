/**
 * `npm run build`: compile the catalogs, bundle (ESM chunks, IIFE, fairness; the same again on
 * preact/compat into dist/lite/), emit the types.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { bin, run } from './run.mjs';

const started = Date.now();
rmSync('dist', { recursive: true, force: true });
for (const [cmd, args] of [
  [bin('lingui'), ['compile', '--typescript']],
  [bin('rollup'), ['-c', '--silent']],
  [bin('tsc'), ['-p', 'tsconfig.build.json']],
]) {
  const code = await run(cmd, args);
  if (code !== 0) process.exit(code);
}
// Brand icons, logos and download backgrounds, next to the chunks that reference them.
cpSync('assets', 'dist/assets', { recursive: true });
if (existsSync('dist/lite')) cpSync('assets', 'dist/lite/assets', { recursive: true });
console.log(`\nBuilt dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
