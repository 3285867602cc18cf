/** `npm run build`: compile the catalogs, bundle (ESM chunks, IIFE, fairness), emit the types. */
import { rmSync } from 'node:fs';
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
console.log(`\nBuilt dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
