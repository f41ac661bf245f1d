import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. We hold an
 * exclusive lock on an open file (an open file description lock on Linux, flock elsewhere): the
 * operating system releases it the moment the process dies, however it dies, so a node killed
 * with -9 restarts at once. A pid written in a file cannot tell that: a container's PID 1 found
 * its own pid in the file of the process it replaced and refused to start, for good.
 *
 * The file is never deleted: a process that opened it and waits would otherwise lock a file that
 * is no longer the one at this path. The pid inside only helps the operator find the holder.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'hackcamp.lock');
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (err) {
    fs.closeSync(fd);
    throw err;
  }
  if (!locked) {
    const holder = fs.readFileSync(fd, 'utf8').trim();
    fs.closeSync(fd);
    throw new DataDirLockedError(
      `The data folder ${dir} is in use by another HackCamp process${/^\d+$/.test(holder) ? ` (pid ${holder})` : ''}. ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.closeSync(fd); // closing the file releases the lock
  };
}
