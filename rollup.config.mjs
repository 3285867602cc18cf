/**
 * Four builds, each made twice: with React (dist/) and light, on preact/compat (dist/lite/,
 * issue 18: the same sources and entry names, `react`, `react-dom`, `react-dom/client` and the JSX
 * runtime aliased to preact/compat); plus the ESM build once more for React hosts
 * (dist/react-external/, issue 26): React's modules left as bare imports the host's bundler
 * resolves to the host's own React 19, so a React page loads one React, not two:
 *  - ESM (dist/ingame.js + dist/elements/<tag>.js): one entry chunk per element plus shared
 *    chunks; the vendor runtime (React, r2wc, jotai, ofetch, Lingui core) and the element runtime
 *    are one named chunk.
 *  - Classic script: dist/ingame.iife.js, a loader that imports the ESM entry beside it (a
 *    classic-script page loads what the ESM page loads, issue 45), and dist/ingame.bundle.iife.js,
 *    everything in one file for a CDN that cannot answer module scripts with CORS.
 *  - The full-page app's document: dist/app-early.js (its session and first data) and dist/app.js
 *    (the shell and its first page), its other pages in `chunks/app~*.js` (`appBundle` below).
 *  - dist/fairness.js: the framework-free fairness verifier for Node and browsers (React build only:
 *    it has no React in it).
 * INGAME_BUILD=react (dist/ and fairness), INGAME_BUILD=lite (dist/lite/) or
 * INGAME_BUILD=react-external (dist/react-external/) builds one flavour; scripts/build.mjs runs
 * them in parallel (one process each).
 * Every file starts with a banner naming the package and its version, and has a hidden source map
 * beside it (`x.js.map`, not referenced from `x.js`: the maps are for reading logged stacks, not
 * for the public). `npm run dev` (NODE_ENV=development, Rollup watch) skips the minifier, references
 * its maps, and removes the chunks a rebuild left behind.
 */
import babel from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ELEMENT_TAGS } from './features.mjs';
import { alias } from './scripts/rollup/alias.mjs';
import { cssInline } from './scripts/rollup/css-inline.mjs';
import { parallelImports } from './scripts/rollup/parallel-imports.mjs';
import { pruneStaleChunks } from './scripts/rollup/prune-stale-chunks.mjs';
import { clientDirective } from './scripts/rollup/client-directive.mjs';
import { compileHints } from './scripts/rollup/compile-hints.mjs';
import { tsExtensions } from './scripts/rollup/ts-extensions.mjs';

const extensions = ['.ts', '.tsx', '.mjs', '.js'];
const production = process.env.NODE_ENV !== 'development';
const { name: packageName, version: packageVersion } = JSON.parse(readFileSync('package.json', 'utf8'));
/** The first line of every emitted file; scripts/start.mjs rebuilds a dist/ marked as a development build. */
const banner = `/*! ${packageName} v${packageVersion}${production ? '' : ' (development build)'} */`;
/** Hidden in production (maps beside the files, unreferenced); referenced in the dev loop. */
const sourcemap = production ? 'hidden' : true;

/** The light build's aliases: React's module names → preact/compat (`react` through src/lite/react.js). */
const LITE_ALIASES = {
  react: fileURLToPath(new URL('./src/lite/react.js', import.meta.url)),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};
/**
 * Both builds: ofetch's two dependencies (`ufo`, `destr`: 2.4 KB gz on every page) → the few lines
 * of them the client's one way of calling ofetch uses (src/shims; Vitest aliases them too).
 */
const SHIM_ALIASES = {
  ufo: fileURLToPath(new URL('./src/shims/ufo.ts', import.meta.url)),
  destr: fileURLToPath(new URL('./src/shims/destr.ts', import.meta.url)),
};

/**
 * Babel's output by module and code, shared by every part a Rollup process builds (scripts/rollup/
 * bundle.mjs: the ESM, the app, the two classic inputs and the verifier each transformed every
 * source module again). The same options and input give the same output, so the bytes built are
 * the same; a cold React build's CPU time went from 122–133 s to 108–116 s (two runs each).
 */
const babelOutputs = new Map();
function babelOnce(options) {
  const plugin = babel(options);
  const hook = plugin.transform;
  const transform = typeof hook === 'function' ? hook : hook.handler;
  return {
    ...plugin,
    transform: {
      ...(typeof hook === 'function' ? {} : hook),
      handler(code, id) {
        const key = `${id}\0${code}`;
        if (!babelOutputs.has(key)) babelOutputs.set(key, transform.call(this, code, id));
        return babelOutputs.get(key);
      },
    },
  };
}

