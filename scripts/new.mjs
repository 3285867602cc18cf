/**
 * `npm run new -- feature <name> <tag…>`: scaffolds a feature that already passes lint, typecheck
 * and every list check, so a contributor starts from working code and fills it in.
 *
 * Writes (nothing is overwritten: it stops if any of these exists):
 *   - src/features/<name>/: one component per tag (`FeatureScope`, a resource, loading / error /
 *     ready states), `<name>.api.ts` (its call as a `resourceFamily`), `<name>.css`;
 *   - elements/<tag>.ts: the JSDoc contract, `defineElement` and the `HTMLElementTagNameMap` entry;
 *   - stories/elements/<tag>.stories.tsx: the real element in Storybook;
 *   - tests/unit/<name>.test.tsx: the component's states in happy-dom;
 *   - tests/e2e/<name>.e2e-todo.ts: the end-to-end stub. It fails, but `npm run test:e2e` runs only
 *     `*.test.ts`, so CI stays green: write it, then rename it to `<name>.test.ts`. (Meanwhile the
 *     element already runs end to end in the fault and hostile matrices, whose cells this adds.)
 *   - src/api/contract/<name>.ts and demo/server/handlers/<name>.ts: the call `GET /<name>/:apiId/:langId`,
 *     its reader and the reference platform's handler;
 *   - locales/<locale>/<name>.po: the feature's catalog (English filled, the others to translate);
 * and edits, by their anchors: features.mjs (the manifest line, before `app`), the contract index
 * and readers table, the platform's handler table, and the fault and hostile matrices of
 * tests/e2e (one cell per tag). Then it runs the generators (scripts/gen-features.mjs,
 * scripts/element-docs.mjs) and compiles the catalogs.
 *
 * `--root <dir>` scaffolds into another copy of the repository (tests/scripts/scaffold.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const camel = (s) => s.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const pascal = (s) => camel(s).replace(/^\w/, (c) => c.toUpperCase());
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function usage(message) {
  console.error(
    `${message}\nUsage: npm run new -- feature <name> <tag…>   e.g. npm run new -- feature prizes ingame-prizes`,
  );
  process.exit(1);
}

/** Everything the scaffold writes for one feature: path → content. */
export function scaffoldFiles(name, tags, locales) {
  const api = `${camel(name)}Family`;
  const catalog = `${camel(name)}Catalog`;
  const item = `${pascal(name)}Item`;
  const key = `GET /${name}/:apiId/:langId`;
  const files = {};
  /** The component file's base name of a tag: `ingame-prizes` → `prizes`. */
  const baseOf = (tag) => tag.replace(/^ingame-/, '');

  files[`src/features/${name}/${name}.api.ts`] =
    `/** The ${name} resource: one request per operator and language, shared by every element that shows it. */
import { call } from '../../api/client';
import { read${item}s, type ${item} } from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily } from '../../state/resource';

export interface ${pascal(name)}Key {
  apiId: number;
  locale: Locale;
}

export const ${api} = resourceFamily<${pascal(name)}Key, ${item}[]>(
  (k) => \`\${k.apiId}|\${k.locale}\`,
  ({ apiId, locale }) =>
    call('${key}', { params: { apiId, langId: API_LANG[locale] } }, read${item}s),
);
`;

  files[`src/features/${name}/${name}.css`] = `.${name} {
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
}
.${name}__title {
  margin: 0;
  font-size: 1rem;
}
.${name}__list {
  margin: 0;
  padding: 0;
  list-style: none;
}
`;

  for (const tag of tags) {
    const component = pascal(baseOf(tag));
    files[`src/features/${name}/${baseOf(tag)}.tsx`] = `/**
 * <${tag}>: what the player sees here, and the spec sections it follows. Blank while loading, the
 * §8 notice (Code, Message, trace) on failure, and otherwise the list.
 */
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { apiIdAtom, sessionReadyAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { useElement } from '../../ui/element-context';
import { FeatureScope } from '../../ui/feature-scope';
import { LazyErrorNotice } from '../../ui/lazy-error-notice';
import { ${api} } from './${name}.api';
import css from './${name}.css?inline';
import { ${catalog} } from './${name}.catalog';

/** The element's attributes as props (only \`lang\`, which the runtime handles, so far). */
export type ${component}Props = Record<never, never>;

function ${component}View() {
  const { t } = useLingui();
  const { locale } = useElement();
  const ready = useAtomValue(sessionReadyAtom);
  const apiId = useAtomValue(apiIdAtom);
  // A failed load reaches the host as \`ingame-error\` from the data layer (state/failures.ts).
  const resource = useResource(${api}, ready ? { apiId, locale } : null);

  if (resource.status === 'loading') return <div className="${name}" part="base" aria-busy="true" />;
  if (resource.status === 'error') {
    const { Code, Message, trace } = resource.error;
    return (
      <div className="${name}" part="base">
        <LazyErrorNotice code={Code} message={Message} trace={trace} />
      </div>
    );
  }
  return (
    <section className="${name}" part="base">
      <h2 className="${name}__title">{t({ id: '${name}.title', message: '${pascal(name)}' })}</h2>
      <ul className="${name}__list" part="list">
        {resource.data.map((entry) => (
          <li key={entry.Id}>{entry.Name}</li>
        ))}
      </ul>
    </section>
  );
}

export function ${component}(props: ${component}Props) {
  return (
    <FeatureScope css={css} catalog={${catalog}}>
      <${component}View {...props} />
    </FeatureScope>
  );
}
`;

    files[`elements/${tag}.ts`] = `/**
 * \`<${tag}>\` — what it shows, for whom, and where its data comes from (\`${key}\`).
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @csspart base - The element's box.
 * @csspart list - The list of entries.
 */
import { ${component}, type ${component}Props } from '../src/features/${name}/${baseOf(tag)}';
import { ${catalog} } from '../src/features/${name}/${name}.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

// \`catalog\`: the feature's texts are asked for beside the shared ones (elements/runtime.tsx).
defineElement<${component}Props>('${tag}', ${component}, { catalog: ${catalog} });

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': IngameElement;
  }
}
`;

    files[`stories/elements/${tag}.stories.tsx`] = `import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real \`<${tag}>\` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/${tag}', tags: ['autodocs'], ...elementMeta('${tag}') };
export default meta;

export const Element: StoryObj = { args: {} };
`;
  }

  const first = pascal(baseOf(tags[0]));
  files[`tests/unit/${name}.test.tsx`] = `// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ${first} } from '../../src/features/${name}/${baseOf(tags[0])}';
import { ${api} } from '../../src/features/${name}/${name}.api';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { render, screenOf, type Rendered } from './render';

const key = { apiId: 3, locale: 'en' as const };
let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

async function renderWith(state: Parameters<Rendered['store']['set']>[1]) {
  view = await render(<${first} />);
  await act(async () => {
    view!.store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
    view!.store.set(${api}.atomFor(key), state as never);
    view!.store.set(sessionReadyAtom, true);
  });
  return screenOf(view);
}

describe('<${tags[0]}>', () => {
  it('lists what the platform answered', async () => {
    const screen = await renderWith({ status: 'ready', data: [{ Id: 1, Name: 'First entry' }] });
    expect(screen.getByRole('heading', { name: '${pascal(name)}' })).toBeTruthy();
    expect(screen.getByText('First entry')).toBeTruthy();
  });
});
`;

  files[`tests/e2e/${name}.e2e-todo.ts`] = `/**
 * End-to-end tests of ${tags.map((t) => `<${t}>`).join(', ')} (scaffolded: \`npm run test:e2e\` runs only
 * \`*.test.ts\`, so this stub is not run yet). Write the tests — the element alone on a demo page,
 * in the app, a platform fault, axe (see tests/e2e/install.test.ts) — then rename this file to
 * tests/e2e/${name}.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

describe('${tags.map((t) => `<${t}>`).join(', ')}', () => {
  it('is tested end to end', () => {
    assert.fail('not written yet: write the tests, then rename this file to ${name}.test.ts');
  });
});
`;

  files[`src/api/contract/${name}.ts`] = `/**
 * ${pascal(name)}: the calls of the ${name} feature and their readers (every response is read here
 * before a component sees it).
 */
import type { ApiLang, Call, None } from './common';
import { list, num, obj, str } from '../read';

export interface ${item} {
  Id: number;
  /** In the requested language. */
  Name: string;
}

/** Reader of \`${key}\`. */
export const read${item}s = /*#__PURE__*/ list(obj<${item}>({ Id: num, Name: str }));

export interface ${pascal(name)}Calls {
  '${key}': Call<{ apiId: number } & ApiLang, None, None, ${item}[]>;
}
`;

  files[`demo/server/handlers/${name}.ts`] =
    `/** ${pascal(name)}: the reference platform's answers to the ${name} calls. */
import type { Handlers } from './context.ts';

export const ${camel(name)}Handlers = {
  async '${key}'() {
    return [{ Id: 1, Name: '${pascal(name)} 1' }];
  },
} satisfies Partial<Handlers>;
`;

  for (const locale of locales) {
    files[`locales/${locale}/${name}.po`] = `msgid ""
msgstr ""
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: @lingui/cli\\n"
"Language: ${locale}\\n"

#. js-lingui-explicit-id
#: src/features/${name}/${baseOf(tags[0])}.tsx
msgid "${name}.title"
msgstr "${locale === 'en' ? pascal(name) : ''}"
`;
  }
  return files;
}

