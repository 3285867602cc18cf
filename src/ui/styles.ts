/**
 * The one styling rule: every component brings its own stylesheet. A CSS string becomes one
 * constructable stylesheet per page (cached here; the entry's early drawing of the marquee makes
 * its own, elements/marquee-early.ts)
 * and is adopted into the shadow root the component renders in — allowed under a strict
 * `style-src` CSP, never leaking into the host page. A shell that never shows a component never
 * downloads its CSS.
 */
import { useInsertionEffect } from 'react';
import { useElement } from './element-context';

const SHEETS = Symbol.for('ingame.sheets');
type Holder = { [SHEETS]?: Map<string, CSSStyleSheet> };

/** The page's one sheet for a CSS text (shared by every element, even across bundle copies). */
export function sheetFor(css: string): CSSStyleSheet {
  const sheets = ((globalThis as Holder)[SHEETS] ??= new Map());
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopt sheets into a shadow root or document, keeping the ones already there and their order. */
export function adoptSheets(root: ShadowRoot | Document, css: readonly string[]): void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  const missing = css.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/** Adopt a component's stylesheet into the root of the element it renders in, before paint. */
export function useStyles(css: string): void {
  const { styleRoot } = useElement();
  useInsertionEffect(() => {
    if (styleRoot) adoptSheets(styleRoot, [css]);
  }, [styleRoot, css]);
}
