/**
 * `npm run fresh-clone-check` (a CI step): proves that a fresh clone runs its own checks without
 * `npm test` first (issue 28). Clones the repository's committed HEAD into a temporary folder,
 * gives it this checkout's node_modules as hard links (what `npm install` would write, in a second
 * instead of half a minute, and without the registry), then runs, there, `npm run typecheck` and
 * `npm run test:unit` on one component test — both read the git-ignored compiled catalogs, which
 * their `pre…` scripts must compile. The end-to-end suite is left out: its build costs a minute.
 * Uncommitted changes are not in the clone: commit first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A component test that renders translated text (it imports compiled catalogs). */
const UNIT_FILE = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'tests/unit/account.test.tsx';
/**
 * `--no-typecheck`: only the unit test. CI passes it: its checkout is itself a fresh clone, and
 * `npm test`'s first two steps there (the catalogs, then tsc) are `npm run typecheck`'s.
 */
const TYPECHECK = !process.argv.includes('--no-typecheck');

const root = resolve('.');
const tmp = mkdtempSync(join(tmpdir(), 'ingame-fresh-clone-'));
const clone = join(tmp, 'repo');
const started = Date.now();
let failed = false;

function sh(command, args, cwd) {
  console.log(`\n$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: '1' } });
  return status === 0;
}

try {
  if (!sh('git', ['clone', '--quiet', root, clone], tmp)) throw new Error('git clone failed');
  const compiled = readdirSync(join(clone, 'locales'), { recursive: true }).filter((f) => String(f).endsWith('.ts'));
  if (compiled.length > 0 || existsSync(join(clone, 'dist')))
    throw new Error('the clone already has compiled catalogs or dist/: the check would prove nothing');
  if (!sh('cp', ['-al', join(root, 'node_modules'), join(clone, 'node_modules')], tmp))
    throw new Error('could not hard-link node_modules');
  for (const [name, args] of [
    ...(TYPECHECK ? [['typecheck', ['run', 'typecheck']]] : []),
    ['test:unit', ['run', 'test:unit', '--', UNIT_FILE]],
  ]) {
    if (!sh('npm', args, clone)) {
      console.error(`\n✗ npm run ${name} fails on a fresh clone`);
      failed = true;
    }
  }
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  failed = true;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(
  `\n${failed ? '✗ a fresh clone cannot run its checks' : `✓ a fresh clone runs ${TYPECHECK ? 'typecheck and ' : ''}test:unit`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed ? 1 : 0);