const plugins = ({ lite = false, app = false } = {}) => [
  tsExtensions(),
  alias('shims', SHIM_ALIASES),
  lite && alias('preact-alias', LITE_ALIASES),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __INGAME_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version),
    },
  }),
  cssInline(),
  nodeResolve({ extensions, browser: true }),
  commonjs(),
  babelOnce({
    babelHelpers: 'bundled',
    extensions,
    exclude: /node_modules/,
    presets: [
      ['@babel/preset-typescript', { allowDeclareFields: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
    ],
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: production }]],
  }),
  production &&
    terser({
      ecma: 2020,
      module: true,
      toplevel: true,
      // The banner goes in as terser's preamble: Rollup's `output.banner` is added before the
      // minifier runs, and `comments: false` would strip it.
      format: { comments: false, preamble: banner },
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
    }),
  parallelImports(),
  pruneStaleChunks(app ? APP_CHUNKS : null, APP_CHUNKS),
];

/** What every output shares: the banner (unminified builds; terser writes it otherwise) and the maps. */
const outputCommon = { banner: production ? undefined : banner, sourcemap };

/**
 * The typed contract and its reader combinators are declarations: a module there runs nothing a
 * page needs unless the page uses one of its exports. Telling Rollup so keeps each feature's
 * response readers (their nested `obj(...)`/`oneOf(...)` calls look like side effects) out of the
 * shared runtime chunk: `contract/index.ts` re-exports every feature's module.
 */
const treeshake = { moduleSideEffects: (id) => !/\/src\/api\/(contract\/[\w-]+|read)\.ts$/.test(id) };

const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

// One entry per element of the feature manifest (features.mjs).
const elementEntries = Object.fromEntries(ELEMENT_TAGS.map((tag) => [`elements/${tag}`, `elements/${tag}.ts`]));

/** A compiled catalog module: `locales/<locale>/<catalog>.ts`. */
const CATALOG_MODULE = /locales\/([\w-]+)\/([\w-]+)\.ts$/;
const catalogHashes = new Map();

/**
 * One hash for all the locales of a catalog: of every locale's compiled texts and the banner
 * (package, version, development or not), so a text changed in any language renames all 17 files. A catalog's loader table (in the
 * runtime for the shared catalog, in each feature's chunk for its own) names 17 files; with one hash
 * it repeats and compresses, with 17 content hashes it does not: 0.15 KB gz per table (issue 30).
 */
function catalogHash(catalog) {
  let hash = catalogHashes.get(catalog);
  if (!hash) {
    const sha = createHash('sha256').update(banner);
    for (const locale of readdirSync('locales').sort()) {
      const file = `locales/${locale}/${catalog}.ts`;
      if (existsSync(file)) sha.update(`${locale}\0`).update(readFileSync(file));
    }
    hash = sha.digest('base64url').slice(0, 8);
    catalogHashes.set(catalog, hash);
  }
  return hash;
}

/**
 * The full-page app's build writes its chunks beside the elements' build's, under this prefix
 * (`chunks/app~vendor-….js` is not the elements' `chunks/vendor-….js`): the same folder, so the
 * bundle's own pictures (`assets/`) and its root resolve the same from both builds' chunks.
 */
const APP_CHUNKS = 'app~';

/** `chunks/[name]-[hash].js`, the catalogs' chunks with their catalog's one hash. */
function chunkFileName(chunk) {
  const catalog = chunk.moduleIds.map((id) => CATALOG_MODULE.exec(id)).find(Boolean);
  return catalog ? `chunks/[name]-${catalogHash(catalog[2])}.js` : 'chunks/[name]-[hash].js';
}

const VENDOR = /node_modules\/(react|preact|react-dom|scheduler|@r2wc|jotai|ofetch|@lingui|jwt-decode)\//;

/**
 * The element runtime and the two modules every feature element loads beside it (its scope and the
 * resource atoms): in the vendor chunk, one file with React & co. (issue 30: three files became
 * one; stop 52: that one joined the vendor chunk, which every page loads with it; a lobby page makes
 * six requests before its first text, one round on HTTP/1.1's six connections: light build at CPU
 * x1 1.36x -> 1.16x the reference, 0.45 / 0.8 KB gz smaller). Rollup puts a manual chunk's static
 * imports in it too, so the runtime imports the contract's files it needs and never its barrel
 * (`api/contract/index.ts`), whose re-exports would bring every feature's readers along.
 */
