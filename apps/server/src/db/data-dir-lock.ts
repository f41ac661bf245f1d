import fs from 'node:fs';
import path from 'node:path';
import { tryLockFile } from '../lib/file-lock.ts';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. We hold an
 * exclusive lock on `hackcamp.lock` that the operating system releases when the process dies, so a
 * node killed with -9 restarts at once. A pid written in a file could not tell: a container's
 * PID 1 found its own pid in the file of the process it replaced and refused to start, for good.
 * The pid is still written, for the operator looking for the holder.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'hackcamp.lock');
  const lock = tryLockFile(lockPath);
  if (!lock) {
    const holder = fs.readFileSync(lockPath, 'utf8').trim();
    throw new DataDirLockedError(
      `The data folder ${dir} is in use by another HackCamp process${/^\d+$/.test(holder) ? ` (pid ${holder})` : ''}. ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  }
  fs.ftruncateSync(lock.fd, 0);
  fs.writeSync(lock.fd, String(process.pid), 0);
  return lock.release;
}
