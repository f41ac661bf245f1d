import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { createEventReportService } from './event-report.service.ts';
import { exportsRoutes } from './exports.routes.ts';
import { createExportsService } from './exports.service.ts';

export const exportsModule = defineModule({
  name: 'exports',
  create: (deps: ModuleDeps<{ teams: TeamsService; config: ConfigService }>) => ({
    exports: createExportsService(deps),
    eventReport: createEventReportService(deps),
  }),
  routes: (api, { exports, eventReport }) => api.register(exportsRoutes, { exports, report: eventReport }),
});
