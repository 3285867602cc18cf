/**
 * `'use client'` at the top of the named entry chunks (dist/react-external/react.js): React Server
 * Components hosts (Next's App Router) then let a server component render the package's React
 * components, which use effects. Rollup drops module-level directives from the sources, and the
 * minifier drops directives it does not know, so this runs after both: the directive goes on the
 * banner's line (`/*! … *\/'use client';`), so no line below moves and the source map stays right.
 */
export function clientDirective(fileNames) {
  return {
    name: 'client-directive',
    renderChunk(code, chunk) {
      if (!chunk.isEntry || !fileNames.includes(chunk.fileName)) return null;
      const end = code.startsWith('/*!') ? code.indexOf('*/') + 2 : 0;
      return { code: `${code.slice(0, end)}'use client';${code.slice(end)}`, map: null };
    },
  };
}
