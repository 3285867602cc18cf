import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Lingui macros need Babel; the same plugin set as Vitest.
export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
});
