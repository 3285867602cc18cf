/** Small helpers the npm scripts share: run a command, print what is being done. */
import { spawn } from 'node:child_process';

export function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    if (!quiet) console.log(`\n$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;
