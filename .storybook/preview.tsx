import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { installClientHooks } from '../src/api/client';
import { LOCALES } from '../src/i18n/locales';

// The stories' API client talks to msw on this origin.
installClientHooks({ baseUrl: () => '/api', token: () => null, timeoutMs: () => 8000 });

// The play functions' findBy… queries wait as long as the client does (Testing Library's default
// is 1 s: on a loaded CI machine an answer from msw and the render after it took longer, and the
// story failed). A query that still finds nothing says so with the shadow root's markup: the
// default message pretty-prints its container, which throws on a ShadowRoot ("Expected an element
// or document") and hides what was looked for.
configure({
  asyncUtilTimeout: 8000,
  getElementError: (message, container) => {
    const markup = (container as Element | ShadowRoot | undefined)?.innerHTML ?? '';
    const error = new Error(`${message ?? ''}\n\n${markup.slice(0, 4000)}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

const preview: Preview = {
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Language of the element',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  // The elements' default theme is dark (base.css): they sit on the lobby's background, as on a
  // host page; on Storybook's white canvas their light text would fail every contrast check.
  initialGlobals: { locale: 'en', backgrounds: { value: 'lobby' } },
  parameters: {
    layout: 'padded',
    // The guides first, in reading order, then the elements, then the features' states.
    options: {
      storySort: {
        order: [
          'Docs',
          [
            'Getting started',
            'Element reference',
            'Frameworks',
            'Theming',
            'Configuration and sessions',
            'The platform contract',
            'Architecture',
            'Contributing',
            'Performance',
          ],
          'Custom elements',
          '*',
        ],
      },
    },
    backgrounds: { options: { lobby: { name: 'Lobby', value: '#101018' } } },
    // The a11y panel checks WCAG 2 A/AA and marks violations as errors (a failed story in the
    // test widget). CI's runner (tests/storybook/stories.test.ts) fails on serious/critical ones.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } } },
  },
};
export default preview;
