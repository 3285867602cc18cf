import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { linguiWhereNeeded } from './scripts/lingui-babel.ts';

/**
 * Three projects: `unit` (unit, component and rule tests; happy-dom per file where a file asks for
 * it; seconds), `server` (the reference platform over real HTTP + PGlite; minutes) and `scripts`
 * (the scaffold, tests/scripts/). `npm run test:unit` and `npm run test:server` run one each;
 * `vitest run` (npm test) runs all three.
 */
export default defineConfig({
  plugins: [react({ babel: linguiWhereNeeded })],
  // The bundle's stand-ins for ofetch's dependencies (rollup.config.mjs SHIM_ALIASES): the tests
  // run the same code, so ofetch is inlined for the alias to reach its imports.
  resolve: {
    alias: {
      ufo: fileURLToPath(new URL('./src/shims/ufo.ts', import.meta.url)),
      destr: fileURLToPath(new URL('./src/shims/destr.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The server suite starts PGlite once per file; keep files in parallel but bounded (2 cores).
    maxWorkers: 2,
    // Worker threads, not processes: a fifth less CPU for the same files (docs/contributing.md,
    // Timings). A test that needs a process of its own (process.chdir, a signal) spawns one.
    pool: 'threads',
    server: { deps: { inline: ['ofetch'] } },
    // happy-dom prints every refused connection of tests that point start-up at a closed port.
    onConsoleLog: (log) => !/ECONNREFUSED/.test(log),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'] } },
      // The scaffold in a temporary copy (a full typecheck, a minute or two): `npm test` runs it once.
      { extends: true, test: { name: 'scripts', include: ['tests/scripts/**/*.test.ts'] } },
    ],
  },
});
