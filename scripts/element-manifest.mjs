/**
 * The Custom Elements Manifest (schema 2.1, https://github.com/webcomponents/custom-elements-manifest)
 * read from the one declaration of each element: the `declareElement(tag, { … })` call of
 * elements/ingame-*.ts (elements/declaration.ts), read with TypeScript's parser, as Shoelace's
 * analyzer reads its classes. It is the one parse: the element reference (docs/elements.md), the
 * Vue, Svelte and Angular types, the VS Code custom data and the JetBrains web-types are rendered
 * from the manifest (scripts/element-docs.mjs), never from the element files again.
 *
 * What the call gives:
 *   the JSDoc above it        the element's description: "`<tag>` — what it is"
 *   attributes: { name: { type, default?, values?, min?, max?, integer? } }   with a JSDoc each
 *   events: {} as { 'ingame-x': Detail }                                       with a JSDoc each
 *   parts / slots / cssProperties: {} as { name: true }                        with a JSDoc each
 * An attribute's manifest type is its values (`'list' | 'hub'`) or its type; its rule (values or a
 * number's range) is added to its description, so the docs say what the runtime checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';

export const SCHEMA_VERSION = '2.1.0';

/**
 * What the runtime gives every element besides its own contract, so no element file repeats it:
 * `lang` (elements/runtime: every element observes it), the error boundary of
 * src/ui/element-providers.tsx wraps each one in the `root` part and emits `ingame-error` when
 * rendering fails, and every shadow root adopts src/ui/base.css, whose theme tokens (the
 * `--ingame-*` custom properties of `.ingame-root`) reach every element.
 * (tests/unit/element-manifest.test.ts checks them against the code.) An element that declares one
 * of them keeps its own description.
 */
export const SHARED = {
  attributes: [
    {
      name: 'lang',
      type: 'string',
      description: 'Language of this element (one of the 17 locales); defaults to the page language.',
    },
  ],
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

const PROP_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);
const className = (tag) => `${camel(`-${tag}`)}Element`;

/** The string values of a type like `'a' | 'b'`, or null when it is anything else. */
export function literalValues(type) {
  const parts = type.split('|').map((p) => p.trim());
  return parts.every((p) => /^'[^']*'$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : null;
}

/** The text of a node's JSDoc (its last `/** … *\/` block), one paragraph a blank line. */
function jsdocOf(node, sourceFile) {
  const ranges = ts.getLeadingCommentRanges(sourceFile.text, node.pos) ?? [];
  const block = ranges
    .map((r) => sourceFile.text.slice(r.pos, r.end))
    .filter((c) => c.startsWith('/**'))
    .at(-1);
  if (!block) return '';
  const lines = block
    .slice(3, -2)
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').trim());
  const paragraphs = [[]];
  for (const line of lines) {
    if (line === '') paragraphs.push([]);
    else paragraphs.at(-1).push(line);
  }
  return paragraphs
    .map((p) => p.join(' '))
    .filter(Boolean)
    .join('\n\n');
}

const nameOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null);

/** A literal's value: strings, numbers (signed), booleans, arrays of them. */
function literal(node, file) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken)
    return -literal(node.operand, file);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(e, file));
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literal(node.expression, file);
  throw new Error(`${file}: an attribute's rule is written with literals only, not \`${node.getText()}\``);
}

/** The members of a type-only block (`{} as { … }`): name, JSDoc and type text. */
function typeMembers(node, sourceFile, file) {
  if (!ts.isAsExpression(node) || !ts.isTypeLiteralNode(node.type))
    throw new Error(`${file}: events, parts, slots and cssProperties are written \`{} as { name: … }\``);
  return node.type.members.map((m) => ({
    name: nameOf(m.name),
    description: jsdocOf(m, sourceFile),
    type: m.type
      .getText(sourceFile)
      .replace(/\s+/g, ' ')
      .replace(/;? \}$/, ' }'),
  }));
}

