// Rollup plugin `ts-extensions`. Why: a relative import written `./x.js` in a TypeScript source
// names `./x.ts` (TypeScript's own rule, and Vite's); the type declarations keep such an import as
// it is written, and a host compiling with NodeNext resolution needs the extension (a side-effect
// import, `import './x.js'`, stays in the declarations). Rollup's resolver has no such rule.

/** Resolve `./x.js` from a source module to `./x.ts` (or `.tsx`) when that exists; else as usual. */
export function tsExtensions() {
  return {
    name: 'ts-extensions',
    async resolveId(source, importer, options) {
      if (!importer || !/^\.\.?\//.test(source) || !source.endsWith('.js') || importer.includes('/node_modules/'))
        return null;
      for (const ext of ['.ts', '.tsx']) {
        const resolved = await this.resolve(source.slice(0, -3) + ext, importer, { ...options, skipSelf: true });
        if (resolved) return resolved;
      }
      return null;
    },
  };
}
