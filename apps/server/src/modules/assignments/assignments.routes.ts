import { ASSIGNMENT_MSG, assignmentsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { AssignmentsService } from './assignments.service.ts';

export const assignmentsRoutes: FastifyPluginAsyncZod<{ assignments: AssignmentsService }> = async (app, { assignments }) => {
  app.route({
    ...routeOptions(assignmentsApi.assignParticipants),
    handler: async (request) => success(await assignments.assignParticipants(currentUser(request), request.body), ASSIGNMENT_MSG.assigned),
  });
  app.route({
    ...routeOptions(assignmentsApi.removeParticipants),
    handler: async (request) => success(await assignments.removeParticipants(currentUser(request), request.body), ASSIGNMENT_MSG.removed),
  });
  app.route({
    ...routeOptions(assignmentsApi.assignTeamsToJudge),
    handler: async (request) => success(await assignments.assignTeamsToJudge(currentUser(request), request.body), ASSIGNMENT_MSG.teamsAssigned),
  });
  app.route({
    ...routeOptions(assignmentsApi.removeTeamsFromJudge),
    handler: async (request) => success(await assignments.removeTeamsFromJudge(currentUser(request), request.body), ASSIGNMENT_MSG.teamsRemoved),
  });
};
