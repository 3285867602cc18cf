/**
 * `npm start`: build the bundle when dist/ is missing, older than the sources or left by the dev
 * loop (`npm run dev` writes an unminified React-only build), then serve the demo on the reference
 * platform (PGlite under .data/, nothing else to install).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
// rollup.config.mjs and its plugins (scripts/rollup/) make the bundle too.
const sources = Math.max(
  ...['src', 'elements', 'locales', 'scripts/rollup'].map(newest),
  statSync('rollup.config.mjs').mtimeMs,
);
// The banner on the first line says "(development build)" for what `npm run dev` wrote.
const devBuild = built > 0 && readFileSync('dist/ingame.js', 'utf8').split('\n', 1)[0].includes('development build');
if (built < sources || devBuild) {
  const code = await run('node', ['scripts/build.mjs']);
  if (code !== 0) process.exit(code);
} else {
  console.log('dist/ is up to date.');
}
// The demo: its pages, /__demo/* and the demo JWT secret (`npm run server` alone serves none of them).
process.exit(await run(bin('tsx'), ['demo/server/main.ts'], { env: { INGAME_DEMO: '1' } }));
