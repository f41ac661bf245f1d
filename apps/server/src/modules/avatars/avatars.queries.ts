import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema/index.ts';

export async function insertAvatar(tx: Db, values: { ownerId: string; mimeType: string; data: Buffer }): Promise<string> {
  const [row] = await tx
    .insert(uploadedFiles)
    .values({ ...values, fileName: 'avatar', size: values.data.length })
    .returning({ id: uploadedFiles.id });
  return row!.id;
}

export async function deleteAvatar(tx: Db, id: string, ownerId: string) {
  await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.ownerId, ownerId)));
}

/** Only files stored as avatars (image types) are served here, never submission files. */
export async function readAvatar(db: Db, id: string) {
  const [row] = await db
    .select({ mimeType: uploadedFiles.mimeType, data: uploadedFiles.data })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.fileName, 'avatar'), like(uploadedFiles.mimeType, 'image/%')));
  return row;
}
