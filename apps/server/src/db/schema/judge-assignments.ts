import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/** Which judge evaluates which team. */
export const judgeAssignments = pgTable(
  'judge_assignments',
  {
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.judgeId, t.teamId] }), index('judge_assignments_team_idx').on(t.teamId)],
);
