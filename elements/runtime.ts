/**
 * The element runtime, the chunk every element shares: one module per job —
 *  - page-config.ts: the page's settings (script tag, a held `configure()`, `ingame.configure()`);
 *  - session-start.ts: the page's session, started once, and `ingame.logout()`;
 *  - element-root.tsx: the root every element renders in (texts, providers, events, failures);
 *  - define.tsx: `defineElement(declaration, Component)`, r2wc's class and its patches.
 * The entries (index.ts, all.ts) and the element files import this face of it.
 */
export { applyPendingConfig, configure } from './page-config';
export { logout, startSessionEarly } from './session-start';
export { defineElement } from './define';
export type { ElementOptions } from './element-root';
