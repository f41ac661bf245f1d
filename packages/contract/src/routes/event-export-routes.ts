import { defineRoute, fileResponse } from '../define-route.ts';

export const eventExportApi = {
  submissions: defineRoute({
    method: 'GET',
    path: '/export/submissions',
    tag: 'export',
    summary: 'Every submission as a CSV: participant, email, task, day, status, score, feedback, link, submitted at',
    description: 'UTF-8 with a byte order mark (Excel reads it as UTF-8), RFC 4180 quoting; cells starting with = + - @ are neutralised so no spreadsheet runs them.',
    access: ['superadmin'],
    response: { 200: fileResponse('text/csv; charset=utf-8', 'submissions.csv') },
  }),
  report: defineRoute({
    method: 'GET',
    path: '/export/report',
    tag: 'export',
    summary: 'The full event report: a zip with one spreadsheet-friendly CSV per table',
    description: 'People, teams, team members, problem statements, tasks, submissions, attendance, votes, judge assignments and evaluations, announcements and the audit trail, with names next to ids. No password hashes, no files.',
    access: ['superadmin'],
    response: { 200: fileResponse('application/zip', 'hackcamp-report.zip') },
  }),
} as const;
