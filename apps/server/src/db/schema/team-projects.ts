import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { teams } from './teams.ts';
import { uploadedFiles } from './uploaded-files.ts';
import { users } from './users.ts';

/** A team's hackathon project: what judges open and the public results show. One per team. */
export const teamProjects = pgTable(
  'team_projects',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    repositoryUrl: text('repository_url'),
    demoUrl: text('demo_url'),
    slidesUrl: text('slides_url'),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('team_projects_title_length_check', sql`char_length(${t.title}) between 1 and 100`),
    check('team_projects_summary_length_check', sql`char_length(${t.summary}) <= 2000`),
  ],
);
