/**
 * `npm run new`: scaffolds code that already passes lint, typecheck and every list check, for the
 * three everyday cases (docs/contributing.md, "Adding an element or a feature"):
 *
 *   npm run new -- element <feature> <tag> --call "<METHOD /path>" [--attr name:type[=default]…]
 *       a new element of an existing feature, over a call the contract already has: a component in
 *       the feature's folder (and an api file there unless the feature already has a resource of
 *       that call), the element file, its story and unit test, its message in the feature's catalog;
 *   npm run new -- feature <name> <tag…> --call "<METHOD /path>" [--attr …]
 *       a new feature over an existing call: nothing in the contract or the platform changes;
 *   npm run new -- feature <name> <tag…> [--public] [--attr …]
 *       a new feature with a new call `GET /<name>/:apiId/:langId` (a bearer call, or a public one
 *       listed in ENDPOINTS with --public): its contract file, reader and the platform's handler too.
 *
 * Every resource is keyed by what its request sends (scripts/new/calls.mjs: a bearer call's key
 * holds the session). No end-to-end stub is written: each new tag gets its cells in the end-to-end
 * fault and hostile matrices (tests/e2e/faults.test.ts, hostile.test.ts), which run the element on a
 * host page against the platform from the first commit. Nothing is overwritten: it stops if a file
 * it would write exists. Then it runs the generators, compiles the catalogs and formats what it
 * wrote with Prettier. `--root <dir>` scaffolds into another copy (tests/scripts/scaffold.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existingCall, keyFields, newCall } from './new/calls.mjs';
import { addCall, addFeature, addMatrixCells, addMessage, addTag } from './new/edits.mjs';
import * as t from './new/templates.mjs';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const USAGE = `Usage:
  npm run new -- element <feature> <tag> --call "<METHOD /path>" [--attr name:type[=default]]
  npm run new -- feature <name> <tag…> [--call "<METHOD /path>" | --public] [--attr name:type[=default]]`;

function usage(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

/** `--flag value` pairs and bare flags out of argv; the rest are positional. */
function parseArgs(argv) {
  const out = { positional: [], attrs: [], root: process.cwd(), call: null, public: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--root') out.root = argv[++i];
    else if (a === '--call') out.call = argv[++i];
    else if (a === '--attr') out.attrs.push(t.parseAttr(argv[++i] ?? ''));
    else if (a === '--public') out.public = true;
    else out.positional.push(a);
  }
  return out;
}

/**
 * The key an existing resource takes, read from its key function (`byToken = (token: string) =>`,
 * `byTokenAndLocale = (key: NamedKey) =>` with `interface NamedKey { token: string; locale: Locale }`):
 * `{ fields, scalar }`, where a scalar key is the one field itself.
 */
function keyShapeOf(source, declaration) {
  const keyFn = /resourceFamily(?:<[^>]*>)?\((\w+)/.exec(declaration)?.[1];
  const fn = keyFn && new RegExp(`const ${keyFn} = \\((\\w+): (\\w+)\\) =>`).exec(source);
  if (!fn) throw new Error(`${declaration}: cannot read its key; write the element's api use by hand.`);
  const [, param, type] = fn;
  if (type === 'string' || type === 'number') return { fields: [param], scalar: true };
  const body = new RegExp(`interface ${type} \\{([^}]*)\\}`).exec(source)?.[1] ?? '';
  return { fields: [...body.matchAll(/(\w+):/g)].map((f) => f[1]), scalar: false };
}

/** An existing resource of `key` in the feature's api files: `{ family, api }`, or null. */
function resourceOf(root, feature, key) {
  const dir = join(root, 'src/features', feature);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.api.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    const m = new RegExp(
      `export const (\\w+) = resourceFamily\\([^\\n]*call\\('${key.replace(/[/:.]/g, '\\$&')}'`,
    ).exec(source);
    if (m) return { family: m[1], api: file.replace(/\.ts$/, ''), shape: keyShapeOf(source, m[0]) };
  }
  return null;
}

/** What one element adds inside `feature` (files by path) over `call`. */
function elementFiles(root, { feature, tag, call, attrs, catalog, list, resource, messageId }) {
  const base = t.baseOf(tag);
  const component = t.pascal(base);
  const own = resource ?? { family: `${t.camel(base)}Family`, api: `${base}.api` };
  const message = { id: messageId, text: t.words(base), file: `src/features/${feature}/${base}.tsx` };
  const shape = resource?.shape ?? { fields: keyFields(call).map(([n]) => n), scalar: false };
  const common = {
    feature,
    base,
    component,
    family: own.family,
    api: own.api,
    call,
    catalog,
    message,
    attrs,
    list,
    tag,
    shape,
  };
  const files = {
    [`src/features/${feature}/${base}.tsx`]: t.componentFile(common),
    [`elements/${tag}.ts`]: t.elementFile(common),
    [`stories/elements/${tag}.stories.tsx`]: t.storyFile(tag),
    [`tests/unit/${base}.test.tsx`]: t.unitTestFile(common),
  };
  if (!resource)
    files[`src/features/${feature}/${base}.api.ts`] = t.apiFile({ ...own, keyName: `${component}Key`, call });
  return { files, message };
}

