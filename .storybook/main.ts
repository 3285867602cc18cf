import type { StorybookConfig } from '@storybook/react-vite';

// Stories render the real components in a shadow root with their real stylesheets; msw answers
// the real API client (mocks belong here, never in tests or the demo).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  staticDirs: ['./public', { from: '../demo/public/img', to: '/demo/img' }],
  core: {
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: '.storybook/vite.config.ts' } },
    disableTelemetry: true,
  },
  typescript: { reactDocgen: false },
};
export default config;
