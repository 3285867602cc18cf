/**
 * Styles a lazily loaded feature brings with it: adopted into the shadow root it renders in when
 * it first mounts, so a shell (the app) does not download the CSS of pages nobody opened.
 * Constructable stylesheets, like the runtime's: allowed under a strict `style-src` CSP.
 */
import { useLayoutEffect, type RefObject } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

export function useAdoptedStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    // Only a shadow root or a document (Storybook, tests) can adopt sheets.
    if (!(root instanceof ShadowRoot || root instanceof Document) || typeof CSSStyleSheet === 'undefined') return;
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [ref, css]);
}
