import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './lib/tokens.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { createConfigService } from './modules/config/config.service.ts';
import { problemsRoutes } from './modules/problems/problems.routes.ts';
import { createProblemsService } from './modules/problems/problems.service.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { createTeamsService } from './modules/teams/teams.service.ts';
import { createAuthService, type LoginLimits } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebAssets } from './plugins/web-assets.ts';

export interface AppDeps {
  database: Database;
  tokens: TokenService;
  config: Pick<AppConfig, 'webDist' | 'trustProxy' | 'logLevel'>;
  loginLimits?: LoginLimits;
}

/** JSON bodies stay small; file uploads get their own, larger limit on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    // Ids are ours (UUIDs); the default would answer "request id" headers from clients.
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, deps.config.webDist);

  const db = deps.database.db;
  const auth = createAuthService({ db, tokens: deps.tokens, limits: deps.loginLimits });
  const config = createConfigService({ db });
  const problems = createProblemsService({ db });
  const teams = createTeamsService({ db, config, problems });
  await app.register(authPlugin, { auth });

  await app.register(
    async (api) => {
      // A POST with no body is validated as an empty object, so it gets "X is required", not a crash.
      api.addHook('preValidation', async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` }),
      );
      await api.register(healthRoutes, { database: deps.database });
      await api.register(authRoutes, { prefix: '/auth', auth });
      await api.register(configRoutes, { prefix: '/config', config });
      await api.register(problemsRoutes, { prefix: '/config/problems', problems });
      await api.register(teamsRoutes, { prefix: '/teams', teams });
    },
    { prefix: '/api' },
  );

  await registerWebAssets(app, deps.config.webDist);
  app.decorate('authService', auth);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
  }
}
