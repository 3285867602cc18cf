import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet of a feature (src/features/<feature>/*.css). */
function featureSheets(): string[] {
  const root = 'src/features';
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(root, file));
}

describe("features' stylesheets", () => {
  // A feature's sheet is adopted into whatever element shows the feature — <ingame-app> too, where
  // the account's `:host { display: inline-block }` once shrank the whole app to its content's
  // width on a desktop screen.
  it.each(featureSheets())('%s styles a host only by naming its element', (file) => {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const hosts = css.match(/:host\b(\([^)]*\))?/g) ?? [];
    for (const host of hosts) expect(host).toMatch(/^:host\(ingame-[a-z-]+\)$/);
  });
});

describe('every stylesheet', () => {
  const sheets = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join('src', file));
  // `* { box-sizing: inherit }` made every element's style depend on its parent's: a history row
  // restyled on each frame of a fast scroll then cost Chromium a style pass that grew frame after
  // frame (4.5 → 100 ms at 4× CPU, issue 30; docs/performance.md). Name the value instead.
  it.each(sheets)('%s sets no non-inherited property to inherit', (file) => {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css.match(/\b(box-sizing|margin|padding|border|display|position)\s*:\s*inherit\b/g) ?? []).toEqual([]);
  });
});
