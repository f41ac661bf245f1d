import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * Uploaded files live in the database, not on one node's disk, so any app node can serve them.
 * They are always sent back as attachments, never rendered inline.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  id: id(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
