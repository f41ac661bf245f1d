import { randomUUID } from 'node:crypto';
import {
  IMPORT_CREDENTIALS_KEPT_HOURS,
  IMPORT_MSG,
  type ImportCredential,
  type ImportKind,
  type KeptCredentials,
  type KeptCredentialsDownload,
} from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../../db/app-secrets.queries.ts';
import { IMPORT_CREDENTIALS_KEY, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { open, seal, sealingKey } from '../../lib/sealed-box.ts';
import type { AuditService } from '../audit/audit.service.ts';
import * as q from './kept-credentials.queries.ts';

const toView = (row: q.KeptSummary): KeptCredentials => ({
  id: row.id,
  kind: row.kind as ImportKind,
  fileName: row.fileName,
  count: row.count,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** What the seal authenticates besides the passwords: a sealed value moved to another row or owner does not open. */
const sealContext = (id: string, ownerId: string) => `import-credentials:${id}:${ownerId}`;

/**
 * An import's temporary passwords, kept for the superadmin who ran it so a closed tab or a lost
 * file does not strand new accounts: sealed (AES-256-GCM) in the database, so every node can
 * serve them and a copy of the table alone reveals nothing; only their owner reads or dismisses
 * them; gone after IMPORT_CREDENTIALS_KEPT_HOURS at the latest. The key is read from `app_secrets`
 * on each use rather than held: a restore empties that table, and a node must not keep sealing
 * with a key the others no longer have.
 */
export function createKeptCredentials(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const key = async (tx: Db) => sealingKey(await getOrCreateSecret(tx, IMPORT_CREDENTIALS_KEY), 'import-credentials');

  return {
    /** Inside the import's transaction: kept if and only if the accounts were created. */
    async keep(tx: Db, owner: UserRow, entry: { kind: ImportKind; fileName: string; credentials: ImportCredential[] }): Promise<KeptCredentials> {
      // Whatever is past its time goes now too, whoever's it is, so nothing waits for the next clean-up.
      await q.deleteExpiredKept(tx);
      const id = randomUUID();
      const sealed = seal(await key(tx), JSON.stringify(entry.credentials), sealContext(id, owner.id));
      const row = await q.insertKept(
        tx,
        { id, ownerId: owner.id, kind: entry.kind, fileName: entry.fileName, count: entry.credentials.length, sealed },
        IMPORT_CREDENTIALS_KEPT_HOURS,
      );
      return toView(row);
    },

    async list(owner: UserRow): Promise<KeptCredentials[]> {
      return (await q.listKept(db, owner.id)).map(toView);
    },

    async download(owner: UserRow, id: string): Promise<KeptCredentialsDownload> {
      const row = await q.findKept(db, owner.id, id);
      if (!row) throw notFound(IMPORT_MSG.keptNotFound);
      const plain = open(await key(db), row.sealed, sealContext(row.id, owner.id));
      // Sealed under a key that is gone (a restore replaced the secrets): nobody can open it again.
      if (plain === null) {
        await q.deleteKept(db, owner.id, id);
        throw notFound(IMPORT_MSG.keptNotFound);
      }
      await audit.record(db, owner, {
        action: 'import.credentials-download',
        target: { type: 'file', id: row.fileName, label: row.fileName },
        details: { kind: row.kind, accounts: row.count },
      });
      return { ...toView(row), credentials: JSON.parse(plain) as ImportCredential[] };
    },

    async dismiss(owner: UserRow, id: string): Promise<void> {
      if (!(await q.deleteKept(db, owner.id, id))) throw notFound(IMPORT_MSG.keptNotFound);
    },

    /** Deletes what is past its time (the server's periodic clean-up). */
    cleanUp: () => q.deleteExpiredKept(db),
  };
}

export type KeptCredentialsService = ReturnType<typeof createKeptCredentials>;
