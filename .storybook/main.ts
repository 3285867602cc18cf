import type { StorybookConfig } from '@storybook/react-vite';

// Stories render the real components in a shadow root with their real stylesheets; msw answers
// the real API client (mocks belong here, never in tests or the demo).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The guides of docs/ (each .mdx shows its .md; preview.tsx orders them), then every story; the element stories are
  // tagged `autodocs`, so each element also gets a docs page built from custom-elements.json.
  stories: ['../docs/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y', '@storybook/addon-docs'],
  // The bundle's own images (logos, item cards): ui/assets resolves them beside the module that
  // asks, which is a chunk in /assets/ in the built Storybook and /src/ui/ in the dev server.
  staticDirs: [
    './public',
    { from: '../demo/public/img', to: '/demo/img' },
    { from: '../assets', to: '/assets/assets' },
    { from: '../assets', to: '/src/ui/assets' },
  ],
  core: {
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: '.storybook/vite.config.ts' } },
    disableTelemetry: true,
  },
  typescript: { reactDocgen: false },
};
export default config;
