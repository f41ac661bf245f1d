import { z } from 'zod';
import { grouped, orList, sizeText } from '../shared/limit-text.ts';
import { optionalLinkField } from '../shared/link-field.ts';
import { optionalLine, optionalText } from '../shared/text-fields.ts';
import { TASK_LIMITS, TASK_MSG } from '../tasks/tasks-schemas.ts';
import { DAY_LABELS } from '../shared/event.ts';
import { idFilter, pageLimit, pageNumber, searchFilter, uuidParam } from '../shared/route-params.ts';

export const SUBMISSION_FILE_TYPES = ['zip', 'rar', 'pdf', 'doc', 'docx', 'txt', 'js', 'html', 'css', 'py', 'java'] as const;
export const SUBMISSION_FILE_MAX_BYTES = 10 * 1024 * 1024;

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

const page = pageNumber();
const limit = pageLimit(100, 100);

/** GET /tasks/{id}/submissions: pages of up to 100. */
export const submissionPageQuerySchema = z.object({ page, limit });

/** GET /submissions/pending: the review queue, of one day's or one task's work if asked. */
export const reviewQueueQuerySchema = z.object({
  page,
  limit,
  day: z.enum(DAY_LABELS as [string, ...string[]], { error: TASK_MSG.dayInvalid }).optional(),
  taskId: idFilter(),
  /** Every word in the participant's name or email, in any order. */
  search: searchFilter(),
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

/** GET /submissions: staff lists, optionally one task's or one review state's. */
export const submissionListQuerySchema = z.object({
  page,
  limit,
  taskId: uuidParam(TASK_MSG.notFound).optional(),
  status: z.enum(['pending', 'graded'], { error: "Status must be 'pending' or 'graded'" }).optional(),
});
