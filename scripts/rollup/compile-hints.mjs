/**
 * Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`, V8 since Chrome 136) on the code
 * chunks a page runs as it opens (issue 45). Without it V8 compiles a function the first time it is
 * called, on the page's thread; with it, every function of the file is compiled as the file
 * streams in, off that thread. A page's first text waits on React's and the feature's functions
 * running for the first time, so that compile moves out of its way: at CPU ×4 the app's first
 * screen came about 250 ms sooner and the history's first rows 140 ms (paired runs:
 * docs/performance.md, "Compile hints, measured again (stop 79)").
 *
 * V8 reads the hint only before the file's first token that is not a comment, so it goes on the
 * banner's line (`/*! … *\/\/\/# allFunctionsCalledOnLoad`): no line below moves and the source map
 * stays right. It costs about 20 bytes gzipped a file, so it is left out of the message catalogs
 * (one `JSON.parse`, no function to compile) and of chunks under MIN_BYTES, which hold a few
 * functions each (a choice, not measured file by file). Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Smaller minified chunks go without the hint. */
export const MIN_BYTES = 4096;
/** A message catalog's chunk (rollup.config.mjs: `i18n-<catalog>-<locale>`). */
const CATALOG = /(^|\/)(app~)?i18n-/;

/** The chunk's code with the hint on its banner's line, or null where it goes without. */
export function withCompileHint(code, fileName) {
  if (CATALOG.test(fileName) || code.length < MIN_BYTES) return null;
  // The banner alone on its line (rollup.config.mjs writes it so): the hint is a line comment.
  const end = code.startsWith('/*!') ? code.indexOf('*/') + 2 : 0;
  if (end === 0 || code[end] !== '\n') return null;
  return `${code.slice(0, end)}${COMPILE_HINT}${code.slice(end)}`;
}

export function compileHints() {
  return {
    name: 'compile-hints',
    renderChunk(code, chunk) {
      const hinted = withCompileHint(code, chunk.fileName);
      // On the first line, after the banner: every position in the source map stays right.
      return hinted === null ? null : { code: hinted, map: null };
    },
  };
}
