// Rollup plugin `parallel-imports` (moved out of rollup.config.mjs as it was, issue 28). Why: a
// lazy element otherwise costs a page one network round trip per level of its chunk imports; this
// rewrites each dynamic import so the chunks it needs are fetched together.

import MagicString from 'magic-string';
import { FEATURES } from '../../features.mjs';

/** The free name in elements/index.ts the entry's chunk graph replaces (see `renderChunk`). */
const GRAPH_NAME = '__INGAME_CHUNK_GRAPH__';
/** The free name in elements/app-start.ts the app's first pages' graphs replace. */
const PAGES_NAME = '__INGAME_PAGE_GRAPHS__';

/** A catalog's chunk name with `%` for the locale. */
function catalogOf(chunks, name) {
  const english = Object.keys(chunks).find((f) => f.startsWith(`chunks/i18n-${name}-en-`));
  return english && english.slice('chunks/'.length, -'.js'.length).replace(`i18n-${name}-en-`, `i18n-${name}-%-`);
}

/** The `chunks/` names a chunk's static imports reach (with the chunk itself when `self`), largest first. */
function closure(chunks, file, self) {
  const seen = new Set();
  const queue = self ? [file.fileName] : [...file.imports];
  while (queue.length) {
    const dep = queue.pop();
    if (seen.has(dep) || !chunks[dep]) continue;
    seen.add(dep);
    queue.push(...chunks[dep].imports);
  }
  // React & co. and the runtime first: on HTTP/1.1 (six connections) the long download starts
  // before the small ones queue. The rest in name order: the lists compress well side by side.
  const rank = (f) => (f.startsWith('chunks/vendor-') ? 0 : 1);
  return [...seen]
    .filter((f) => f.startsWith('chunks/'))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))
    .map((f) => f.slice('chunks/'.length, -'.js'.length));
}

/**
 * Each element's chunk graph for the entry (issue 45): every chunk its file's static imports reach,
 * largest first, and its catalogs (the feature's and the shared one) with `%` for the locale, as
 * `chunks/` names without `.js`. The entry asks for all of it the moment it finds the tag
 * (elements/early-calls.ts), so the element's code arrives in one round trip after the entry, its
 * texts with it.
 */
function chunkGraph(chunks) {
  const graph = {};
  for (const feature of FEATURES)
    for (const tag of feature.elements) {
      const file = chunks[`elements/${tag}.js`];
      if (file)
        graph[tag] = [
          ...closure(chunks, file, false),
          catalogOf(chunks, 'common'),
          catalogOf(chunks, feature.name),
        ].filter(Boolean);
    }
  return graph;
}

/**
 * What elements/app-start.ts fetches with the app's session: the shell's texts (`''`) and, by route,
 * its first pages': the events hub (the first page of most operators, ROUTES.action) — its page
 * chunk's closure and its texts (src/app/pages/pages.tsx prefetchPage), less what the shell loads.
 */
function pageGraphs(chunks, graph) {
  const shell = graph['ingame-app'] ?? [];
  const pages = { '': shell.filter((name) => name.includes('%')) };
  const hub = Object.values(chunks).find((c) => c.facadeModuleId?.endsWith('/src/app/pages/action-page.tsx'));
  if (hub)
    pages['/ingame/action'] = [
      ...closure(chunks, hub, true),
      catalogOf(chunks, 'news'),
      catalogOf(chunks, 'rankings'),
    ].filter((name) => name && !shell.includes(name));
  return pages;
}

/**
 * `import('./x.js')` fetches x's static imports at the same time as x, not after x arrives: each
 * dynamic import in an ES chunk starts importing the chunks its target imports (Rollup hoists the
 * whole static closure into that list). A page saves one round trip per lazy step (issue 17). In
 * the entry every lobby page downloads (`ingame.js`, 17 element loaders) only the big shared
 * chunk is listed — React & co. and our runtime — which keeps it small; an element's own small
 * chunks come one step later, still before it has arrived. Chunks the importing chunk
 * already loaded (its own static imports) are not listed. A failed prefetch is ignored here: the
 * target's own import fails the same way and its caller handles that.
 */
// The marquee's kit too: the entry's drawing of the first announcement (marquee-early) imports it,
// and a lobby's first text waits for both (elements/early-calls.ts).
const ENTRY_PREFETCH = new Set(['vendor', 'marquee-kit']);
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
      const [name, graph] =
        chunk.isEntry && chunk.name === 'ingame'
          ? [GRAPH_NAME, () => chunkGraph(meta.chunks)]
          : chunk.name === 'app-start'
            ? [PAGES_NAME, () => pageGraphs(meta.chunks, chunkGraph(meta.chunks))]
            : [];
      const at = name ? code.indexOf(name) : -1;
      if (at < 0) return null;
      // magic-string (the replace plugin's, a dependency of Rollup's plugins): the chunk's map stays right.
      const out = new MagicString(code).overwrite(at, at + name.length, JSON.stringify(graph()));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
    renderDynamicImport({ format, chunk, targetChunk, getTargetChunkImports }) {
      if (format !== 'es') return null;
      const inEntry = chunk.isEntry && chunk.name === 'ingame';
      // An element's loader, or the app's session (its chunks are the app's): the entry asks for
      // the element's whole graph itself (chunkGraph).
      if (inEntry && (targetChunk?.fileName.startsWith('elements/') || targetChunk?.name === 'app-start')) return null;
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
