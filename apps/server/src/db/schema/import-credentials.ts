import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The temporary passwords an import generated, kept for the superadmin who ran it so the import
 * screen can hand them out again (a closed tab, a lost download). Sealed with AES-256-GCM under a
 * key in `app_secrets` and bound to the row and its owner (lib/sealed-box.ts); deleted when the
 * owner dismisses them, and at most 24 hours after the import. Never in a backup
 * (docs/decisions/0015-imports-and-backups.md).
 */
export const importCredentials = pgTable(
  'import_credentials',
  {
    // Chosen by the server before the insert: the id is part of what the seal authenticates.
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    count: integer('count').notNull(),
    sealed: bytea('sealed').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('import_credentials_owner_idx').on(t.ownerId)],
);

export type ImportCredentialsRow = typeof importCredentials.$inferSelect;

/** The name of the key in `app_secrets` that seals kept import credentials. */
export const IMPORT_CREDENTIALS_KEY = 'import-credentials-key';
