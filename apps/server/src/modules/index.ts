import { adminModule } from './admin/admin.module.ts';
import { announcementsModule } from './announcements/announcements.module.ts';
import { assignmentsModule } from './assignments/assignments.module.ts';
import { attendanceModule } from './attendance/attendance.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { avatarsModule } from './avatars/avatars.module.ts';
import { backupModule } from './backup/backup.module.ts';
import { certificatesModule } from './certificates/certificates.module.ts';
import { checkInModule } from './check-in/check-in.module.ts';
import { configModule } from './config/config.module.ts';
import { ModuleList, type ServicesOf } from './define-module.ts';
import { evaluationsModule } from './evaluations/evaluations.module.ts';
import { exportsModule } from './exports/exports.module.ts';
import { filesModule } from './files/files.module.ts';
import { hackathonModule } from './hackathon/hackathon.module.ts';
import { healthModule } from './health/health.module.ts';
import { idempotencyModule } from './idempotency/idempotency.module.ts';
import { importModule } from './imports/import.module.ts';
import { insightsModule } from './insights/insights.module.ts';
import { judgingModule } from './judging/judging.module.ts';
import { landingModule } from './landing/landing.module.ts';
import { leaderboardModule } from './leaderboard/leaderboard.module.ts';
import { liveModule } from './live/live.module.ts';
import { mentorsModule } from './mentors/mentors.module.ts';
import { peopleModule } from './people/people.module.ts';
import { problemsModule } from './problems/problems.module.ts';
import { projectsModule } from './projects/projects.module.ts';
import { resultsModule } from './results/results.module.ts';
import { staffModule } from './staff/staff.module.ts';
import { submissionsModule } from './submissions/submissions.module.ts';
import { tasksModule } from './tasks/tasks.module.ts';
import { teamsModule } from './teams/teams.module.ts';
import { votesModule } from './votes/votes.module.ts';

/**
 * Every module, in the order the app builds them: a module's create gets the services of the
 * modules above it (a module used by another comes first; `add` does not compile otherwise).
 * Routes are registered and clean-ups run in this order too; onClose hooks run in reverse.
 */
export const appModules = ModuleList.start()
  .add(healthModule)
  .add(auditModule)
  .add(avatarsModule)
  .add(configModule)
  .add(landingModule)
  .add(staffModule)
  .add(authModule)
  .add(problemsModule)
  .add(votesModule)
  .add(teamsModule)
  .add(assignmentsModule)
  .add(leaderboardModule)
  .add(peopleModule)
  .add(mentorsModule)
  .add(adminModule)
  .add(tasksModule)
  .add(filesModule)
  .add(submissionsModule)
  .add(projectsModule)
  .add(attendanceModule)
  .add(checkInModule)
  .add(hackathonModule)
  .add(announcementsModule)
  .add(exportsModule)
  .add(importModule)
  .add(backupModule)
  .add(judgingModule)
  .add(evaluationsModule)
  .add(resultsModule)
  .add(certificatesModule)
  .add(insightsModule)
  .add(idempotencyModule)
  .add(liveModule);

/** Every service the app built, by name (app.services). */
export type AppServices = ServicesOf<typeof appModules>;
