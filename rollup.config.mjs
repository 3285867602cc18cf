/**
 * Three builds, each made twice: with React (dist/) and light, on preact/compat (dist/lite/,
 * issue 18: the same sources and entry names, `react`, `react-dom`, `react-dom/client` and the JSX
 * runtime aliased to preact/compat); plus the ESM build once more for React hosts
 * (dist/react-external/, issue 26): React's modules left as bare imports the host's bundler
 * resolves to the host's own React 19, so a React page loads one React, not two:
 *  - ESM (dist/ingame.js + dist/elements/<tag>.js): one entry chunk per element plus shared
 *    chunks; the vendor runtime (React, r2wc, jotai, ofetch, Lingui core) is one named chunk.
 *  - IIFE (dist/ingame.iife.js): everything in one file for a classic <script>.
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
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ELEMENT_TAGS } from './features.mjs';

const extensions = ['.ts', '.tsx', '.mjs', '.js'];
const production = process.env.NODE_ENV !== 'development';
const { name: packageName, version: packageVersion } = JSON.parse(readFileSync('package.json', 'utf8'));
/** The first line of every emitted file; scripts/start.mjs rebuilds a dist/ marked as a development build. */
const banner = `/*! ${packageName} v${packageVersion}${production ? '' : ' (development build)'} */`;
/** Hidden in production (maps beside the files, unreferenced); referenced in the dev loop. */
const sourcemap = production ? 'hidden' : true;

