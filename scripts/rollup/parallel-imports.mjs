// Rollup plugin `parallel-imports` (moved out of rollup.config.mjs as it was, issue 28). Why: a
// lazy element otherwise costs a page one network round trip per level of its chunk imports; this
// rewrites each dynamic import so the chunks it needs are fetched together.

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
