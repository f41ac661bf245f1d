import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * Uploaded files live in the database, not on one node's disk, so any app node can serve them.
 * They are always sent back as attachments, never rendered inline. Avatars (a few KB) keep their
 * bytes in `data`; project and submission files keep theirs in uploaded_file_chunks and `data` is
 * null (a file stored before migration 0022, or restored from an older backup, may still hold them
 * here, and is read from here).
 */
export const uploadedFiles = pgTable('uploaded_files', {
  id: id(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data'),
  createdAt: createdAt(),
});
