/**
 * Compiles the message catalogs (`lingui compile --typescript`) when they are missing or older than
 * their sources. The compiled modules are git-ignored, so a fresh clone has none: every script that
 * reads the sources (typecheck, the Vitest projects) runs this first (`pre…` scripts in package.json).
 * Lingui writes `X.ts` beside each `X.po`; that is the rule checked here, whatever the catalogs are
 * named. Up to date, it costs a directory walk instead of Lingui's 5–7 s.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin, run } from './run.mjs';

/** Why the catalogs must be compiled, or null when every compiled module is newer than its inputs. */
export function staleCatalogs(root = '.') {
  const config = Math.max(...['lingui.config.js', 'features.mjs'].map((f) => mtimeOf(join(root, f))));
  const catalogs = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.po')) catalogs.push(path);
    }
  };
  walk(join(root, 'locales'));
  if (catalogs.length === 0) return 'no catalog sources (locales/**/*.po)';
  for (const po of catalogs) {
    const compiled = po.replace(/\.po$/, '.ts');
    if (!existsSync(compiled)) return `${compiled} is missing`;
    if (mtimeOf(compiled) < Math.max(mtimeOf(po), config)) return `${compiled} is older than its sources`;
  }
  return null;
}

function mtimeOf(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = staleCatalogs();
  if (reason) {
    console.log(`Compiling the catalogs: ${reason}.`);
    // One process: Lingui's worker threads give up after 10 s without an answer, which a busy
    // 2-core machine (CI, the test runs of this repository) does not always give them.
    process.exit(await run(bin('lingui'), ['compile', '--typescript', '--workers', '1'], { quiet: true }));
  }
}
