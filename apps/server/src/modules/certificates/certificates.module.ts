import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { defineModule, type ModuleDeps } from '../define-module.ts';
import type { EvaluationsService } from '../evaluations/evaluations.service.ts';
import type { JudgingService } from '../judging/judging.service.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { createCertificatesService } from './certificates.service.ts';

export const certificatesModule = defineModule({
  name: 'certificates',
  create: (deps: ModuleDeps<{ audit: AuditService; config: ConfigService; evaluations: EvaluationsService; judging: JudgingService }>) => ({
    certificates: createCertificatesService(deps),
  }),
  routes: (api, { certificates }) => api.register(certificatesRoutes, { certificates }),
});
