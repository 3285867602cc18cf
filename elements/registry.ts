/**
 * Every element's tag and the chunk that defines it. The autoloader (ingame.ts) imports a chunk
 * only when its tag appears in the document; the IIFE (all.ts) imports them all.
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'ingame-marquee': () => import('./ingame-marquee'),
  'ingame-language': () => import('./ingame-language'),
  'ingame-fairness': () => import('./ingame-fairness'),
  'ingame-account': () => import('./ingame-account'),
  'ingame-history': () => import('./ingame-history'),
  'ingame-app': () => import('./ingame-app'),
};
