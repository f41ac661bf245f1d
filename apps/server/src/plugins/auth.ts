import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, TASK_MSG, type Role } from '@hackcamp/contract';
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
  interface FastifyInstance {
    /** preHandler: any signed-in user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: a signed-in user with one of these roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: staff, or a participant of the full (bootcamp) programme. */
    requireBootcampOrStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a participant of the full (bootcamp) programme. */
    requireBootcamp: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in user of a request that passed requireUser/requireRole. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.caller) throw unauthorized();
  return request.caller.user;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('badToken', false);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const caller = match?.[1] ? await opts.auth.authenticate(match[1]) : null;
    request.caller = caller;
    request.badToken = !caller;
  });

  const requireUser = async (request: FastifyRequest) => {
    if (!request.caller) throw unauthorized(request.badToken ? MSG.sessionExpired : MSG.unauthenticated);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await requireUser(request);
    if (!roles.includes(request.caller!.user.role)) throw forbidden();
  });
  // Hackathon-only participants have no tasks, submissions or attendance (spec: feature access).
  app.decorate('requireBootcampOrStaff', async (request: FastifyRequest) => {
    await requireUser(request);
    const user = request.caller!.user;
    if (user.role === 'participant' && user.participantType === 'hackathon') throw forbidden(TASK_MSG.hackathonOnly);
  });
  app.decorate('requireBootcamp', async (request: FastifyRequest) => {
    await requireUser(request);
    const user = request.caller!.user;
    if (user.role !== 'participant') throw forbidden();
    if (user.participantType === 'hackathon') throw forbidden(TASK_MSG.hackathonOnly);
  });
});
