import { defineRoute, fileResponse } from '../shared/define-route.ts';

const csv = (description: string) =>
  fileResponse(
    'text/csv; charset=utf-8',
    `${description}. UTF-8 with a byte order mark, RFC 4180 quoting; text a spreadsheet would run as a formula starts with an apostrophe.`,
  );

export const exportsApi = {
  teams: defineRoute({
    method: 'GET',
    path: '/export/teams',
    tag: 'exports',
    summary: 'Every team as CSV: problem statement, leader and members',
    access: ['superadmin'],
    response: { 200: csv('One record per team, in team-number order') },
  }),
  attendance: defineRoute({
    method: 'GET',
    path: '/export/attendance',
    tag: 'exports',
    summary: 'Attendance of every bootcamp participant as CSV, one column per event day',
    access: ['superadmin'],
    response: { 200: csv('One record per bootcamp participant, by name; Day 1 to Day 12 with their dates, then present and absent days and the rate') },
  }),
  scores: defineRoute({
    method: 'GET',
    path: '/export/scores',
    tag: 'exports',
    summary: 'Scores of every participant as CSV, highest first',
    access: ['superadmin'],
    response: { 200: csv('One record per participant, by total score (ties: earliest registration first)') },
  }),
  results: defineRoute({
    method: 'GET',
    path: '/export/results',
    tag: 'exports',
    summary: 'The judging ranking as CSV: rank, team, raw mean and judge-normalised score, evaluations and peer votes',
    description: 'Ranked teams first (as the Results tab orders them), then teams no judge has scored yet, in team-number order.',
    access: ['superadmin'],
    response: { 200: csv('One record per team, by rank') },
  }),
  submissions: defineRoute({
    method: 'GET',
    path: '/export/submissions',
    tag: 'exports',
    summary: 'Every submission as a CSV: participant, email, task, day, status, score, feedback, link, submitted at',
    description:
      'UTF-8 with a byte order mark (Excel reads it as UTF-8), RFC 4180 quoting; cells starting with = + - @ are neutralised so no spreadsheet runs them.',
    access: ['superadmin'],
    response: { 200: fileResponse('text/csv; charset=utf-8', 'submissions.csv') },
  }),
  report: defineRoute({
    method: 'GET',
    path: '/export/report',
    tag: 'exports',
    summary: 'The full event report: a zip with one spreadsheet-friendly CSV per table',
    description:
      'People, teams, team members, problem statements, tasks, submissions, attendance, votes, judge assignments and evaluations, announcements and the audit trail, with names next to ids. No password hashes, no files.',
    access: ['superadmin'],
    response: { 200: fileResponse('application/zip', 'hackcamp-report.zip') },
  }),
} as const;
