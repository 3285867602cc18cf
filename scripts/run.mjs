/** Small helpers the npm scripts share: run a command, print what is being done. */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/**
 * Run a command with its output on ours. `toStderr` sends its standard output to our standard error:
 * for npm lifecycle scripts, whose standard output is the command's (`npm pack --json` must print
 * JSON alone).
 */
export function run(command, args, { env = {}, quiet = false, toStderr = false, logFile = null } = {}) {
  return new Promise((resolve) => {
    if (!quiet) console.log(`\n$ ${[command, ...args].join(' ')}${logFile ? ` (output in ${logFile})` : ''}`);
    // `logFile`: its output appended to that file (a suite run beside another, printed after it).
    const log = logFile ? openSync(logFile, 'a') : null;
    const stdio = log !== null ? ['ignore', log, log] : toStderr ? ['inherit', process.stderr, 'inherit'] : 'inherit';
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env }, shell: false });
    child.on('exit', (code) => {
      if (log !== null) closeSync(log);
      resolve(code ?? 1);
    });
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;
