/**
 * `npm run check`: before a commit, the changed files (against HEAD, and new untracked ones) are
 * formatted with Prettier and linted with ESLint, then the whole tree is typechecked. Lint in CI
 * then never fails on layout alone (issue 44); `npm run lint` stays the whole-tree check.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, run } from './run.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(file));
const code = /\.(?:[cm]?[jt]sx?)$/;
const formattable = changed.filter((file) => code.test(file) || /\.(?:css|json|html|ya?ml)$/.test(file));
const lintable = changed.filter((file) => code.test(file));

let failed = 0;
if (formattable.length)
  failed |= await run(bin('prettier'), ['--write', '--log-level=warn', '--ignore-unknown', ...formattable]);
if (lintable.length) failed |= await run(bin('eslint'), lintable);
failed |= await run('node', ['scripts/catalogs.mjs'], { quiet: true });
failed |= await run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
console.log(
  failed
    ? '\nnpm run check: fix the errors above.'
    : `\nnpm run check: ${changed.length} changed file(s) formatted, linted, typechecked.`,
);
process.exit(failed ? 1 : 0);
