import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkInWindows } from './check-in-windows.ts';
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
    /** How it was marked: by a mentor or superadmin, by the participant (self check-in), or by a scanned code. */
    source: text('source', { enum: ['mentor', 'self', 'check-in'] })
      .notNull()
      .default('mentor'),
    /** The check-in window a scanned code came from. */
    checkInWindowId: uuid('check_in_window_id').references(() => checkInWindows.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One record per participant and day.
    uniqueIndex('attendance_one_per_user_day').on(t.userId, t.date),
    index('attendance_date_idx').on(t.date),
    index('attendance_check_in_window_idx').on(t.checkInWindowId),
    check('attendance_source_check', sql`${t.source} in ('mentor', 'self', 'check-in')`),
    check('attendance_status_check', sql`${t.status} in ('present', 'absent', 'late')`),
  ],
);
