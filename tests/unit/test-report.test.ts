/**
 * The failure digest `npm test` prints after its last suite (scripts/test-report.mjs): read from
 * the TAP report of node's test runner, as CI's log tail is all a failed run leaves to read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFailures, slowestSuites, tapFailures } from '../../scripts/test-report.mjs';

/** A real TAP report: node's runner over a suite with a pass, two assertion failures and a throw. */
function realReport(
  source = `import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
describe('a suite', () => {
  it('passes', () => {});
  it('compares', () => assert.equal(1, 2, 'one is not two'));
  it('checks', () => assert.ok(null, 'no page linked to a route'));
  it('throws', () => { throw new Error('boom\\nsecond line'); });
});
`,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'tap-'));
  const file = join(dir, 'sample.test.mjs');
  writeFileSync(file, source);
  try {
    execFileSync(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8' });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
  throw new Error('the sample suite should fail');
}

describe('the failure digest', () => {
  it('names each failed test once (not its suite) with its message and the values compared', () => {
    const failures = tapFailures(realReport());
    expect(failures.map((f) => f.name)).toEqual(['compares', 'checks', 'throws']);
    expect(failures[0]!.error).toContain('one is not two');
    expect(failures[0]!.error).toContain('expected: 2');
    expect(failures[0]!.error).toContain('actual: 1');
    expect(failures[1]!.error).toContain('no page linked to a route');
    expect(failures[2]!.error).toBe('boom\nsecond line');
    // No stack frames: the digest is for a log's tail.
    expect(failures.map((f) => f.error).join('\n')).not.toContain('node:internal');
  });

  it('prints one block per failure, its error indented under its name', () => {
    expect(formatFailures([{ name: 'e2e a test', error: 'boom\nsecond line' }])).toBe(
      '✖ e2e a test\n    boom\n    second line',
    );
  });
});

describe('the slowest suites', () => {
  it('lists the top-level suites, slowest first, in whole seconds, not their tests', () => {
    // A failing test too: a failed suite (`not ok`) is listed as well (and realReport expects a failure).
    const report = realReport(`import { describe, it } from 'node:test';
const wait = (ms) => new Promise((done) => setTimeout(done, ms));
describe('quick', () => { it('waits a little', () => wait(20)); });
describe('slow', () => { it('waits', () => wait(1600)); it('fails', () => { throw new Error('x'); }); });
`);
    const suites = slowestSuites(report);
    expect(suites.map((s) => s.name)).toEqual(['slow', 'quick']);
    // Whole seconds: the slow one waited 1.6 s at least, the quick one far less.
    expect(suites[0]!.seconds).toBeGreaterThanOrEqual(2);
    expect(suites[1]!.seconds).toBeLessThan(suites[0]!.seconds);
    expect(slowestSuites(report, 1).map((s) => s.name)).toEqual(['slow']);
  });
});
