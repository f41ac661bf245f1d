import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** 'day1' .. 'day12' */
    day: text('day').notNull(),
    maxScore: integer('max_score').notNull().default(100),
    isActive: boolean('is_active').notNull().default(true),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_day_idx').on(t.day),
    check('tasks_day_check', sql`${t.day} ~ '^day([1-9]|1[0-2])$'`),
    check('tasks_max_score_check', sql`${t.maxScore} between 1 and 1000`),
  ],
);
