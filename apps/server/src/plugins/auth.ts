import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, TASK_MSG, type Access, type Role, type RouteSpec } from '@hackcamp/contract';
import type { UserRow } from '../db/schema/index.ts';
import type { AuthService, Caller } from '../modules/auth/auth.service.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a valid bearer token came with the request. */
    caller: Caller | null;
    /** True when a token came but was forged, expired or revoked. */
    badToken: boolean;
  }
  interface FastifyContextConfig {
    /** See `LEAVES_CALLER_ALONE`. */
    leavesCallerAlone?: boolean;
  }
}

/**
 * For a write that cannot change the caller's own account (a grade, a vote, a submission, joining
 * a team, marking others): the node keeps the caller's session and account in memory after it.
 * Any other write drops them, so the caller's next request reads their account anew (their new
 * name, picture, password or score) even before the database's notification of the change
 * arrives; on the hot writes that was one more round trip per request, for nothing.
 */
export const LEAVES_CALLER_ALONE = { config: { leavesCallerAlone: true } } as const;

/** The signed-in user of a request that passed requireUser/requireRole. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.caller) throw unauthorized();
  return request.caller.user;
}

type Guard = (request: FastifyRequest) => Promise<void>;

const requireUser: Guard = async (request) => {
  if (!request.caller) throw unauthorized(request.badToken ? MSG.sessionExpired : MSG.unauthenticated);
};

const requireRole =
  (...roles: Role[]): Guard =>
  async (request) => {
    await requireUser(request);
    if (!roles.includes(request.caller!.user.role)) throw forbidden();
  };

// Hackathon-only participants have no tasks, submissions or attendance (docs/product.md).
const requireBootcampOrStaff: Guard = async (request) => {
  await requireUser(request);
  const user = request.caller!.user;
  if (user.role === 'participant' && user.participantType === 'hackathon') throw forbidden(TASK_MSG.hackathonOnly);
};

const requireBootcamp: Guard = async (request) => {
  await requireUser(request);
  const user = request.caller!.user;
  if (user.role !== 'participant') throw forbidden();
  if (user.participantType === 'hackathon') throw forbidden(TASK_MSG.hackathonOnly);
};

function roleGuard(access: Exclude<Access, 'public'>): Guard {
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
  const byRole = roleGuard(spec.access);
  if (spec.beforePasswordChange) return byRole;
  return async (request) => {
    await requireUser(request);
    if (request.caller!.user.mustChangePassword) throw forbidden(MSG.mustChangePassword);
    await byRole(request);
  };
}

/** Reads the bearer token of every API request into `request.caller`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('badToken', false);

  // A callback hook: requests without a token (the public pages, sign-in) pay for no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return done();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      request.badToken = true;
      return done();
    }
    opts.auth.authenticate(match[1]).then((caller) => {
      request.caller = caller;
      request.badToken = !caller;
      // An answer to a signed-in request is that person's data: no browser or shared cache keeps
      // it. Set now, so errors carry it too; a route that chose its own caching (file downloads,
      // public pictures) replaces it.
      if (caller) reply.header('cache-control', 'no-store');
      done();
    }, done);
  });
});
