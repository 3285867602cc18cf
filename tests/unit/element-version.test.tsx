// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const OWNER = Symbol.for('ingame.runtime');
const holder = globalThis as { [OWNER]?: unknown };

/** A fresh copy of the bundle's modules (its own `warned` flag and identity), as a second script would load. */
async function freshCopy() {
  vi.resetModules();
  return {
    bundle: await import('../../src/state/bundle'),
    runtime: await import('../../elements/runtime'),
  };
}

const Empty = () => null;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  delete holder[OWNER];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete holder[OWNER];
  vi.restoreAllMocks();
});

describe("each element class's version (#17)", () => {
  it('is the bundle version, on the class the registry holds', async () => {
    const { bundle, runtime } = await freshCopy();
    runtime.defineElement('version-a', Empty);
    const defined = customElements.get('version-a') as (CustomElementConstructor & { version?: unknown }) | undefined;
    expect(defined).toBeDefined();
    expect(defined!.version).toBe(bundle.BUNDLE_VERSION);
    expect(typeof defined!.version).toBe('string');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a tag already defined by a different version (#17)', () => {
  it('is left to that version, with one warning that names both versions and the tag', async () => {
    class Older extends HTMLElement {
      static readonly version = '0.0.9';
    }
    customElements.define('version-b', Older);
    customElements.define('version-c', class extends Older {});
    const { bundle, runtime } = await freshCopy();
    runtime.defineElement('version-b', Empty);
    runtime.defineElement('version-c', Empty);
    expect(customElements.get('version-b')).toBe(Older);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).toContain('<version-b> is already defined by version 0.0.9 of the bundle');
    expect(message).toContain(`this copy (version ${bundle.BUNDLE_VERSION} from ${bundle.BUNDLE_ROOT})`);
  });

  it('names other code when the class that holds the tag is not an ingame element', async () => {
    customElements.define('version-d', class extends HTMLElement {});
    const { bundle } = await freshCopy();
    expect(bundle.mayDefine('version-d')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/<version-d> is already defined by other code/);
  });

  it('is silent when this copy defined the tag itself', async () => {
    const first = await freshCopy();
    first.runtime.defineElement('version-e', Empty);
    expect(first.bundle.mayDefine('version-e')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when a second copy of the same version finds the tags taken (issue 26)', async () => {
    const first = await freshCopy();
    first.runtime.defineElement('version-g', Empty);
    first.runtime.defineElement('version-h', Empty);
    const defined = customElements.get('version-g');
    const second = await freshCopy();
    expect(second.bundle.BUNDLE_VERSION).toBe(first.bundle.BUNDLE_VERSION);
    second.runtime.defineElement('version-g', Empty);
    second.runtime.defineElement('version-h', Empty);
    expect(customElements.get('version-g')).toBe(defined);
    // Before issue 26 this copy stood down without a word (every tag was taken, so it never asked
    // who owns the page), though a second copy of any version is a mistake the host should see.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/loaded twice: version .* stands down/);
  });

  it('says one thing only: a copy that stands down for the page does not warn again for a taken tag', async () => {
    holder[OWNER] = { id: {}, version: '0.0.9', root: 'https://cdn.example/ingame/' };
    customElements.define(
      'version-f',
      class extends HTMLElement {
        static readonly version = '0.0.9';
      },
    );
    const { bundle } = await freshCopy();
    expect(bundle.mayDefine('version-g')).toBe(false);
    expect(bundle.mayDefine('version-f')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /loaded twice: version 0\.0\.9 from https:\/\/cdn\.example\/ingame\//,
    );
  });
});
