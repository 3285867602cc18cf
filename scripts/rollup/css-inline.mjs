/**
 * Rollup plugin `css-inline` (moved out of rollup.config.mjs as it was, issue 28). Why: each element's
 * styles go into its shadow root as a string, and Storybook (Vite) already reads them with
 * `import css from './x.css?inline'`; this plugin gives the Rollup build the same syntax, with the
 * comments and white space taken out, so the sources import styles one way in both tools.
 */
import { readFileSync } from 'node:fs';

/** `import css from './x.css?inline'` → the file's text (the same syntax Vite uses in Storybook). */
export function cssInline() {
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
