import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Secrets the app generates for itself (the token signing key when JWT_SECRET is not set). In the
 * database so every app node shares them; with PGlite that is inside the data folder. Never in a
 * backup: a restore starts with a fresh signing key (db/backup/backup-scope.ts).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The name of the generated token signing key, used when JWT_SECRET is not set. */
export const TOKEN_SIGNING_KEY = 'jwt-signing-key';
