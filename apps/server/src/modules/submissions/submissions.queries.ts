import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { everyWordIn } from '../../db/like-pattern.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { sendTogetherAndCommit } from '../../db/pipelined-statements.ts';
import { runAsOne } from '../../db/run-as-one.ts';
import { eventConfig, submissions, tasks, uploadedFiles, users } from '../../db/schema/index.ts';

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = typeof submissions.$inferInsert;

/** The user's submission for a task, locked for the rest of the transaction. */
export async function lockOwn(tx: Db, userId: string, taskId: string): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.taskId, taskId)))
    .for('update');
  return row;
}

/**
 * A submission as written, with its participant's mentor as the same statement finds them: who
 * to tell, without a round trip more on the write every participant makes.
 */
const writtenColumns = {
  ...getTableColumns(submissions),
  mentorId: sql<string | null>`(select ${users.mentorId} from ${users} where ${users.id} = ${submissions.userId})`,
};
export type WrittenSubmission = SubmissionRow & { mentorId: string | null };

/** Undefined when one already exists for this user and task (the unique index decides). */
export async function insertSubmission(tx: Db, values: NewSubmission): Promise<WrittenSubmission | undefined> {
  const [row] = await tx.insert(submissions).values(values).onConflictDoNothing().returning(writtenColumns);
  return row;
}

/**
 * A new submission, its task's checks and its live event in one statement: with its begin and
 * commit, one round trip, where the step-by-step way makes six (a submission is the write every
 * participant makes). Written only when the task exists, is active and is of `days`, and the
 * participant has none for it yet; otherwise nothing is written and the caller looks closer
 * (`written` false). The task is locked as `findTaskKeyShared` locks it. `event(mentorId)`:
 * the notify, given the participant's mentor as this statement reads them.
 */
export async function insertIfOpen(
  tx: Db,
  s: Required<Pick<NewSubmission, 'id' | 'userId' | 'taskId' | 'submissionType' | 'text' | 'link' | 'linkTitle' | 'fileId' | 'submittedAt'>>,
  days: readonly string[],
  event: (mentorId: SQL) => SQL,
) {
  const at = sql`${s.submittedAt.toISOString()}::timestamptz`;
  const mentor = sql`"written"."mentor_id"`;
  const [row] = await rawRows<{
    written: boolean;
    is_late: boolean | null;
    title: string | null;
    day: string | null;
    max_score: number | null;
  }>(
    tx,
    sql`with "task" as (
      select "id", "title", "day", "max_score", "due_date", "is_active" from ${tasks} where "id" = ${s.taskId} for key share
    ), "written" as (
      insert into ${submissions} ("id", "user_id", "task_id", "submission_type", "status", "text", "link", "link_title", "file_id", "submitted_at", "is_late", "created_at", "updated_at")
      select ${s.id}, ${s.userId}, "task"."id", ${s.submissionType}, 'submitted', ${s.text}, ${s.link}, ${s.linkTitle}, ${s.fileId}, ${at}, coalesce(${at} > "task"."due_date", false), ${at}, ${at}
      from "task" where "task"."is_active" and "task"."day" = any(${sql.param([...days])}::text[])
      on conflict do nothing
      returning "is_late", (select ${users.mentorId} from ${users} where ${users.id} = ${s.userId}) as "mentor_id"
    )
    select "written"."is_late" is not null as "written", "written"."is_late", "task"."title", "task"."day", "task"."max_score",
      case when "written"."is_late" is not null then ${event(mentor)} end as "notified"
    from "task" left join "written" on true`,
  );
  if (!row?.written) return undefined;
  return { isLate: row.is_late!, task: { id: s.taskId, title: row.title!, day: row.day!, maxScore: row.max_score! } };
}

export async function updateSubmission(tx: Db, id: string, values: Partial<NewSubmission>): Promise<WrittenSubmission> {
  const [row] = await tx
    .update(submissions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(submissions.id, id))
    .returning(writtenColumns);
  return row!;
}

export async function deleteFile(tx: Db, id: string) {
  await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}

/**
 * A submission about to be graded or deleted, locked, with what the checks and the audit trail
 * need. Lock order: the submission, then (recomputing the score) its participant.
 */
export async function lockForGrading(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: submissions.id,
      status: submissions.status,
      score: submissions.score,
      fileId: submissions.fileId,
      user: { id: users.id, name: users.name, mentorId: users.mentorId },
      task: { id: tasks.id, title: tasks.title, maxScore: tasks.maxScore },
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(tasks, eq(tasks.id, submissions.taskId))
    .where(eq(submissions.id, id))
    .for('update', { of: submissions });
  return row;
}

const detailColumns = {
  submission: submissions,
  user: { id: users.id, name: users.name, email: users.email, mentorId: users.mentorId },
  task: { id: tasks.id, title: tasks.title, day: tasks.day, maxScore: tasks.maxScore },
  file: { id: uploadedFiles.id, fileName: uploadedFiles.fileName },
};

function detailQuery(db: Db) {
  return db
    .select(detailColumns)
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(tasks, eq(tasks.id, submissions.taskId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, submissions.fileId));
}

