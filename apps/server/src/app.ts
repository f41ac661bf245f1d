import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { assertNoNul } from './lib/nul-characters.ts';
import type { TokenService } from './lib/tokens.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { avatarsRoutes } from './modules/avatars/avatars.routes.ts';
import { createAvatarsService } from './modules/avatars/avatars.service.ts';
import { hackathonRoutes } from './modules/hackathon/hackathon.routes.ts';
import { createHackathonService } from './modules/hackathon/hackathon.service.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { createConfigService } from './modules/config/config.service.ts';
import { problemsRoutes } from './modules/problems/problems.routes.ts';
import { createProblemsService } from './modules/problems/problems.service.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { createAttendanceService } from './modules/attendance/attendance.service.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import { createSubmissionsService } from './modules/submissions/submissions.service.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createTeamsService } from './modules/teams/teams.service.ts';
import { createAuthService, type LoginLimits } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
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
  const avatars = createAvatarsService({ db });
  const auth = createAuthService({ db, tokens: deps.tokens, avatars, limits: deps.loginLimits });
  const config = createConfigService({ db });
  const problems = createProblemsService({ db });
  const teams = createTeamsService({ db, config, problems });
  const users = createUsersService({ db });
  const tasks = createTasksService({ db, users });
  const submissions = createSubmissionsService({ db, tasks, users });
  const attendance = createAttendanceService({ db, users });
  const hackathon = createHackathonService({ teams, users, problems });
  await app.register(authPlugin, { auth });

  await app.register(
    async (api) => {
      // First in the scope: it hooks into each route as the route is added.
      await registerCompression(api);
      // A POST with no body is validated as an empty object, so it gets "X is required", not a crash.
      api.addHook('preValidation', async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
        assertNoNul(request.body, request.query, request.params);
      });
      // An answer to a signed-in request is that person's data: no browser or shared cache keeps
      // it. Routes that chose their own caching (file downloads, public pictures) keep theirs.
      api.addHook('onSend', async (request, reply, payload) => {
        if (request.caller && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` }),
      );
      await api.register(healthRoutes, { database: deps.database });
      await api.register(authRoutes, { prefix: '/auth', auth });
      await api.register(configRoutes, { prefix: '/config', config });
      await api.register(problemsRoutes, { prefix: '/config/problems', problems });
      await api.register(teamsRoutes, { prefix: '/teams', teams });
      await api.register(tasksRoutes, { prefix: '/tasks', tasks });
      await api.register(submissionsRoutes, { prefix: '/submissions', submissions });
      await api.register(attendanceRoutes, { prefix: '/attendance', attendance });
      await api.register(usersRoutes, { prefix: '/users', users });
      await api.register(hackathonRoutes, { prefix: '/hackathon', hackathon, teams, users });
      await api.register(avatarsRoutes, { prefix: '/avatars', avatars });
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
