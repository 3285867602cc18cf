import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TAGS, ERRORS_CATALOG_FILES, FEATURES, folderOf } from '../../features.mjs';
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
    const errors = lingui.catalogs.find((c) => c.path.endsWith('/errors'))!;
    const failureFiles = ERRORS_CATALOG_FILES.map((f) => `<rootDir>/${f}`);
    expect(errors.include).toEqual(failureFiles);
    expect(common.exclude).toEqual([...FEATURES.map((f) => `<rootDir>/${folderOf(f)}/**`), ...failureFiles]);
  });

  it('keeps the failure texts out of the shared catalog a lobby page loads first (issue 30)', () => {
    const ids = (catalog: string) =>
      [...readFileSync(`locales/en/${catalog}.po`, 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]);
    expect(ids('common').filter((id) => /^(error|session)\./.test(id!))).toEqual([]);
    expect(ids('errors')).toEqual(expect.arrayContaining(['error.code.timeout', 'error.request', 'session.timeout']));
    for (const file of ERRORS_CATALOG_FILES) expect(existsSync(file), file).toBe(true);
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

  it("keeps element files declarative: no styles, and the only catalog an element names is its own feature's", () => {
    // The feature's FeatureScope loads its texts wherever it renders (alone, in the app, in a
    // story); the element names the same catalog only so the runtime asks for it beside the
    // shared texts (issue 30). Another feature's catalog there would load texts nobody shows.
    for (const feature of FEATURES) {
      for (const tag of feature.elements) {
        const source = readFileSync(`elements/${tag}.ts`, 'utf8');
        expect(source, tag).not.toMatch(/\.css\?inline/);
        expect(source, `${tag} passes its feature's catalog to defineElement`).toMatch(/\bcatalog: \w+/);
        const from = [...source.matchAll(/from '\.\.\/([^']+)'/g)].map((m) => m[1]!);
        const catalogs = from.filter((path) => /\.catalog$/.test(path));
        expect(catalogs, tag).toEqual(
          catalogs.filter((path) => path === `${folderOf(feature)}/${feature.name}.catalog`),
        );
        const features = from.filter((path) => path.startsWith('src/features/') || path.startsWith('src/app/'));
        for (const path of features)
          expect(path.startsWith(`${folderOf(feature)}/`), `${tag} imports ${path}`).toBe(true);
      }
    }
  });
});
