import { z } from 'zod';
import { noData, ok, paginationWith } from '../shared/api-envelope.ts';
import { defineRoute, fileResponse } from '../shared/define-route.ts';
import { gradeSchema } from './grading-schemas.ts';
import { orList, sizeText } from '../shared/limit-text.ts';
import { TASK_MSG } from '../tasks/tasks-schemas.ts';
import { idParams } from '../shared/route-params.ts';
import { SUBMISSION_FILE_MAX_BYTES, SUBMISSION_FILE_TYPES, SUBMISSION_MSG } from './submissions-schemas.ts';
import { submissionSchema } from './submissions-types.ts';
import { reviewQueueQuerySchema, submissionListQuerySchema, submissionPageQuerySchema } from './submissions-schemas.ts';
import { taskSubmissionCountsSchema } from './submissions-types.ts';

const params = idParams(SUBMISSION_MSG.notFound);
const submissionData = ok(z.object({ submission: submissionSchema }));
const submissionPage = ok(z.object({ submissions: z.array(submissionSchema), pagination: paginationWith('total') }));
const STAFF = ['mentor', 'superadmin'] as const;

export const submissionsApi = {
  submit: defineRoute({
    method: 'POST',
    path: '/submissions',
    tag: 'submissions',
    summary: 'Submit a task, or edit my submission before it is graded',
    description: '201 for a new submission, 200 for an edit (isEdit "true").',
    access: 'bootcamp',
    multipart: {
      description: `Fields: taskId, submissionType (text or link), content (JSON text {text, link, linkTitle}), isEdit ("true" to change an earlier submission) and an optional file (${orList(SUBMISSION_FILE_TYPES)}, at most ${sizeText(SUBMISSION_FILE_MAX_BYTES)}).`,
    },
    response: { 200: submissionData, 201: submissionData },
    errors: [404, 409, 413, 415],
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/submissions/my-submissions',
    tag: 'submissions',
    summary: 'My submissions, newest first',
    access: 'bootcamp',
    response: { 200: ok(z.object({ submissions: z.array(submissionSchema) })) },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/submissions',
    tag: 'submissions',
    summary: 'Submissions, newest first, a page at a time (a mentor sees their participants only)',
    description: "status 'pending' is work waiting for review (submitted or pending); 'graded' is graded or completed work.",
    access: STAFF,
    query: submissionListQuerySchema,
    response: { 200: submissionPage },
  }),
  pending: defineRoute({
    method: 'GET',
    path: '/submissions/pending',
    tag: 'submissions',
    summary: 'Work waiting for review, oldest first (a mentor sees their participants only)',
    description: "The mentor's review queue: optionally one day's tasks (day1..day12) or one task's; pagination.total is the whole queue under those filters.",
    access: STAFF,
    query: reviewQueueQuerySchema,
    response: { 200: submissionPage },
  }),
  taskCounts: defineRoute({
    method: 'GET',
    path: '/submissions/task-counts',
    tag: 'submissions',
    summary: 'Per task: submissions, graded and pending of my participants (everyone for a superadmin)',
    description: 'Tasks without any submission in scope are left out.',
    access: STAFF,
    response: { 200: ok(z.object({ counts: z.array(taskSubmissionCountsSchema) })) },
  }),
  forTask: defineRoute({
    method: 'GET',
    path: '/tasks/:id/submissions',
    tag: 'submissions',
    summary: "One task's submissions, newest first, a page at a time (a mentor sees their participants only)",
    access: STAFF,
    params: idParams(TASK_MSG.notFound),
    query: submissionPageQuerySchema,
    response: { 200: submissionPage },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/submissions/:id',
    tag: 'submissions',
    summary: "One submission (its owner, the owner's mentor or a superadmin)",
    access: 'user',
    params,
    response: { 200: submissionData },
  }),
  grade: defineRoute({
    method: 'POST',
    path: '/submissions/:id/grade',
    tag: 'submissions',
    summary: 'Grade a submission (the participant’s mentor or a superadmin)',
    access: ['mentor', 'superadmin'],
    params,
    body: gradeSchema,
    response: { 200: submissionData },
  }),
  regrade: defineRoute({
    method: 'PUT',
    path: '/submissions/:id/grade',
    tag: 'submissions',
    summary: 'Change the grade of a submission',
    access: ['mentor', 'superadmin'],
    params,
    body: gradeSchema,
    response: { 200: submissionData },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/submissions/:id',
    tag: 'submissions',
    summary: 'Delete a submission (its owner before grading, or a superadmin); the score follows',
    access: 'user',
    params,
    response: { 200: ok(noData) },
    errors: [409],
  }),
  file: defineRoute({
    method: 'GET',
    path: '/submissions/:id/file',
    tag: 'submissions',
    summary: 'Download the file of a submission',
    access: 'user',
    params,
    response: { 200: fileResponse('application/octet-stream', 'The uploaded file, always as a download') },
  }),
} as const;