/** What an attribute's rule allows, in words (the runtime's check: elements/prop-rules.ts). */
function ruleText(spec) {
  const tail = 'any other value warns once on the console and the default applies.';
  if (spec.values) return `One of ${spec.values.map((v) => `\`${v}\``).join(', ')}; ${tail}`;
  if (spec.type !== 'number') return '';
  const kind = spec.integer ? 'A whole number' : 'A number';
  const range =
    spec.min !== undefined && spec.max !== undefined
      ? ` from ${spec.min} to ${spec.max}`
      : spec.min !== undefined
        ? ` of at least ${spec.min}`
        : spec.max !== undefined
          ? ` of at most ${spec.max}`
          : '';
  return `${kind}${range}; ${tail}`;
}

/**
 * The declaration of one element file: its `declareElement(tag, { … })` call, read (never run: the
 * file imports the feature's React code).
 */
export function parseDeclaration(source, file = 'element') {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  let found = null;
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    let init = statement.declarationList.declarations[0]?.initializer;
    // `declareElement(…) satisfies ElementDeclaration`: the type names the import in the emitted .d.ts.
    if (init && ts.isSatisfiesExpression(init)) init = init.expression;
    if (init && ts.isCallExpression(init) && init.expression.getText(sourceFile) === 'declareElement')
      found = { statement, call: init };
  }
  if (!found) throw new Error(`${file}: no \`const … = declareElement(tag, { … })\``);
  const [tagNode, body] = found.call.arguments;
  if (!tagNode || !ts.isStringLiteral(tagNode)) throw new Error(`${file}: declareElement's tag is a string literal`);
  const declaration = {
    tag: tagNode.text,
    description: jsdocOf(found.statement, sourceFile),
    attributes: [],
    events: [],
    slots: [],
    cssParts: [],
    cssProperties: [],
  };
  const lists = { events: 'events', slots: 'slots', parts: 'cssParts', cssProperties: 'cssProperties' };
  for (const property of body && ts.isObjectLiteralExpression(body) ? body.properties : []) {
    const key = nameOf(property.name);
    if (!ts.isPropertyAssignment(property) || !key) throw new Error(`${file}: a declaration is plain \`key: value\``);
    if (key === 'attributes') {
      if (!ts.isObjectLiteralExpression(property.initializer)) throw new Error(`${file}: attributes is an object`);
      for (const attribute of property.initializer.properties) {
        const spec = Object.fromEntries(
          attribute.initializer.properties.map((p) => [nameOf(p.name), literal(p.initializer, file)]),
        );
        declaration.attributes.push({
          name: nameOf(attribute.name),
          description: jsdocOf(attribute, sourceFile),
          spec,
        });
      }
    } else if (lists[key]) declaration[lists[key]] = typeMembers(property.initializer, sourceFile, file);
    else throw new Error(`${file}: unknown declaration key \`${key}\``);
  }
  return declaration;
}

const withShared = (own, shared) => [...own, ...shared.filter((s) => !own.some((o) => o.name === s.name))];

/** Named types an event detail uses, as a reader without the package's types can read them. */
const NAMED_TYPES = {
  Locale: 'string',
  // elements/types.ts: IngameErrorDetail, written out.
  IngameErrorDetail: '{ Code: number | null; Message: string; trace: string; status?: number; Data?: unknown }',
};
const written = (type) => type.replace(/\b\w+\b/g, (name) => NAMED_TYPES[name] ?? name);

/** One element's class declaration in the manifest. */
export function elementDeclaration(tag, source) {
  const file = `elements/${tag}.ts`;
  const declared = parseDeclaration(source, file);
  if (declared.tag !== tag) throw new Error(`${file}: declares <${declared.tag}>, not <${tag}>`);
  const heading = new RegExp(`^\`<${tag}>\` — ([\\s\\S]+)$`).exec(declared.description);
  if (!heading) throw new Error(`${file}: the declaration's JSDoc must start with "\`<${tag}>\` — …"`);
  const own = declared.attributes.map(({ name, description, spec }) => {
    if (!description) throw new Error(`${file}: attribute ${name} has no JSDoc`);
    const rule = ruleText(spec);
    return {
      name: kebab(name),
      fieldName: name,
      type: { text: spec.values ? spec.values.map((v) => `'${v}'`).join(' | ') : PROP_TYPES[spec.type] },
      ...(spec.default !== undefined ? { default: JSON.stringify(spec.default).replace(/^"(.*)"$/, "'$1'") } : {}),
      description: rule ? `${description} ${rule}` : description,
    };
  });
  const shared = SHARED.attributes.map((a) => ({
    name: a.name,
    fieldName: camel(a.name),
    type: { text: a.type },
    description: a.description,
  }));
  const attributes = withShared(own, shared);
  attributes.sort((a, b) => (a.name === 'lang' ? -1 : b.name === 'lang' ? 1 : 0));
  for (const list of ['events', 'slots', 'cssParts', 'cssProperties'])
    for (const item of declared[list])
      if (!item.description) throw new Error(`${file}: ${list} ${item.name} has no JSDoc`);
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
    events: withShared(
      declared.events.map((e) => ({
        name: e.name,
        type: { text: `CustomEvent<${written(e.type)}>` },
        description: e.description,
      })),
      SHARED.events.map(({ name, type, description }) => ({ name, type: { text: type }, description })),
    ),
    ...(declared.slots.length ? { slots: declared.slots.map(({ name, description }) => ({ name, description })) } : {}),
    cssProperties: withShared(declared.cssProperties, SHARED.cssProperties).map(({ name, description }) => ({
      name,
      description,
    })),
    cssParts: withShared(declared.cssParts, SHARED.cssParts).map(({ name, description }) => ({ name, description })),
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
