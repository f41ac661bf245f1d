import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const attendance = pgTable(
  'attendance',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event day's calendar date. */
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['present', 'absent', 'late'] }).notNull(),
    session: text('session').notNull().default('full-day'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One record per participant and day.
    uniqueIndex('attendance_one_per_user_day').on(t.userId, t.date),
    index('attendance_date_idx').on(t.date),
    check('attendance_status_check', sql`${t.status} in ('present', 'absent', 'late')`),
  ],
);
