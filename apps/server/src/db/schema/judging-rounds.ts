import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** The three judging rounds, each opened and closed by the superadmin (all open, as the spec has no control). */
export const judgingRounds = pgTable(
  'judging_rounds',
  {
    round: integer('round').primaryKey(),
    open: boolean('open').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('judging_rounds_round_check', sql`${t.round} between 1 and 3`)],
);
