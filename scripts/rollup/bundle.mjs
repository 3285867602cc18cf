/**
 * Runs rollup.config.mjs through Rollup's API instead of its command line (issue 44), so that:
 *  - one part of a flavour can be built alone: `esm` (the entry and element chunks every demo
 *    page loads), `app` (the full-page app's `app.js`), `iife`, `fairness`; `npm start` builds the
 *    React `esm` and `app` first and serves at once;
 *  - rebuilds reuse what did not change: each chunk's minified code is kept by the hash of its input
 *    (terser is half of a build), and for `npm start` Rollup's module cache per flavour and part
 *    (Babel's output), under .cache/rollup/.
 * A cache is only reused under the same key: NODE_ENV, the package's version and the hash of every
 * file that decides how a module is transformed (the Rollup config and its plugins, the Lingui
 * config, the installed packages); a changed source module is transformed again by Rollup itself
 * (it compares the loaded code with the cached one).
 *
 * Usage: `node scripts/rollup/bundle.mjs <react|lite|react-external> [esm,app,iife,fairness]` (all
 * parts of the flavour by default). scripts/build.mjs runs one process per flavour.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

const [flavour = 'react', partList] = process.argv.slice(2);
const wanted = partList ? partList.split(',') : null;
process.env.INGAME_BUILD = flavour;

const CACHE_DIR = '.cache/rollup';
const MINIFIED_DIR = join(CACHE_DIR, `minified-${flavour}`);
/** Files that change how a module is transformed or minified without changing the module itself. */
const KEY_FILES = [
  'rollup.config.mjs',
  'lingui.config.js',
  'features.mjs',
  'package.json',
  'node_modules/.package-lock.json',
  ...readdirSync('scripts/rollup').map((file) => `scripts/rollup/${file}`),
];
const key = createHash('sha256')
  .update(`${process.env.NODE_ENV ?? 'production'}\0${flavour}\0`)
  .update(
    KEY_FILES.filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\0'),
  )
  .digest('hex')
  .slice(0, 16);

const { rollup } = await import('rollup');
const { loadConfigFile } = await import('rollup/loadConfigFile');
const { options, warnings } = await loadConfigFile(resolve('rollup.config.mjs'));
warnings.flush();

/** Which part of a flavour a config of rollup.config.mjs builds. */
const partOf = (config) =>
  config.output[0].format === 'iife'
    ? 'iife'
    : 'fairness' in (config.input ?? {})
      ? 'fairness'
      : 'app' in (config.input ?? {})
        ? 'app'
        : 'esm';

const cachePrefix = `modules.${flavour}.`;
const cacheFile = join(CACHE_DIR, `${cachePrefix}${key}.json`);
/** Rollup's module caches of this flavour, by part (see below). */
let caches = {};
/**
 * Rollup's module cache is for `npm start`'s builds only (INGAME_ROLLUP_CACHE=1, set by
 * scripts/build.mjs --first/--rest): a build from it is the same code, but its chunks' export names
 * (and so their hashes) can come out other than a build without it makes, and the release build
 * must be the same bytes whatever ran before. The minified chunks are exact (terser gives the same
 * code the same output), so every build reuses them.
 */
const moduleCache = process.env.INGAME_ROLLUP_CACHE === '1';
try {
  if (moduleCache) caches = JSON.parse(readFileSync(cacheFile, 'utf8'));
} catch {
  // No cache yet (or one a stopped build left unreadable): everything is transformed.
}

const usedMinified = new Set();
/** terser's renderChunk, answered from .cache/rollup/minified/ when the same code was minified before. */
function cacheMinified(plugin) {
  const minify = plugin.renderChunk;
  plugin.renderChunk = async function (code, chunk, outputOptions, meta) {
    const id = createHash('sha256')
      .update(`${key}\0${outputOptions.format}\0${String(outputOptions.sourcemap)}\0`)
      .update(code)
      .digest('hex');
    usedMinified.add(id);
    const file = join(MINIFIED_DIR, `${id}.json`);
    if (existsSync(file)) {
      return JSON.parse(readFileSync(file, 'utf8'));
    }
    const result = await minify.call(this, code, chunk, outputOptions, meta);
    const map = result.map && typeof result.map !== 'string' ? JSON.parse(JSON.stringify(result.map)) : result.map;
    writeFileSync(`${file}.tmp`, JSON.stringify({ code: result.code, map }));
    renameSync(`${file}.tmp`, file);
    return result;
  };
}

mkdirSync(MINIFIED_DIR, { recursive: true });
const started = Date.now();
for (const config of options) {
  const part = partOf(config);
  if (wanted && !wanted.includes(part)) continue;
  for (const plugin of config.plugins ?? []) if (plugin?.name === 'terser') cacheMinified(plugin);
  // One cache per part, never shared between parts: Rollup keeps in it what one output made of a
  // module (its imports' side-effect flags under that build's `treeshake`, the names its variables
  // got), and the verifier's build has no `treeshake` option of its own.
  // The classic part has two inputs (the loader and the single-file bundle): one cache each.
  const slot = typeof config.input === 'string' ? `${part}:${config.input}` : part;
  const bundle = await rollup({ ...config, cache: caches[slot] });
  caches[slot] = bundle.cache;
  await Promise.all(config.output.map((output) => bundle.write(output)));
  await bundle.close();
}
// Renamed into place: a build stopped half-way never leaves half a cache.
if (moduleCache) {
  writeFileSync(`${cacheFile}.tmp`, JSON.stringify(caches));
  renameSync(`${cacheFile}.tmp`, cacheFile);
}

// Keep the caches small: a module cache of another key, and a minified chunk no build has used for
// a day, go.
const now = Date.now();
for (const file of readdirSync(CACHE_DIR))
  if (file.startsWith(cachePrefix) && join(CACHE_DIR, file) !== cacheFile) rmSync(join(CACHE_DIR, file));
for (const file of readdirSync(MINIFIED_DIR)) {
  const path = join(MINIFIED_DIR, file);
  if (usedMinified.has(file.replace(/\.json$/, ''))) utimesSync(path, new Date(), new Date());
  else if (now - statSync(path).mtimeMs > 86_400_000) rmSync(path, { force: true });
}
console.log(
  `Rollup ${flavour}${wanted ? ` (${wanted.join(', ')})` : ''}: ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
