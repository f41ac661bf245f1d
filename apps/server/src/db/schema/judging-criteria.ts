import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns.ts';

/** The rubric: 1 to 6 criteria a judge scores 1-10 each; a round score is their weighted mean. */
export const judgingCriteria = pgTable(
  'judging_criteria',
  {
    id: id(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    weight: integer('weight').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('judging_criteria_position_unique').on(t.position),
    check('judging_criteria_position_check', sql`${t.position} between 1 and 6`),
    check('judging_criteria_weight_check', sql`${t.weight} between 1 and 100`),
    check('judging_criteria_name_length_check', sql`char_length(${t.name}) between 1 and 40`),
    check('judging_criteria_description_length_check', sql`char_length(${t.description}) <= 200`),
  ],
);
