/**
 * The one jotai store of the page. Every element renders inside `<Provider store={sessionStore}>`,
 * so state set by one element shows at once in every other; it lives on globalThis so two copies
 * of the bundle on one page still share it.
 */
import { createStore } from 'jotai/vanilla';

type Store = ReturnType<typeof createStore>;
const STORE_KEY = Symbol.for('ingame.store');
type Holder = { [STORE_KEY]?: Store };

export const sessionStore: Store = ((globalThis as Holder)[STORE_KEY] ??= createStore());
export type SessionStore = Store;