/** Insert `text` before the first `anchor` in `file` (relative to `root`); fails loudly when the anchor moved. */
function insertBefore(root, file, anchor, text) {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: anchor not found (${JSON.stringify(anchor)}); update scripts/new.mjs`);
  writeFileSync(path, source.slice(0, at) + text + source.slice(at));
}

/** The edits of existing files, by anchor. */
function editLists(root, name, tags) {
  const Name = pascal(name);
  const item = `${Name}Item`;
  const elements = tags.map((t) => `'${t}'`).join(', ');
  insertBefore(root, 'features.mjs', "  { name: 'app',", `  { name: '${name}', elements: [${elements}] },\n`);
  const index = 'src/api/contract/index.ts';
  insertBefore(root, index, "export * from './endpoints';", `export * from './${name}';\n`);
  const endpoints = 'src/api/contract/endpoints.ts';
  insertBefore(
    root,
    endpoints,
    "import type { SessionCalls } from './session';",
    `import type { ${Name}Calls } from './${name}';\n`,
  );
  insertBefore(root, endpoints, '    FairnessCalls {}', `    ${Name}Calls,\n`);
  const readers = 'src/api/contract/readers.ts';
  insertBefore(root, readers, '\nexport type Readers', `import { read${item}s } from './${name}';\n`);
  insertBefore(root, readers, '\n};', `\n  // ${name}\n  'GET /${name}/:apiId/:langId': read${item}s,`);
  const handlers = 'demo/server/handlers.ts';
  insertBefore(
    root,
    handlers,
    '\nexport { ApiFailure',
    `import { ${camel(name)}Handlers } from './handlers/${name}.ts';\n`,
  );
  insertBefore(root, handlers, '} satisfies Handlers;', `  ...${camel(name)}Handlers,\n`);
  for (const tag of tags) {
    insertBefore(
      root,
      'tests/e2e/faults.test.ts',
      '\n};\nconst CELLS',
      `\n  '${tag}': {\n    page: () => '/__host/${name}.html',\n    html: (t) => hostPage('<${tag}></${tag}>', { 'game-token': t, 'timeout-ms': '1500' }),\n    selector: '${tag}',\n    route: '/${name}/',\n    host: 'h1',\n    alerts: true,\n  },`,
    );
    insertBefore(root, 'tests/e2e/hostile.test.ts', '\n};\nconst ELEMENTS', `\n  '${tag}': { echoes: true },`);
  }
}

