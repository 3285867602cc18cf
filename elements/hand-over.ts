/**
 * What a copy of the bundle that stands down does with its settings (page-config.ts): loaded only
 * in that copy, so a page with one copy never downloads it.
 */
import { configFromDataset } from '../src/core/config';
import { BUNDLE_ROOT } from '../src/state/bundle';
import type { ConfigureInput } from './page-config';

/** `gameToken` → `data-game-token`: how a setting is named on the script tag. */
const dataName = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Give the running copy `input` (named by key only: a token's value is never logged). */
export function handOver(
  running: ((input: ConfigureInput) => unknown) | undefined,
  input: ConfigureInput,
  from: string,
): void {
  const keys = Object.keys(input);
  if (!keys.length) return;
  const names = keys.map((key) => (from === 'script tag' ? dataName(key) : key)).join(', ');
  if (typeof running === 'function') {
    running(input);
    console.warn(
      `[ingame] This copy of the bundle stands down; its ${from} settings (${names}) go to the copy that runs the page.`,
    );
  } else
    console.warn(
      `[ingame] This copy of the bundle stands down and ignores its ${from} settings: ${names}. ` +
        'Give them to the copy that runs the page, or load one copy.',
    );
}

/**
 * The settings of this copy's own script tag, and only its: the classic script that was running
 * when the copy stood down (`current`, read then), or (a module has no currentScript) the module
 * tag, or the classic loader `ingame.iife.js` that imported this copy, loaded from this copy's
 * folder. Never the running copy's tag (the single-file bundle in the same folder is another copy).
 */
export function scriptSettings(current: HTMLScriptElement | null): ConfigureInput {
  const ours = (tag: HTMLScriptElement) =>
    tag.src.startsWith(BUNDLE_ROOT) && (tag.type === 'module' || /\/ingame\.iife\.js([?#]|$)/.test(tag.src));
  const script = current ?? [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find(ours);
  return script ? configFromDataset(script.dataset) : {};
}
