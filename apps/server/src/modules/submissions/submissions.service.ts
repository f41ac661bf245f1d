import { randomUUID } from 'node:crypto';
import {
  GRADE_MSG,
  SUBMISSION_MSG,
  gradeMissing,
  type gradeSchema,
  type Submission,
  type submissionContentSchema,
  type submissionFieldsSchema,
  type reviewQueueQuerySchema,
  type submissionListQuerySchema,
  type TaskSubmissionCounts,
} from '@hackcamp/contract';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ScoresService } from '../leaderboard/scores.service.ts';
import { liveEventExpression, liveEventsStatement, publishLiveEvent, type LiveAudience } from '../live/live-events.queries.ts';
import { managesParticipant } from '../people/staff-access.ts';
import type { TasksService } from '../tasks/tasks.service.ts';
import type { FilesService, StoredFile } from '../files/files.service.ts';
import { checkSubmissionFile } from './submission-file.ts';
import * as q from './submissions.queries.ts';
import { sendTogetherAndCommit } from '../../db/pipelined-statements.ts';

type Detail = NonNullable<Awaited<ReturnType<typeof q.findDetail>>>;

/** A submission's columns that only grading fills. */
const nothingGradedYet = { score: null, feedback: null, gradedBy: null, gradedAt: null } as const;

/** The labels of days 1 to `last` ('day1', ...), as tasks name their day. */
const daysUpTo = (last: number) => Array.from({ length: last }, (_, i) => `day${i + 1}`);

export const fileUrlOf = (submissionId: string) => `/api/submissions/${submissionId}/file`;

function toView({ submission: s, user, task, file }: Detail): Submission {
  return {
    _id: s.id,
    userId: { _id: user.id, name: user.name, email: user.email },
    taskId: { _id: task.id, title: task.title, day: task.day, maxScore: task.maxScore },
    submissionType: s.submissionType,
    status: s.status,
    content: {
      text: s.text ?? '',
      link: s.link ?? '',
      linkTitle: s.linkTitle ?? '',
      fileUrl: file?.id ? fileUrlOf(s.id) : null,
      fileName: file?.fileName ?? null,
    },
    score: s.score,
    feedback: s.feedback,
    submittedAt: s.submittedAt.toISOString(),
    isLate: s.isLate,
    gradedAt: s.gradedAt?.toISOString() ?? null,
  };
}

/**
 * Who hears of a change to someone's work: the participant's own tabs, their mentor (their
 * queue) and superadmins. Nobody else: a grade is private.
 */
const workAudience = (participantId: string, mentorId: string | null): LiveAudience => ({
  users: mentorId ? [participantId, mentorId] : [participantId],
  roles: ['superadmin'],
});

const workEvent = (s: Pick<q.SubmissionRow, 'id' | 'taskId' | 'userId' | 'status' | 'score'>, removed?: true) =>
  ({
    name: 'submission',
    data: { submissionId: s.id, taskId: s.taskId, participantId: s.userId, status: s.status, score: s.score, ...(removed && { removed }) },
  }) as const;

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

function paged(rows: Detail[], total: number, page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    submissions: rows.map(toView),
    pagination: { currentPage: page, totalPages, total, hasNextPage: page < totalPages, hasPrevPage: page > 1 },
  };
}

