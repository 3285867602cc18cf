/**
 * The Custom Elements Manifest (schema 2.1, https://github.com/webcomponents/custom-elements-manifest)
 * read from the JSDoc contract at the top of each elements/ingame-*.ts. It is the one parse: the
 * element reference (docs/elements.md), the Vue types, the VS Code custom data and the JetBrains web-types are rendered
 * from the manifest (scripts/element-docs.mjs), never from the JSDoc again.
 *
 * The contract: a first paragraph "`<tag>` — what it is", then one line per
 *   @attr [{type}] name - description      (type: a union of string literals gives the values;
 *   @attr [{type}] [name=default] - …        the default as a JS expression: 5000, 'list')
 *   @event name - description               (detail type: the element file's
 *                                            GlobalEventHandlersEventMap entry, `CustomEvent<…>`)
 *   @cssproperty --name - description
 *   @csspart name - description
 * A line that starts with none of them continues the tag above it. An attribute's type, when the
 * JSDoc gives none, is the one its `props` option declares (elements/runtime.tsx: `lang` is a
 * string on every element).
 */
import { readFileSync, readdirSync } from 'node:fs';

export const SCHEMA_VERSION = '2.1.0';

/**
 * What the runtime gives every element besides its own contract, so no element file repeats it:
 * the error boundary of src/ui/element-providers.tsx wraps each one in the `root` part and emits
 * `ingame-error` when rendering fails, and every shadow root adopts src/ui/base.css, whose theme
 * tokens (the `--ingame-*` custom properties of `.ingame-root`) reach every element.
 * (tests/unit/element-manifest.test.ts checks all three against the code.) An element whose JSDoc
 * documents one of them keeps its own description.
 */
export const SHARED = {
  events: [
    {
      name: 'ingame-error',
      // elements/types.ts: IngameErrorDetail, written out.
      type: 'CustomEvent<{ Code: number | null; Message: string; trace: string; status?: number; Data?: unknown }>',
      description:
        'The element failed to render and shows the error notice (§8) instead; `detail` is `{ Code: null, Message, trace }`.',
    },
  ],
  cssParts: [{ name: 'root', description: "Every element's outer wrapper; the error notice shows inside it." }],
  cssProperties: [
    { name: '--ingame-font-family', description: 'Font stack (default: the system UI fonts, with Thai and CJK).' },
    { name: '--ingame-font-size', description: 'Base font size; sizes inside scale with it (default 16px).' },
    { name: '--ingame-color-text', description: 'Text colour (default #f4f4f6).' },
    { name: '--ingame-color-surface', description: 'Panel background (default #1d1b2e).' },
    { name: '--ingame-color-accent', description: 'Buttons, links, selection (default #ffc93c).' },
    { name: '--ingame-color-danger', description: 'Errors and warnings (default #ff6b6b).' },
    { name: '--ingame-color-muted', description: 'Secondary text (default #a9a6c2).' },
    { name: '--ingame-color-success', description: 'Wins and done states (default #4cd964).' },
    { name: '--ingame-color-focus', description: 'The keyboard focus ring (default: the accent colour).' },
    { name: '--ingame-radius', description: 'Corner radius of panels; smaller corners scale with it (default 8px).' },
    {
      name: '--ingame-color-scheme',
      description:
        '`dark` (default) or `light`: form controls and scrollbars follow it; a light theme sets it with its colours.',
    },
  ],
};

const TAGS = { attr: 'attributes', event: 'events', cssproperty: 'cssProperties', csspart: 'cssParts' };
const PROP_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const className = (tag) => `${camel(`-${tag}`)}Element`;

/** The string values of a type like `'a' | 'b'`, or null when it is anything else. */
export function literalValues(type) {
  const parts = type.split('|').map((p) => p.trim());
  return parts.every((p) => /^'[^']*'$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : null;
}

/** The JSDoc contract of one element file: its description and its tagged lines, in order. */
export function parseContract(source, file = 'element') {
  const doc = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1];
  if (!doc) throw new Error(`${file}: no JSDoc contract at the top`);
  const lines = doc.split('\n').map((l) => l.replace(/^\s*\* ?/, '').trimEnd());
  const paragraphs = [[]];
  const contract = { description: '', attributes: [], events: [], cssProperties: [], cssParts: [] };
  let last = null;
  for (const line of lines) {
    if (line.startsWith('@')) {
      const m = /^@(\w+)\s+(?:\{([^}]*)\}\s+)?(\S+)\s*(?:-\s*)?(.*)$/.exec(line);
      const list = m && TAGS[m[1]];
      if (!list) throw new Error(`${file}: unknown or malformed JSDoc tag: ${line}`);
      const optional = /^\[([^=\]]+)=([^\]]+)\]$/.exec(m[3]);
      last = {
        name: optional ? optional[1] : m[3],
        ...(m[2] ? { type: m[2].trim() } : {}),
        ...(optional ? { default: optional[2] } : {}),
        description: m[4],
      };
      contract[list].push(last);
    } else if (last && line.trim() !== '') {
      last.description = `${last.description} ${line.trim()}`.trim();
    } else if (!last) {
      if (line.trim() === '') paragraphs.push([]);
      else paragraphs.at(-1).push(line.trim());
    }
  }
  contract.description = paragraphs
    .map((p) => p.join(' '))
    .filter(Boolean)
    .join('\n\n');
  return contract;
}

