/**
 * `npm start`: build the bundle when dist/ is missing or older than the sources, then serve the
 * demo on the reference platform (PGlite under .data/, nothing else to install).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = existsSync('dist/ingame.js') ? statSync('dist/ingame.js').mtimeMs : 0;
const sources = Math.max(...['src', 'elements', 'locales'].map(newest), statSync('rollup.config.mjs').mtimeMs);
if (built < sources) {
  const code = await run('node', ['scripts/build.mjs']);
  if (code !== 0) process.exit(code);
} else {
  console.log('dist/ is up to date.');
}
// The demo: its pages, /__demo/* and the demo JWT secret (`npm run server` alone serves none of them).
process.exit(await run(bin('tsx'), ['demo/server/main.ts'], { env: { INGAME_DEMO: '1' } }));
