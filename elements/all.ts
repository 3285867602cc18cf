/**
 * `dist/ingame.iife.js`: everything in one classic script. Defines every element at once and
 * exposes `window.ingame.configure`.
 */
import { configure } from './runtime';
import './ingame-marquee';
import './ingame-language';
import './ingame-fairness';
import './ingame-account';
import './ingame-history';
import './ingame-app';

const api = { configure };
(globalThis as unknown as { ingame: typeof api }).ingame = api;

export { configure };
