import { defineRoute, fileResponse } from '../define-route.ts';

const csv = (description: string) => fileResponse('text/csv; charset=utf-8', `${description}. UTF-8 with a byte order mark, RFC 4180 quoting; text a spreadsheet would run as a formula starts with an apostrophe.`);

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
} as const;
