import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TAGS, FEATURES, folderOf } from '../../features.mjs';
import { generatedFiles, staleFiles } from '../../scripts/gen-features.mjs';
import lingui from '../../lingui.config.js';

describe('the feature manifest (features.mjs)', () => {
  it('agrees with every file generated from it (run `node scripts/gen-features.mjs`)', () => {
    expect(staleFiles()).toEqual([]);
  });

  it('names a folder and an element file that exist for every feature and tag', () => {
    for (const feature of FEATURES) expect(existsSync(folderOf(feature)), folderOf(feature)).toBe(true);
    for (const tag of ELEMENT_TAGS) expect(existsSync(`elements/${tag}.ts`), tag).toBe(true);
  });

  it('lists every element file there is (none defined outside the manifest)', () => {
    const files = readdirSync('elements')
      .filter((f) => /^ingame-[\w-]+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...ELEMENT_TAGS].sort());
  });

  it('gives each feature its own Lingui catalog, and the shared one takes only what no feature owns', () => {
    const paths = lingui.catalogs.map((c) => c.path);
    for (const feature of FEATURES) expect(paths).toContain(`<rootDir>/locales/{locale}/${feature.name}`);
    const common = lingui.catalogs.find((c) => c.path.endsWith('/common'))!;
    expect(common.exclude).toEqual(FEATURES.map((f) => `<rootDir>/${folderOf(f)}/**`));
  });

  it('registers every tag with the autoloader and the IIFE, and no other', () => {
    const files = generatedFiles();
    const registered = [...files['elements/registry.ts']!.matchAll(/'(ingame-[\w-]+)': \(\) => import/g)].map(
      (m) => m[1],
    );
    const bundled = [...files['elements/all.ts']!.matchAll(/import '\.\/(ingame-[\w-]+)';/g)].map((m) => m[1]);
    expect(registered).toEqual(ELEMENT_TAGS);
    expect(bundled).toEqual(ELEMENT_TAGS);
  });

  it('keeps element files declarative: no element lists styles or catalogs of its own', () => {
    for (const tag of ELEMENT_TAGS) {
      const source = readFileSync(`elements/${tag}.ts`, 'utf8');
      expect(source, tag).not.toMatch(/\.css\?inline|\.catalog'/);
    }
  });
});
