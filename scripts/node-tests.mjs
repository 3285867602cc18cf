/**
 * Node's test runner over test files in the order given: `node --test` sorts its files by name,
 * so the longest-first order of scripts/test.mjs needs the runner's `run()`. Each file runs in a
 * process of its own with this process's flags (`--import tsx`), `--concurrency N` at a time;
 * the report is `node --test`'s: spec on standard output, TAP into the `--tap` file. Exits 1 when
 * a test or a file failed.
 *
 *   node --import tsx scripts/node-tests.mjs [--concurrency N] [--tap FILE] FILE...
 */
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { concurrency: { type: 'string', default: '1' }, tap: { type: 'string' } },
});
const stream = run({ files: positionals.map((file) => resolve(file)), concurrency: Number(values.concurrency) });
stream.on('test:fail', (data) => {
  if (!data.todo) process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
if (values.tap) stream.compose(tap).pipe(createWriteStream(values.tap));
