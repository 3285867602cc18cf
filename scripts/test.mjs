/**
 * `npm test`: typecheck, unit + component + server tests (Vitest), build, then the end-to-end
 * tests in real Chromium against the reference platform and, beside them, the built Storybook's
 * stories (render, play functions, axe). Ends with the time of each step and `N passed, N failed`.
 * INGAME_COUNTS_FILE=path also writes the counts as JSON (CI sums them with its other suites).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { bin, run } from './run.mjs';
import { firstLines, formatFailures, slowestSuites, tapFailures } from './test-report.mjs';

// `npm run test:full`: every cell of the sampled matrices (tests/e2e/matrix.ts), not today's sample.
if (process.argv.includes('--full')) process.env.INGAME_FULL_MATRIX = '1';

const tmp = mkdtempSync(join(tmpdir(), 'ingame-test-'));
// The end-to-end files share one seeded database per run, and the server files on PGlite another:
// the first seeds it and saves it here, the others load it (tests/e2e/harness.ts,
// tests/server/helpers.ts; seconds less per file).
process.env.INGAME_SEED_SNAPSHOTS = tmp;
let passed = 0;
let failed = 0;
const problems = [];
/** Each failed test, its name and the first lines of its error: printed again at the very end. */
const failures = [];

/** Wall time of each step, printed at the end (docs/contributing.md keeps the table). */
const times = [];
/** Each node suite's slowest top-level suites, printed beside the times at the end. */
const slowSuites = [];
async function step(name, command, args, { logFile = null } = {}) {
  const started = Date.now();
  const code = await run(command, args, { logFile });
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) problems.push(`${name} (exit ${code})`);
  return code;
}

// The compiled catalogs (git-ignored): the same step `npm run typecheck` and the Vitest scripts run first.
if ((await step('catalogs', 'node', ['scripts/catalogs.mjs'])) === 0) {
  if ((await step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])) !== 0) failed++;
}

/**
 * Unit, component and server suites: the Vitest projects (vitest.config.ts), two files at a time.
 * The fair-share file then runs alone: it holds a bystander's p95 under a second while its own
 * abusers load the platform, which another file's work on the second core can break.
 */
const ALONE = 'tests/server/fair-share.test.ts';
async function vitest(name, args) {
  const json = join(tmp, `${name}.json`);
  await step(name, bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numTotalTestSuites > 0 && report.numTotalTests === 0 ? 1 : 0);
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push({ name: `vitest ${test.fullName}`, error: firstLines(test.failureMessages?.join('\n') ?? '') });
  } catch {
    failed++;
    problems.push(`${name} wrote no report`);
  }
}
await vitest('vitest', ['--exclude', ALONE]);
await vitest('vitest alone', [ALONE]);

/** The *.test.ts files of `dir`. */
const testFiles = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`);

/**
 * Node's test runner over `files` (`concurrency` files at a time), its TAP counts added to the
 * totals.
 */
async function nodeSuite(name, files, empty, { logFile = null, concurrency = 1 } = {}) {
  try {
    findChromium({ shell: true });
    const tap = join(tmp, `${name}.tap`);
    await step(
      name,
      'node',
      [
        '--import',
        'tsx',
        '--test',
        `--test-concurrency=${concurrency}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        // Node 20's --test does not expand a directory: name the files.
        ...files,
      ],
      { logFile },
    );
    const text = readFileSync(tap, 'utf8');
    const count = (label) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    passed += count('pass');
    failed += count('fail') + count('cancelled');
    failures.push(...tapFailures(text).map((f) => ({ ...f, name: `${name} ${f.name}` })));
    // Where the suite's time went: its slowest top-level suites (two files run at once: their
    // times overlap), for the timings table of docs/contributing.md.
    const slowest = slowestSuites(text, 8).map((s) => `${s.seconds} s ${s.name}`);
    if (slowest.length) slowSuites.push(`${name}: ${slowest.join('; ')}`);
    if (count('pass') + count('fail') === 0) {
      failed++;
      problems.push(empty);
    }
  } catch (error) {
    failed++;
    problems.push(`${name}: ${error.message}`);
  }
}

/**
 * Storybook: every story rendered, its play function passed, no serious axe violation. It runs
 * beside the end-to-end files that are paired (below); its output goes to a file, printed once
 * theirs is done. INGAME_SERIAL=1 runs it after them.
 */
async function storybook(logFile) {
  if (
    (await step('build-storybook', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], { logFile })) !== 0
  )
    failed++;
  else await nodeSuite('storybook', testFiles('tests/storybook'), 'the Storybook suite ran no test', { logFile });
}

/**
 * The end-to-end files two at a time (one at a time kept the two cores 60–75% busy, stop 53),
 * Storybook beside them; then, one at a time with nothing beside them, the files that judge time or
 * layout under a throttled network or CPU.
 * INGAME_SERIAL=1 runs every file one at a time (docs/contributing.md, Timings).
 */
const E2E_ALONE = ['first-paint', 'layout-shift', 'long-lived'].map((f) => `tests/e2e/${f}.test.ts`);
/**
 * In name order: Node's runner sorts the files it is given. Longest first was tried (stop 65,
 * through the runner's run(), which keeps an order): it put the heaviest files (hostile answers,
 * the layout guard, the package's hosts) beside Storybook's build and its stories, which then took
 * 266–271 s instead of 174–239 s (four stories passed their 20 s once), and the phase with the
 * files run alone 1,061–1,085 s instead of 1,018–1,057 s (stops 63–65). In name order the first
 * files are light ones (account, the app's) while Storybook needs the second core, and the run
 * still ends balanced (the package's hosts start at about 570 s of 880).
 */
const E2E_PAIRED = testFiles('tests/e2e').filter((f) => !E2E_ALONE.includes(f));
const E2E_EMPTY = 'the end-to-end suite ran no test';

// End-to-end: the built bundle in Chromium; Storybook beside it.
const storybookLog = join(tmp, 'storybook.log');
if ((await step('build', 'node', ['scripts/build.mjs'])) !== 0) {
  failed++;
  await storybook(null);
} else {
  const e2eStarted = Date.now();
  if (process.env.INGAME_SERIAL === '1') {
    await nodeSuite('e2e', E2E_PAIRED, E2E_EMPTY);
    await storybook(null);
  } else {
    await Promise.all([nodeSuite('e2e', E2E_PAIRED, E2E_EMPTY, { concurrency: 2 }), storybook(storybookLog)]);
    console.log(`\n── Storybook (run beside the end-to-end suite) ──\n${readFileSync(storybookLog, 'utf8')}`);
  }
  await nodeSuite('e2e alone', E2E_ALONE, E2E_EMPTY);
  times.push(`e2e and Storybook ${Math.round((Date.now() - e2eStarted) / 1000)} s`);
}

for (const snapshot of ['e2e.tar', 'server.tar']) rmSync(join(tmp, snapshot), { force: true });
if (process.env.INGAME_COUNTS_FILE)
  writeFileSync(process.env.INGAME_COUNTS_FILE, JSON.stringify({ passed, failed, problems, failures }));
if (failures.length) console.log(`\nFailed tests:\n${formatFailures(failures)}`);
if (problems.length) console.log(`\nProblems: ${problems.join('; ')}`);
console.log(`\nTimes: ${times.join(', ')}.`);
if (slowSuites.length) console.log(`Slowest suites: ${slowSuites.join('. ')}.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
