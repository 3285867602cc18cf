/**
 * The shell's parts a player looks at second — the header's account, the marquee's announcements
 * and the menu's prize badge — render once the first page has drawn its main content, so that on a
 * slow phone their renders, calls and texts do not stand between the player and that content
 * (issue 45: at CPU ×4 they held the events hub's first tournament back by about 230 ms). Their
 * places are held meanwhile (the header's row, the marquee's band), so nothing moves when they
 * come. The events hub says when (its tournaments shown, or at most its REST_WAIT_MS:
 * pages/action-page.tsx); on any other page they render at once.
 */
import { createContext, useContext } from 'react';

export interface FirstContent {
  /** Whether the first page's main content has been drawn; once true, it stays true. */
  shown: boolean;
  /** Called by the first page once its main content is on screen. */
  show(): void;
}

export const FirstContentContext = createContext<FirstContent>({ shown: true, show: () => undefined });

export const useFirstContent = (): FirstContent => useContext(FirstContentContext);

/**
 * Runs `work` after the browser has drawn what React has just committed: a render it starts then
 * does not delay that frame. At once (a task later) in a hidden document, which draws no frames.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) setTimeout(work, 0);
  else requestAnimationFrame(() => setTimeout(work, 0));
}
