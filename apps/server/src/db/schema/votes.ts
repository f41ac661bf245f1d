import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const votes = pgTable(
  'votes',
  {
    id: id(),
    /** The leader who cast it; the vote stays the team's when they leave or are deleted. */
    voterId: uuid('voter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The vote belongs to the voting team: one per (voting team, rated team), whoever leads. */
    voterTeamId: uuid('voter_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One vote per voting team per rated team.
    uniqueIndex('votes_one_per_team_pair').on(t.voterTeamId, t.teamId),
    index('votes_voter_idx').on(t.voterId),
    index('votes_team_idx').on(t.teamId),
    check('votes_not_own_team_check', sql`${t.voterTeamId} <> ${t.teamId}`),
    check('votes_rating_check', sql`${t.rating} between 1 and 5`),
    check('votes_comment_length_check', sql`char_length(${t.comment}) between 1 and 500`),
  ],
);
