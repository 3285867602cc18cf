/**
 * Stories of the real custom elements, built from custom-elements.json (generated from the
 * elements' JSDoc): attributes become controls (a select for a union of values, e.g. `platform`),
 * the manifest's tables become the element's docs page (@storybook/addon-docs autodocs: attributes
 * with types and defaults, events with their detail types, CSS custom properties, parts), and
 * every `ingame-*` event the element declares goes to the Actions panel. The elements run as
 * on a lobby page: `configure()` gives them the API base and a signed-in player; msw answers.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { Controls, Markdown, Primary, Stories, Title } from '@storybook/addon-docs/blocks';
import { createElement, useEffect, useRef, type ReactNode } from 'react';
import manifest from '../../custom-elements.json';
import { configure } from '../../elements/runtime';
import '../../elements/all';
import { LOCALES } from '../../src/i18n/locales';
import { PLATFORM, PLAYER_TOKEN } from './platform';

interface Declaration {
  tagName: string;
  description: string;
  attributes?: { name: string; fieldName?: string; type?: { text: string }; default?: string; description?: string }[];
  events?: { name: string; type?: { text: string }; description?: string }[];
  cssProperties?: { name: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
}

// As a lobby page does (docs/getting-started.md): one configuration for every element on the page.
configure({ apiBase: '/api', apiId: 3, token: PLAYER_TOKEN });

export function declaration(tag: string): Declaration {
  for (const module of manifest.modules)
    for (const d of module.declarations as Declaration[]) if (d.tagName === tag) return d;
  throw new Error(`<${tag}> is not in custom-elements.json`);
}

/** Sends each declared `ingame-*` event (they bubble and are composed) to the Actions panel. */
function EventsToActions({ events, children }: { events: string[]; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current!;
    const listeners = events.map((name) => {
      const log = action(name);
      const listener = (event: Event) => log((event as CustomEvent).detail);
      box.addEventListener(name, listener);
      return () => box.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [events]);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

const cell = (text = '') => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text?: string) => (text ? `\`${cell(text)}\`` : '');
const table = (head: string[], rows: string[][]) =>
  rows.length
    ? `\n\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}`
    : '';

/** The element's docs page text, from its manifest entry: one table per kind of API. */
export function elementDocs(tag: string): string {
  const d = declaration(tag);
  return (
    `\`<${tag}>\`: ${d.description}` +
    '\n\n**Attributes and properties** (removing an attribute, or setting its property to `null`, restores the default)' +
    table(
      ['attribute', 'property', 'type', 'default', ''],
      (d.attributes ?? []).map((a) => [
        code(a.name),
        code(a.fieldName ?? a.name),
        code(a.type?.text ?? 'string'),
        code(a.default),
        cell(a.description),
      ]),
    ) +
    '\n\n**Events** (they bubble and are composed)' +
    table(
      ['event', 'type', ''],
      (d.events ?? []).map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
    ) +
    '\n\n**CSS custom properties**' +
    table(
      ['property', ''],
      (d.cssProperties ?? []).map((p) => [code(p.name), cell(p.description)]),
    ) +
    '\n\n**CSS parts** (`' +
    tag +
    '::part(name)`)' +
    table(
      ['part', ''],
      (d.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
    )
  );
}

/**
 * The element's docs page: its manifest tables rather than the story file's JSDoc (which Storybook
 * would show as the description), then the live element with its controls and the other stories.
 */
function ElementDocsPage({ tag }: { tag: string }) {
  return (
    <>
      <Title>{`<${tag}>`}</Title>
      <Primary />
      <Controls />
      <Markdown>{elementDocs(tag)}</Markdown>
      <Stories />
    </>
  );
}

/** The values of a type like `'a' | 'b'`, or null (scripts/element-manifest.mjs reads it the same way). */
function literalValues(type = ''): string[] | null {
  const parts = type.split('|').map((p) => p.trim());
  return parts.every((p) => /^'[^']*'$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : null;
}

/**
 * Everything of a story file's meta but its title and tags (which Storybook reads statically).
 * Describe the meta with a `//` comment, not JSDoc: Storybook's docgen writes a JSDoc comment into
 * the meta as `parameters: { docs: { description } }` after the spread, replacing the `parameters`
 * given here (msw handlers, the docs page).
 */
export function elementMeta(tag: string): Omit<Meta, 'title' | 'tags'> {
  const d = declaration(tag);
  const events = (d.events ?? []).map((e) => e.name);
  const forward: Decorator = (Story) => (
    <EventsToActions events={events}>
      <Story />
    </EventsToActions>
  );
  return {
    component: tag as never,
    decorators: [forward],
    argTypes: Object.fromEntries(
      (d.attributes ?? []).map((a) => {
        const values = a.name === 'lang' ? [...LOCALES] : literalValues(a.type?.text);
        return [
          a.name,
          {
            description: a.description,
            control: values
              ? { type: 'select' as const }
              : a.type?.text === 'number'
                ? { type: 'number' as const }
                : { type: 'text' as const },
            // An empty choice: the attribute left out, so the element's default applies.
            options: values ? ['', ...values] : undefined,
            table: {
              category: 'attributes',
              type: { summary: a.type?.text ?? 'string' },
              ...(a.default ? { defaultValue: { summary: a.default } } : {}),
            },
          },
        ];
      }),
    ),
    parameters: {
      msw: { handlers: PLATFORM },
      docs: { page: () => <ElementDocsPage tag={tag} />, description: { component: elementDocs(tag) } },
    },
    // The attributes as they would be written in the page's HTML (unset ones are left out).
    render: (args) =>
      createElement(
        tag,
        Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')),
      ),
  };
}
