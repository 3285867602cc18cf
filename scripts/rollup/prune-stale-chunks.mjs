// Rollup plugin `prune-stale-chunks` (moved out of rollup.config.mjs as it was, issue 28). Why: the
// dev loop's watch rebuilds would otherwise leave the chunks of every earlier build in dist/, so
// that dist/ would no longer be one build.
import { readdirSync, rmSync } from 'node:fs';

/**
 * Rollup watch (the dev loop) writes new hashed chunks on every rebuild and never deletes the old
 * ones: drop every file of `<dir>/chunks/` the latest bundle did not write, so dist/ stays one build.
 * Two builds share the folder (the elements' and the full-page app's): the one whose chunks carry
 * `prefix` prunes only those, the other (`prefix` null) only the rest, given `others`, the prefix
 * it leaves alone.
 */
export function pruneStaleChunks(prefix, others) {
  const ours = (file) => (prefix ? file.startsWith(prefix) : !file.startsWith(others));
  return {
    name: 'prune-stale-chunks',
    writeBundle(options, bundle) {
      // Only the ESM output writes chunks (the fairness build shares dist/ and has none).
      if (!this.meta.watchMode || !options.dir || !Object.keys(bundle).some((f) => f.startsWith('chunks/'))) return;
      const dir = `${options.dir}/chunks`;
      let files = [];
      try {
        files = readdirSync(dir);
      } catch {
        return;
      }
      // A chunk's source map is not a bundle entry of its own: it goes with its chunk.
      for (const file of files)
        if (ours(file) && !(`chunks/${file.replace(/\.map$/, '')}` in bundle))
          rmSync(`${dir}/${file}`, { force: true });
    },
  };
}
