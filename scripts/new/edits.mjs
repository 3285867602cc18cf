/**
 * The scaffold's edits of existing files, each at a fixed anchor; an anchor that moved fails
 * loudly (update this file), never writes in the wrong place.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { camel, pascal, poEntry } from './templates.mjs';

/** Insert `text` before the first `anchor` in `file` (relative to `root`). */
function insertBefore(root, file, anchor, text) {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: anchor not found (${JSON.stringify(anchor)}); update scripts/new/edits.mjs`);
  writeFileSync(path, source.slice(0, at) + text + source.slice(at));
}

/** The React entry (`ingame-widgets/react`): the tag's component, which its typecheck requires. */
function addReactComponent(root, tag) {
  const Name = pascal(tag);
  insertBefore(
    root,
    'elements/react.ts',
    '\n/** `ingame-gift-code` → `IngameGiftCode`. */',
    `export const ${Name}: Of<'${tag}'> = ingameComponent('${tag}');\n`,
  );
  return 'elements/react.ts';
}

/** The manifest: a new feature's line (before `app`); the React entry: its components. */
export function addFeature(root, name, tags) {
  const elements = tags.map((t) => `'${t}'`).join(', ');
  insertBefore(root, 'features.mjs', "  { name: 'app',", `  { name: '${name}', elements: [${elements}] },\n`);
  return ['features.mjs', ...tags.map((tag) => addReactComponent(root, tag))];
}

/** The manifest: one more tag on an existing feature's line. */
export function addTag(root, feature, tag) {
  const path = join(root, 'features.mjs');
  const source = readFileSync(path, 'utf8');
  const line = new RegExp(`(\\{ name: '${feature}', elements: \\[[^\\]]*?)(\\])`);
  if (!line.test(source)) throw new Error(`features.mjs: no feature "${feature}" (npm run new -- feature … adds one).`);
  writeFileSync(
    path,
    source.replace(line, (_, list, close) => `${list}${list.endsWith('[') ? '' : ', '}'${tag}'${close}`),
  );
  return ['features.mjs', addReactComponent(root, tag)];
}

/** A new call of a new domain: the contract's index, its call table and readers, the platform's handlers. */
export function addCall(root, name, call) {
  const Name = pascal(name);
  insertBefore(root, 'src/api/contract/index.ts', "export * from './endpoints';", `export * from './${name}';\n`);
  const endpoints = 'src/api/contract/endpoints.ts';
  insertBefore(
    root,
    endpoints,
    "import type { SessionCalls } from './session';",
    `import type { ${Name}Calls } from './${name}';\n`,
  );
  insertBefore(root, endpoints, '    FairnessCalls {}', `    ${Name}Calls,\n`);
  // A call is a bearer call unless ENDPOINTS lists it: a public one is listed.
  if (call.auth !== 'bearer') {
    const meta = call.auth === 'none' ? 'PUBLIC' : "{ auth: 'optional' }";
    insertBefore(root, endpoints, "  'GET /game-setting/game-info-list'", `  '${call.key}': ${meta},\n`);
  }
  const readers = 'src/api/contract/readers.ts';
  insertBefore(root, readers, '\nexport type Readers', `import { ${call.reader} } from './${name}';\n`);
  insertBefore(root, readers, '\n};', `\n  // ${name}\n  '${call.key}': ${call.reader},`);
  const handlers = 'platform/server/handlers.ts';
  insertBefore(
    root,
    handlers,
    '\nexport { ApiFailure',
    `import { ${camel(name)}Handlers } from './handlers/${name}.ts';\n`,
  );
  insertBefore(root, handlers, '} satisfies Handlers;', `  ...${camel(name)}Handlers,\n`);
  return ['src/api/contract/index.ts', endpoints, readers, handlers];
}

/**
 * The end-to-end matrices, one cell per tag (keyed by the tag type: a missing cell is a type
 * error). They are the element's end-to-end test from the first commit: the element alone on a
 * host page, a platform fault on its call, hostile server text.
 */
export function addMatrixCells(root, tag, call) {
  const route = call.key.replace(/^\w+ /, '').replace(/\/:.*$/, '/');
  insertBefore(
    root,
    'tests/e2e/faults.test.ts',
    '\n};\nconst CELLS',
    `\n  '${tag}': {\n    page: () => '/__host/${tag}.html',\n    html: (t) => hostPage('<${tag}></${tag}>', { 'game-token': t, 'timeout-ms': '1500' }),\n    selector: '${tag}',\n    route: '${route}',\n    host: 'h1',\n    alerts: true,\n  },`,
  );
  insertBefore(root, 'tests/e2e/hostile.test.ts', '\n};\nconst ELEMENTS', `\n  '${tag}': { echoes: true },`);
  return ['tests/e2e/faults.test.ts', 'tests/e2e/hostile.test.ts'];
}

/** One message appended to a feature's existing catalog in every locale (English filled). */
export function addMessage(root, catalog, message, locales) {
  const files = [];
  for (const locale of locales) {
    const file = `locales/${locale}/${catalog}.po`;
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run node scripts/gen-features.mjs first.`);
    const source = readFileSync(join(root, file), 'utf8');
    if (source.includes(`msgid "${message.id}"`)) throw new Error(`${file} already has "${message.id}".`);
    writeFileSync(join(root, file), `${source.replace(/\n*$/, '\n\n')}${poEntry(message, locale)}`);
    files.push(file);
  }
  return files;
}