function main() {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? args.splice(rootAt, 2)[1] : process.cwd();
  const [kind, name, ...tags] = args;
  if (kind !== 'feature') usage(`Unknown kind "${kind ?? ''}".`);
  if (!name || !KEBAB.test(name)) usage(`The feature name must be kebab-case, e.g. prizes (got "${name ?? ''}").`);
  if (tags.length === 0) usage('Name at least one element tag.');
  for (const tag of tags)
    if (!/^ingame-[a-z0-9-]+$/.test(tag) || !KEBAB.test(tag)) usage(`"${tag}" is no ingame-* tag.`);

  const lingui = readFileSync(join(root, 'src/i18n/locales.ts'), 'utf8');
  const locales = [.../export const LOCALES = \[([^\]]*)\]/.exec(lingui)[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
  const files = scaffoldFiles(name, tags, locales);
  const taken = Object.keys(files).filter((f) => existsSync(join(root, f)));
  if (existsSync(join(root, 'src/features', name))) taken.unshift(`src/features/${name}/`);
  if (taken.length) usage(`Already there: ${taken.join(', ')}`);

  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  editLists(root, name, tags);
  // The lists that follow from the manifest and the JSDoc, then the catalogs the new loader imports.
  const node = (script, ...rest) => execFileSync(process.execPath, [script, ...rest], { cwd: root, stdio: 'inherit' });
  node('scripts/gen-features.mjs');
  node('scripts/element-docs.mjs');
  node('scripts/catalogs.mjs');
  // The edited files keep the repository's layout (a long tag can make a line wrap).
  const edited = [
    'features.mjs',
    'src/api/contract/index.ts',
    'src/api/contract/endpoints.ts',
    'src/api/contract/readers.ts',
    'demo/server/handlers.ts',
    'tests/e2e/faults.test.ts',
    'tests/e2e/hostile.test.ts',
  ];
  const written = Object.keys(files).filter((f) => !f.endsWith('.po'));
  node('node_modules/prettier/bin/prettier.cjs', '--write', '--log-level=warn', ...written, ...edited);
  console.log(
    `\nScaffolded ${name} (${tags.join(', ')}). Still to do: translate locales/*/${name}.po, write` +
      ` tests/e2e/${name}.e2e-todo.ts and rename it to ${name}.test.ts (docs/contributing.md, "Adding a feature").`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