const RUNTIME = /\/(elements\/runtime\.ts|src\/ui\/feature-scope\.tsx|src\/state\/resource\.ts)$/;
/**
 * The contract's files the runtime imports, named for the vendor chunk too: a kit that imports one
 * of them (HISTORY_KIT's readers import the settings' game family) would otherwise take it, and the
 * vendor chunk would import that kit on every page.
 */
const RUNTIME_CONTRACT = /\/src\/api\/contract\/(common|endpoints|settings|session)\.ts$/;

/**
 * Two kits of small modules most feature elements share (issue 45, stop 51): the player's formats
 * (numbers, money, times, the clock) and the UI's small pieces (spinner, loading and retry states,
 * grouped errors, pictures). Rollup made a file of each (one per combination of the elements
 * using it): a history page loaded 10 of them, 0.2-0.7 KB each, and the app's first screen 12. On
 * HTTP/1.1 (six connections) every six files cost a round trip; as two files, the history page
 * loads 12 files instead of 17 and the app's first screen 2.15x -> 1.97x the reference at CPU x1.
 * A page pays for the rest of a kit it uses part of (fairness +0.15 KB, install +0.9 KB); one
 * kit was faster still but put +1.4-2.3 KB on the pages that use little of it (docs/performance.md).
 */
const FORMAT_KIT = /\/src\/(core\/(format|currency|schedule)\.ts|ui\/(use-player-format|use-player-time|use-now)\.ts)$/;
/**
 * The history's readers and the games' display rules (stop 80): one file, not two of 0.4 KB. A
 * lobby's history page asked for 12 files and 3 calls before its first page of rounds could go; on
 * HTTP/1.1's six connections that call queued behind the last of them for a round trip.
 */
const HISTORY_KIT = /\/src\/(api\/contract\/(history|history-rounds)\.ts|core\/games\.ts)$/;
const UI_KIT =
  /\/src\/ui\/(spinner\.tsx|spinner\.css\?inline|loaded\.tsx|loaded\.css\?inline|img\.tsx|image-candidates\.ts|retry-text\.tsx|error-group\.tsx)$/;

/**
 * The lobby's first announcement before React (issue 45, elements/marquee-early.ts): the drawing
 * and its own copy of the base sheet in one small chunk that only the entry asks for (so a host's
 * bundle, where nothing is drawn early, never loads it), and the marquee's template code and
 * stylesheet in a kit that the drawing and the element's file both import. Neither imports the
 * vendor chunk, so the drawing runs as soon as the marquee's two early calls have answered.
 */
const MARQUEE_EARLY = /\/(elements\/marquee-early\.ts|src\/ui\/base\.css\?inline&copy)$/;
const MARQUEE_KIT = /\/(src\/features\/marquee\/(marquee-template\.ts|marquee\.css\?inline)|src\/core\/color\.ts)$/;

/**
 * ESM (entry + element chunks), the whole bundle as one IIFE and the classic loader of one flavour,
 * into `dir`; `hint`: Chrome's compile hint on the ESM chunks (scripts/rollup/compile-hints.mjs).
 */
