import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A check-in window a mentor (their participants) or a superadmin (everyone) opens for one event
 * day. The codes shown on screen are derived from `secret` and the time (decision 0030), so
 * nothing is written while they rotate.
 */
export const checkInWindows = pgTable(
  'check_in_windows',
  {
    id: id(),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A superadmin's window admits every bootcamp participant; a mentor's only their own. */
    forEveryone: boolean('for_everyone').notNull().default(false),
    /** The event day it checks people in for. */
    date: date('date', { mode: 'string' }).notNull(),
    secret: bytea('secret').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when its owner closes it before `closesAt`. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('check_in_windows_date_idx').on(t.date, t.closesAt), check('check_in_windows_closes_after_opening_check', sql`${t.closesAt} > ${t.opensAt}`)],
);
