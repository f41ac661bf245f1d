import { index, pgTable, text, timestamp, bigserial } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins, keyed by `ip:<address>` and `email:<address>`. Kept in the database, not in
 * process memory, so the limit holds across app nodes.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.attemptedAt)],
);
