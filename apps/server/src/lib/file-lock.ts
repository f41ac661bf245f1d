import fs from 'node:fs';
import { tryLock } from 'fs-native-extensions';

export interface HeldLock {
  /** The open file: the lock lasts as long as it stays open. */
  fd: number;
  release(): void;
}

/**
 * An exclusive lock on `file` (created if missing, unless `create` is false), or undefined when another open file holds it.
 * The operating system releases it the moment its process dies, however it dies: unlike a pid in a
 * file, it cannot outlive its holder or be mistaken for a live one (open file description locks on
 * Linux, flock elsewhere, so two opens in one process exclude each other too). Never delete a lock
 * file that others may open: one waiting on the old file would hold a lock nobody else sees.
 */
export function tryLockFile(file: string, options: { create?: boolean } = {}): HeldLock | undefined {
  const fd = fs.openSync(file, fs.constants.O_RDWR | (options.create === false ? 0 : fs.constants.O_CREAT), 0o600);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) fs.closeSync(fd);
  }
  if (!locked) return undefined;
  let released = false;
  return {
    fd,
    release() {
      if (released) return;
      released = true;
      fs.closeSync(fd); // closing the file releases the lock
    },
  };
}