export function createSubmissionsService(deps: {
  db: Db;
  tasks: TasksService;
  scores: ScoresService;
  audit: AuditService;
  caches: Caches;
  files: FilesService;
}) {
  const { db, tasks, scores, audit, files } = deps;
  // Each participant's own list, read on every visit of their task pages: kept until their work,
  // their name or any task changes.
  const mine = deps.caches.create<Submission[]>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });
  const scopeOf = (caller: UserRow): q.Scope => ({ mentorId: caller.role === 'mentor' ? caller.id : null });

  /** The owner, the owner's mentor and superadmins may read a submission and its file. */
  function assertCanRead(caller: UserRow, detail: Detail) {
    if (detail.user.id !== caller.id && !managesParticipant(caller, detail.user)) throw forbidden();
  }

  return {
    async submit(
      user: UserRow,
      fields: z.output<typeof submissionFieldsSchema>,
      content: z.output<typeof submissionContentSchema>,
      file: UploadedFile | undefined,
    ): Promise<{ submission: Submission; edited: boolean }> {
      const checked = file ? checkSubmissionFile(file.fileName, file.data) : undefined;
      // Only a link was given: the spec's fallback text.
      const text = content.text || SUBMISSION_MSG.noDescription;
      const values = {
        submissionType: fields.submissionType,
        text,
        link: content.link || null,
        linkTitle: content.link ? content.linkTitle || content.text || null : null,
        status: 'submitted' as const,
        submittedAt: new Date(),
      };
      const isEdit = fields.isEdit === 'true';
      const shownUpTo = await tasks.lastVisibleDay(user);

      // The bytes are written first (chunk by chunk, other requests in between); the submission's
      // statement or transaction only records them, and a refused submission discards them again.
      const fileId = checked
        ? (await files.store({ ownerId: user.id, fileName: checked.fileName, mimeType: 'application/octet-stream' }, file!.data)).id
        : undefined;
      // An edit, or a new submission the one statement below did not write: each refusal with its message.
      const recordStepByStep = async (tx: Db): Promise<{ detail: Detail; edited: boolean }> => {
        const task = await tasks.requireActive(tx, fields.taskId, user, shownUpTo);
        // Late work is accepted and marked, and the mark is kept with the work (not computed from
        // the due date when read): moving a due date later must not quietly re-mark what was
        // judged late. An edit hands the work in anew, so it is judged again at its own time.
        const late = { isLate: task.dueDate !== null && values.submittedAt > task.dueDate };
        const existing = await q.lockOwn(tx, user.id, fields.taskId);
        if (existing && (existing.status === 'graded' || existing.status === 'completed' || existing.score !== null)) {
          throw conflict(SUBMISSION_MSG.alreadyGraded);
        }
        if (existing && !isEdit) throw conflict(SUBMISSION_MSG.alreadySubmitted);
        // The answer is put together from what is at hand, not read back (one round trip less on
        // the write every participant makes), except for an edit that keeps an earlier file.
        const answer = (submission: q.SubmissionRow): Detail | undefined =>
          submission.fileId && !fileId ? undefined : { submission, user, task, file: fileId ? { id: fileId, fileName: checked!.fileName } : null };
        if (existing) {
          // An edit without a new file keeps the earlier one; a new file replaces it.
          const row = await q.updateSubmission(tx, existing.id, { ...values, ...late, ...(fileId && { fileId }) });
          if (fileId && existing.fileId) await q.deleteFile(tx, existing.fileId);
          await publishLiveEvent(tx, workEvent(row), workAudience(user.id, row.mentorId));
          return { detail: answer(row) ?? (await q.findDetail(tx, row.id))!, edited: true };
        }
        const row = await q.insertSubmission(tx, { ...values, ...late, userId: user.id, taskId: fields.taskId, fileId: fileId ?? null });
        if (!row) throw conflict(SUBMISSION_MSG.alreadySubmitted);
        await publishLiveEvent(tx, workEvent(row), workAudience(user.id, row.mentorId));
        return { detail: answer(row)!, edited: false };
      };
      const record = async (): Promise<{ detail: Detail; edited: boolean }> => {
        // Most submissions are new ones on an open task: one statement, with its begin and its
        // commit in the same round trip, the commit carrying the marker its answer waits for
        // (decision 0058). On its own, the statement's answer waited for a marker sent afterwards.
        const fresh = { id: randomUUID(), userId: user.id, taskId: fields.taskId, ...values, fileId: fileId ?? null };
        const event = (mentorId: SQL) => liveEventExpression(workEvent({ ...fresh, score: null }), workAudience(user.id, null), mentorId);
        const written = isEdit
          ? undefined
          : await db.transaction(async (tx) => (await sendTogetherAndCommit(tx, () => q.insertIfOpen(tx, fresh, daysUpTo(shownUpTo), event)))[0]);
        if (written) {
          const row = { ...fresh, ...nothingGradedYet, isLate: written.isLate, createdAt: values.submittedAt, updatedAt: values.submittedAt };
          const detail = { submission: row, user, task: written.task, file: fileId ? { id: fileId, fileName: checked!.fileName } : null };
          return { detail, edited: false };
        }
        return db.transaction((tx) => recordStepByStep(tx));
      };
      const { detail, edited } = await record().catch(async (err: unknown) => {
        if (fileId) await files.discard(fileId);
        throw err;
      });
      return { submission: toView(detail), edited };
    },

    /**
     * Grades a submission, or changes its grade, and the participant's score with it, in one
     * transaction. The participant's mentor and superadmins may; the score is at most the task's.
     */
    async grade(caller: UserRow, id: string, input: z.output<typeof gradeSchema>): Promise<Submission> {
      return db.transaction(async (tx) => {
        const target = await q.lockDetailForGrading(tx, id);
        if (!target) throw notFound(SUBMISSION_MSG.notFound);
        const { submission, user, task, feedbackRequired } = target;
        if (!managesParticipant(caller, user)) throw forbidden(GRADE_MSG.notYourParticipant);
        const absent = gradeMissing(input, feedbackRequired);
        if (absent) throw badRequest(absent.msg, [absent]);
        const score = input.score!; // gradeMissing refused an absent one
        // Without feedback (allowed when the event does not require it) none is kept: the form
        // sends the earlier text back unless the mentor cleared it, so a regrade keeps no stale words.
        const feedback = input.feedback ?? null;
        if (score > task.maxScore) {
          const msg = GRADE_MSG.scoreRange(task.maxScore);
          throw badRequest(msg, [{ field: 'score', msg }]);
        }
        const at = new Date();
        const regrade = submission.status === 'graded' || submission.status === 'completed';
        const entry = audit.recording(caller, {
          action: regrade ? 'submission.regrade' : 'submission.grade',
          target: { type: 'user', id: user.id, label: user.name },
          details: {
            submissionId: id,
            taskId: task.id,
            taskTitle: task.title,
            score,
            maxScore: task.maxScore,
            previousScore: submission.score,
          },
        });
        const grade = { status: 'graded' as const, score, feedback, gradedBy: caller.id, gradedAt: at };
        // The total counts this grade itself: the statement that writes it cannot see it.
        const total = scores.scoreUpdate(tx, user.id, { submissionId: id, score });
        const notify = liveEventsStatement([{ event: workEvent({ ...submission, ...grade }), to: workAudience(user.id, user.mentorId) }]);
        await q.writeGrade(tx, { id, ...grade, at }, { total, audit: entry, notify });
        return toView({ ...target, submission: { ...submission, ...grade, updatedAt: at } });
      });
    },

    /**
     * Deletes a submission and its file, and recomputes the score. Its owner may while it waits
     * for review; once graded only a superadmin may (and the trail records it). Mentors review,
     * they do not delete.
     */
    async remove(caller: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await q.lockForGrading(tx, id);
        if (!target) throw notFound(SUBMISSION_MSG.notFound);
        const own = target.user.id === caller.id;
        if (!own && caller.role !== 'superadmin')
          throw caller.role === 'mentor' && managesParticipant(caller, target.user) ? forbidden() : notFound(SUBMISSION_MSG.notFound);
        const graded = target.status === 'graded' || target.status === 'completed' || target.score !== null;
        if (own && caller.role !== 'superadmin' && graded) throw conflict(SUBMISSION_MSG.alreadyGraded);
        await q.deleteSubmission(tx, id);
        if (target.fileId) await q.deleteFile(tx, target.fileId);
        await scores.recomputeScore(tx, target.user.id);
        const gone = { id, taskId: target.task.id, userId: target.user.id, status: target.status, score: null };
        await publishLiveEvent(tx, workEvent(gone, true), workAudience(target.user.id, target.user.mentorId));
        if (caller.role === 'superadmin') {
          await audit.record(tx, caller, {
            action: 'submission.delete',
            target: { type: 'user', id: target.user.id, label: target.user.name },
            details: { submissionId: id, taskId: target.task.id, taskTitle: target.task.title, score: target.score },
          });
        }
      });
    },

    /** Staff lists, a page at a time: a mentor sees only the work of their participants. */
    async list(caller: UserRow, query: z.output<typeof submissionListQuerySchema>) {
      const { rows, total } = await q.listPage(
        db,
        scopeOf(caller),
        { taskId: query.taskId, state: query.status },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      return paged(rows, total, query.page, query.limit);
    },

    /** Work waiting for review, oldest first: the queue a mentor works through, by day or task if asked. */
    async pending(caller: UserRow, query: z.output<typeof reviewQueueQuerySchema>) {
      const { rows, total } = await q.listPage(
        db,
        scopeOf(caller),
        { state: 'pending', day: query.day, taskId: query.taskId, search: query.search },
        { limit: query.limit, offset: (query.page - 1) * query.limit, oldestFirst: true },
      );
      return paged(rows, total, query.page, query.limit);
    },

    async forTask(caller: UserRow, taskId: string, query: { page: number; limit: number }) {
      await tasks.get(caller, taskId);
      const { rows, total } = await q.listPage(db, scopeOf(caller), { taskId }, { limit: query.limit, offset: (query.page - 1) * query.limit });
      return paged(rows, total, query.page, query.limit);
    },

    async taskCounts(caller: UserRow): Promise<TaskSubmissionCounts[]> {
      return q.countsByTask(db, scopeOf(caller));
    },

    mine: (userId: string): Promise<Submission[]> =>
      mine.getOrLoad(userId, async () => ({ value: (await q.listForUser(db, userId)).map(toView), tags: [userId, TAG.tasks] })),

    async get(caller: UserRow, id: string): Promise<Submission> {
      const detail = await q.findDetail(db, id);
      if (!detail) throw notFound(SUBMISSION_MSG.notFound);
      assertCanRead(caller, detail);
      return toView(detail);
    },

    async file(caller: UserRow, id: string): Promise<StoredFile> {
      const detail = await q.findDetail(db, id);
      if (!detail) throw notFound(SUBMISSION_MSG.notFound);
      assertCanRead(caller, detail);
      if (!detail.file?.id) throw notFound('This submission has no file');
      const file = await files.open(detail.file.id);
      if (!file) throw notFound('This submission has no file');
      return file;
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
