import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests (happy-dom per file) and the server suite (node, real HTTP + PGlite).
export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The server suite starts PGlite once per file; keep files in parallel but bounded (2 cores).
    maxWorkers: 2,
    // happy-dom prints every refused connection of tests that point start-up at a closed port.
    onConsoleLog: (log) => !/ECONNREFUSED/.test(log),
  },
});
