/**
 * The files `npm run new` writes, one function each. The element file is written by ONE function,
 * `elementFile`: how an element declares its attributes is the contract of the elements (issue 42
 * item 1), so that is the one place to adapt when the declaration changes.
 */
import { keyFields } from './calls.mjs';

export const camel = (s) => s.replace(/-(\w)/g, (_, c) => c.toUpperCase());
export const pascal = (s) => camel(s).replace(/^\w/, (c) => c.toUpperCase());
/** `ingame-sign-in` → `sign-in`: the component file's base name. */
export const baseOf = (tag) => tag.replace(/^ingame-/, '');
/** `sign-in` → `Sign in`: a first English text. */
export const words = (s) => s.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** `--attr compact:boolean` / `--attr days:number=7` → an attribute the operator sets. */
export function parseAttr(text) {
  const m = /^([a-z][a-z0-9-]*):(string|number|boolean)(?:=(.+))?$/.exec(text);
  if (!m) throw new Error(`--attr ${text}: write name:type[=default], type string, number or boolean.`);
  const [, name, type, fallback] = m;
  return { name, prop: camel(name), type, fallback };
}
const tsType = (attr) => attr.type;
const literal = (attr) => (attr.type === 'string' ? `'${attr.fallback}'` : attr.fallback);

/** The key's TypeScript interface and the resource's key string, from the call's inputs. */
function keyOf(call) {
  const fields = keyFields(call);
  return {
    fields,
    type: fields.map(([n, t]) => `  ${n}: ${t};`).join('\n'),
    string: fields.map(([n]) => `\${k.${n}}`).join('|'),
  };
}

/** `<feature>/<base>.api.ts`: the call as a shared resource, keyed by everything its request sends. */
export function apiFile({ family, keyName, call }) {
  const key = keyOf(call);
  const params = [];
  if (call.params.includes('apiId')) params.push('apiId: k.apiId');
  if (call.params.includes('langId')) params.push('langId: API_LANG[k.locale]');
  const fetcher = params.length
    ? `(k) => call('${call.key}', { params: { ${params.join(', ')} } }, ${call.reader})`
    : `() => call('${call.key}', {}, ${call.reader})`;
  const usesLocale = key.fields.some(([n]) => n === 'locale');
  return `/**
 * \`${call.key}\` as a shared resource: one request per ${key.fields.map(([n]) => (n === 'token' ? 'session' : n === 'apiId' ? 'operator' : 'language')).join(' and ')},
 * shared by every element that shows it.${call.auth !== 'none' ? `\n * A ${call.auth} call: the session is part of the key, so another player on the page is asked for anew.` : ''}
 */
import { call } from '../../api/client';
import { ${call.reader}, type ${call.types.join(', type ')} } from '../../api/contract';
${usesLocale ? "import { API_LANG, type Locale } from '../../i18n/locales';\n" : ''}import { resourceFamily } from '../../state/resource';

export interface ${keyName} {
${key.type}
}

export const ${family} = resourceFamily<${keyName}, ${call.response}>(
  (k) => \`${key.string}\`,
  ${fetcher},
);
`;
}

