import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { ScoresService } from '../leaderboard/scores.service.ts';
import type { PeopleService } from '../people/people.service.ts';
import { attendanceRoutes } from './attendance.routes.ts';
import { createAttendanceService } from './attendance.service.ts';

export const attendanceModule = defineModule({
  name: 'attendance',
  create: (deps: ModuleDeps<{ scores: ScoresService; people: PeopleService; config: ConfigService; audit: AuditService }>) => ({
    attendance: createAttendanceService(deps),
  }),
  routes: (api, { attendance }) => api.register(attendanceRoutes, { attendance }),
});
