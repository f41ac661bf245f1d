import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importCredentials, type ImportCredentialsRow } from '../../db/schema/index.ts';

export type KeptSummary = Omit<ImportCredentialsRow, 'sealed' | 'ownerId'>;

const summary = {
  id: importCredentials.id,
  kind: importCredentials.kind,
  fileName: importCredentials.fileName,
  count: importCredentials.count,
  createdAt: importCredentials.createdAt,
  expiresAt: importCredentials.expiresAt,
};

const owned = (ownerId: string, id?: string) =>
  and(eq(importCredentials.ownerId, ownerId), gt(importCredentials.expiresAt, sql`now()`), id === undefined ? undefined : eq(importCredentials.id, id));

/** Keeps an import's sealed credentials until `hours` from now (the database's clock, like the expiry checks). */
export async function insertKept(
  tx: Db,
  row: { id: string; ownerId: string; kind: string; fileName: string; count: number; sealed: Buffer },
  hours: number,
): Promise<KeptSummary> {
  const [kept] = await tx
    .insert(importCredentials)
    .values({ ...row, expiresAt: sql`now() + make_interval(hours => ${hours})` })
    .returning(summary);
  return kept!;
}

/** The owner's credentials still kept, newest first, without the sealed passwords. */
export const listKept = (db: Db, ownerId: string): Promise<KeptSummary[]> =>
  db.select(summary).from(importCredentials).where(owned(ownerId)).orderBy(desc(importCredentials.createdAt));

export async function findKept(db: Db, ownerId: string, id: string): Promise<(KeptSummary & { sealed: Buffer }) | undefined> {
  const [row] = await db
    .select({ ...summary, sealed: importCredentials.sealed })
    .from(importCredentials)
    .where(owned(ownerId, id));
  return row;
}

/** Deletes one of the owner's kept credentials, even one past its time; false when none was still kept. */
export async function deleteKept(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(importCredentials)
    .where(and(eq(importCredentials.ownerId, ownerId), eq(importCredentials.id, id)))
    .returning({ live: sql<boolean>`${importCredentials.expiresAt} > now()` });
  return rows.some((r) => r.live);
}

/** Deletes whatever is past its time, whoever it belongs to. */
export async function deleteExpiredKept(db: Db): Promise<number> {
  const rows = await db
    .delete(importCredentials)
    .where(lte(importCredentials.expiresAt, sql`now()`))
    .returning({ id: importCredentials.id });
  return rows.length;
}
