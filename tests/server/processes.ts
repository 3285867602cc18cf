/** Platforms in child processes (tests/server/platform-process.ts), started and stopped by a test. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from '../../platform/server/server';

const LAUNCHER = fileURLToPath(new URL('./platform-process.ts', import.meta.url));

export interface PlatformProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for a failure message. */
  output: () => string;
  alive: () => boolean;
  stop: () => Promise<void>;
}

export function startPlatformProcess(options: ServerOptions, env: NodeJS.ProcessEnv = {}): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', LAUNCHER, JSON.stringify(options)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let exited = false;
  child.on('exit', () => (exited = true));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start in 120 s:\n${log}`)), 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const ready = /READY (\S+)/.exec(log);
      if (ready) {
        clearTimeout(timer);
        resolve({
          url: ready[1]!,
          child,
          output: () => log,
          alive: () => !exited,
          stop: () =>
            exited
              ? Promise.resolve()
              : new Promise((done) => {
                  child.once('exit', () => done());
                  child.kill('SIGTERM');
                  setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
                }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!/READY/.test(log)) reject(new Error(`platform exited (${code}) before it started:\n${log}`));
    });
  });
}
