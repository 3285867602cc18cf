import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from '../../features.mjs';
import { elementDeclaration, elementsOf, parseDeclaration, SHARED } from '../../scripts/element-manifest.mjs';
import type { CustomElementsManifest } from '../../scripts/element-manifest.mjs';
import { vscodeCustomData, vueTypes, webTypes } from '../../scripts/element-docs.mjs';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const manifest: CustomElementsManifest = readJson('custom-elements.json');
const declarationOf = (tag: string) => elementsOf(manifest).find((d) => d.tagName === tag);
const names = (list: { name: string }[]) => list.map((i) => i.name);

/**
 * The names a block of the element's declaration lists (`attributes: {`, `events: {} as {`), read
 * here with a plain regex rather than the generator's parser: the keys at the block's indent.
 */
function declaredNames(tag: string, block: 'attributes' | 'events' | 'cssProperties' | 'parts' | 'slots') {
  const source = readFileSync(`elements/${tag}.ts`, 'utf8');
  const body = new RegExp(`\\n  ${block}: \\{(?:\\} as \\{)?\\n([\\s\\S]*?)\\n  \\},`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/^ {4}'?([\w-]*)'?:/gm)].map((m) => m[1]!);
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

  it.each(ELEMENT_TAGS)('lists every attribute, event, custom property, part and slot <%s> declares', (tag) => {
    const declaration = declarationOf(tag)!;
    // Exactly the declared attributes (the runtime observes the same ones) and `lang`, every element's.
    const attributes = ['lang', ...declaredNames(tag, 'attributes').map(kebab)];
    expect(names(declaration.attributes).sort()).toEqual([...new Set(attributes)].sort());
    expect(names(declaration.cssParts)).toEqual(expect.arrayContaining(declaredNames(tag, 'parts')));
    expect(names(declaration.events)).toEqual(expect.arrayContaining(declaredNames(tag, 'events')));
    expect(names(declaration.cssProperties)).toEqual(expect.arrayContaining(declaredNames(tag, 'cssProperties')));
    expect(names(declaration.cssProperties)).toEqual(expect.arrayContaining(names(SHARED.cssProperties)));
    expect(names(declaration.slots ?? [])).toEqual(declaredNames(tag, 'slots'));
    expect(declaration.description.length).toBeGreaterThan(10);
  });

  it('gives every element the part and the event the runtime gives it (the error boundary)', () => {
    const providers = readFileSync('src/ui/element-providers.tsx', 'utf8');
    expect(providers).toContain('part="root"');
    expect(providers).toContain("emit('ingame-error'");
    expect(readFileSync('elements/define.tsx', 'utf8')).toMatch(/\['lang', 'string'\]/);
    for (const tag of ELEMENT_TAGS) {
      expect(names(declarationOf(tag)!.cssParts), tag).toContain('root');
      expect(names(declarationOf(tag)!.events), tag).toContain('ingame-error');
    }
  });

  it('types an attribute from its declared type, or its allowed values', () => {
    const attribute = (tag: string, name: string) => declarationOf(tag)!.attributes.find((a) => a.name === name)!;
    expect(attribute('ingame-marquee', 'interval').type.text).toBe('number');
    expect(attribute('ingame-install', 'api-id')).toMatchObject({ fieldName: 'apiId', type: { text: 'number' } });
    expect(attribute('ingame-install', 'platform').type.text).toBe("'ios' | 'android' | 'desktop'");
    expect(attribute('ingame-history', 'lang').type.text).toBe('string');
  });
});

