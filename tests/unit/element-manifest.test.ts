import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from '../../features.mjs';
import { elementDeclaration, elementsOf, parseContract, SHARED } from '../../scripts/element-manifest.mjs';
import type { CustomElementsManifest } from '../../scripts/element-manifest.mjs';
import { vscodeCustomData, vueTypes, webTypes } from '../../scripts/element-docs.mjs';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const manifest: CustomElementsManifest = readJson('custom-elements.json');
const declarationOf = (tag: string) => elementsOf(manifest).find((d) => d.tagName === tag);
const names = (list: { name: string }[]) => list.map((i) => i.name);

/** The JSDoc's tagged names, read here with a plain regex rather than the generator's parser. */
function jsdocNames(tag: string, kind: 'attr' | 'event' | 'cssproperty' | 'csspart') {
  const header = readFileSync(`elements/${tag}.ts`, 'utf8').split('*/')[0]!;
  return [...header.matchAll(new RegExp(`@${kind}\\s+(?:\\{[^}]*\\}\\s+)?\\[?([^\\s=\\]]+)`, 'g'))].map((m) => m[1]);
}
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('custom-elements.json (the Custom Elements Manifest)', () => {
  it('is schema 2.x and package.json points IDEs and tools at it and at the web-types', () => {
    expect(manifest.schemaVersion).toMatch(/^2\.\d+\.\d+$/);
    const pkg = readJson('package.json');
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(readJson(pkg['web-types']).contributions.html.elements.length).toBe(ELEMENT_TAGS.length);
  });

  it.each(ELEMENT_TAGS)('defines <%s> as a custom element of its published module', (tag) => {
    const module = manifest.modules.find((m) => m.declarations.some((d) => d.tagName === tag));
    expect(module?.path).toBe(`dist/elements/${tag}.js`);
    expect(module?.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: tag,
      declaration: { name: declarationOf(tag)!.name, module: module!.path },
    });
    expect(declarationOf(tag)!.customElement).toBe(true);
  });

  it.each(ELEMENT_TAGS)('lists every attribute, event, custom property and part the JSDoc of <%s> names', (tag) => {
    const declaration = declarationOf(tag)!;
    expect(names(declaration.attributes)).toEqual(jsdocNames(tag, 'attr'));
    expect(names(declaration.cssParts)).toEqual(expect.arrayContaining(jsdocNames(tag, 'csspart')));
    expect(names(declaration.events)).toEqual(expect.arrayContaining(jsdocNames(tag, 'event')));
    expect(names(declaration.cssProperties)).toEqual(expect.arrayContaining(jsdocNames(tag, 'cssproperty')));
    expect(names(declaration.cssProperties)).toEqual(expect.arrayContaining(names(SHARED.cssProperties)));
    expect(declaration.description.length).toBeGreaterThan(10);
  });

  it.each(ELEMENT_TAGS)(
    'documents exactly the attributes <%s> declares to the runtime (`lang` and its props)',
    (tag) => {
      const source = readFileSync(`elements/${tag}.ts`, 'utf8');
      // The props option's own keys, read here without the generator's parser: nested rules
      // (`{ type: 'number', min: 500 }`) are dropped first, so only the option's keys remain.
      const props = /\bprops:\s*\{((?:[^{}]|\{[^{}]*\})*)\}/.exec(source)?.[1] ?? '';
      const keys = [...props.replace(/\{[^{}]*\}/g, '{}').matchAll(/(\w+):/g)].map((m) => kebab(m[1]!));
      const declared = ['lang', ...keys];
      expect(names(declarationOf(tag)!.attributes).sort()).toEqual(declared.sort());
    },
  );

  it('gives every element the part and the event the runtime gives it (the error boundary)', () => {
    const providers = readFileSync('src/ui/element-providers.tsx', 'utf8');
    expect(providers).toContain('part="root"');
    expect(providers).toContain("emit('ingame-error'");
    expect(readFileSync('elements/runtime.tsx', 'utf8')).toMatch(/\['lang', 'string'\]/);
    for (const tag of ELEMENT_TAGS) {
      expect(names(declarationOf(tag)!.cssParts), tag).toContain('root');
      expect(names(declarationOf(tag)!.events), tag).toContain('ingame-error');
    }
  });

  it('types an attribute from its props option unless the JSDoc gives a type', () => {
    const attribute = (tag: string, name: string) => declarationOf(tag)!.attributes.find((a) => a.name === name)!;
    expect(attribute('ingame-marquee', 'interval').type.text).toBe('number');
    expect(attribute('ingame-install', 'api-id')).toMatchObject({ fieldName: 'apiId', type: { text: 'number' } });
    expect(attribute('ingame-install', 'platform').type.text).toBe("'ios' | 'android' | 'desktop'");
    expect(attribute('ingame-history', 'lang').type.text).toBe('string');
  });
});

