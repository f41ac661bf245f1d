import { z } from 'zod';
import { ok } from '../api-envelope.ts';
import { defineRoute, fileResponse } from '../define-route.ts';
import { gradeSchema } from '../grading-schemas.ts';
import { SUBMISSION_MSG } from '../tasks-schemas.ts';
import { submissionSchema } from '../tasks-types.ts';
import { idParams } from './common.ts';

const params = idParams(SUBMISSION_MSG.notFound);
const submissionData = ok(z.object({ submission: submissionSchema }));

export const submissionsApi = {
  submit: defineRoute({
    method: 'POST',
    path: '/submissions',
    tag: 'submissions',
    summary: 'Submit a task, or edit my submission before it is graded',
    description: '201 for a new submission, 200 for an edit (isEdit "true").',
    access: 'bootcamp',
    multipart: {
      description:
        'Fields: taskId, submissionType (text or link), content (JSON text {text, link, linkTitle}), isEdit ("true" to change an earlier submission) and an optional file (zip, rar, pdf, doc, docx, txt, js, html, css, py or java, at most 10 MB).',
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
