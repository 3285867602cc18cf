/**
 * Everything generated from the elements' JSDoc contract (@attr, @event, @cssproperty, @csspart at
 * the top of each elements/ingame-*.ts), by way of one parse into the Custom Elements Manifest
 * (scripts/element-manifest.mjs):
 *   - custom-elements.json: the manifest itself (package.json "customElements");
 *   - vscode.html-custom-data.json: VS Code's HTML custom data (`html.customData` setting);
 *   - web-types.json: JetBrains web-types (package.json "web-types");
 *   - README.md: the element reference between <!-- elements:start --> and <!-- elements:end -->.
 * `node scripts/element-docs.mjs` (or `--write`) rewrites them; `--check` writes nothing and exits 1
 * when one is out of date (tests/unit/readme.test.ts runs the same comparison).
 */
import { readFileSync } from 'node:fs';
import { staleOf, runWhenMain } from './generated.mjs';
import { customElementsManifest, elementsOf, literalValues, SHARED } from './element-manifest.mjs';

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const markdown = (value) => ({ kind: 'markdown', value });

/**
 * The README's element reference: the theme tokens every element shares, once, then a heading and
 * four tables per element (its own custom properties only: the shared ones would repeat 17 times).
 */
export function elementReference(manifest = customElementsManifest()) {
  const isShared = (p) => SHARED.cssProperties.some((s) => s.name === p.name && s.description === p.description);
  const out = [
    "**Theme tokens of every element** (the shadow root's base sheet reads them; an element below",
    'lists a token again only where it gives it a particular role):\n',
    '| CSS custom property | |',
    '|---|---|',
    ...SHARED.cssProperties.map(({ name, description }) => `| \`${name}\` | ${description} |`),
    '',
  ];
  for (const element of elementsOf(manifest)) {
    out.push(`### \`<${element.tagName}>\` — ${element.description}\n`);
    const table = (title, rows) => {
      if (!rows.length) return;
      out.push(
        `| ${title} | |`,
        '|---|---|',
        ...rows.map(({ name, description }) => `| \`${name}\` | ${description} |`),
        '',
      );
    };
    table('attribute', element.attributes);
    table('event', element.events);
    table(
      'CSS custom property',
      element.cssProperties.filter((p) => !isShared(p)),
    );
    table('part', element.cssParts);
  }
  return out.join('\n').trim();
}

export function readmeSection(readme) {
  return readme.split('<!-- elements:start -->')[1]?.split('<!-- elements:end -->')[0]?.trim() ?? null;
}

/** An element's description with its events, custom properties and parts, for an IDE's tooltip. */
function tooltip(element) {
  const list = (title, items) =>
    items.length ? [`**${title}**`, ...items.map((i) => `- \`${i.name}\` — ${i.description}`)].join('\n') : null;
  return [
    element.description,
    list('Events', element.events),
    list('CSS custom properties', element.cssProperties),
    list('Parts', element.cssParts),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** VS Code HTML custom data, version 1.1 (microsoft/vscode-html-languageservice docs/customData.md). */
export function vscodeCustomData(manifest = customElementsManifest()) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: markdown(tooltip(element)),
      attributes: element.attributes.map((a) => {
        const values = literalValues(a.type.text);
        return {
          name: a.name,
          description: markdown(a.description),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains web-types 2 (github.com/JetBrains/web-types): elements, their JS side and their CSS. */
export function webTypes(manifest = customElementsManifest(), pkg = JSON.parse(readFileSync('package.json', 'utf8'))) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elementsOf(manifest).map((element) => ({
          name: element.tagName,
          description: element.description,
          attributes: element.attributes.map((a) => {
            const values = literalValues(a.type.text);
            return {
              name: a.name,
              description: a.description,
              value: { kind: 'plain', type: values ? 'enum' : a.type.text },
              ...(values ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          js: {
            properties: element.members.map((m) => ({ name: m.name, description: m.description, type: m.type.text })),
            events: element.events.map(({ name, description }) => ({ name, description })),
          },
          css: {
            properties: element.cssProperties.map(({ name, description }) => ({ name, description })),
            parts: element.cssParts.map(({ name, description }) => ({ name, description })),
          },
        })),
      },
    },
  };
}

/** Every generated file: path → content. */
export function generatedFiles() {
  const manifest = customElementsManifest();
  const readme = readFileSync('README.md', 'utf8');
  const [before, rest] = readme.split('<!-- elements:start -->');
  const after = rest.split('<!-- elements:end -->')[1];
  return {
    'custom-elements.json': json(manifest),
    'vscode.html-custom-data.json': json(vscodeCustomData(manifest)),
    'web-types.json': json(webTypes(manifest)),
    'README.md': `${before}<!-- elements:start -->\n${elementReference(manifest)}\n<!-- elements:end -->${after}`,
  };
}

/** Files whose content differs from what the JSDoc says (missing ones included). */
export const staleFiles = () => staleOf(generatedFiles());

runWhenMain(import.meta.url, generatedFiles);
