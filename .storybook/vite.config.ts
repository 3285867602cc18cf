import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiWhereNeeded } from '../scripts/lingui-babel.ts';

// Lingui macros need Babel where a module imports one; the same plugin set as Vitest.
export default defineConfig({
  plugins: [react({ babel: linguiWhereNeeded })],
});
