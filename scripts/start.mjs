/**
 * `npm start`: the demo on the reference platform (PGlite under .data/, nothing else to install),
 * its first page fast on a fresh clone (issue 44). When dist/ is missing, stale (scripts/build-if-stale.mjs)
 * or left by the dev loop (`npm run dev` writes an unminified React-only build), it builds what the
 * demo pages load first — the catalogs and the React ESM build (`scripts/build.mjs --first`) —
 * starts serving, and builds the rest (IIFE, verifier, light and React-external builds, types,
 * dist/v{version}/) in the background at a lower priority (`--rest`, its output in
 * .cache/build-rest.log), so the platform answers while it runs. Until it ends, `?bundle=iife` and
 * `?bundle=lite` pages have no bundle yet; the stamp it writes last makes the build complete.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { staleBuild } from './build-if-stale.mjs';
import { bin, run } from './run.mjs';

const started = Date.now();
// The banner on the first line says "(development build)" for what `npm run dev` wrote.
const devBuild =
  existsSync('dist/ingame.js') &&
  readFileSync('dist/ingame.js', 'utf8').split('\n', 1)[0].includes('development build');
const reason = devBuild ? 'dist/ holds the dev loop’s build' : staleBuild();
let background = null;
if (reason) {
  console.log(`Building: ${reason}.`);
  const code = await run('node', ['scripts/build.mjs', '--first']);
  if (code !== 0) process.exit(code);
  mkdirSync('.cache', { recursive: true });
  const log = openSync('.cache/build-rest.log', 'w');
  background = spawn('node', ['scripts/build.mjs', '--rest'], { stdio: ['ignore', log, log] });
  // Below the platform and the browser: the page a newcomer opens comes first. Rollup's and tsc's
  // processes inherit it.
  try {
    setPriority(background.pid, 10);
  } catch {
    // Not allowed here (some containers): the same build, at the same priority.
  }
  console.log(
    `\nReact build ready in ${((Date.now() - started) / 1000).toFixed(1)} s; the other builds go on in the ` +
      'background (.cache/build-rest.log).',
  );
  background.on('exit', (code) =>
    console.log(
      code === 0
        ? `\n✓ Background build done (${((Date.now() - started) / 1000).toFixed(1)} s after start): dist/ is complete.`
        : `\n✗ The background build failed (exit ${code}): see .cache/build-rest.log, or run npm run build.`,
    ),
  );
} else {
  console.log('dist/ is up to date.');
}
// The demo: its pages, /__demo/* and the demo JWT secret (`npm run server` alone serves none of them).
// Ctrl-C reaches the background build too (same process group): a build stopped half-way leaves
// no stamp, so the next `npm start` builds again.
process.exit(await run(bin('tsx'), ['platform/server/main.ts'], { env: { INGAME_DEMO: '1' } }));
