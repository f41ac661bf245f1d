import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const votes = pgTable(
  'votes',
  {
    id: id(),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One vote per leader per team.
    uniqueIndex('votes_one_per_voter_team').on(t.voterId, t.teamId),
    index('votes_team_idx').on(t.teamId),
    check('votes_rating_check', sql`${t.rating} between 1 and 5`),
    check('votes_comment_length_check', sql`char_length(${t.comment}) between 1 and 500`),
  ],
);
