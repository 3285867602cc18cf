/**
 * The light build's `react` (dist/lite/, issue 18): Rollup aliases `react` to this module and
 * `react-dom`, `react-dom/client` and the JSX runtime to preact/compat (rollup.config.mjs). It is
 * preact/compat and nothing else. Why a module and not the alias 'preact/compat' itself: resolved
 * that way, Rollup's CommonJS interop helpers joined the vendor chunk (0.4 KB gz on every lobby
 * page); re-exported from an ES module they do not. (JavaScript, not TypeScript: preact/compat's
 * types use `export =`, which `export *` cannot re-export in a .ts file.)
 */
export * from 'preact/compat';
export { default } from 'preact/compat';
