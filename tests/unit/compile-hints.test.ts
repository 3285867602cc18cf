/**
 * The build's compile hint (scripts/rollup/compile-hints.mjs): `//# allFunctionsCalledOnLoad` on the
 * banner's line of the chunks a page runs as it opens, where V8 reads it (before any code), and
 * nowhere it would buy nothing.
 */
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, MIN_BYTES, compileHints, withCompileHint } from '../../scripts/rollup/compile-hints.mjs';

const BANNER = '/*! ingame-widgets v1.2.3 */';
const code = (bytes: number) => {
  const body = 'function a(){return 1}export{a};\n';
  return `${BANNER}\n${body.repeat(Math.ceil(bytes / body.length))}`;
};

describe('withCompileHint', () => {
  it('puts the hint after the banner, on its line: no line moves, so the source map stays right', () => {
    const chunk = code(MIN_BYTES);
    const hinted = withCompileHint(chunk, 'chunks/vendor-abc.js')!;
    expect(hinted.split('\n')[0]).toBe(`${BANNER}${COMPILE_HINT}`);
    expect(hinted.split('\n').slice(1)).toEqual(chunk.split('\n').slice(1));
    expect(hinted.split('\n')).toHaveLength(chunk.split('\n').length);
  });

  it('leaves out the message catalogs (data, no function) and chunks too small to pay for it', () => {
    expect(withCompileHint(code(MIN_BYTES * 4), 'chunks/i18n-common-en-abc.js')).toBeNull();
    expect(withCompileHint(code(MIN_BYTES * 4), 'chunks/app~i18n-history-de-abc.js')).toBeNull();
    expect(withCompileHint(code(100), 'elements/ingame-prize.js')).toBeNull();
    expect(withCompileHint(code(MIN_BYTES), 'elements/ingame-app.js')).not.toBeNull();
  });

  it('adds nothing where code would come before it on the first line, or there is no banner', () => {
    const directive = code(MIN_BYTES).replace(`${BANNER}\n`, `${BANNER}'use client';\n`);
    expect(withCompileHint(directive, 'react.js')).toBeNull();
    expect(withCompileHint(code(MIN_BYTES).slice(BANNER.length + 1), 'chunks/x.js')).toBeNull();
  });
});

describe('the plugin', () => {
  it('hands Rollup the hinted code with no map of its own (positions unchanged)', () => {
    const plugin = compileHints();
    const chunk = code(MIN_BYTES);
    expect(plugin.renderChunk(chunk, { fileName: 'app.js' })).toEqual({
      code: withCompileHint(chunk, 'app.js'),
      map: null,
    });
    expect(plugin.renderChunk(chunk, { fileName: 'chunks/i18n-common-en-x.js' })).toBeNull();
  });
});
