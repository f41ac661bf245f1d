import type { RouteSpec } from './shared/define-route.ts';
import { JUDGING } from './judging/judging-rules.ts';
import { numberWord } from './shared/event.ts';
import { announcementsApi } from './announcements/announcements-routes.ts';
import { adminApi } from './admin/admin-routes.ts';
import { assignmentsApi } from './assignments/assignments-routes.ts';
import { attendanceApi } from './attendance/attendance-routes.ts';
import { auditApi } from './audit/audit-routes.ts';
import { certificatesApi } from './certificates/certificates-routes.ts';
import { checkInApi } from './check-in/check-in-routes.ts';
import { backupApi } from './backup/backup-routes.ts';
import { importApi } from './import/import-routes.ts';
import { insightsApi } from './insights/insights-routes.ts';
import { authApi } from './auth/auth-routes.ts';
import { avatarsApi } from './avatars/avatars-routes.ts';
import { configApi } from './event-settings/config-routes.ts';
import { exportsApi } from './exports/exports-routes.ts';
import { hackathonApi } from './hackathon/hackathon-routes.ts';
import { evaluationsApi, judgingApi } from './judging/judging-routes.ts';
import { healthApi } from './health/health-routes.ts';
import { landingApi } from './landing/landing-routes.ts';
import { liveApi } from './live/live-routes.ts';
import { problemsApi } from './problems/problems-routes.ts';
import { resultsApi } from './results/results-routes.ts';
import { projectsApi } from './projects/projects-routes.ts';
import { submissionsApi } from './submissions/submissions-routes.ts';
import { tasksApi } from './tasks/tasks-routes.ts';
import { teamsApi } from './teams/teams-routes.ts';
import { usersApi } from './people/users-routes.ts';
import { votesApi } from './votes/votes-routes.ts';

/** Every call of the API, by domain: the server registers these, the reference documents them. */
export const api = {
  health: healthApi,
  auth: authApi,
  config: configApi,
  landing: landingApi,
  problems: problemsApi,
  teams: teamsApi,
  projects: projectsApi,
  tasks: tasksApi,
  submissions: submissionsApi,
  attendance: attendanceApi,
  checkIn: checkInApi,
  users: usersApi,
  hackathon: hackathonApi,
  avatars: avatarsApi,
  audit: auditApi,
  assignments: assignmentsApi,
  announcements: announcementsApi,
  exports: exportsApi,
  import: importApi,
  backup: backupApi,
  admin: adminApi,
  votes: votesApi,
  judging: judgingApi,
  evaluations: evaluationsApi,
  results: resultsApi,
  certificates: certificatesApi,
  insights: insightsApi,
  live: liveApi,
} as const;

/** The tags of the API reference, in the order it shows them, with a line each. */
export const API_TAGS: { name: string; description: string }[] = [
  { name: 'health', description: 'Liveness for load balancers' },
  { name: 'auth', description: 'Registration, sign-in, profile and password' },
  { name: 'config', description: "The event's switches, name and dates" },
  { name: 'problems', description: 'Problem statements teams work on' },
  { name: 'teams', description: 'Hackathon teams: create, join, leave, manage' },
  { name: 'projects', description: "Each team's project: title, summary, links and a file" },
  { name: 'tasks', description: 'Daily bootcamp tasks' },
  { name: 'submissions', description: 'Task submissions, files and grades' },
  { name: 'attendance', description: 'Attendance per participant and day' },
  { name: 'check-in', description: 'Check-in by QR code: a window with a rotating code, scanned on the participant’s phone' },
  { name: 'users', description: 'Leaderboard, mentors and people' },
  { name: 'hackathon', description: "The hackathon-only participant's views" },
  { name: 'avatars', description: 'Profile pictures' },
  { name: 'assignments', description: 'Participants to mentors, teams to judges' },
  { name: 'announcements', description: 'News for everyone, participants or staff, and who has read it' },
  { name: 'exports', description: 'Spreadsheets of the event: teams, attendance, scores, submissions and the full report' },
  { name: 'votes', description: 'Team leaders rate the other teams; the superadmin reads the votes' },
  { name: 'judging', description: `Judges score their assigned teams over ${numberWord(JUDGING.rounds.length)} rounds` },
  { name: 'evaluations', description: 'Judge scores, normalised results and who still has to score' },
  { name: 'results', description: 'The public results: winners and every project, once published' },
  { name: 'insights', description: 'Charts of the event: by day, by group, and my own progress' },
  { name: 'certificates', description: 'Certificates: rules, issuing, PDFs and public verification' },
  { name: 'audit', description: 'The trail of every staff change' },
  { name: 'import', description: 'Bring people, assignments and problem statements in from spreadsheets' },
  { name: 'backup', description: 'The whole event in one file, to restore on either engine' },
  { name: 'admin', description: "The superadmin's dashboard figures" },
  { name: 'live', description: 'Server-Sent Events: screens update as things change' },
];

export const allRoutes = (): RouteSpec[] => Object.values(api).flatMap((group) => Object.values(group) as RouteSpec[]);
