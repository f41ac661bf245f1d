import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { tasks } from './tasks.ts';
import { uploadedFiles } from './uploaded-files.ts';
import { users } from './users.ts';

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    submissionType: text('submission_type', { enum: ['text', 'link'] }).notNull(),
    status: text('status', { enum: ['pending', 'submitted', 'completed', 'graded'] })
      .notNull()
      .default('submitted'),
    text: text('text'),
    link: text('link'),
    linkTitle: text('link_title'),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    score: integer('score'),
    feedback: text('feedback'),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true, mode: 'date' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Handed in after the task's due date, decided when it was handed in (and again at each edit,
     * which hands it in anew): a due date moved later never re-marks work already judged late.
     */
    isLate: boolean('is_late').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One submission per participant and task; a resubmission updates it.
    uniqueIndex('submissions_one_per_user_task').on(t.userId, t.taskId),
    index('submissions_task_idx').on(t.taskId, t.status),
    // The review queue: work waiting for a grade, oldest first. Partial, so a superadmin's count of
    // everything waiting reads this small index alone and a page is read in order, not sorted; a
    // grade moves the row out (no new entry), and regrades leave it untouched (HOT updates stay HOT).
    index('submissions_waiting_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} in ('submitted', 'pending')`),
    check('submissions_score_check', sql`${t.score} is null or ${t.score} >= 0`),
  ],
);
