import { z } from 'zod';
import { DAY_LABELS, EVENT } from '../shared/event.ts';
import { grouped } from '../shared/limit-text.ts';
import { requiredFreeText, requiredText } from '../shared/text-fields.ts';

/** What a task's deletion removes: its submissions, how many of them are graded, their points. */
export interface TaskDeleteCounts {
  submissions: number;
  graded: number;
  points: number;
}
export const TASK_LIMITS = {
  titleMax: 200,
  descriptionMax: 10_000,
  maxScoreMax: 1000,
  maxScoreDefault: 100,
  /** A submission's own text. */
  submissionTextMax: 10_000,
} as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const TASK_MSG = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  titleTooLong: `Title must be at most ${TASK_LIMITS.titleMax} characters`, // ours
  descriptionTooLong: `Description must be at most ${grouped(TASK_LIMITS.descriptionMax)} characters`, // ours
  dayInvalid: `Day must be one of day1 to day${EVENT.totalDays}`,
  maxScoreInvalid: `Max score must be a whole number from 1 to ${TASK_LIMITS.maxScoreMax}`,
  dueDateInvalid: 'Due date must be a date and time, e.g. 2025-08-14T18:00:00+05:30', // ours
  notFound: 'Task not found',
  created: 'Task created',
  updated: 'Task updated',
  deleted: 'Task deleted',
  createFailed: 'Failed to create task',
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
  toggleFailed: 'Failed to toggle task status',
  loadFailed: 'Failed to load tasks', // ours
  activated: 'Task activated', // ours
  deactivated: 'Task deactivated', // ours
  deleteConfirm: 'Are you sure you want to delete this task? This action cannot be undone.', // ours, saying what the spec asks
  hackathonOnly: 'Daily tasks, submissions and attendance are part of the bootcamp programme. Your registration is hackathon only.',
  /** What deleting a task takes with it, as the confirmation shows it. */
  deleteImpact: (i: TaskDeleteCounts) => `${plural(i.submissions, 'submission')}, ${i.graded} graded, ${plural(i.points, 'point')} will be removed`, // ours
  /** A delete without `?withSubmissions=true` of a task that has work: refused, with what it would remove. */
  hasSubmissions: (i: TaskDeleteCounts) =>
    `This task has ${plural(i.submissions, 'submission')} (${i.graded} graded, ${plural(i.points, 'point')} in participants' scores). Deactivate it to hide it, or confirm deleting it with its submissions.`, // ours
  /** The answer of a delete that took work with it, counted when it ran. */
  deletedWith: (i: TaskDeleteCounts) =>
    `Task deleted with ${plural(i.submissions, 'submission')} (${i.graded} graded); ${plural(i.points, 'point')} taken off participants' scores`, // ours
  withSubmissionsInvalid: 'withSubmissions must be true or false', // ours
  loadImpactFailed: 'Failed to load what the deletion would remove', // ours
  futureTasksOn: 'Participants see the tasks of every day, days to come included', // ours
  futureTasksOff: "Participants see tasks up to today's day only", // ours
  futureTasksAsk: {
    on: "Showing future days' tasks lets participants read and submit the tasks of every day now, before their day comes.",
    off: "Hiding future days' tasks takes the tasks of days after today off participants' task lists until their day comes. Staff still see them.",
  }, // ours
} as const;

const dayField = z.enum(DAY_LABELS as [string, ...string[]], { error: TASK_MSG.dayInvalid });

const maxScoreField = z
  .number({ error: TASK_MSG.maxScoreInvalid })
  .int({ error: TASK_MSG.maxScoreInvalid })
  .min(1, { error: TASK_MSG.maxScoreInvalid })
  .max(TASK_LIMITS.maxScoreMax, { error: TASK_MSG.maxScoreInvalid });

const taskFields = {
  title: requiredText(TASK_MSG.titleRequired, TASK_LIMITS.titleMax, TASK_MSG.titleTooLong),
  description: requiredFreeText(TASK_MSG.descriptionRequired, TASK_LIMITS.descriptionMax, TASK_MSG.descriptionTooLong),
  day: dayField,
  maxScore: maxScoreField,
  isActive: z.boolean().optional(),
  dueDate: z
    .string({ error: TASK_MSG.dueDateInvalid })
    .max(40, { error: TASK_MSG.dueDateInvalid, abort: true })
    .pipe(z.iso.datetime({ offset: true, error: TASK_MSG.dueDateInvalid }))
    .nullable()
    .optional(),
};

export const createTaskSchema = z.object({ ...taskFields, maxScore: maxScoreField.default(TASK_LIMITS.maxScoreDefault) });
export type TaskInput = z.input<typeof createTaskSchema>;
// Built from the fields, not from createTaskSchema.partial(): a partial default still fills in,
// and an edit of the title alone would put maxScore back to 100.
export const updateTaskSchema = z.object(taskFields).partial();

export const taskListQuerySchema = z.object({
  day: dayField.optional(),
  isActive: z.enum(['true', 'false']).optional(),
});

/** DELETE /tasks/{id}: a task with submissions is deleted only when the caller says so. */
export const taskDeleteQuerySchema = z.object({
  withSubmissions: z.enum(['true', 'false'], { error: TASK_MSG.withSubmissionsInvalid }).optional(),
});
