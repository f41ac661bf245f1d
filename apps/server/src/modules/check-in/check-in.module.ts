import type { AttendanceService } from '../attendance/attendance.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { checkInRoutes } from './check-in.routes.ts';
import { createCheckInService } from './check-in.service.ts';

export const checkInModule = defineModule({
  name: 'check-in',
  create: (deps: ModuleDeps<{ config: ConfigService; audit: AuditService; attendance: AttendanceService; auth: AuthService }>) => ({
    checkIn: createCheckInService(deps),
  }),
  routes: (api, { checkIn }) => api.register(checkInRoutes, { checkIn }),
});
