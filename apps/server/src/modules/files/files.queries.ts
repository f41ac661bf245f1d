import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db, Engine } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { submissions, teamProjects, uploadedFileChunks, uploadedFiles } from '../../db/schema/index.ts';

export async function insertFileHead(db: Db, values: { ownerId: string; fileName: string; mimeType: string; size: number }): Promise<string> {
  const [row] = await db
    .insert(uploadedFiles)
    .values({ ...values, data: null })
    .returning({ id: uploadedFiles.id });
  return row!.id;
}

/**
 * On PGlite the bytes travel as a base64 literal decoded by the database: PGlite turns a bytea
 * parameter into text one byte at a time in JavaScript, and even a text parameter goes through
 * its serializer (64 KB: ~50 ms of a blocked event loop as bytea, ~13 ms as a text parameter, less
 * as a literal). Base64 holds only [A-Za-z0-9+/=], so the literal cannot end early. PostgreSQL's
 * driver sends a Buffer parameter as it is (binary), with no 87 KB string to build and collect.
 */
export async function insertChunk(db: Db, engine: Engine, fileId: string, seq: number, data: Buffer) {
  const bytes = engine === 'postgres' ? sql`${data}` : sql`decode(${sql.raw(`'${data.toString('base64')}'`)}, 'base64')`;
  await db.execute(sql`insert into ${uploadedFileChunks} (file_id, seq, data) values (${fileId}, ${seq}, ${bytes})`);
}

export async function setFileSize(db: Db, id: string, size: number) {
  await db.update(uploadedFiles).set({ size }).where(eq(uploadedFiles.id, id));
}

/** Its chunks go with it (on delete cascade). */
export async function deleteFile(db: Db, id: string) {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}

/** The file's description, and its bytes only when they are stored inline (an older file). */
export async function findFile(db: Db, id: string) {
  const [row] = await db
    .select({ fileName: uploadedFiles.fileName, size: uploadedFiles.size, inline: uploadedFiles.data })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, id));
  return row;
}

/** The next chunks after `afterSeq`, in order (as base64, for the reason insertChunk gives). */
export async function readChunks(db: Db, fileId: string, afterSeq: number, limit: number): Promise<{ seq: number; data: Buffer }[]> {
  const rows = await rawRows<{ seq: number; data: string }>(
    db,
    sql`select seq, encode(data, 'base64') as data from ${uploadedFileChunks}
         where file_id = ${fileId} and seq > ${afterSeq} order by seq limit ${limit}`,
  );
  return rows.map((r) => ({ seq: r.seq, data: Buffer.from(r.data, 'base64') }));
}

/**
 * Chunked files that no project or submission took, older than `olderThanSeconds`: an upload
 * whose process ended between writing the bytes and recording them. Avatars hold their bytes
 * inline (data is not null) and are never touched here.
 */
export async function deleteOrphans(db: Db, olderThanSeconds: number): Promise<number> {
  const rows = await db
    .delete(uploadedFiles)
    .where(
      and(
        isNull(uploadedFiles.data),
        lt(uploadedFiles.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(teamProjects)
            .where(eq(teamProjects.fileId, uploadedFiles.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(submissions)
            .where(eq(submissions.fileId, uploadedFiles.id)),
        ),
      ),
    )
    .returning({ id: uploadedFiles.id });
  return rows.length;
}
