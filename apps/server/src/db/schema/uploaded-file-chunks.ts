import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { uploadedFiles } from './uploaded-files.ts';

/**
 * The bytes of a project or submission file, in pieces of FILE_CHUNK_BYTES written one statement
 * each: no statement carries megabytes, so PGlite (one engine in this process) answers other
 * requests between the pieces, and neither engine needs a file's whole size in memory at once.
 */
export const uploadedFileChunks = pgTable(
  'uploaded_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** 64 KB: PGlite writes one in ~13 ms and reads one in ~9 (a 20 MB file is 320 of them). */
export const FILE_CHUNK_BYTES = 64 * 1024;
