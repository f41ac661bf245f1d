import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEAM_MSG, availableUsersQuerySchema, createTeamSchema, leaveTeamSchema, teamListQuerySchema, updateTeamSchema } from '@hackcamp/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { TeamsService } from './teams.service.ts';

const teamParams = z.object({ id: z.string().uuid({ error: TEAM_MSG.teamNotFound }) });
const memberParams = teamParams.extend({ userId: z.string().uuid({ error: TEAM_MSG.memberNotFound }) });

export const teamsRoutes: FastifyPluginAsyncZod<{ teams: TeamsService }> = async (app, { teams }) => {
  app.get('/', { preHandler: app.requireUser, schema: { querystring: teamListQuerySchema } }, async (request) => {
    const { search, problemStatementId, page, limit } = request.query;
    return { success: true, data: await teams.list({ search: search || undefined, problemStatementId: problemStatementId || undefined, page, limit }) };
  });

  app.get('/my-team', { preHandler: app.requireUser }, async (request) => ({
    success: true,
    data: { team: await teams.myTeam(currentUser(request).id) },
  }));

  app.get('/available-users', { preHandler: app.requireUser, schema: { querystring: availableUsersQuerySchema } }, async (request) => ({
    success: true,
    data: { users: await teams.availableUsers(request.query.search || undefined, request.query.limit) },
  }));

  app.get('/:id', { preHandler: app.requireUser, schema: { params: teamParams } }, async (request) => ({
    success: true,
    data: { team: await teams.view(request.params.id) },
  }));

  app.post('/', { preHandler: app.requireUser, schema: { body: createTeamSchema } }, async (request, reply) => {
    const team = await teams.create(currentUser(request), request.body);
    return reply.status(201).send({ success: true, message: TEAM_MSG.created, data: { team } });
  });

  app.put('/:id', { preHandler: app.requireUser, schema: { params: teamParams, body: updateTeamSchema } }, async (request) => ({
    success: true,
    message: TEAM_MSG.updated,
    data: { team: await teams.update(currentUser(request), request.params.id, request.body) },
  }));

  app.delete('/:id', { preHandler: app.requireUser, schema: { params: teamParams } }, async (request) => {
    await teams.remove(currentUser(request), request.params.id);
    return { success: true, message: TEAM_MSG.disbanded, data: {} };
  });

  app.post('/:id/join', { preHandler: app.requireUser, schema: { params: teamParams } }, async (request) => ({
    success: true,
    message: TEAM_MSG.joined,
    data: { team: await teams.join(currentUser(request), request.params.id) },
  }));

  app.post('/:id/leave', { preHandler: app.requireUser, schema: { params: teamParams, body: leaveTeamSchema } }, async (request) => {
    const result = await teams.leave(currentUser(request), request.params.id, request.body.transferToUserId);
    const message = result.newLeaderId ? TEAM_MSG.leftWithTransfer : TEAM_MSG.left;
    return { success: true, message, data: result };
  });

  app.delete('/:id/members/:userId', { preHandler: app.requireUser, schema: { params: memberParams } }, async (request) => ({
    success: true,
    message: TEAM_MSG.memberRemoved,
    data: { team: await teams.removeMember(currentUser(request), request.params.id, request.params.userId) },
  }));
};
