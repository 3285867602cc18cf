/**
 * Which copy of the bundle this is, and where it is served from. A page may load the bundle twice
 * (the ESM build and the classic script, or two versions): the first copy to start owns the page;
 * a later copy stands down with one console warning naming both, so no element ever runs with
 * another copy's atoms and configuration. Each element class carries the version that defined it
 * (`customElements.get(tag).version`), so a copy that finds a tag taken can say by which version.
 */
declare const __INGAME_VERSION__: string | undefined;

/** The package version (set by the build), or "dev" when running from source. */
export const BUNDLE_VERSION = typeof __INGAME_VERSION__ === 'string' ? __INGAME_VERSION__ : 'dev';

/**
 * The folder the bundle is served from (that of `ingame.js`, the classic loader `ingame.iife.js` and
 * the single-file `ingame.bundle.iife.js`; chunks and element files are one folder down). Used to
 * find the bundle's own script tag and its errors.
 */
export const BUNDLE_ROOT = import.meta.url.replace(/\/(?:chunks|elements)\/[^/]*$|\/[^/]*$/, '/');

const OWNER = Symbol.for('ingame.runtime');
type Owner = { id: object; version: string; root: string };
const me = {};

/** True when this copy owns the page (the first to ask); a later copy is told once, with a warning. */
export function ownsPage(): boolean {
  const holder = globalThis as { [OWNER]?: Owner };
  const owner = (holder[OWNER] ??= { id: me, version: BUNDLE_VERSION, root: BUNDLE_ROOT });
  if (owner.id === me) return true;
  warnOnce(
    `The bundle is loaded twice: version ${owner.version} from ${owner.root} runs this page; ` +
      `this copy (version ${BUNDLE_VERSION} from ${BUNDLE_ROOT}) stands down. Load one copy.`,
  );
  return false;
}

/**
 * Whether this copy may define `tag`: not when the tag is taken (by another copy, or by other code
 * — said once, naming the version, when it is not this one's), nor when another copy owns the page.
 */
export function mayDefine(tag: string): boolean {
  const taken = customElements.get(tag) as { version?: unknown } | undefined;
  if (!taken) return ownsPage();
  // Taken by a copy of this bundle: of another version, the warning below names it; of the same
  // version (the same files served from two paths, or the ESM and classic builds), only the copy
  // that owns the page can say so: a later copy finds every tag taken and must still warn.
  if (taken.version === BUNDLE_VERSION) ownsPage();
  else {
    const by = typeof taken.version === 'string' ? `version ${taken.version} of the bundle` : 'other code';
    warnOnce(
      `<${tag}> is already defined by ${by}; this copy (version ${BUNDLE_VERSION} from ${BUNDLE_ROOT}) ` +
        'leaves it to that one. Load one copy of the bundle.',
    );
  }
  return false;
}

/** One warning per copy: whichever of the two findings comes first says everything needed. */
function warnOnce(message: string): void {
  if (warned) return;
  warned = true;
  console.warn(`[ingame] ${message}`);
}
let warned = false;

/**
 * The bundle's own script tag: the classic script being executed, or a script whose `src` is in
 * the bundle's folder, or one marked `data-ingame`. Never another vendor's tag that happens to
 * carry `data-lang`.
 */
export function ownScriptTag(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript as HTMLScriptElement | null;
  if (current) return current;
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[data-ingame], script[src]')) {
    if (script.hasAttribute('data-ingame') || script.src.startsWith(BUNDLE_ROOT)) return script;
  }
  return null;
}
