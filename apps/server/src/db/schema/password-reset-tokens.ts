import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A link mailed by "Forgot password?" or an invitation. Only the SHA-256 of the token is kept, so the table (or a
 * copy of it) cannot be used to reset anyone's password. Single use: the reset sets `used_at` in
 * the same statement that checks it is still unused and unexpired, so two clicks cannot both win.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset' (Forgot password?, 30 minutes) or 'invite' (an organiser's invitation, 7 days). */
    purpose: text('purpose', { enum: ['reset', 'invite'] })
      .notNull()
      .default('reset'),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
