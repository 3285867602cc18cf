/**
 * What the generators share (scripts/gen-features.mjs, scripts/element-docs.mjs): each computes its
 * files as `{ path: content }`; this compares them with the disk and runs the command line —
 * `node scripts/<generator>.mjs` writes what changed, `--check` writes nothing and exits 1 when a
 * file is out of date.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The paths whose content differs from `files` (missing ones included). */
export const staleOf = (files) =>
  Object.entries(files)
    .filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content)
    .map(([file]) => file);

/** Run the generator at `moduleUrl` when it is the script node was started with. */
export function runWhenMain(moduleUrl, generatedFiles) {
  const script = fileURLToPath(moduleUrl);
  if (process.argv[1] !== script) return;
  const files = generatedFiles();
  const stale = staleOf(files);
  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.error(`Out of date (run node ${script.slice(process.cwd().length + 1)}): ${stale.join(', ')}`);
      process.exit(1);
    }
    return;
  }
  for (const file of stale) {
    writeFileSync(file, files[file]);
    console.log(`wrote ${file}`);
  }
}
