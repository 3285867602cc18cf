/**
 * `npm run dev`: the dev loop. Rollup in watch mode over the React build (dist/: ESM, IIFE and
 * fairness; NODE_ENV=development, so no minifier and React's development build), then the demo on
 * the reference platform as `npm start` serves it, plus INGAME_DEV=1: entries are revalidated on
 * every use, source maps are served, and every open demo page reloads when a rebuild ends (this
 * script touches dist/.dev-build; the platform's /__dev/events tells the pages).
 * Catalogs (locales/*.po) are compiled once at start: after editing one, `npm run compile`.
 * The light build (dist/lite/) is not rebuilt; `npm start` rebuilds everything after a dev session.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bin, run } from './run.mjs';

process.env.NODE_ENV = 'development';
process.env.INGAME_BUILD = 'react';

if ((await run(bin('lingui'), ['compile', '--typescript'])) !== 0) process.exit(1);
mkdirSync('dist', { recursive: true });
cpSync('assets', 'dist/assets', { recursive: true });

// Rollup's own API (the config reads NODE_ENV and INGAME_BUILD when it loads, set above).
const { watch } = await import('rollup');
const { loadConfigFile } = await import('rollup/loadConfigFile');
const { options, warnings } = await loadConfigFile(resolve('rollup.config.mjs'));
warnings.flush();

let server = null;
let started = 0;
const watcher = watch(options.map((config) => ({ ...config, watch: { clearScreen: false } })));
watcher.on('event', (event) => {
  switch (event.code) {
    case 'START':
      started = Date.now();
      break;
    case 'BUNDLE_END':
      event.result.close();
      break;
    case 'ERROR':
      // Keep watching: the next save that fixes it rebuilds. The open pages keep the last good build.
      console.error(`\n✗ Build failed: ${event.error.message}`);
      if (event.error.frame) console.error(event.error.frame);
      event.result?.close();
      break;
    case 'END':
      console.log(`✓ Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s; open demo pages reload.`);
      writeFileSync('dist/.dev-build', String(Date.now()));
      if (!server) startPlatform();
      break;
  }
});

function startPlatform() {
  server = spawn(bin('tsx'), ['platform/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, INGAME_DEMO: '1', INGAME_DEV: '1' },
  });
  server.on('exit', (code) => {
    console.error(`The platform stopped (exit ${code}).`);
    void watcher.close().then(() => process.exit(code ?? 1));
  });
}

const stop = async () => {
  if (server && server.exitCode === null) {
    server.removeAllListeners('exit');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    // The platform closes its database first; it never gets more than 10 s.
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await watcher.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