/**
 * The `props` option of the file's `defineElement` call: prop name → runtime type. A prop is its
 * type (`interval: 'number'`) or a number with its rule (`interval: { type: 'number', min: 500 }`,
 * elements/prop-rules.ts).
 */
export function declaredProps(source) {
  const body = /\bprops:\s*\{((?:[^{}]|\{[^{}]*\})*)\}/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/(\w+):\s*(?:'(\w+)'|\{[^{}]*?\btype:\s*'(\w+)'[^{}]*\})/g)].map((m) => [m[1], m[2] ?? m[3]]),
  );
}

/**
 * The `CustomEvent<…>` type of each event the file declares for TypeScript hosts (its
 * `GlobalEventHandlersEventMap` block), with the detail written out, so the manifest's readers
 * (IDEs, Storybook's docs) see the detail's shape without the package's types.
 */
export function declaredEventTypes(source) {
  const block = /interface GlobalEventHandlersEventMap\s*\{([\s\S]*?)\n  \}/.exec(source)?.[1] ?? '';
  const types = {};
  for (const m of block.matchAll(/'(ingame-[\w-]+)':\s*(CustomEvent<[\s\S]*?>);/g))
    types[m[1]] = m[2]
      .replace(/\s+/g, ' ')
      .replace(/\b(\w+)\b/g, (name) => NAMED_TYPES[name] ?? name)
      .trim();
  return types;
}

/** Named types an event detail uses, as a reader without the package's types can read them. */
const NAMED_TYPES = { Locale: 'string' };

const withShared = (own, shared) => [...own, ...shared.filter((s) => !own.some((o) => o.name === s.name))];

/** One element's class declaration in the manifest. */
export function elementDeclaration(tag, source) {
  const file = `elements/${tag}.ts`;
  const contract = parseContract(source, file);
  const heading = new RegExp(`^\`<${tag}>\` — ([\\s\\S]+)$`).exec(contract.description);
  if (!heading) throw new Error(`${file}: the JSDoc must start with "\`<${tag}>\` — …"`);
  const props = { lang: 'string', ...declaredProps(source) };
  const attributes = contract.attributes.map((a) => {
    const fieldName = camel(a.name);
    const type = a.type ?? PROP_TYPES[props[fieldName]] ?? 'string';
    return {
      name: a.name,
      fieldName,
      type: { text: type },
      ...(a.default !== undefined ? { default: a.default } : {}),
      description: a.description,
    };
  });
  const eventTypes = declaredEventTypes(source);
  return {
    kind: 'class',
    name: className(tag),
    tagName: tag,
    customElement: true,
    // Capitalised for tools that show it on its own (IDE tooltips, Storybook's docs).
    description: heading[1][0].toUpperCase() + heading[1].slice(1),
    attributes,
    members: attributes.map((a) => ({
      kind: 'field',
      name: a.fieldName,
      type: a.type,
      ...(a.default !== undefined ? { default: a.default } : {}),
      description: a.description,
      attribute: a.name,
    })),
    events: withShared(contract.events, SHARED.events).map((e) => ({
      name: e.name,
      type: { text: eventTypes[e.name] ?? SHARED.events.find((s) => s.name === e.name)?.type ?? 'CustomEvent' },
      description: e.description,
    })),
    cssProperties: withShared(contract.cssProperties, SHARED.cssProperties).map(({ name, description }) => ({
      name,
      description,
    })),
    cssParts: withShared(contract.cssParts, SHARED.cssParts).map(({ name, description }) => ({ name, description })),
  };
}

/** Every elements/ingame-*.ts, by file name. */
export function elementTags(dir = 'elements') {
  return readdirSync(dir)
    .filter((f) => /^ingame-[\w-]+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}

/** The manifest: one module per element, as published (`ingame-widgets/elements/<tag>`). */
export function customElementsManifest(dir = 'elements') {
  return {
    schemaVersion: SCHEMA_VERSION,
    readme: 'README.md',
    modules: elementTags(dir).map((tag) => {
      const path = `dist/elements/${tag}.js`;
      const declaration = elementDeclaration(tag, readFileSync(`${dir}/${tag}.ts`, 'utf8'));
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration],
        exports: [
          { kind: 'custom-element-definition', name: tag, declaration: { name: declaration.name, module: path } },
        ],
      };
    }),
  };
}

/** The element declarations of a manifest, in module order. */
export const elementsOf = (manifest) =>
  manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement && d.tagName));
