import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { writeBackup } from '../../db/backup/write-backup.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';

export interface BackupFile {
  path: string;
  fileName: string;
  /** Deletes the file; call it once the download is over. */
  remove(): void;
}

/**
 * The superadmin's download of the whole event. It is written to a temporary file first: the
 * snapshot is read as fast as the disk takes it, and a slow download then holds no transaction
 * (on PGlite that would hold every other request too).
 */
export function createBackupService(deps: { database: Database; audit: AuditService }) {
  const { database, audit } = deps;
  return {
    async create(actor: UserRow): Promise<BackupFile> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-backup-'));
      const fileName = `hackcamp-backup-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.jsonl.gz`;
      const file = path.join(dir, fileName);
      const remove = () => fs.rmSync(dir, { recursive: true, force: true });
      try {
        const footer = await writeBackup(database.db, database.engine, fs.createWriteStream(file));
        // Who took the event's data (every password hash) and when is worth keeping.
        await database.db.transaction((tx) =>
          audit.record(tx, actor, { action: 'backup.download', details: { rows: footer.rows, bytes: fs.statSync(file).size } }),
        );
      } catch (err) {
        remove();
        throw err;
      }
      return { path: file, fileName, remove };
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
