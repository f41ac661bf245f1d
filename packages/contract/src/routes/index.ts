import type { RouteSpec } from '../define-route.ts';
import { JUDGING } from '../judging-rules.ts';
import { numberWord } from '../event.ts';
import { announcementsApi } from './announcements-routes.ts';
import { adminApi } from './admin-routes.ts';
import { assignmentsApi } from './assignments-routes.ts';
import { attendanceApi } from './attendance-routes.ts';
import { auditApi } from './audit-routes.ts';
import { certificatesApi } from './certificates-routes.ts';
import { checkInApi } from './check-in-routes.ts';
import { backupApi } from './backup-routes.ts';
import { importApi } from './import-routes.ts';
import { insightsApi } from './insights-routes.ts';
import { authApi } from './auth-routes.ts';
import { avatarsApi } from './avatars-routes.ts';
import { configApi } from './config-routes.ts';
import { exportsApi } from './exports-routes.ts';
import { hackathonApi } from './hackathon-routes.ts';
import { evaluationsApi, judgingApi } from './judging-routes.ts';
import { healthApi } from './health-routes.ts';
import { landingApi } from './landing-routes.ts';
import { liveApi } from './live-routes.ts';
import { problemsApi } from './problems-routes.ts';
import { resultsApi } from './results-routes.ts';
import { projectsApi } from './projects-routes.ts';
import { submissionsApi } from './submissions-routes.ts';
import { tasksApi } from './tasks-routes.ts';
import { teamsApi } from './teams-routes.ts';
import { usersApi } from './users-routes.ts';
import { votesApi } from './votes-routes.ts';

export {
  adminApi,
  announcementsApi,
  assignmentsApi,
  attendanceApi,
  auditApi,
  authApi,
  avatarsApi,
  backupApi,
  certificatesApi,
  checkInApi,
  configApi,
  evaluationsApi,
  exportsApi,
  hackathonApi,
  healthApi,
  importApi,
  insightsApi,
  judgingApi,
  landingApi,
  liveApi,
  problemsApi,
  projectsApi,
  resultsApi,
  submissionsApi,
  tasksApi,
  teamsApi,
  usersApi,
  votesApi,
};
export { hackathonDashboardSchema, type HackathonDashboard } from './hackathon-routes.ts';
export { HEALTH_CHECK_MS } from './health-routes.ts';
export { LIST_MSG, idFilter, idParams, pageLimit, pageNumber, pageQuery, searchFilter, uuidParam, withoutBlankParams } from './common.ts';
export {
  ASSIGNMENT_BATCH_MAX,
  ASSIGNMENT_MSG,
  participantAssignmentSchema,
  teamAssignmentSchema,
  type ParticipantAssignmentInput,
  type TeamAssignmentInput,
} from './assignments-routes.ts';

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