function plan(args) {
  const [kind, name, ...tags] = args.positional;
  const root = args.root;
  if (kind !== 'feature' && kind !== 'element') usage(`Unknown kind "${kind ?? ''}".`);
  if (!name || !KEBAB.test(name)) usage(`The feature name must be kebab-case, e.g. prizes (got "${name ?? ''}").`);
  if (tags.length === 0) usage('Name at least one element tag.');
  for (const tag of tags)
    if (!/^ingame-[a-z0-9-]+$/.test(tag) || !KEBAB.test(tag)) usage(`"${tag}" is no ingame-* tag.`);
  const localeSource = readFileSync(join(root, 'src/i18n/locales.ts'), 'utf8');
  const locales = [.../export const LOCALES = \[([^\]]*)\]/.exec(localeSource)[1].matchAll(/'([\w-]+)'/g)].map(
    (m) => m[1],
  );
  const catalog = `${t.camel(name)}Catalog`;
  const files = {};
  const messages = [];

  if (kind === 'element') {
    if (tags.length !== 1) usage('An element of an existing feature: one tag at a time.');
    if (!args.call) usage('Name the call the element reads: --call "GET /member/sign-in".');
    if (!existsSync(join(root, 'src/features', name))) usage(`No feature "${name}" in src/features/.`);
    const call = existingCall(root, args.call);
    const base = t.baseOf(tags[0]);
    const el = elementFiles(root, {
      feature: name,
      tag: tags[0],
      call,
      attrs: args.attrs,
      catalog,
      list: false,
      resource: resourceOf(root, name, call.key),
      messageId: `${name}.${t.camel(base)}.title`,
    });
    Object.assign(files, el.files);
    messages.push(el.message);
    return {
      root,
      locales,
      files,
      messages,
      edits: () => [
        ...addTag(root, name, tags[0]),
        ...addMatrixCells(root, tags[0], call),
        ...addMessage(root, name, el.message, locales),
      ],
    };
  }

  if (existsSync(join(root, 'src/features', name))) usage(`Already there: src/features/${name}/`);
  const item = `${t.pascal(name)}Item`;
  const call = args.call ? existingCall(root, args.call) : newCall(name, args.public ? 'none' : 'bearer', item);
  const list = !args.call;
  const shared = { family: `${t.camel(name)}Family`, api: `${name}.api` };
  files[`src/features/${name}/${name}.api.ts`] = t.apiFile({ ...shared, keyName: `${t.pascal(name)}Key`, call });
  files[`src/features/${name}/${name}.css`] =
    `.${name} {\n  display: grid;\n  gap: 0.5rem;\n  padding: 0.75rem;\n}\n.${name}__title {\n  margin: 0;\n  font-size: 1rem;\n}\n.${name}__list {\n  margin: 0;\n  padding: 0;\n  list-style: none;\n}\n`;
  tags.forEach((tag, i) => {
    const el = elementFiles(root, {
      feature: name,
      tag,
      call,
      attrs: args.attrs,
      catalog,
      list,
      resource: { ...shared, shape: { fields: keyFields(call).map(([n]) => n), scalar: false } },
      messageId: i === 0 ? `${name}.title` : `${name}.${t.camel(t.baseOf(tag))}.title`,
    });
    Object.assign(files, el.files);
    messages.push(el.message);
  });
  if (list) {
    files[`src/api/contract/${name}.ts`] = t.contractFile({ name, item, call });
    files[`platform/server/handlers/${name}.ts`] = t.handlerFile({ name, call });
  }
  for (const locale of locales)
    files[`locales/${locale}/${name}.po`] = messages
      .map((m, i) => (i === 0 ? t.poFile(m, locale) : `\n${t.poEntry(m, locale)}`))
      .join('');
  return {
    root,
    locales,
    files,
    messages,
    edits: () => [
      ...addFeature(root, name, tags),
      ...(list ? addCall(root, name, call) : []),
      ...tags.flatMap((tag) => addMatrixCells(root, tag, call)),
    ],
  };
}

function main() {
  let job;
  try {
    job = plan(parseArgs(process.argv.slice(2)));
  } catch (error) {
    usage(error.message);
  }
  const { root, files } = job;
  const taken = Object.keys(files).filter((f) => existsSync(join(root, f)));
  if (taken.length) usage(`Already there: ${taken.join(', ')}`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  const edited = job.edits();
  // The lists that follow from the manifest and the JSDoc, then the catalogs the loaders import.
  const node = (script, ...rest) => execFileSync(process.execPath, [script, ...rest], { cwd: root, stdio: 'inherit' });
  node('scripts/gen-features.mjs');
  node('scripts/element-docs.mjs');
  node('scripts/catalogs.mjs');
  // What it wrote and edited keeps the repository's layout (a long tag can make a line wrap).
  const code = [...Object.keys(files), ...edited].filter((f) => !f.endsWith('.po'));
  node('node_modules/prettier/bin/prettier.cjs', '--write', '--log-level=warn', ...new Set(code));
  console.log(
    `\nScaffolded ${Object.keys(files).length} files. Still to do: the view, the real attributes and parts in the` +
      ` element's JSDoc, and a real translation of ${job.messages.map((m) => `"${m.id}"`).join(', ')} in the 16` +
      ' other locales (docs/contributing.md, "Adding an element or a feature").',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
