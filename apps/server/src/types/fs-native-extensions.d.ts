declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on an open file; false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
