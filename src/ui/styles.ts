/**
 * The one styling rule: every component brings its own stylesheet. A CSS string becomes one
 * constructable stylesheet per page (cached here, the only `new CSSStyleSheet` of the product)
 * and is adopted into the shadow root the component renders in — allowed under a strict
 * `style-src` CSP, never leaking into the host page. A shell that never shows a component never
 * downloads its CSS.
 */
import { useInsertionEffect } from 'react';
import { useElement } from './element-context';

const SHEETS = Symbol.for('ingame.sheets');
type Holder = { [SHEETS]?: Map<string, CSSStyleSheet> };

/**
 * The page's sheets, made with its first one, which registers our stylesheets' length unit (issue
 * 24): `calc(X * var(--_ingame-rem))`, never `Xrem`. A `rem` follows the host page's root font
 * size, not the element's: a zoom preset grew only the text, and a host's `html { font-size:
 * 62.5% }` shrank the spacing. The unit is declared `1em` on each element's root and on the app
 * shell, where a preset sets the font size (ui/base.css, app/app.css); registered as a `<length>`
 * it computes to px there and inherits as px, so a smaller text inside does not shrink it.
 * Registered from script, once per page whichever copy of the bundle comes first, because Chromium
 * ignores `@property` in a shadow root's sheet. Where a browser cannot register it, the `1em`
 * resolves where it is used: the spacing follows the text size there.
 */
function createPageSheets(): Map<string, CSSStyleSheet> {
  try {
    CSS.registerProperty({ name: '--_ingame-rem', syntax: '<length>', inherits: true, initialValue: '16px' });
  } catch {
    // Registered already on this document (by the host page), or no CSS Properties API.
  }
  return new Map();
}

/** The page's one sheet for a CSS text (shared by every element, even across bundle copies). */
export function sheetFor(css: string): CSSStyleSheet {
  const sheets = ((globalThis as Holder)[SHEETS] ??= createPageSheets());
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
