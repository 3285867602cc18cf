/**
 * Rollup plugin factory `alias(name, table)` (moved out of rollup.config.mjs as it was, issue 28).
 * Why: the build swaps whole modules by name — ofetch's dependencies for our small shims, and on the
 * light build React for preact/compat — and Rollup has no alias of its own. A table entry is either
 * an absolute file (used as it is) or another module name (resolved as if the source had imported
 * it). The tables themselves stay in rollup.config.mjs, beside the chunking that reads them.
 *
 * @param {string} name the plugin's name in Rollup's messages
 * @param {Record<string, string>} table module name → absolute file or module name
 */
export function alias(name, table) {
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
