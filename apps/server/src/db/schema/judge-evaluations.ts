import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The round score: the weighted mean of the criteria to one decimal, or the total a judge sent. */
    score: numeric('score', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    /**
     * The criteria as they were when this was scored (id, name, weight) with their 1-10 scores; null
     * when the judge sent only a total. Frozen, so a rubric changed later does not rewrite a score.
     */
    criteriaScores: jsonb('criteria_scores').$type<{ criterionId: string; name: string; weight: number; score: number }[]>(),
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
