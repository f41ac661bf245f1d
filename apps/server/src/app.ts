import { MSG, plainIssueMessage } from '@hackcamp/contract';
import Fastify, { LogController, type FastifyInstance, type onSendHookHandler, type preValidationHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { writeScope, type WriteScope } from './db/commit-markers.ts';
import { dropBlankQueryParams } from './plugins/blank-query-params.ts';
import { assertNoNul, refuseNulInQueryAndParams } from './plugins/nul-characters.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { createStorageState } from './lib/storage-state.ts';
import { createCaches } from './cache/caches.ts';
import type { ModuleOptions } from './modules/define-module.ts';
import { appModules, type AppServices } from './modules/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerApiReference } from './plugins/api-reference.ts';
import { registerCompression } from './plugins/compression.ts';
import { errorHandlingOptions, registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './plugins/http-timeouts.ts';
import { registerLoadShedding, type LoadShedding } from './plugins/load-shedding.ts';
import { createReadTurns, type ReadTurns } from './plugins/read-turns.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';
import { registerWebAssets } from './plugins/web-assets.ts';

export interface AppDeps extends ModuleOptions {
  database: Database;
  config: Pick<AppConfig, 'webDist' | 'trustProxy' | 'logLevel'>;
  /** Over HTTP_TIMEOUTS (tests shorten them). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /**
   * When an overloaded node refuses requests (main.ts: LOAD_SHEDDING). Left out, none: test files
   * run several apps in one process, and one app's PGlite start-up would hold up the others' loop.
   */
  loadShedding?: LoadShedding;
  /** The app's read turns (plugins/read-turns.ts): a test passes its own to watch them. */
  readTurns?: ReadTurns;
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
  const readTurns = deps.readTurns ?? createReadTurns();
  if (deps.loadShedding) await registerLoadShedding(app, deps.loadShedding, readTurns);
  app.addHook('onRequest', readTurns.onRequest);
  await registerSecurityHeaders(app, deps.config.webDist);

  // Everything a module may use besides other modules' services; the modules are built in the
  // order of modules/index.ts, and adding one touches that list and its own folder only.
  const { config: _web, httpTimeouts: _timeouts, loadShedding: _shedding, readTurns: _turns, ...options } = deps;
  const feed = deps.database.feed;
  const services = appModules.build({
    ...options,
    db: deps.database.db,
    urgent: deps.database.urgent,
    feed,
    caches: createCaches(feed),
    storage,
    log: app.log,
  });
  // Before the server waits for open connections: live streams end, their clients go elsewhere.
  app.addHook('preClose', (done) => {
    appModules.preClose(services);
    done();
  });
  await app.register(authPlugin, { auth: services.auth });
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
        // The rest of the request runs in its write scope: its transactions' commits carry the
        // change feed's markers (db/commit-markers.ts), which its answer then waits for.
        const scope: WriteScope = { markers: [] };
        writeScopes.set(request, scope);
        writeScope.run(scope, done);
      };
      // A write's answer waits until this node has heard the changes it committed (the database
      // names them, cache/caches.ts) and what modules keep up to date in place has taken them in
      // (each module's afterWrite: the writer's own rank and total, a leader's vote in the voting
      // list): the writer's next read on this node shows the write. Nothing is cleared here: what
      // went stale is what the database named. Only writes carry the hook, so reads do not pay for it.
      const settles = appModules.writeSettles(services);
      const writeScopes = new WeakMap<object, WriteScope>();
      const afterLocalWrite: onSendHookHandler = (request, reply, payload, done) => {
        if (reply.statusCode >= 300) return done(null, payload);
        // Its transactions' own markers when they carried them; else one sent now (a single
        // statement, PGlite, a write refused before its validation ran).
        const markers = writeScopes.get(request)?.markers ?? [];
        (markers.length > 0 ? feed.heardCommits(markers) : feed.caughtUp())
          .then(() => Promise.all(settles.map((settle) => settle(request))))
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
      await appModules.registerRoutes(api, services);
    },
    { prefix: '/api' },
  );

  await registerWebAssets(app, deps.config.webDist, services.firstScreens);
  app.decorate('services', services);
  // main.ts runs them at start and every hour.
  app.decorate('runCleanUps', () => appModules.runCleanUps(services));
  // Mails still being sent (the modules' onClose) finish before the transport closes.
  app.addHook('onClose', async () => {
    await appModules.onClose(services);
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
    /** Every module's services, by name (modules/index.ts): for main.ts's first superadmin and for tests. */
    services: AppServices;
    /** Deletes what has had its time, in every module (sessions, attempts, links, kept passwords, ...). */
    runCleanUps(): Promise<void>;
    registeredRoutes: RegisteredRoute[];
  }
}
