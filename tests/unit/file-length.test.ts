/**
 * Files that do one thing (issue 43 item 5): no source file under src/, elements/, demo/ or
 * scripts/ is longer than 350 lines; a longer one is split by job (CONVENTIONS: "keep files
 * under 350 lines"), not trimmed.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 350;

const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /^(src|elements|demo|scripts)\/.*\.(ts|tsx|mjs)$/.test(f) && !/\.d\.m?ts$/.test(f));

const lines = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    expect(sources.length).toBeGreaterThan(200);
    const long = sources
      .map((f) => [f, lines(f)] as const)
      .filter(([, n]) => n > MAX_LINES)
      .map(([f, n]) => `${f}: ${n} lines`);
    expect(long).toEqual([]);
  });
});
