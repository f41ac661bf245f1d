import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { OPS_MSG } from '@hackcamp/contract';
import type { Database } from '../../db/client.ts';
import { writeBackup } from '../../db/backup/write-backup.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { tryLockFile } from '../../lib/file-lock.ts';
import type { AuditService } from '../audit/audit.service.ts';

export interface BackupDownload {
  /** The file; it is deleted when the stream closes, read to the end or not. */
  stream: Readable;
  size: number;
  fileName: string;
}

const TEMP_PREFIX = 'hackcamp-backup-';
/** Held open (locked) by the process writing or sending the folder's backup. */
const OWNER_LOCK = 'owner.lock';
/** A folder with no lock file yet may be one another process is just creating. */
const UNCLAIMED_GRACE_MS = 60_000;

/**
 * The superadmin's download of the whole event. It is written to a temporary file first: the
 * snapshot is read as fast as the disk takes it, and a slow download then holds no transaction
 * (on PGlite that would hold every other request too).
 *
 * The file holds every password hash, so it must not outlive its request: a client that leaves
 * stops the backup (`signal`), a shutdown stops every backup being written or sent (`cancelAll`),
 * and a process that died without either (kill -9) leaves a folder whose lock nobody holds any
 * more, removed at the next start (`removeLeftovers`), by any node on the machine.
 */
export function createBackupService(deps: { database: Database; audit: AuditService; tempDir?: string }) {
  const { database, audit } = deps;
  const tempRoot = () => deps.tempDir ?? os.tmpdir();
  const running = new Set<AbortController>();

  return {
    async create(actor: UserRow, signal: AbortSignal): Promise<BackupDownload> {
      const stop = new AbortController();
      const onLeave = () => stop.abort(signal.reason);
      signal.addEventListener('abort', onLeave, { once: true });
      running.add(stop);
      const dir = fs.mkdtempSync(path.join(tempRoot(), TEMP_PREFIX));
      let lock: ReturnType<typeof tryLockFile>;
      const remove = () => {
        signal.removeEventListener('abort', onLeave);
        running.delete(stop);
        fs.rmSync(dir, { recursive: true, force: true });
        lock?.release();
      };
      try {
        lock = tryLockFile(path.join(dir, OWNER_LOCK));
        if (signal.aborted) onLeave();
        const fileName = `hackcamp-backup-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.jsonl.gz`;
        const file = path.join(dir, fileName);
        const footer = await writeBackup(database.db, database.engine, fs.createWriteStream(file), { signal: stop.signal });
        const size = fs.statSync(file).size;
        // Who took the event's data (every password hash) and when is worth keeping.
        await database.db.transaction((tx) => audit.record(tx, actor, { action: 'backup.download', details: { rows: footer.rows, bytes: size } }));
        stop.signal.throwIfAborted();
        const stream = fs.createReadStream(file, { signal: stop.signal });
        stream.once('close', remove);
        return { stream, size, fileName };
      } catch (err) {
        remove();
        // The client is gone, or the server is closing: nobody is left to read a 500.
        if (stop.signal.aborted) throw new AppError(503, OPS_MSG.shuttingDown);
        throw err;
      }
    },

    /** The server is shutting down: no backup keeps it waiting, and none leaves its file behind. */
    cancelAll() {
      for (const stop of running) stop.abort(new Error('the server is shutting down'));
    },

    /** Temporary files of backups whose process died before it could delete them. */
    removeLeftovers(now = Date.now()): number {
      let removed = 0;
      for (const name of fs.readdirSync(tempRoot())) {
        if (!name.startsWith(TEMP_PREFIX)) continue;
        const dir = path.join(tempRoot(), name);
        let lock: ReturnType<typeof tryLockFile>;
        try {
          lock = tryLockFile(path.join(dir, OWNER_LOCK), { create: false });
        } catch (err) {
          // No lock file: a folder of a version before the lock, or one whose lock is being created this instant.
          const made = (err as NodeJS.ErrnoException).code === 'ENOENT' && fs.statSync(dir, { throwIfNoEntry: false });
          if (made && made.isDirectory() && now - made.mtimeMs > UNCLAIMED_GRACE_MS) {
            fs.rmSync(dir, { recursive: true, force: true });
            removed++;
          }
          continue;
        }
        if (!lock) continue; // a live process is writing or sending it
        fs.rmSync(dir, { recursive: true, force: true });
        lock.release();
        removed++;
      }
      return removed;
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
