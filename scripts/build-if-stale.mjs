/**
 * Builds dist/ (scripts/build.mjs) when it is missing or older than anything it is built from, so
 * `npm run test:e2e` and `npm pack` work on a fresh clone and after an edit, and skip the minute of
 * Rollup when nothing changed. The build writes `dist/.build-stamp` last: a build that failed
 * half-way leaves no stamp and is redone.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

export const BUILD_STAMP = 'dist/.build-stamp';
/** What the bundle, its types and its copied assets are made of. */
const INPUTS = [
  'src',
  'elements',
  'locales',
  'assets',
  'features.mjs',
  'lingui.config.js',
  'rollup.config.mjs',
  'scripts/rollup',
  'package.json',
  'tsconfig.build.json',
  'scripts/build.mjs',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return path.endsWith('.ts') && path.startsWith('locales') ? 0 : stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why dist/ must be rebuilt, or null when it is newer than every input. */
export function staleBuild() {
  if (!existsSync(BUILD_STAMP)) return 'dist/ has not been built (or its last build failed)';
  const built = statSync(BUILD_STAMP).mtimeMs;
  // The compiled catalogs (locales/**/*.ts) are outputs of the build, not inputs: skipped above.
  const changed = INPUTS.find((input) => newest(input) > built);
  return changed ? `${changed} changed since the last build` : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = staleBuild();
  if (reason) {
    // Standard error only: this is `npm pack`'s prepack, and `npm pack --json` prints JSON alone.
    console.error(`Building: ${reason}.`);
    process.exit(await run('node', ['scripts/build.mjs'], { quiet: true, toStderr: true }));
  }
  console.error('dist/ is up to date.');
}
