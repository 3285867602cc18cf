/**
 * Rollup plugin `css-inline` (moved out of rollup.config.mjs as it was, issue 28). Why: each element's
 * styles go into its shadow root as a string, and Storybook (Vite) already reads them with
 * `import css from './x.css?inline'`; this plugin gives the Rollup build the same syntax, with the
 * comments and white space taken out, so the sources import styles one way in both tools.
 */
import { readFileSync } from 'node:fs';

/**
 * `import css from './x.css?inline'` → the file's text (the same syntax Vite uses in Storybook).
 * `?inline&copy` is the same text as a module of its own, for a chunk that must not import the one
 * holding the first (elements/marquee-early.ts and the base sheet).
 */
const INLINE = /\.css\?inline(?:&copy)?$/;

/**
 * A stylesheet without its comments and the white space nothing reads. A space before `:` stays:
 * in a selector it is the descendant combinator (`.main :where(a)` is not `.main:where(a)`), and
 * a declaration has none there (Prettier writes `color: red`).
 */
export const compactCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .trim();
export function cssInline() {
  return {
    name: 'css-inline',
    resolveId(source, importer) {
      if (!INLINE.test(source) || !importer) return null;
      const query = source.slice(source.indexOf('?'));
      return new URL(source.slice(0, -query.length), `file://${importer}`).pathname + query;
    },
    load(id) {
      if (!INLINE.test(id)) return null;
      return `export default ${JSON.stringify(compactCss(readFileSync(id.slice(0, id.indexOf('?')), 'utf8')))};`;
    },
  };
}
