/**
 * Our stylesheets' one unit of length (issue 24): `var(--_ingame-rem)`, the element root's font
 * size, never `rem`, which is the host page's root font size: a zoom preset scaled only the text,
 * and an operator's `html { font-size: 62.5% }` shrank our spacing (ui/styles.ts).
 */
// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Every stylesheet of the product (src/**\/*.css). */
function sheets(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join('src', file));
}

/**
 * The `rem` lengths of a sheet outside the conditions of @media, @container and @supports (those
 * cannot use var(): a condition's rem is the browser's, which is what a media query means).
 */
function bareRems(css: string): string[] {
  const lines = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    const rules = line.replace(/@(media|container|supports)\b[^{]*/g, '');
    for (const m of rules.matchAll(/(?:\d*\.)?\d+rem\b/g)) found.push(`line ${i + 1}: ${m[0]}`);
  });
  return found;
}

describe('lengths in the stylesheets', () => {
  it('finds bare rems where they are, and not in conditions or names', () => {
    expect(bareRems('.a { padding: 0.5rem 1rem; gap: .25rem }')).toEqual([
      'line 1: 0.5rem',
      'line 1: 1rem',
      'line 1: .25rem',
    ]);
    expect(bareRems('@media (min-width: 40rem) {\n.a { gap: calc(2 * var(--_ingame-rem)) }\n}')).toEqual([]);
    expect(bareRems('@container x (max-width: 30rem) { .premium { color: red } }')).toEqual([]);
    expect(bareRems('/* 1rem in a comment */ .a { margin: 0 }')).toEqual([]);
  });

  it.each(sheets())('%s has no rem length (calc(X * var(--_ingame-rem)) instead)', (file) => {
    expect(bareRems(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the unit is the root font size of every element and of the app shell, where a zoom preset sets it', () => {
    const rule = (file: string, selector: string) =>
      readFileSync(file, 'utf8').match(new RegExp(`\\n${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule('src/ui/base.css', '.ingame-root')).toMatch(/--_ingame-rem: 1em;/);
    expect(rule('src/app/app.css', '.app')).toMatch(/--_ingame-rem: 1em;/);
  });
});

describe('registering the unit (ui/styles.ts)', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'CSS');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'CSS', original);
    else delete (globalThis as { CSS?: unknown }).CSS;
    vi.resetModules();
  });
  /** A fresh copy of ui/styles.ts (its once-per-page flag unset) with `registerProperty` as given. */
  async function freshStyles(registerProperty?: (definition: PropertyDefinition) => void) {
    vi.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('ingame.sheets')];
    Object.defineProperty(globalThis, 'CSS', {
      configurable: true,
      value: registerProperty ? { registerProperty } : {},
    });
    return import('../../src/ui/styles');
  }

  it('registers --_ingame-rem once, as an inherited length that computes to px', async () => {
    const registerProperty = vi.fn();
    const { adoptSheets } = await freshStyles(registerProperty);
    adoptSheets(document, ['.a { color: red }']);
    adoptSheets(document.createElement('div').attachShadow({ mode: 'open' }), ['.b { color: blue }']);
    expect(registerProperty).toHaveBeenCalledTimes(1);
    expect(registerProperty).toHaveBeenCalledWith({
      name: '--_ingame-rem',
      syntax: '<length>',
      inherits: true,
      initialValue: '16px',
    });
  });

  it('a second copy of the bundle on the page does not register it again', async () => {
    const registerProperty = vi.fn();
    (await freshStyles(registerProperty)).adoptSheets(document, ['.e { color: red }']);
    vi.resetModules();
    const second = await import('../../src/ui/styles');
    second.adoptSheets(document.createElement('div').attachShadow({ mode: 'open' }), ['.f { color: red }']);
    expect(registerProperty).toHaveBeenCalledTimes(1);
  });

  it('a registration the host page made before stands: no error, the sheets are adopted', async () => {
    const registerProperty = vi.fn(() => {
      throw new DOMException("'--_ingame-rem' is already registered", 'InvalidModificationError');
    });
    const { adoptSheets, sheetFor } = await freshStyles(registerProperty);
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    expect(() => adoptSheets(root, ['.c { color: green }'])).not.toThrow();
    expect(root.adoptedStyleSheets).toContain(sheetFor('.c { color: green }'));
  });

  it('without the CSS Properties API the sheets are adopted all the same', async () => {
    const { adoptSheets, sheetFor } = await freshStyles();
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    expect(() => adoptSheets(root, ['.d { color: green }'])).not.toThrow();
    expect(root.adoptedStyleSheets).toContain(sheetFor('.d { color: green }'));
  });
});