describe('the declaration parser (scripts/element-manifest.mjs)', () => {
  const file = (body: string, doc = '`<ingame-x>` — first paragraph\nstill first.\n\nSecond.') =>
    `import { declareElement } from './declaration';\n/**\n${doc
      .split('\n')
      .map((l) => ` * ${l}`)
      .join('\n')}\n */\nexport const declaration = declareElement('ingame-x', {\n${body}\n});\n`;

  it('reads the description, each JSDoc, an attribute rule and the type-only blocks', () => {
    const declared = parseDeclaration(
      file(
        "  attributes: {\n    /** One\n     * and two. */\n    pageSize: { type: 'number', min: -1, integer: true, default: 5 },\n  },\n" +
          "  events: {} as {\n    /** Opened. */\n    'ingame-open': { id: number };\n  },\n" +
          '  parts: {} as {\n    /** Base. */\n    base: true;\n  },',
      ),
    );
    expect(declared.description).toBe('`<ingame-x>` — first paragraph still first.\n\nSecond.');
    expect(declared.attributes).toEqual([
      { name: 'pageSize', description: 'One and two.', spec: { type: 'number', min: -1, integer: true, default: 5 } },
    ]);
    expect(declared.events).toEqual([{ name: 'ingame-open', description: 'Opened.', type: '{ id: number }' }]);
    expect(declared.cssParts).toEqual([{ name: 'base', description: 'Base.', type: 'true' }]);
    const element = elementDeclaration(
      'ingame-x',
      file("  attributes: {\n    /** Size. */\n    pageSize: { type: 'number', min: 1 },\n  },"),
    );
    expect(element.attributes[1]).toMatchObject({
      name: 'page-size',
      fieldName: 'pageSize',
      type: { text: 'number' },
      description: 'Size. A number of at least 1; any other value warns once on the console and the default applies.',
    });
  });

  it('refuses an unknown key, a computed rule, a missing description, a file without a declaration and another tag', () => {
    expect(() => parseDeclaration(file('  methods: {},'))).toThrow(/unknown declaration key/);
    expect(() =>
      parseDeclaration(file("  attributes: {\n    /** A. */\n    a: { type: 'number', min: MIN },\n  },")),
    ).toThrow(/literals only/);
    expect(() => elementDeclaration('ingame-x', file("  attributes: {\n    a: { type: 'string' },\n  },"))).toThrow(
      /attribute a has no JSDoc/,
    );
    expect(() => parseDeclaration("import x from 'y';\n")).toThrow(/no `const … = declareElement/);
    expect(() => elementDeclaration('ingame-y', file(''))).toThrow(/declares <ingame-x>/);
    expect(() => elementDeclaration('ingame-x', file('', 'The x.'))).toThrow(/must start with/);
  });

  it('keeps an element’s own ingame-error and lang descriptions over the shared ones', () => {
    const own = elementDeclaration(
      'ingame-x',
      file(
        "  attributes: {\n    /** Its own language. */\n    lang: { type: 'string' },\n  },\n" +
          "  events: {} as {\n    /** Could not load. */\n    'ingame-error': IngameErrorDetail;\n  },",
      ),
    );
    expect(own.events).toEqual([
      { name: 'ingame-error', type: { text: SHARED.events[0]!.type }, description: 'Could not load.' },
    ]);
    expect(own.attributes).toEqual([
      { name: 'lang', fieldName: 'lang', type: { text: 'string' }, description: 'Its own language.' },
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
        const declared = new RegExp(`'${event.name}':\\s*\\{`).test(source);
        if (declared) expect(event.type.text).not.toContain('Code: number | null');
      }
    }
    const history = declarationOf('ingame-history')!;
    expect(history.events.find((e) => e.name === 'ingame-round-open')!.type.text).toBe(
      'CustomEvent<{ game: number; round: string }>',
    );
  });

  it('gives an attribute its declared default (as a JS expression), on the attribute and its field', () => {
    const marquee = declarationOf('ingame-marquee')!;
    expect(marquee.attributes.find((a) => a.name === 'interval')!.default).toBe('5000');
    expect(marquee.members.find((m) => m.name === 'interval')!.default).toBe('5000');
    expect(declarationOf('ingame-rankings')!.attributes.find((a) => a.name === 'view')!.default).toBe("'list'");
    expect(declarationOf('ingame-rankings')!.attributes.find((a) => a.name === 'view')!.type.text).toBe(
      "'list' | 'hub'",
    );
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

  it('passes on this tree and fails, naming the files, once a declaration changes', () => {
    dir = mkdtempSync(join(tmpdir(), 'element-docs-'));
    for (const f of [
      'docs/elements.md',
      'types/vue.d.ts',
      'types/svelte.d.ts',
      'package.json',
      'custom-elements.json',
      'web-types.json',
      'vscode.html-custom-data.json',
      'demo/public/element-page.js',
    ])
      cpSync(f, join(dir, f));
    for (const f of ['element-docs.mjs', 'element-manifest.mjs', 'generated.mjs'])
      cpSync(`scripts/${f}`, join(dir, 'scripts', f));
    for (const f of readdirSync('elements')) cpSync(`elements/${f}`, join(dir, 'elements', f), { recursive: true });
    // The parser is TypeScript's: resolved from the copy as from the repository.
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    const check = () =>
      spawnSync(process.execPath, ['scripts/element-docs.mjs', '--check'], { cwd: dir, encoding: 'utf8' });
    expect(check().status).toBe(0);

    const element = join(dir, 'elements/ingame-marquee.ts');
    writeFileSync(element, readFileSync(element, 'utf8').replace('    item: true;', '    line: true;'));
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(
      // A part is not in the Vue types: types/vue.d.ts stays as it is.
      'custom-elements.json, vscode.html-custom-data.json, web-types.json, docs/elements.md\n',
    );
  });
});
