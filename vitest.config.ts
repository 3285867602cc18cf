import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Unit and component tests (happy-dom per file) and the server suite (node, real HTTP + PGlite).
export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  // The bundle's stand-ins for ofetch's dependencies (rollup.config.mjs SHIM_ALIASES): the tests
  // run the same code, so ofetch is inlined for the alias to reach its imports.
  resolve: {
    alias: {
      ufo: fileURLToPath(new URL('./src/shims/ufo.ts', import.meta.url)),
      destr: fileURLToPath(new URL('./src/shims/destr.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The server suite starts PGlite once per file; keep files in parallel but bounded (2 cores).
    maxWorkers: 2,
    server: { deps: { inline: ['ofetch'] } },
    // happy-dom prints every refused connection of tests that point start-up at a closed port.
    onConsoleLog: (log) => !/ECONNREFUSED/.test(log),
  },
});
