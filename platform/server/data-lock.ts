/**
 * One process per PGlite folder (issue 27): PGlite has no lock of its own, and two processes on
 * one folder each keep their own copy in memory and overwrite each other's writes on disk. The
 * platform creates `<folder>.lock` (beside the folder, so PGlite never sees it) holding its pid;
 * a second process finds it and refuses, unless the pid in it is no longer running (a crash or a
 * SIGKILL left it behind), which it then takes over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

export class DataFolderLocked extends Error {}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

/** Take the folder's lock or throw DataFolderLocked naming the folder and its holder. Returns the release. */
export function lockDataFolder(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const file = `${folder}.lock`;
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // `wx`: created only if absent, atomically — two processes starting together cannot both win.
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // Another host's pid means nothing here: a shared folder is refused rather than guessed at.
    const stale = holder === null || (holder.host === me.host && !isRunning(holder.pid));
    if (!stale)
      throw new DataFolderLocked(
        `The data folder ${folder} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}); stop it or set INGAME_DATA_DIR to another folder.`,
      );
    rmSync(file, { force: true });
  }
  throw new DataFolderLocked(`The data folder ${folder} is being locked by another process starting now.`);
}
