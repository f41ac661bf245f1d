import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The first answer to a create sent with an `Idempotency-Key` header, per caller and key, so a
 * retry (after a 503 that may have committed, decision 0008) gets that answer instead of a second
 * row. Claimed by the request's own transaction before it writes anything and filled in before it
 * commits: a key's row exists exactly when its write does. Kept 24 hours, never in a backup
 * (docs/decisions/0028-operations.md).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The call and its input, hashed: the same key with another request is refused, not answered. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
