import { TASK_MSG, type Task, type createTaskSchema, type updateTaskSchema } from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import * as q from './tasks.queries.ts';

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

export function createTasksService(deps: { db: Db; users: UsersService }) {
  const { db, users } = deps;
  return {
    /** Participants only ever see active tasks; staff see all, or filter by status. */
    async list(caller: UserRow, filter: { day?: string; isActive?: 'true' | 'false' }): Promise<Task[]> {
      const isActive = caller.role === 'participant' ? true : filter.isActive === undefined ? undefined : filter.isActive === 'true';
      return (await q.listTasks(db, { day: filter.day, isActive })).map(toTaskView);
    },

    async get(caller: UserRow, id: string): Promise<Task> {
      const row = await q.findTask(db, id);
      if (!row || (caller.role === 'participant' && !row.isActive)) throw notFound(TASK_MSG.notFound);
      return toTaskView(row);
    },

    /** For the submissions service: an active task or a 404, kept from deletion until tx ends. */
    async requireActive(tx: Db, id: string): Promise<q.TaskRow> {
      const row = await q.findTaskKeyShared(tx, id);
      if (!row || !row.isActive) throw notFound(TASK_MSG.notFound);
      return row;
    },

    async create(userId: string, input: z.output<typeof createTaskSchema>): Promise<Task> {
      const { dueDate, ...rest } = input;
      return toTaskView(await q.insertTask(db, { ...rest, dueDate: dueDate ? new Date(dueDate) : null, createdBy: userId }));
    },

    async update(id: string, input: z.output<typeof updateTaskSchema>): Promise<Task> {
      const { dueDate, ...rest } = input;
      const row = await q.updateTask(db, id, { ...rest, ...(dueDate !== undefined && { dueDate: dueDate ? new Date(dueDate) : null }) });
      if (!row) throw notFound(TASK_MSG.notFound);
      return toTaskView(row);
    },

    async toggle(id: string): Promise<Task> {
      const row = await q.toggleTask(db, id);
      if (!row) throw notFound(TASK_MSG.notFound);
      return toTaskView(row);
    },

    /**
     * Deleting a task deletes its submissions (foreign-key cascade), so everyone who submitted has
     * their score recomputed in the same transaction (which submissions count is the recompute's
     * rule alone). Lock order: task, its submissions, then users by id - the grading path takes
     * submission, then user. One submission per participant and task keeps the ids distinct.
     */
    async remove(id: string) {
      await db.transaction(async (tx) => {
        if (!(await q.lockTask(tx, id))) throw notFound(TASK_MSG.notFound);
        const submitters = await q.lockSubmitters(tx, id);
        await q.deleteTask(tx, id);
        await users.recomputeScores(tx, submitters);
      });
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