describe('the JSDoc contract parser', () => {
  const file = (doc: string) =>
    `/**\n${doc
      .split('\n')
      .map((l) => ` * ${l}`)
      .join('\n')}\n */\nimport x from 'y';\n`;

  it('continues a tag on the next line and keeps paragraphs apart', () => {
    const contract = parseContract(
      file(
        '`<ingame-x>` — first paragraph\nstill first.\n\nSecond.\n\n@attr mode - One\n  and two.\n@csspart base - Base.',
      ),
    );
    expect(contract.description).toBe('`<ingame-x>` — first paragraph still first.\n\nSecond.');
    expect(contract.attributes).toEqual([{ name: 'mode', description: 'One and two.' }]);
    expect(contract.cssParts).toEqual([{ name: 'base', description: 'Base.' }]);
  });

  it('refuses an unknown tag, a file without a contract and a contract for another tag', () => {
    expect(() => parseContract(file('`<ingame-x>` — x\n@slot icon - An icon.'))).toThrow(/unknown or malformed/);
    expect(() => parseContract("import x from 'y';\n")).toThrow(/no JSDoc contract/);
    expect(() => elementDeclaration('ingame-y', file('`<ingame-x>` — x'))).toThrow(/must start with/);
  });

  it('keeps an element’s own ingame-error description over the shared one', () => {
    const own = elementDeclaration('ingame-x', file('`<ingame-x>` — x\n@event ingame-error - Could not load.'));
    expect(own.events).toEqual([
      { name: 'ingame-error', type: { text: SHARED.events[0]!.type }, description: 'Could not load.' },
    ]);
    expect(own.cssParts).toEqual(SHARED.cssParts);
  });

  it('documents exactly the theme tokens every shadow root takes from src/ui/base.css', () => {
    // The tokens `.ingame-root` reads (`var(--ingame-…, default)`); element-specific ones, like the
    // marquee's height, are declared in other rules of the file and documented by their element.
    const root = /\.ingame-root\s*\{([^}]*)\}/.exec(readFileSync('src/ui/base.css', 'utf8'))![1]!;
    const tokens = [...new Set([...root.matchAll(/var\(\s*(--ingame-[\w-]+)/g)].map((m) => m[1]))];
    expect(tokens.length).toBeGreaterThan(5);
    expect(names(SHARED.cssProperties).sort()).toEqual(tokens.sort());
    const marquee = declarationOf('ingame-marquee')!.cssProperties;
    expect(marquee.find((p) => p.name === '--ingame-color-accent')!.description).toBe('Icon and focus colour.');
  });
});

describe('editor data generated from the manifest', () => {
  it('gives VS Code every tag with its attributes, and the values of an enumerated one', () => {
    const data = vscodeCustomData(manifest);
    expect(data.tags.map((t) => t.name).sort()).toEqual([...ELEMENT_TAGS].sort());
    const install = data.tags.find((t) => t.name === 'ingame-install')!;
    expect(install.attributes.map((a) => a.name)).toEqual(['lang', 'api-id', 'platform', 'url']);
    expect(install.attributes.find((a) => a.name === 'platform')!.values).toEqual([
      { name: 'ios' },
      { name: 'android' },
      { name: 'desktop' },
    ]);
    expect(install.description.value).toContain('`ingame-download`');
    expect(install.description.value).toContain('`--ingame-qr-size`');
  });

  it('gives JetBrains IDEs every tag with attributes, properties, events and CSS, under the package version', () => {
    const types = webTypes(manifest, { name: 'ingame-widgets', version: '9.9.9' });
    expect(types.version).toBe('9.9.9');
    const marquee = types.contributions.html.elements.find((e) => e.name === 'ingame-marquee')!;
    expect(marquee.attributes.find((a) => a.name === 'interval')!.value).toEqual({ kind: 'plain', type: 'number' });
    expect(marquee.js.properties.map((p) => p.name)).toEqual(['lang', 'interval']);
    expect(marquee.js.events.map((e) => e.name)).toEqual(['ingame-error']);
    expect(marquee.css.parts.map((p) => p.name)).toContain('toggle');
    expect(marquee.css.properties.map((p) => p.name)).toContain('--ingame-marquee-height');
  });
});

