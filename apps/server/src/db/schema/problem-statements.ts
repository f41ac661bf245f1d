import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const problemStatements = pgTable(
  'problem_statements',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    domain: text('domain').notNull(),
    topic: text('topic'),
    suggestedTechnologies: text('suggested_technologies'),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull().default('medium'),
    isCustom: boolean('is_custom').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Teams on this problem; changed only under a lock of this row, capped at 4. */
    selectionCount: integer('selection_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One custom problem statement per user.
    uniqueIndex('problem_statements_one_custom_per_user').on(t.createdBy).where(sql`${t.isCustom}`),
    index('problem_statements_domain_idx').on(t.domain),
    check('problem_statements_selection_cap', sql`${t.selectionCount} between 0 and 4`),
    check('problem_statements_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
  ],
);
