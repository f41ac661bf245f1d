import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Secrets the app generates for itself (the token signing key when JWT_SECRET is not set). In the
 * database so every app node shares them; with PGlite that is inside the data folder.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
