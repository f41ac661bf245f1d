import {
  EVENT,
  TASK_MSG,
  dateInTimeZone,
  dayDate,
  dayNumber,
  type Task,
  type TaskDeleteImpact,
  type createTaskSchema,
  type updateTaskSchema,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { TAG, type Caches } from '../../cache/caches.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { ScoresService } from '../leaderboard/scores.service.ts';
import { publishLiveEvents } from '../live/live-events.queries.ts';
import * as q from './tasks.queries.ts';
import { onceRequest, runOnce } from '../idempotency/idempotency.service.ts';

export function toTaskView(row: q.TaskRow): Task {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    day: row.day,
    maxScore: row.maxScore,
    isActive: row.isActive,
    dueDate: row.dueDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const target = (row: q.TaskRow) => ({ type: 'task', id: row.id, label: row.title });

/**
 * The last event day (0-12) whose date has come in the event's time zone: 0 before day 1, 12
 * after the last day. Participants see tasks up to it while "Show future days' tasks" is off.
 */
export function lastDayCome(startDate: string, now: Date, timeZone: string): number {
  const today = dateInTimeZone(now, timeZone);
  let day = 0;
  while (day < EVENT.totalDays && dayDate(day + 1, startDate) <= today) day++;
  return day;
}

export function createTasksService(deps: {
  db: Db;
  scores: ScoresService;
  audit: AuditService;
  config: ConfigService;
  caches: Caches;
  /** What time it is: the event's today follows it (tests set it). */
  clock?: () => Date;
}) {
  const { db, scores, audit, config } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The lists are the same for everyone of a role and change a few times a day: kept until any
  // node changes a task (the database's hc_tasks notification).
  // The key names the last day shown, read from the settings each time (their own cache follows
  // hc_config at once), so a flipped switch or a new day never answers an old list.
  const lists = deps.caches.create<Task[]>({ maxEntries: 64, maxAgeMs: 60_000 });

  /** The last day whose tasks a participant sees: 12 while future days are shown. */
  async function lastVisibleDay(caller: Pick<UserRow, 'role'>, tx?: Db): Promise<number> {
    if (caller.role !== 'participant') return EVENT.totalDays;
    const settings = await config.get(tx);
    return settings.showFutureTasks ? EVENT.totalDays : lastDayCome(settings.startDate, clock(), settings.timeZone);
  }

  return {
    /** Participants only ever see active tasks; staff see all, or filter by status. */
    /**
     * Participants only ever see active tasks, and with "Show future days' tasks" off only those
     * of days that have come; staff see all, or filter by status.
     */
    async list(caller: UserRow, filter: { day?: string; isActive?: 'true' | 'false' }): Promise<Task[]> {
      const isActive = caller.role === 'participant' ? true : filter.isActive === undefined ? undefined : filter.isActive === 'true';
      const maxDay = await lastVisibleDay(caller);
      const key = `${filter.day ?? ''}:${isActive ?? ''}:${maxDay}`;
      return lists.getOrLoad(key, async () => ({
        value: (await q.listTasks(db, { day: filter.day, isActive, maxDay: maxDay < EVENT.totalDays ? maxDay : undefined })).map(toTaskView),
        tags: [TAG.tasks],
      }));
    },

    async get(caller: UserRow, id: string): Promise<Task> {
      const row = await q.findTask(db, id);
      if (!row || (caller.role === 'participant' && (!row.isActive || dayNumber(row.day) > (await lastVisibleDay(caller))))) {
        throw notFound(TASK_MSG.notFound);
      }
      return toTaskView(row);
    },

    /** The last day whose tasks `caller` sees, from the held settings: for a check before a transaction. */
    lastVisibleDay: (caller: Pick<UserRow, 'role'>) => lastVisibleDay(caller),

    /**
     * For the submissions service: an active task the submitter may see, or a 404, kept from
     * deletion until tx ends. A task of a day to come hidden from participants cannot be handed in
     * either. `shownUpTo` is `lastVisibleDay` read before the transaction (inside it the held
     * settings must not be read: their load would wait on this transaction on a one-connection
     * database); only a task it hides is checked again against the settings the transaction reads.
     */
    async requireActive(tx: Db, id: string, submitter: Pick<UserRow, 'role'>, shownUpTo: number): Promise<q.TaskRow> {
      const row = await q.findTaskKeyShared(tx, id);
      if (!row || !row.isActive) throw notFound(TASK_MSG.notFound);
      const day = dayNumber(row.day);
      if (day > shownUpTo && day > (await lastVisibleDay(submitter, tx))) throw notFound(TASK_MSG.notFound);
      return row;
    },

    /** `idempotencyKey`: the request's Idempotency-Key, so a retry gets this answer instead of a second task. */
    async create(actor: UserRow, input: z.output<typeof createTaskSchema>, idempotencyKey?: string): Promise<Task> {
      const { dueDate, ...rest } = input;
      return db.transaction(async (tx) =>
        runOnce(tx, onceRequest(actor.id, idempotencyKey, 'tasks.create', input), async () => {
          const row = await q.insertTask(tx, { ...rest, dueDate: dueDate ? new Date(dueDate) : null, createdBy: actor.id });
          await audit.record(tx, actor, { action: 'task.create', target: target(row), details: { day: row.day, maxScore: row.maxScore } });
          return toTaskView(row);
        }),
      );
    },

    async update(actor: UserRow, id: string, input: z.output<typeof updateTaskSchema>): Promise<Task> {
      const { dueDate, ...rest } = input;
      return db.transaction(async (tx) => {
        const row = await q.updateTask(tx, id, { ...rest, ...(dueDate !== undefined && { dueDate: dueDate ? new Date(dueDate) : null }) });
        if (!row) throw notFound(TASK_MSG.notFound);
        await audit.record(tx, actor, {
          action: 'task.update',
          target: target(row),
          details: {
            fields: Object.keys(input)
              .filter((k) => input[k as keyof typeof input] !== undefined)
              .sort(),
          },
        });
        return toTaskView(row);
      });
    },

    async toggle(actor: UserRow, id: string): Promise<Task> {
      return db.transaction(async (tx) => {
        const row = await q.toggleTask(tx, id);
        if (!row) throw notFound(TASK_MSG.notFound);
        await audit.record(tx, actor, { action: 'task.toggle', target: target(row), details: { isActive: row.isActive } });
        return toTaskView(row);
      });
    },

    /** What deleting the task would remove, for the confirmation to show before it asks. */
    async impact(id: string): Promise<TaskDeleteImpact> {
      const [row, counts] = await Promise.all([q.findTask(db, id), q.deleteImpact(db, id)]);
      if (!row) throw notFound(TASK_MSG.notFound);
      return counts;
    },

    /**
     * Deleting a task deletes its submissions (foreign-key cascade), so it is refused (409, with
     * the counts) while it has any, unless the caller asked for them to go (`withSubmissions`).
     * The counts are taken under the locks, not trusted from the screen: work submitted or graded
     * after the admin looked is either counted here and named in the refusal or the audit entry,
     * or waits and finds the task gone. Everyone who submitted has their score recomputed in the
     * same transaction (which submissions count is the recompute's rule alone). Lock order:
     * task, its submissions, then users by id - the grading path takes submission, then user.
     * One submission per participant and task keeps the ids distinct.
     */
    async remove(actor: UserRow, id: string, opts: { withSubmissions: boolean }): Promise<TaskDeleteImpact> {
      return db.transaction(async (tx) => {
        const row = await q.lockTask(tx, id);
        if (!row) throw notFound(TASK_MSG.notFound);
        const work = await q.lockSubmissions(tx, id);
        const graded = work.filter((s) => s.graded);
        const counts = { submissions: work.length, graded: graded.length, points: graded.reduce((sum, s) => sum + (s.score ?? 0), 0) };
        if (work.length > 0 && !opts.withSubmissions) throw conflict(TASK_MSG.hasSubmissions(counts));
        await q.deleteTask(tx, id);
        await scores.recomputeScores(
          tx,
          work.map((s) => s.userId),
        );
        // Each participant whose work went, and their mentor, in one statement. Superadmins are
        // left out: one event per submission would flood them, and the task list has no event.
        await publishLiveEvents(
          tx,
          work.map((s) => ({
            event: { name: 'submission', data: { submissionId: s.id, taskId: id, participantId: s.userId, status: s.status, score: null, removed: true } },
            to: { users: s.mentorId ? [s.userId, s.mentorId] : [s.userId] },
          })),
        );
        await audit.record(tx, actor, {
          action: 'task.delete',
          target: target(row),
          details: {
            day: row.day,
            submissionsDeleted: counts.submissions,
            gradedDeleted: counts.graded,
            pointsRemoved: counts.points,
            // Whose total dropped and by how much: the record of graded work that no longer exists.
            scoresRemoved: graded.map((s) => ({ userId: s.userId, name: s.name, score: s.score ?? 0 })),
          },
        });
        return counts;
      });
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
