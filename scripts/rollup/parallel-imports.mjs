// Rollup plugin `parallel-imports` (moved out of rollup.config.mjs as it was, issue 28). Why: a
// lazy element otherwise costs a page one network round trip per level of its chunk imports; this
// rewrites each dynamic import so the chunks it needs are fetched together.

import MagicString from 'magic-string';
import { FEATURES } from '../../features.mjs';

/** The free name in elements/index.ts the entry's chunk graph replaces (see `renderChunk`). */
const GRAPH_NAME = '__INGAME_CHUNK_GRAPH__';

/**
 * Each element's chunk graph for the entry (issue 45): every chunk its file's static imports reach,
 * largest first, and its catalogs (the feature's and the shared one) with `%` for the locale, as
 * `chunks/` names without `.js`. The entry asks for all of it the moment it finds the tag (elements/early-calls.ts),
 * so the element's code arrives in one round trip after the entry, its texts with it.
 */
function chunkGraph(chunks) {
  const catalog = (name) => {
    const english = Object.keys(chunks).find((f) => f.startsWith(`chunks/i18n-${name}-en-`));
    return english && english.slice('chunks/'.length, -'.js'.length).replace(`i18n-${name}-en-`, `i18n-${name}-%-`);
  };
  const graph = {};
  for (const feature of FEATURES)
    for (const tag of feature.elements) {
      const file = chunks[`elements/${tag}.js`];
      if (!file) continue;
      const seen = new Set();
      const queue = [...file.imports];
      while (queue.length) {
        const dep = queue.pop();
        if (seen.has(dep) || !chunks[dep]) continue;
        seen.add(dep);
        queue.push(...chunks[dep].imports);
      }
      // React & co. and the runtime first: on HTTP/1.1 (six connections) the long download starts
      // before the small ones queue. The rest in name order: the lists compress well side by side.
      const rank = (f) => (f.startsWith('chunks/vendor-') ? 0 : f.startsWith('chunks/runtime-') ? 1 : 2);
      const names = [...seen]
        .filter((f) => f.startsWith('chunks/'))
        .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))
        .map((f) => f.slice('chunks/'.length, -'.js'.length));
      graph[tag] = [...names, catalog('common'), catalog(feature.name)].filter(Boolean);
    }
  return graph;
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
export function parallelImports() {
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
    renderChunk(code, chunk, _options, meta) {
      const at = chunk.isEntry && chunk.name === 'ingame' ? code.indexOf(GRAPH_NAME) : -1;
      if (at < 0) return null;
      // magic-string (the replace plugin's, a dependency of Rollup's plugins): the entry's map stays right.
      const out = new MagicString(code).overwrite(at, at + GRAPH_NAME.length, JSON.stringify(chunkGraph(meta.chunks)));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
    renderDynamicImport({ format, chunk, targetChunk, getTargetChunkImports }) {
      if (format !== 'es') return null;
      const inEntry = chunk.isEntry && chunk.name === 'ingame';
      // An element's loader: the entry asks for its whole graph itself (chunkGraph).
      if (inEntry && targetChunk?.fileName.startsWith('elements/')) return null;
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
