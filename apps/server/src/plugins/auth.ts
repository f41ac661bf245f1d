import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, TASK_MSG, type Access, type Role, type RouteSpec } from '@hackcamp/contract';
import type { UserRow } from '../db/schema/index.ts';
import type { AuthService, Caller } from '../modules/auth/auth.service.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a valid bearer token came with the request. */
    caller: Caller | null;
    /** True when a token came but was forged, expired or revoked. */
    badToken: boolean;
  }
}

/** The signed-in user of a request that passed requireUser/requireRole. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.caller) throw unauthorized();
  return request.caller.user;
}

/** Throws the refusal; returns when the caller may go on. */
type Check = (request: FastifyRequest) => void;

/**
 * A route's guard, as a callback hook: it runs on every request of a signed-in screen, and a
 * promise (with its microtask) per request was a measurable share of a cached read.
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

const requireUser: Check = (request) => {
  if (!request.caller) throw unauthorized(request.badToken ? MSG.sessionExpired : MSG.unauthenticated);
};

const requireRole =
  (...roles: Role[]): Check =>
  (request) => {
    requireUser(request);
    if (!roles.includes(request.caller!.user.role)) throw forbidden();
  };

// Hackathon-only participants have no tasks, submissions or attendance (docs/product.md).
const requireBootcampOrStaff: Check = (request) => {
  requireUser(request);
  const user = request.caller!.user;
  if (user.role === 'participant' && user.participantType === 'hackathon') throw forbidden(TASK_MSG.hackathonOnly);
};

const requireBootcamp: Check = (request) => {
  requireUser(request);
  const user = request.caller!.user;
  if (user.role !== 'participant') throw forbidden();
  if (user.participantType === 'hackathon') throw forbidden(TASK_MSG.hackathonOnly);
};

function roleCheck(access: Exclude<Access, 'public'>): Check {
  if (access === 'user') return requireUser;
  if (access === 'bootcamp') return requireBootcamp;
  if (access === 'bootcamp-or-staff') return requireBootcampOrStaff;
  return requireRole(...access);
}

/**
 * The guard a contract route needs; none for public routes. An account holding a temporary
 * password may only read its profile, change the password and sign out until it has chosen its
 * own: checked on every request, so it holds from the first call after sign-in.
 */
export function guardFor(spec: Pick<RouteSpec, 'access' | 'beforePasswordChange'>): Guard | undefined {
  if (spec.access === 'public') return undefined;
  const byRole = roleCheck(spec.access);
  const check: Check = spec.beforePasswordChange
    ? byRole
    : (request) => {
        requireUser(request);
        if (request.caller!.user.mustChangePassword) throw forbidden(MSG.mustChangePassword);
        byRole(request);
      };
  return (request, _reply, done) => {
    try {
      check(request);
    } catch (err) {
      return done(err as Error);
    }
    done();
  };
}

/** Reads the bearer token of every API request into `request.caller`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('badToken', false);

  // An answer to a signed-in request is that person's data: no browser or shared cache keeps it.
  // Set when the token is accepted, so errors carry it too; a route that chose its own caching
  // (file downloads, public pictures) replaces it.
  const accept = (request: FastifyRequest, reply: FastifyReply, caller: Caller) => {
    request.caller = caller;
    reply.header('cache-control', 'no-store');
  };

  // A callback hook: requests without a token (the public pages, sign-in) pay for no promise, and
  // neither does a token whose session and user this node holds (nearly every request).
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return done();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      request.badToken = true;
      return done();
    }
    const known = opts.auth.knownCaller(match[1]);
    if (known) {
      accept(request, reply, known);
      return done();
    }
    opts.auth.authenticate(match[1], request.method !== 'GET' && request.method !== 'HEAD').then((caller) => {
      if (caller) accept(request, reply, caller);
      else request.badToken = true;
      done();
    }, done);
  });
});
