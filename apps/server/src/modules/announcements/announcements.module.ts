import type { AuditService } from '../audit/audit.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import { announcementsRoutes } from './announcements.routes.ts';
import { createAnnouncementsService } from './announcements.service.ts';

export const announcementsModule = defineModule({
  name: 'announcements',
  create: (deps: ModuleDeps<{ audit: AuditService }>) => ({ announcements: createAnnouncementsService(deps) }),
  routes: (api, { announcements }) => api.register(announcementsRoutes, { announcements }),
});
