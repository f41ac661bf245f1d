import { z } from 'zod';
import { DAY_LABELS, EVENT, LIMITS } from './event.ts';
import { grouped, orList, sizeText } from './limit-text.ts';
import { optionalLinkField } from './link-field.ts';
import { optionalLine, optionalText, requiredFreeText, requiredText } from './text-fields.ts';
import { pageLimit, pageNumber, searchFilter } from './routes/common.ts';

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

export const SUBMISSION_FILE_TYPES = ['zip', 'rar', 'pdf', 'doc', 'docx', 'txt', 'js', 'html', 'css', 'py', 'java'] as const;
export const SUBMISSION_FILE_MAX_BYTES = 10 * 1024 * 1024;

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

export const SUBMISSION_MSG = {
  contentRequired: 'Please provide a description or link for your submission',
  noDescription: 'No description provided',
  linkInvalid: 'Please enter a valid link, such as github.com/you/project', // ours: the spec asked for http:// or https://, now added when left out
  submitted: 'Task submitted successfully!',
  updated: 'Submission updated successfully!',
  submitFailed: 'Failed to submit task',
  updateFailed: 'Failed to update submission',
  alreadySubmitted: 'You have already submitted this task. Use Edit or Redo to change it.',
  alreadyGraded: 'This task has already been graded, so it can no longer be changed.',
  nothingToEdit: 'There is no submission to edit for this task yet.',
  taskInactive: 'This task is not open for submissions.',
  notFound: 'Submission not found',
  fileTooLarge: `The file is too large. The limit is ${sizeText(SUBMISSION_FILE_MAX_BYTES)}.`,
  fileType: `This file type is not allowed. Upload ${orList(SUBMISSION_FILE_TYPES)}.`,
  fileContent: 'The file content does not match its type.',
  oneFile: 'Upload one file per submission.',
  badForm: 'The submission form is incomplete. Please try again.',
  textTooLong: `The description must be at most ${grouped(TASK_LIMITS.submissionTextMax)} characters`, // ours
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

/** The submission's `content` field: JSON text inside the multipart form. */
export const submissionContentSchema = z
  .object({
    text: optionalText(TASK_LIMITS.submissionTextMax, SUBMISSION_MSG.textTooLong).optional().default(''),
    link: optionalLinkField(2000, { invalid: SUBMISSION_MSG.linkInvalid, tooLong: SUBMISSION_MSG.linkInvalid }).optional().default(''),
    linkTitle: optionalLine(300).optional().default(''),
  })
  .refine((v) => v.text !== '' || v.link !== '', { error: SUBMISSION_MSG.contentRequired });

export const submissionFieldsSchema = z.object({
  taskId: z.string({ error: TASK_MSG.notFound }).max(36, { error: TASK_MSG.notFound, abort: true }).uuid({ error: TASK_MSG.notFound }),
  submissionType: z.enum(['text', 'link'], { error: SUBMISSION_MSG.badForm }),
  isEdit: z.enum(['true', 'false']).optional(),
});

export const leaderboardQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(LIMITS.leaderboardPageSize, 1000),
  role: z.enum(['participant', 'mentor', 'superadmin'], { error: 'role must be participant, mentor or superadmin' }).default('participant'), // ours
  search: searchFilter(),
  sortBy: z.enum(['totalScore'], { error: 'sortBy must be totalScore' }).default('totalScore'), // ours
  sortOrder: z.enum(['desc', 'asc'], { error: 'sortOrder must be asc or desc' }).default('desc'), // ours
});

export const SCORE_RULES = {
  pointsPerPresentDay: 10,
  onFireStreak: 7,
  achieverCompleted: 5,
} as const;
