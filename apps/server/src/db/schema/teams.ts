import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { problemStatements } from './problem-statements.ts';
import { users } from './users.ts';

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    teamNumber: integer('team_number').generatedAlwaysAsIdentity().notNull(),
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    problemStatementId: uuid('problem_statement_id').references(() => problemStatements.id, { onDelete: 'set null' }),
    /**
     * How many members the team had when voting last opened (null: formed after it, or voting never
     * opened). Whether it may vote is decided by this, so joins and leaves during voting give no
     * team a vote it did not have.
     */
    membersWhenVotingOpened: integer('members_when_voting_opened'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Team names are unique regardless of case.
    uniqueIndex('teams_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('teams_number_unique').on(t.teamNumber),
    index('teams_problem_idx').on(t.problemStatementId),
    index('teams_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