/** `import css from './x.css?inline'` → the file's text (the same syntax Vite uses in Storybook). */
function cssInline() {
  return {
    name: 'css-inline',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      return new URL(source.replace(/\?inline$/, ''), `file://${importer}`).pathname + '?inline';
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const css = readFileSync(id.replace(/\?inline$/, ''), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

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
function alias(name, table) {
  return {
    name,
    resolveId(source, importer, options) {
      const target = table[source];
      if (!target) return null;
      if (target.startsWith('/')) return target;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

const plugins = ({ lite = false } = {}) => [
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
  babel({
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
  pruneStaleChunks(),
];

/**
 * Rollup watch (the dev loop) writes new hashed chunks on every rebuild and never deletes the old
 * ones: drop every file of `<dir>/chunks/` the latest bundle did not write, so dist/ stays one build.
 */
function pruneStaleChunks() {
  return {
    name: 'prune-stale-chunks',
    writeBundle(options, bundle) {
      // Only the ESM output writes chunks (the fairness build shares dist/ and has none).
      if (!this.meta.watchMode || !options.dir || !Object.keys(bundle).some((f) => f.startsWith('chunks/'))) return;
      const dir = `${options.dir}/chunks`;
      let files = [];
      try {
        files = readdirSync(dir);
      } catch {
        return;
      }
      // A chunk's source map is not a bundle entry of its own: it goes with its chunk.
      for (const file of files)
        if (!(`chunks/${file.replace(/\.map$/, '')}` in bundle)) rmSync(`${dir}/${file}`, { force: true });
    },
  };
}

/**
 * `import('./x.js')` fetches x's static imports at the same time as x, not after x arrives: each
 * dynamic import in an ES chunk starts importing the chunks its target imports (Rollup hoists the
 * whole static closure into that list). A page saves one round trip per lazy step (issue 17). In
 * the entry every lobby page downloads (`ingame.js`, 17 element loaders) only the two big shared
 * chunks are listed — React & co. and our runtime — which keeps it small; an element's own small
 * chunks come one step later, still before those two have arrived. Chunks the importing chunk
 * already loaded (its own static imports) are not listed. A failed prefetch is ignored here: the
 * target's own import fails the same way and its caller handles that.
 */
const ENTRY_PREFETCH = new Set(['vendor', 'runtime']);
function parallelImports() {
  // Per importing chunk: every module its static imports reach.
  let reachable = new Map();
  function reachedFrom(context, chunk) {
    let seen = reachable.get(chunk.fileName);
    if (seen) return seen;
    seen = new Set();
    const queue = [...chunk.moduleIds];
    while (queue.length) {
      const id = queue.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    reachable.set(chunk.fileName, seen);
    return seen;
  }
  return {
    name: 'parallel-imports',
    renderStart() {
      reachable = new Map();
    },
    renderDynamicImport({ format, chunk, getTargetChunkImports }) {
      if (format !== 'es') return null;
      const inEntry = chunk.isEntry && chunk.name === 'ingame';
      // A chunk counts as loaded when every module in it is reached by the importer's static
      // imports. Not when some is: a module the importer imports may have been tree-shaken out of
      // the importer's chunks and live in the target's (the typed contract re-exports every
      // feature's readers), and skipping such a chunk cost the events hub one more round trip
      // (news-picture, the rankings board). An import of a chunk that is loaded already costs only
      // its few bytes here.
      const reached = reachedFrom(this, chunk);
      const deps = (getTargetChunkImports() ?? []).filter(
        (dep) =>
          dep.type === 'internal' &&
          // Past the entry, every chunk that imports code needing React & co. is such code itself.
          (inEntry ? ENTRY_PREFETCH.has(dep.chunk.name) : dep.chunk.name !== 'vendor') &&
          !dep.chunk.moduleIds.every((id) => reached.has(id)),
      );
      if (deps.length === 0) return null;
      const prefetch = deps.map((dep) => `import(${dep.resolvedImportPath}).catch(()=>0)`).sort();
      return { left: `(${prefetch.join(',')},import(`, right: '))' };
    },
  };
}

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

const VENDOR = /node_modules\/(react|preact|react-dom|scheduler|@r2wc|jotai|ofetch|@lingui|jwt-decode)\//;

/** ESM (entry + element chunks) and IIFE of one flavour, into `dir`. */
const bundles = (dir, lite) => [
  {
    input: { ingame: 'elements/index.ts', ...elementEntries },
    output: {
      ...outputCommon,
      dir,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks(id) {
        if (VENDOR.test(id) || id === LITE_ALIASES.react || /\/src\/shims\//.test(id)) return 'vendor';
        // Light build: nothing on a lobby page is CommonJS (React is, so the React build keeps
        // Rollup's interop helpers in its vendor chunk); they go with the chunks that need them.
        if (lite && id === '\0commonjsHelpers.js') return 'cjs-helpers';
        const catalog = /locales\/([\w-]+)\/([\w-]+)\.ts$/.exec(id);
        if (catalog) return `i18n-${catalog[2]}-${catalog[1]}`;
        return undefined;
      },
    },
    plugins: plugins({ lite }),
    treeshake,
    onwarn,
  },
  {
    input: 'elements/all.ts',
    output: {
      ...outputCommon,
      file: `${dir}/ingame.iife.js`,
      format: 'iife',
      name: 'ingameBundle',
      inlineDynamicImports: true,
    },
    plugins: plugins({ lite }),
    treeshake,
    onwarn,
  },
];

/**
 * The modules a React host must share with the elements: one React per page means one copy of its
 * code and one set of its module-level state (hooks dispatcher, scheduler). `scheduler` goes with
 * react-dom, which imports it.
 */
const HOST_REACT = /^(react|react-dom)(\/.*)?$/;

/**
 * dist/react-external/: the ESM build (entry + element chunks) with React external. ESM only: a
 * classic script cannot import the host's React. Its vendor chunk keeps the rest (r2wc, jotai,
 * ofetch, Lingui), which a host does not share.
 */
const reactExternal = () => {
  const [esm] = bundles('dist/react-external', false);
  return { ...esm, external: (id) => HOST_REACT.test(id) };
};

const only = process.env.INGAME_BUILD;
const react = !only || only === 'react' ? bundles('dist', false) : [];
const lite = !only || only === 'lite' ? bundles('dist/lite', true) : [];
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
