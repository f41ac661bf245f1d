import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const judgeEvaluations = pgTable(
  'judge_evaluations',
  {
    id: id(),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    score: integer('score').notNull(),
    feedback: text('feedback'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One evaluation per judge, team and round.
    uniqueIndex('judge_evaluations_one_per_round').on(t.judgeId, t.teamId, t.round),
    index('judge_evaluations_team_idx').on(t.teamId),
    check('judge_evaluations_round_check', sql`${t.round} between 1 and 3`),
    check('judge_evaluations_score_check', sql`${t.score} between 1 and 10`),
  ],
);
