/**
 * The build's stylesheet compactor (scripts/rollup/css-inline.mjs): comments and white space out,
 * selectors unchanged in meaning.
 */
import { describe, expect, it } from 'vitest';
import { compactCss } from '../../scripts/rollup/css-inline.mjs';

describe('compactCss', () => {
  it('keeps a descendant combinator before a pseudo-class: `.main :where(a)` is not `.main:where(a)`', () => {
    expect(compactCss('.app .main :where(a, button) {\n  scroll-margin: 0;\n}')).toBe(
      '.app .main :where(a,button){scroll-margin:0;}',
    );
    expect(compactCss('.list > :first-child { color: red; }')).toBe('.list>:first-child{color:red;}');
  });

  it('drops comments and the white space around braces, declarations and lists', () => {
    expect(compactCss('/* a note */\n@media (max-width: 629px) {\n  .a,\n  .b {\n    margin: 0 auto;\n  }\n}\n')).toBe(
      '@media (max-width:629px){.a,.b{margin:0 auto;}}',
    );
  });
});
