/** Small helpers the npm scripts share: run a command, print what is being done. */
import { spawn } from 'node:child_process';

/**
 * Run a command with its output on ours. `toStderr` sends its standard output to our standard error:
 * for npm lifecycle scripts, whose standard output is the command's (`npm pack --json` must print
 * JSON alone).
 */
export function run(command, args, { env = {}, quiet = false, toStderr = false } = {}) {
  return new Promise((resolve) => {
    if (!quiet) console.log(`\n$ ${[command, ...args].join(' ')}`);
    const stdio = toStderr ? ['inherit', process.stderr, 'inherit'] : 'inherit';
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env }, shell: false });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;