describe('event detail types and defaults in the manifest (issue 26)', () => {
  it('gives every event its detail type, as the element file declares it for TypeScript hosts', () => {
    for (const element of elementsOf(manifest)) {
      const source = readFileSync(`elements/${element.tagName}.ts`, 'utf8');
      for (const event of element.events) {
        // Before issue 26 every event's type was a bare `CustomEvent`.
        expect(event.type.text, `${element.tagName} ${event.name}`).toMatch(/^CustomEvent<\{ .+ \}>$/);
        const declared = new RegExp(`'${event.name}':\\s*CustomEvent<`).test(source);
        if (declared) expect(event.type.text).not.toContain('Code: number | null');
      }
    }
    const history = declarationOf('ingame-history')!;
    expect(history.events.find((e) => e.name === 'ingame-round-open')!.type.text).toBe(
      'CustomEvent<{ game: number; round: string }>',
    );
  });

  it('gives an attribute the default its JSDoc names (`[name=default]`), on the attribute and its field', () => {
    const marquee = declarationOf('ingame-marquee')!;
    expect(marquee.attributes.find((a) => a.name === 'interval')!.default).toBe('5000');
    expect(marquee.members.find((m) => m.name === 'interval')!.default).toBe('5000');
    expect(declarationOf('ingame-rankings')!.attributes.find((a) => a.name === 'view')!.default).toBe("'list'");
    expect(parseContract("/**\n * `<x-y>` — z\n * @attr {'a' | 'b'} [mode='a'] - The mode.\n */").attributes).toEqual([
      { name: 'mode', type: "'a' | 'b'", default: "'a'", description: 'The mode.' },
    ]);
  });
});

describe('types/vue.d.ts (Vue template types, issue 26)', () => {
  const vue = vueTypes(manifest);
  it("declares every tag in Vue's GlobalComponents with its typed, optional props and event handlers", () => {
    expect(vue).toContain("declare module 'vue' {");
    expect(vue).toContain('interface GlobalComponents {');
    for (const element of elementsOf(manifest))
      expect(vue).toContain(`'${element.tagName}': DefineComponent<HTMLAttributes & {`);
    const marquee = vue.split("'ingame-marquee': DefineComponent<HTMLAttributes & {")[1]!.split('}>;')[0]!;
    expect(marquee).toMatch(/\binterval\?: number;/);
    expect(marquee).not.toMatch(/intervall/);
    const install = vue.split("'ingame-install': DefineComponent<HTMLAttributes & {")[1]!.split('}>;\n')[0]!;
    expect(install).toMatch(/platform\?: 'ios' \| 'android' \| 'desktop';/);
    expect(install).toMatch(
      /onIngameDownload\?: \(event: CustomEvent<\{ status: 'completed' \| 'failed'; url: string \}>\) => void;/,
    );
  });
});

describe('node scripts/element-docs.mjs --check', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on this tree and fails, naming the files, once a JSDoc changes', () => {
    dir = mkdtempSync(join(tmpdir(), 'element-docs-'));
    for (const f of [
      'docs/elements.md',
      'types/vue.d.ts',
      'package.json',
      'custom-elements.json',
      'web-types.json',
      'vscode.html-custom-data.json',
      'demo/public/element-page.js',
    ])
      cpSync(f, join(dir, f));
    for (const f of ['element-docs.mjs', 'element-manifest.mjs', 'generated.mjs'])
      cpSync(`scripts/${f}`, join(dir, 'scripts', f));
    for (const f of readdirSync('elements')) cpSync(`elements/${f}`, join(dir, 'elements', f));
    const check = () =>
      spawnSync(process.execPath, ['scripts/element-docs.mjs', '--check'], { cwd: dir, encoding: 'utf8' });
    expect(check().status).toBe(0);

    const element = join(dir, 'elements/ingame-marquee.ts');
    writeFileSync(element, readFileSync(element, 'utf8').replace('@csspart item - ', '@csspart line - '));
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(
      // A part is not in the Vue types: types/vue.d.ts stays as it is.
      'custom-elements.json, vscode.html-custom-data.json, web-types.json, docs/elements.md\n',
    );
  });
});
