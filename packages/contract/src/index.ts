/**
 * The contract: what the server accepts and answers, and the texts both apps show, in one place.
 *
 * Layout (a name is found in the folder of its domain):
 * - `shared/`: what every domain builds on, and nothing domain-specific: the answer envelope,
 *   `defineRoute`, path and list parameters, text fields, the event's constants and calendar,
 *   roles, the sign-in texts (MSG), CSV cells. A file here imports only from `shared/`.
 * - `<domain>/`: one folder per domain, named as the server's module and the API's tag (`teams`,
 *   `tasks`, `leaderboard`, `judging`, ...). In it, `<domain>-schemas.ts` (what a call accepts, and
 *   the domain's limits and texts), `<domain>-types.ts` (what it answers), `<domain>-routes.ts`
 *   (its calls, declared with `defineRoute`), and any file more specific than these
 *   (`judging-rules.ts`, `landing-defaults.ts`, `teams-csv.ts`). A domain may import another's.
 * - `api.ts`: every domain's routes in one `api` object, and the API reference's tags.
 * - `index.ts` (this file): only re-exports; nothing outside the package imports a file inside.
 *
 * Routes live in the folder of their URL: `usersApi` (/users/...) is in `people/`, though the
 * leaderboard, the mentor directory and staff accounts it serves have their own folders' schemas.
 */

// shared
export * from './shared/api-envelope.ts';
export * from './shared/field-errors.ts';
export * from './shared/define-route.ts';
export * from './shared/route-params.ts';
export * from './shared/text-fields.ts';
export { EMAIL_SHAPE } from './shared/plain-text.ts';
export { plainIssueMessage } from './shared/plain-errors.ts';
export * from './shared/limit-text.ts';
export * from './shared/link-field.ts';
export * from './shared/phone.ts';
export * from './shared/csv.ts';
export * from './shared/event.ts';
export * from './shared/event-days.ts';
export * from './shared/roles.ts';
export * from './shared/messages.ts';
export * from './shared/operations-messages.ts';
export * from './shared/idempotency.ts';

// the API
export * from './api.ts';

// domains, in the API reference's order
export * from './health/health-routes.ts';
export * from './auth/auth-schemas.ts';
export * from './auth/auth-types.ts';
export * from './auth/auth-routes.ts';
export * from './staff/staff-schemas.ts';
export * from './event-settings/event-settings-schemas.ts';
export * from './event-settings/config-routes.ts';
export * from './landing/landing-defaults.ts';
export * from './landing/landing-schemas.ts';
export * from './landing/landing-tagline.ts';
export * from './landing/landing-stat-grid.ts';
export * from './landing/landing-routes.ts';
export * from './problems/problems-schemas.ts';
export * from './problems/problems-types.ts';
export * from './problems/problems-routes.ts';
export * from './teams/teams-schemas.ts';
export * from './teams/teams-types.ts';
export * from './teams/teams-csv.ts';
export { teamsApi } from './teams/teams-routes.ts';
export * from './projects/projects-messages.ts';
export * from './projects/projects-schemas.ts';
export * from './projects/projects-routes.ts';
export * from './tasks/tasks-schemas.ts';
export * from './tasks/tasks-types.ts';
export * from './tasks/tasks-routes.ts';
export * from './submissions/submissions-schemas.ts';
export * from './submissions/submissions-types.ts';
export * from './submissions/grading-schemas.ts';
export * from './submissions/submissions-routes.ts';
export * from './attendance/attendance-schemas.ts';
export * from './attendance/attendance-types.ts';
export * from './attendance/attendance-routes.ts';
export * from './check-in/check-in-schemas.ts';
export * from './check-in/check-in-routes.ts';
export * from './leaderboard/leaderboard-schemas.ts';
export * from './mentors/mentors-schemas.ts';
export * from './mentors/mentors-types.ts';
export * from './people/public-user.ts';
export * from './people/people-schemas.ts';
export * from './people/people-types.ts';
export { usersApi } from './people/users-routes.ts';
export * from './hackathon/hackathon-routes.ts';
export * from './avatars/avatars-routes.ts';
export * from './assignments/assignments-routes.ts';
export * from './announcements/announcements-schemas.ts';
export * from './announcements/announcements-routes.ts';
export * from './exports/exports-routes.ts';
export * from './votes/votes-schemas.ts';
export * from './votes/votes-types.ts';
export * from './votes/votes-routes.ts';
export * from './judging/judging-rules.ts';
export * from './judging/judging-schemas.ts';
export * from './judging/judging-types.ts';
export * from './judging/judging-routes.ts';
export * from './results/results-messages.ts';
export * from './results/results-schemas.ts';
export * from './results/results-routes.ts';
export * from './insights/insights-schemas.ts';
export * from './insights/insights-routes.ts';
export * from './certificates/certificates-messages.ts';
export * from './certificates/certificates-schemas.ts';
export * from './certificates/certificates-routes.ts';
export * from './audit/audit-types.ts';
export * from './audit/audit-routes.ts';
export * from './import/import-schemas.ts';
export * from './import/import-routes.ts';
export * from './backup/backup-routes.ts';
export * from './admin/admin-types.ts';
export * from './admin/admin-routes.ts';
export * from './live/live-events.ts';
export * from './live/live-routes.ts';