const bundles = (dir, lite, { hint = production } = {}) => [
  {
    input: { ingame: 'elements/index.ts', ...elementEntries },
    output: {
      ...outputCommon,
      dir,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkFileName,
      manualChunks(id) {
        if (
          VENDOR.test(id) ||
          id === LITE_ALIASES.react ||
          /\/src\/shims\//.test(id) ||
          RUNTIME.test(id) ||
          RUNTIME_CONTRACT.test(id)
        )
          return 'vendor';
        if (MARQUEE_EARLY.test(id)) return 'marquee-early';
        if (MARQUEE_KIT.test(id)) return 'marquee-kit';
        if (FORMAT_KIT.test(id)) return 'format-kit';
        if (UI_KIT.test(id)) return 'ui-kit';
        if (HISTORY_KIT.test(id)) return 'history-kit';
        // Light build: nothing on a lobby page is CommonJS (React is, so the React build keeps
        // Rollup's interop helpers in its vendor chunk); they go with the chunks that need them.
        if (lite && id === '\0commonjsHelpers.js') return 'cjs-helpers';
        const catalog = CATALOG_MODULE.exec(id);
        if (catalog) return `i18n-${catalog[2]}-${catalog[1]}`;
        return undefined;
      },
    },
    // The compile hint on the chunks a page runs as it opens (ESM only: the one-file classic bundle
    // holds every feature, most of which a page never calls).
    plugins: [...plugins({ lite }), hint && compileHints()],
    treeshake,
    onwarn,
  },
  {
    input: 'elements/all.ts',
    output: {
      ...outputCommon,
      file: `${dir}/ingame.bundle.iife.js`,
      format: 'iife',
      name: 'ingameBundle',
      inlineDynamicImports: true,
    },
    plugins: plugins({ lite }),
    treeshake,
    onwarn,
  },
  {
    // The classic-script loader: imports `ingame.js` beside it (its `import()` of a URL known only
    // at run time is left as it is), so a classic-script page loads what the ESM page loads.
    input: 'elements/classic-loader.ts',
    output: { ...outputCommon, file: `${dir}/ingame.iife.js`, format: 'iife' },
    plugins: plugins({ lite }),
    onwarn,
  },
];

/**
 * The full-page app's own build (issue 45, stop 52), for a document that is the app: two entries,
 * `app-early.js` (the session and the first screen's data: elements/app-early.ts) and `app.js`
 * (React & co., the shell and the events hub: elements/app-page.ts, which imports the first), both
 * named by the page. Through `ingame.js` the same first screen is 25 files in two rounds of
 * requests, six at a time on HTTP/1.1: at CPU x1, 1.96x the hand-written reference; with these,
 * about 1.4x (docs/performance.md). The other pages and the catalogs are chunks of their own,
 * `chunks/app~*.js`. The entries export nothing a page imports (`preserveEntrySignatures: false`):
 * that lets Rollup put the modules the lazy pages share with the shell in the entries, not in a
 * facade chunk beside them.
 */
const appBundle = (dir, lite) => ({
  input: { app: 'elements/app-page.ts', 'app-early': 'elements/app-early.ts' },
  preserveEntrySignatures: false,
  output: {
    ...outputCommon,
    dir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => chunkFileName(chunk).replace('chunks/', `chunks/${APP_CHUNKS}`),
    manualChunks(id) {
      const catalog = CATALOG_MODULE.exec(id);
      return catalog ? `i18n-${catalog[2]}-${catalog[1]}` : undefined;
    },
  },
  plugins: [...plugins({ lite, app: true }), production && compileHints()],
  treeshake,
  onwarn,
});

/**
 * The modules a React host must share with the elements: one React per page means one copy of its
 * code and one set of its module-level state (hooks dispatcher, scheduler). `scheduler` goes with
 * react-dom, which imports it.
 */
const HOST_REACT = /^(react|react-dom)(\/.*)?$/;

/**
 * dist/react-external/: the ESM build (entry + element chunks) with React external. ESM only: a
 * classic script cannot import the host's React. Its vendor chunk keeps the rest (r2wc, jotai,
 * ofetch, Lingui), which a host does not share. Plus `react.js` (`ingame-widgets/react`, issue 42):
 * the React components, which import this build's entry in an effect; a `'use client'` module.
 */
const reactExternal = () => {
  // No compile hint: a React host's bundler builds these files into its own (and drops comments).
  const [esm] = bundles('dist/react-external', false, { hint: false });
  return {
    ...esm,
    input: { ...esm.input, react: 'elements/react.ts' },
    plugins: [...esm.plugins, clientDirective(['react.js'])],
    external: (id) => HOST_REACT.test(id),
  };
};

const only = process.env.INGAME_BUILD;
const react = !only || only === 'react' ? [...bundles('dist', false), appBundle('dist', false)] : [];
const lite = !only || only === 'lite' ? [...bundles('dist/lite', true), appBundle('dist/lite', true)] : [];
const external = !only || only === 'react-external' ? [reactExternal()] : [];

export default [
  ...react,
  ...lite,
  ...external,
  (!only || only === 'react') && {
    // dist/fairness.js: the verifier alone, for Node and browsers (no React, no runtime chunk).
    input: { fairness: 'src/features/fairness/verify.ts' },
    output: { ...outputCommon, dir: 'dist', format: 'es', entryFileNames: '[name].js' },
    plugins: plugins(),
    onwarn,
  },
].filter(Boolean);
