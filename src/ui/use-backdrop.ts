/**
 * The opaque colour behind an element, as the browser computes it: its own background or the
 * nearest ancestor's (across shadow roots, up to the host page). Server-coloured text uses it to
 * stay readable whatever theme or token the operator sets (core/color `readableOn`).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { parseColor } from '../core/color';

export function backdropOf(element: Element | null): string | null {
  for (let node = element; node;) {
    const color = getComputedStyle(node).backgroundColor;
    if (parseColor(color)) return color;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return null;
}

/**
 * Read again whenever `moment` changes (one computed style), e.g. on each step of a rotation,
 * so a theme switch is followed at the next one. Not read at all while `wanted` is false: reading
 * a computed style inside a size container makes the browser lay out the page there and then
 * (the host page too), which is worth it only when some text needs the colour (issue 30).
 */
export function useBackdrop(ref: RefObject<Element | null>, moment: unknown, wanted = true): string | null {
  const [backdrop, setBackdrop] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!wanted) return;
    const now = backdropOf(ref.current);
    if (now !== backdrop) setBackdrop(now);
  }, [ref, backdrop, moment, wanted]);
  return backdrop;
}