/** The component of one tag: FeatureScope, the resource, loading / §8 error / ready. */
export function componentFile({ feature, base, component, family, api, call, catalog, message, attrs, list, shape }) {
  const fields = shape.fields;
  const props = attrs
    .map((a) => `  /** ${a.name}: set by the operator on the tag. */\n  ${a.prop}?: ${tsType(a)};`)
    .join('\n');
  const taken = attrs.map((a) => (a.fallback === undefined ? a.prop : `${a.prop} = ${literal(a)}`)).join(', ');
  const dataAttrs = attrs.map((a) => ` data-${a.name}={String(${a.prop})}`).join('');
  const sessionAtoms = [
    'sessionReadyAtom',
    ...(fields.includes('apiId') ? ['apiIdAtom'] : []),
    ...(fields.includes('token') ? ['tokenAtom'] : []),
  ];
  const key = shape.scalar ? fields[0] : `{ ${fields.join(', ')} }`;
  const guard = fields.includes('token') ? 'ready && token' : 'ready';
  const body = list
    ? `      <ul className="${feature}__list" part="list">
        {resource.data.map((entry) => (
          <li key={entry.Id}>{entry.Name}</li>
        ))}
      </ul>`
    : `      {/* resource.data is the platform's ${call.response}: show it here. */}`;
  return `/**
 * <ingame-${base}>: what the player sees here, and the spec sections it follows. Blank while loading${fields.includes('token') ? ' and for a guest' : ''},
 * the §8 notice (Code, Message, trace) on failure, and otherwise the answer of \`${call.key}\`.
 */
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { ${sessionAtoms.sort().join(', ')} } from '../../state/session';
import { useResource } from '../../state/resource';
${fields.includes('locale') ? "import { useElement } from '../../ui/element-context';\n" : ''}import { FeatureScope } from '../../ui/feature-scope';
import { ErrorNotice } from '../../ui/error-notice';
import { ${family} } from './${api}';
import css from './${feature}.css?inline';
import { ${catalog} } from './${feature}.catalog';

/** The element's attributes as props (\`lang\` is the runtime's). */
export ${props ? `interface ${component}Props {\n${props}\n}` : `type ${component}Props = Record<never, never>;`}

function ${component}View(${attrs.length ? `{ ${taken} }: ${component}Props` : ''}) {
  const { t } = useLingui();
${fields.includes('locale') ? '  const { locale } = useElement();\n' : ''}  const ready = useAtomValue(sessionReadyAtom);
${fields.includes('apiId') ? '  const apiId = useAtomValue(apiIdAtom);\n' : ''}${fields.includes('token') ? '  const token = useAtomValue(tokenAtom);\n' : ''}  // A failed load reaches the host as \`ingame-error\` from the data layer (state/failures.ts).
  const resource = useResource(${family}, ${guard} ? ${key} : null);

  if (resource.status === 'loading') return <div className="${feature}" part="base" aria-busy="true" />;
  if (resource.status === 'error') {
    const { Code, Message, trace } = resource.error;
    return (
      <div className="${feature}" part="base">
        <ErrorNotice code={Code} message={Message} trace={trace} />
      </div>
    );
  }
  return (
    <section className="${feature}" part="base"${dataAttrs}>
      <h2 className="${feature}__title">{t({ id: '${message.id}', message: '${message.text}' })}</h2>
${body}
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
}

/**
 * elements/<tag>.ts: the element's one declaration (`declareElement`, elements/declaration.ts) —
 * its attributes for the runtime (parsed and checked: a value that does not parse warns once and
 * the default applies), its events, parts and CSS properties as types; the docs, the manifest and
 * the host types are generated from it. Then `defineElement` and the tag map.
 */
export function elementFile({ tag, component, feature, base, catalog, call, attrs }) {
  const attributes = attrs
    .map(
      (a) =>
        `    /** Set by the operator: what it changes. */\n    ${a.prop}: { type: '${a.type}'${a.fallback === undefined ? '' : `, default: ${literal(a)}`} },`,
    )
    .join('\n');
  return `import { ${component} } from '../src/features/${feature}/${base}';
import { ${catalog} } from '../src/features/${feature}/${feature}.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * \`<${tag}>\` — what it shows, for whom, and where its data comes from (\`${call.key}\`).
 */
const declaration = declareElement('${tag}', {
${attributes ? `  attributes: {\n${attributes}\n  },\n` : ''}  events: {} as {
    /** The data could not be loaded; \`detail\` is \`{ Code, Message, trace }\`. */
    'ingame-error': IngameErrorDetail;
  },
  parts: {} as {
    /** The element's box. */
    base: true;
  },
}) satisfies ElementDeclaration;

// \`catalog\`: the feature's texts are asked for beside the shared ones (elements/runtime).
defineElement(declaration, ${component}, { catalog: ${catalog} });

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ElementOf<typeof declaration>;
  }
}
`;
}

/** stories/elements/<tag>.stories.tsx: the real element in Storybook. */
export function storyFile(tag) {
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real \`<${tag}>\` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/${tag}', tags: ['autodocs'], ...elementMeta('${tag}') };
export default meta;

export const Element: StoryObj = { args: {} };
`;
}

/** tests/unit/<base>.test.tsx: the component's ready state in happy-dom. */
export function unitTestFile({ feature, base, component, family, api, tag, message, list, shape }) {
  const fields = shape.fields;
  const VALUES = { token: "'session-1'", apiId: '3', locale: "'en' as const" };
  const key = shape.scalar ? VALUES[fields[0]] : `{ ${fields.map((f) => `${f}: ${VALUES[f]}`).join(', ')} }`;
  return `// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ${component} } from '../../src/features/${feature}/${base}';
import { ${family} } from '../../src/features/${feature}/${api}';
import { configAtom, sessionReadyAtom${fields.includes('token') ? ', tokenAtom' : ''} } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { render, screenOf, type Rendered } from './render';

const key = ${key};
let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

async function renderWith(state: Parameters<Rendered['store']['set']>[1]) {
  view = await render(<${component} />);
  await act(async () => {
    view!.store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
${fields.includes('token') ? "    view!.store.set(tokenAtom, 'session-1');\n" : ''}    view!.store.set(${family}.atomFor(key), state as never);
    view!.store.set(sessionReadyAtom, true);
  });
  return screenOf(view);
}

describe('<${tag}>', () => {
  it('shows what the platform answered', async () => {
    const screen = await renderWith({ status: 'ready', data: ${list ? "[{ Id: 1, Name: 'First entry' }]" : '{}'} });
    expect(screen.getByRole('heading', { name: '${message.text}' })).toBeTruthy();${list ? "\n    expect(screen.getByText('First entry')).toBeTruthy();" : ''}
  });
});
`;
}

/** src/api/contract/<name>.ts: a new call and its reader. */
export function contractFile({ name, item, call }) {
  return `/**
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

/** Reader of \`${call.key}\`. */
export const ${call.reader} = /*#__PURE__*/ list(obj<${item}>({ Id: num, Name: str }));

export interface ${pascal(name)}Calls {
  '${call.key}': Call<{ apiId: number } & ApiLang, None, None, ${item}[]>;
}
`;
}

/** platform/server/handlers/<name>.ts: the reference platform's answer to the new call. */
export function handlerFile({ name, call }) {
  return `/** ${pascal(name)}: the reference platform's answers to the ${name} calls. */
import type { Handlers } from './context.ts';

export const ${camel(name)}Handlers = {
  async '${call.key}'() {
    return [{ Id: 1, Name: '${pascal(name)} 1' }];
  },
} satisfies Partial<Handlers>;
`;
}

/** One message as the en catalog holds it (the en text) and the others (to translate). */
export function poEntry({ id, text, file }, locale) {
  return `#. js-lingui-explicit-id
#: ${file}
msgid "${id}"
msgstr "${locale === 'en' ? text : ''}"
`;
}

/** A new catalog of one locale. */
export function poFile(message, locale) {
  return `msgid ""
msgstr ""
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: @lingui/cli\\n"
"Language: ${locale}\\n"

${poEntry(message, locale)}`;
}
