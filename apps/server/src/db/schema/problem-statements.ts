import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * How many teams chose a statement is counted from `teams` (indexed), never stored: a stored
 * counter can drift. The cap of 4 is enforced by locking this row while counting.
 */
export const problemStatements = pgTable(
  'problem_statements',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    domain: text('domain').notNull(),
    topic: text('topic'),
    suggestedTechnologies: text('suggested_technologies'),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    isCustom: boolean('is_custom').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One custom problem statement per user.
    uniqueIndex('problem_statements_one_custom_per_user')
      .on(t.createdBy)
      .where(sql`${t.isCustom}`),
    index('problem_statements_domain_idx').on(t.domain),
    index('problem_statements_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    check('problem_statements_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
  ],
);
