// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLE_ROOT, ownScriptTag, ownsPage } from '../../src/state/bundle';

const OWNER = Symbol.for('ingame.runtime');
const holder = globalThis as { [OWNER]?: unknown };

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('two copies of the bundle on one page (#16)', () => {
  it('the first copy owns the page; a later copy stands down with one warning naming both', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    delete holder[OWNER];
    expect(ownsPage()).toBe(true);
    expect(ownsPage()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    // Another copy (another module instance) got there first.
    holder[OWNER] = { id: {}, version: '0.0.9', root: 'https://cdn.example/ingame/' };
    expect(ownsPage()).toBe(false);
    expect(ownsPage()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /version 0\.0\.9 from https:\/\/cdn\.example\/ingame\/.*stands down/,
    );
    delete holder[OWNER];
  });
});

describe("the bundle's own script tag", () => {
  const add = (attrs: Record<string, string>) => {
    const script = document.createElement('script');
    script.type = 'text/x-not-run';
    for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
    document.head.append(script);
    return script;
  };
  it("is never another vendor's tag that carries data-lang", () => {
    add({ src: 'https://vendor.example/chat.js', 'data-lang': 'th', 'data-api-base': '/x' });
    expect(ownScriptTag(document)).toBeNull();
  });
  it('is the script served from the bundle folder, or one marked data-ingame', () => {
    add({ src: 'https://vendor.example/chat.js', 'data-lang': 'th' });
    const ours = add({ src: `${BUNDLE_ROOT}ingame.js`, 'data-lang': 'ja' });
    expect(ownScriptTag(document)).toBe(ours);
    document.head.innerHTML = '';
    const marked = add({ 'data-ingame': '', 'data-api-id': '3' });
    expect(ownScriptTag(document)).toBe(marked);
  });
});
