import { MSG, plainIssueMessage } from '@hackcamp/contract';
import Fastify, { LogController, type FastifyInstance, type onSendHookHandler, type preValidationHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { dropBlankQueryParams } from './plugins/blank-query-params.ts';
import { assertNoNul, refuseNulInQueryAndParams } from './plugins/nul-characters.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import type { TokenService } from './lib/tokens.ts';
import { createStorageState } from './lib/storage-state.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import { createAnnouncementsService } from './modules/announcements/announcements.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.ts';
import { createAssignmentsService } from './modules/assignments/assignments.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { createBackupService } from './modules/backup/backup.service.ts';
import { avatarsRoutes } from './modules/avatars/avatars.routes.ts';
import { createAvatarsService } from './modules/avatars/avatars.service.ts';
import { hackathonRoutes } from './modules/hackathon/hackathon.routes.ts';
import { createHackathonService } from './modules/hackathon/hackathon.service.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { createConfigService } from './modules/config/config.service.ts';
import { landingRoutes } from './modules/landing/landing.routes.ts';
import { createLandingService } from './modules/landing/landing.service.ts';
import { createFirstScreens } from './modules/landing/first-screen.ts';
import { problemsRoutes } from './modules/problems/problems.routes.ts';
import { createProblemsService } from './modules/problems/problems.service.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { createAttendanceService } from './modules/attendance/attendance.service.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { createCheckInService } from './modules/check-in/check-in.service.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import { createSubmissionsService } from './modules/submissions/submissions.service.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createCaches } from './cache/caches.ts';
import { createLeaderboardModel } from './modules/users/leaderboard-model.ts';
import { createParticipantEmails } from './modules/users/participant-emails.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { votesRoutes } from './modules/votes/votes.routes.ts';
import { createVotesService } from './modules/votes/votes.service.ts';
import { judgingRoutes } from './modules/judging/judging.routes.ts';
import { createJudgingService } from './modules/judging/judging.service.ts';
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.ts';
import { resultsRoutes } from './modules/results/results.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { createCertificatesService } from './modules/certificates/certificates.service.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { createInsightsService } from './modules/insights/insights.service.ts';
import { createResultsService } from './modules/results/results.service.ts';
import { createEvaluationsService } from './modules/evaluations/evaluations.service.ts';
import { createTeamsService } from './modules/teams/teams.service.ts';
import { createAuthService, type LoginLimits } from './modules/auth/auth.service.ts';
import { createPasswordRecoveryService, type RecoveryLimits } from './modules/auth/password-recovery.service.ts';
import { createInvitations } from './modules/auth/invitations.service.ts';
import type { Mailer } from './lib/mailer.ts';
import { createSessionCache } from './cache/session-cache.ts';
import { createEventReportService } from './modules/exports/event-report.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importRoutes } from './modules/imports/import.routes.ts';
import { createLiveHub, type LiveHubOptions } from './modules/live/live-hub.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { createImportService } from './modules/imports/import.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerApiReference } from './plugins/api-reference.ts';
import { registerCompression } from './plugins/compression.ts';
import { errorHandlingOptions, registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './plugins/http-timeouts.ts';
import { registerLoadShedding, type LoadShedding } from './plugins/load-shedding.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';
import { registerWebAssets } from './plugins/web-assets.ts';

export interface AppDeps {
  database: Database;
  tokens: TokenService;
  config: Pick<AppConfig, 'webDist' | 'trustProxy' | 'logLevel'>;
  /** Defaults for what is left out; tests use small numbers. */
  loginLimits?: Partial<LoginLimits>;
  /** What time it is, for the rules that follow the event's today (tests set it). */
  clock?: () => Date;
  /** How "Forgot password?" mails its links; without it only a superadmin resets passwords. */
  mail?: { mailer: Mailer; publicUrl: string };
  /** PUBLIC_URL: where people open the app when the settings name no address (mail or not). */
  publicUrl?: string;
  recoveryLimits?: RecoveryLimits;
  /** How often an idle live stream gets a comment line (tests shorten it). */
  liveKeepaliveMs?: number;
  /** Over HTTP_TIMEOUTS (tests shorten them). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /**
   * When an overloaded node refuses requests (main.ts: LOAD_SHEDDING). Left out, none: test files
   * run several apps in one process, and one app's PGlite start-up would hold up the others' loop.
   */
  loadShedding?: LoadShedding;
  /** The live streams' caps and timings (LIVE_STREAMS_PER_NODE; tests shorten the rest). */
  liveOptions?: Partial<LiveHubOptions>;
}

/** An answer slower than this is logged as a warning (the rest only at debug level). */
const SLOW_REQUEST_MS = 1000;

/** JSON bodies stay small; file uploads get their own, larger limit on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Ids are ours (UUIDs); the default would answer "request id" headers from clients.
    requestIdHeader: false,
    // Fastify's defaults, spelled out: a JSON body with a `__proto__` or `constructor.prototype`
    // key is refused (400) before any code of ours can copy it onto an object.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Two log lines per request cost more than most requests do; see the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    ...errorHandlingOptions,
    ...httpTimeoutOptions({ ...HTTP_TIMEOUTS, ...deps.httpTimeouts }),
  });
  // What an operator needs from the access log: failures and slow answers, not every success.
  // Hooks every request passes through take a callback, not a promise: at several thousand
  // requests a second the promise and its microtask are a measurable share of a cached read.
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500 || ms > SLOW_REQUEST_MS) {
      request.log.warn(
        { method: request.method, url: request.routeOptions.url ?? request.url.split('?')[0], status: reply.statusCode, ms: Math.round(ms) },
        'request',
      );
    } else if (request.log.level === 'debug' || request.log.level === 'trace') {
      request.log.debug({ method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(ms) }, 'request');
    }
    done();
  });
  // Every route as registered, so a test can hold the API reference against what really exists.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registeredRoutes.push({ method, url: route.url, hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide) });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  // Checks without a message of their own answer in plain words, never zod's "Too big: expected ...".
  z.config({ customError: plainIssueMessage });
  app.setValidatorCompiler(refuseNulInQueryAndParams(dropBlankQueryParams(validatorCompiler)));
  app.setSerializerCompiler(responseSerializerCompiler);
  const storage = createStorageState();
  registerErrorHandler(app, storage);
  if (deps.loadShedding) await registerLoadShedding(app, deps.loadShedding);
  await registerSecurityHeaders(app, deps.config.webDist);

  const db = deps.database.db;
  const caches = createCaches(deps.database.feed);
  const audit = createAuditService({ db });
  const avatars = createAvatarsService({ db });
  const config = createConfigService({ db, audit, feed: deps.database.feed, envPublicUrl: deps.publicUrl ?? deps.mail?.publicUrl });
  const landing = createLandingService({ db, audit, config, feed: deps.database.feed });
  const invitations = createInvitations({ mail: deps.mail, config, log: app.log });
  const auth = createAuthService({
    db,
    tokens: deps.tokens,
    avatars,
    config,
    audit,
    cache: createSessionCache(deps.database.feed),
    invitations,
    limits: deps.loginLimits,
  });
  const recovery = createPasswordRecoveryService({ db, audit, auth, mail: deps.mail, config, invitations, log: app.log, limits: deps.recoveryLimits });
  const problems = createProblemsService({ db, caches });
  const votes = createVotesService({ db, audit, config, caches });
  const teams = createTeamsService({ db, config, problems, caches, votes });
  const assignments = createAssignmentsService({ db, audit });
  const leaderboard = createLeaderboardModel({ db, feed: deps.database.feed });
  const users = createUsersService({ db, audit, auth, teams, assignments, leaderboard, caches, config });
  const admin = createAdminService({ db, config });
  const tasks = createTasksService({ db, users, audit, config, caches, clock: deps.clock });
  const files = createFilesService({ db, engine: deps.database.engine });
  const submissions = createSubmissionsService({ db, tasks, users, audit, caches, files });
  const projects = createProjectsService({ db, config, audit, files, auth });
  const attendance = createAttendanceService({ db, users, config, audit, caches, clock: deps.clock });
  const checkIn = createCheckInService({ db, config, audit, attendance, auth, clock: deps.clock });
  const hackathon = createHackathonService({ teams, users, problems, caches });
  const participantEmails = createParticipantEmails(config);
  const announcements = createAnnouncementsService({ db, audit });
  const exports = createExportsService({ db, teams, config });
  const imports = createImportService({ db, audit, invitations, config });
  const eventReport = createEventReportService({ db });
  const backups = createBackupService({ database: deps.database, audit });
  const judging = createJudgingService({ db, audit, caches });
  const evaluations = createEvaluationsService({ db });
  const results = createResultsService({ db, config, evaluations, caches });
  const certificates = createCertificatesService({ db, audit, config, evaluations, judging });
  const insights = createInsightsService({ db, config, caches, clock: deps.clock });
  const live = createLiveHub({ db, feed: deps.database.feed, warn: (m) => app.log.warn(m) }, deps.liveOptions);
  // Open streams would keep the server from closing: they end first, and their clients go elsewhere.
  app.addHook('preClose', (done) => {
    live.close();
    done();
  });
  await app.register(authPlugin, { auth });
  await registerApiReference(app);

  await app.register(
    async (api) => {
      // First in the scope, so every answer of the API passes through it.
      await registerCompression(api);
      // Only writes carry a body. A POST with none is validated as an empty object, so it gets
      // "X is required", not a crash. Queries and path parameters are refused a NUL by the
      // validator (refuseNulInQueryAndParams), so a read runs no hook for it.
      const checkWriteInput: preValidationHookHandler = (request, _reply, done) => {
        if (request.body === undefined || request.body === null) request.body = {};
        // A NUL gets into the query or the path only as `%00` (the HTTP parser refuses a raw
        // one). Checked here too for the routes that validate their body themselves.
        const url = request.url;
        if (url.includes('%00') || url.includes('\u0000')) assertNoNul(request.body, request.query, request.params);
        else assertNoNul(request.body);
        done();
      };
      // A write's answer waits until this node has heard the changes it committed (the database
      // names them, cache/caches.ts) and the structures kept up to date in place have taken them
      // in: the writer's next read on this node shows the write, their own rank and total
      // included (others' ranks follow within a batch: the write does not wait for them), and a
      // leader's vote in the voting list (which only leaders read). Nothing is cleared here: what
      // went stale is what the database named. Only writes carry the hook, so reads do not pay for it.
      const feed = deps.database.feed;
      const afterLocalWrite: onSendHookHandler = (request, reply, payload, done) => {
        if (reply.statusCode >= 300) return done(null, payload);
        feed
          .caughtUp()
          .then(() =>
            Promise.all([
              request.caller ? leaderboard.settledFor(request.caller.user.id) : undefined,
              request.routeOptions.url?.startsWith('/api/votes/') ? votes.settled() : undefined,
            ]),
          )
          .then(
            () => done(null, payload),
            () => done(null, payload),
          );
      };
      api.addHook('onRoute', (route) => {
        if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
        route.preValidation = [checkWriteInput, ...[route.preValidation ?? []].flat()];
        route.onSend = [...[route.onSend ?? []].flat(), afterLocalWrite];
      });
      // Never echo the path back: it is the caller's text, and an error page is no place for it.
      api.setNotFoundHandler((_request, reply) => reply.status(404).send({ success: false, message: MSG.noSuchCall }));
      // Each module's paths are spelled out in full in the contract (packages/contract/src/routes).
      await api.register(healthRoutes, { database: deps.database, storage });
      await api.register(authRoutes, { auth, recovery });
      await api.register(configRoutes, { config });
      await api.register(landingRoutes, { landing });
      await api.register(problemsRoutes, { problems });
      await api.register(teamsRoutes, { teams, emails: participantEmails });
      await api.register(tasksRoutes, { tasks });
      await api.register(submissionsRoutes, { submissions });
      await api.register(projectsRoutes, { projects });
      await api.register(attendanceRoutes, { attendance });
      await api.register(checkInRoutes, { checkIn });
      await api.register(usersRoutes, { users, recovery, emails: participantEmails });
      await api.register(hackathonRoutes, { hackathon, teams, users, emails: participantEmails });
      await api.register(avatarsRoutes, { avatars });
      await api.register(auditRoutes, { audit });
      await api.register(assignmentsRoutes, { assignments });
      await api.register(announcementsRoutes, { announcements });
      await api.register(exportsRoutes, { exports, report: eventReport });
      await api.register(importRoutes, { imports });
      await api.register(backupRoutes, { backups });
      await api.register(adminRoutes, { admin });
      await api.register(votesRoutes, { votes });
      await api.register(judgingRoutes, { judging });
      await api.register(evaluationsRoutes, { evaluations });
      await api.register(resultsRoutes, { results });
      await api.register(certificatesRoutes, { certificates });
      await api.register(insightsRoutes, { insights });
      await api.register(liveRoutes, { live, keepaliveMs: deps.liveKeepaliveMs });
    },
    { prefix: '/api' },
  );

  await registerWebAssets(app, deps.config.webDist, createFirstScreens({ config, landing, clock: deps.clock }));
  app.decorate('authService', auth);
  app.decorate('passwordRecovery', recovery);
  app.decorate('importService', imports);
  app.decorate('backupService', backups);
  app.decorate('liveHub', live);
  // Mails still being sent finish before the transport closes.
  app.addHook('onClose', async () => {
    await recovery.settled();
    await invitations.settled();
    deps.mail?.mailer.close();
  });
  return app;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
    passwordRecovery: ReturnType<typeof createPasswordRecoveryService>;
    importService: ReturnType<typeof createImportService>;
    backupService: ReturnType<typeof createBackupService>;
    liveHub: ReturnType<typeof createLiveHub>;
    registeredRoutes: RegisteredRoute[];
  }
}
