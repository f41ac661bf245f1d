import path from 'node:path';
import { stripInvisible } from '@hackcamp/contract';

/**
 * A file name with no path in it, safe to show and to offer as a download: the last part of
 * `../../etc/x`, `C:\x` or `/tmp/x` (either slash, a drive letter), without control, invisible
 * or direction-changing characters (a right-to-left override makes "invoice\u202Efdp.exe" read
 * as "invoiceexe.pdf"), at most 200 characters. `fallback` when nothing of a name is left, or
 * only `.` or `..`.
 */
export function plainFileName(name: string, fallback: string): string {
  const base = stripInvisible(path.posix.basename(name.slice(0, 1000).replaceAll('\\', '/')))
    .replace(/^[a-z]:/i, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return (base === '.' || base === '..' || !base ? fallback : base).slice(-200);
}
