import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limited thing: `email:<address>` and `ip:<address>` for sign-in,
 * `password:<userId>` for wrong current passwords on a password change. Each attempt bumps its
 * row in one upsert that returns the new count, so parallel attempts (on any app node) queue on
 * the row lock and each sees the count that includes itself. A row holds one window: the first
 * hit after `window_started_at + window` starts a new one at 1.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
