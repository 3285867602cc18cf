/**
 * Stories of the real custom elements, built from custom-elements.json (generated from the
 * elements' JSDoc): attributes become controls, the description and CSS API become the docs,
 * and every `ingame-*` event the element declares goes to the Actions panel. The elements run as
 * on a lobby page: `configure()` gives them the API base and a signed-in player; msw answers.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { createElement, useEffect, useRef, type ReactNode } from 'react';
import manifest from '../../custom-elements.json';
import { configure } from '../../elements/runtime';
import '../../elements/all';
import { LOCALES } from '../../src/i18n/locales';
import { PLATFORM, PLAYER_TOKEN } from './platform';

interface Declaration {
  tagName: string;
  description: string;
  attributes?: { name: string; type?: { text: string }; description?: string }[];
  events?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
}

// As a lobby page does (README, "Embedding"): one configuration for every element on the page.
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

const list = (title: string, items: { name: string; description?: string }[] = []) =>
  items.length ? `\n\n**${title}**\n\n${items.map((i) => `- \`${i.name}\` — ${i.description ?? ''}`).join('\n')}` : '';

/** Everything of a story file's meta but its title and tags (which Storybook reads statically). */
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
      (d.attributes ?? []).map((a) => [
        a.name,
        {
          description: a.description,
          control:
            a.name === 'lang'
              ? { type: 'select' as const }
              : a.type?.text === 'number'
                ? { type: 'number' as const }
                : { type: 'text' as const },
          options: a.name === 'lang' ? [...LOCALES] : undefined,
          table: { category: 'attributes', type: { summary: a.type?.text ?? 'string' } },
        },
      ]),
    ),
    parameters: {
      msw: { handlers: PLATFORM },
      docs: {
        description: {
          component:
            `\`<${tag}>\`: ${d.description}` +
            list('Events', d.events) +
            list('CSS custom properties', d.cssProperties) +
            list('CSS parts', d.cssParts),
        },
      },
    },
    // The attributes as they would be written in the page's HTML (unset ones are left out).
    render: (args) =>
      createElement(
        tag,
        Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')),
      ),
  };
}
