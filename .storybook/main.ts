import type { StorybookConfig } from '@storybook/react-vite';

// Stories render the real components in a shadow root with their real stylesheets; msw answers
// the real API client (mocks belong here, never in tests or the demo).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
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