/**
 * A submission about to be graded, locked together with its participant (whose total the grade
 * changes), with everything its answer shows: the answer is built from this and the grade, not
 * read back. Lock order as in `lockForGrading`: the submission, then the participant.
 */
export async function lockDetailForGrading(tx: Db, id: string) {
  const [row] = await tx
    .select({
      ...detailColumns,
      // The event's "Feedback required with a grade", read by the same statement: no round trip more.
      feedbackRequired: sql<boolean>`coalesce((select ${eventConfig.gradeFeedbackRequired} from ${eventConfig} where ${eventConfig.id} = 1), true)`,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(tasks, eq(tasks.id, submissions.taskId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, submissions.fileId))
    .where(eq(submissions.id, id))
    .for('no key update', { of: [submissions, users] });
  return row;
}

/**
 * A grade, with the statements that go with it (the participant's new total, the audit entry,
 * the live event), written as one statement: one round trip instead of four, and a grade is the
 * write mentors make all day. The caller holds the locks of `lockDetailForGrading`, so the total
 * counts everything committed before it. It ends the transaction: the commit goes with it.
 */
export async function writeGrade(
  tx: Db,
  grade: { id: string; score: number; feedback: string | null; gradedBy: string; at: Date },
  withIt: { total: SQLWrapper; audit: SQLWrapper; notify?: SQLWrapper },
) {
  const graded = tx
    .update(submissions)
    .set({ status: 'graded', score: grade.score, feedback: grade.feedback, gradedBy: grade.gradedBy, gradedAt: grade.at, updatedAt: grade.at })
    .where(eq(submissions.id, grade.id));
  await sendTogetherAndCommit(tx, () => runAsOne(tx, [graded, withIt.total, withIt.audit], withIt.notify));
}

export async function findDetail(db: Db, id: string) {
  const [row] = await detailQuery(db).where(eq(submissions.id, id));
  return row;
}

export async function listForUser(db: Db, userId: string) {
  return detailQuery(db).where(eq(submissions.userId, userId)).orderBy(desc(submissions.submittedAt));
}

export async function deleteSubmission(tx: Db, id: string) {
  await tx.delete(submissions).where(eq(submissions.id, id));
}

/** Whose work a caller sees: a mentor's participants, or (null) everyone's. */
export interface Scope {
  mentorId: string | null;
}

const DONE = ['graded', 'completed'] as const;
const WAITING = ['submitted', 'pending'] as const;

export interface ListFilter {
  taskId?: string;
  /** 'day1'..'day12': the work on that day's tasks. */
  day?: string;
  state?: 'pending' | 'graded';
  /** Every word in the participant's name or email (the review queue's search). */
  search?: string;
}

function listWhere(scope: Scope, filter: ListFilter): SQL | undefined {
  return and(
    scope.mentorId ? eq(users.mentorId, scope.mentorId) : undefined,
    filter.taskId ? eq(submissions.taskId, filter.taskId) : undefined,
    // A subquery, not a join: the count below needs no join with tasks, and a day has a handful of tasks.
    filter.day ? sql`${submissions.taskId} in (select ${tasks.id} from ${tasks} where ${tasks.day} = ${filter.day})` : undefined,
    filter.state === 'graded' ? inArray(submissions.status, [...DONE]) : filter.state === 'pending' ? inArray(submissions.status, [...WAITING]) : undefined,
    everyWordIn(filter.search, [users.name, users.email]),
  );
}

/** A page of submissions with what the views show; newest first, or oldest first for a queue. */
export async function listPage(db: Db, scope: Scope, filter: ListFilter, opts: { limit: number; offset: number; oldestFirst?: boolean }) {
  const where = listWhere(scope, filter);
  const order = opts.oldestFirst ? [asc(submissions.submittedAt), asc(submissions.id)] : [desc(submissions.submittedAt), desc(submissions.id)];
  const [rows, [total]] = await Promise.all([
    detailQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    countWhere(db, Boolean(scope.mentorId || filter.search?.trim()), where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * How many submissions match. Everyone's are counted without the join with users (unless a search names them): every
 * submission has its participant (a required key), and alone the count of waiting work reads the
 * partial index of waiting work (submissions_waiting_idx) and nothing else.
 */
function countWhere(db: Db, byPerson: boolean, where: SQL | undefined) {
  const counted = db.select({ n: count() }).from(submissions);
  return (byPerson ? counted.innerJoin(users, eq(users.id, submissions.userId)) : counted).where(where);
}

/** Per task: all, graded and waiting submissions of the people in scope. */
export async function countsByTask(db: Db, scope: Scope) {
  return db
    .select({
      taskId: submissions.taskId,
      submissions: sql<number>`count(*)::int`,
      graded: sql<number>`count(*) filter (where ${submissions.status} in ('graded', 'completed'))::int`,
      pending: sql<number>`count(*) filter (where ${submissions.status} in ('submitted', 'pending'))::int`,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(listWhere(scope, {}))
    .groupBy(submissions.taskId);
}
