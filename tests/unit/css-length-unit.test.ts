/**
 * Our stylesheets' one unit of length (issue 24): `var(--_ingame-rem)`, the element root's font
 * size, never `rem`, which is the host page's root font size: a zoom preset scaled only the text,
 * and an operator's `html { font-size: 62.5% }` shrank our spacing (ui/base.css). Chromium proves
 * the lengths themselves (tests/e2e/zoom-presets.test.ts); this keeps a new `rem` out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it("the unit is each element root's font size, and the app shell's zoom preset", () => {
    const rule = (file: string, selector: string) => {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      return css.slice(css.indexOf(`\n${selector} {`)).split('}')[0]!;
    };
    const root = rule('src/ui/base.css', '.ingame-root');
    expect(root).toMatch(/font-size: var\(--ingame-font-size, 16px\);/);
    expect(root).toMatch(/--_ingame-rem: var\(--ingame-font-size, 16px\);/);
    const shell = rule('src/app/app.css', '.ingame-root[data-zoom]');
    expect(shell).toMatch(/--_ingame-rem: max\(16px, min\(var\(--_zoom-font\)/);
    expect(shell).toMatch(/font-size: var\(--_ingame-rem\);/);
  });
});
