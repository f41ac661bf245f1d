import { TEAM_MSG, teamsApi, type Team } from '@hackcamp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ParticipantEmails } from '../config/participant-emails.ts';
import type { TeamsService } from './teams.service.ts';

export const teamsRoutes: FastifyPluginAsyncZod<{ teams: TeamsService; emails: ParticipantEmails }> = async (app, { teams, emails }) => {
  // Every team answer leaves members' emails out for participants (users/participant-emails.ts).
  const shownTeam = (request: FastifyRequest, team: Team) => emails.team(currentUser(request), team);

  app.route({
    ...routeOptions(teamsApi.list),
    handler: async (request) => {
      const { search, problemStatementId, ...rest } = request.query;
      const page = await teams.list({ search: search || undefined, problemStatementId: problemStatementId || undefined, ...rest });
      return success(await emails.teamPage(currentUser(request), page));
    },
  });

  app.route({ ...routeOptions(teamsApi.stats), handler: async () => success(await teams.stats()) });

  const myTeamAnswer = memoAnswer((team: Team) => success({ team }));
  app.route({
    ...routeOptions(teamsApi.myTeam),
    handler: async (request, reply) => {
      const caller = currentUser(request);
      const team = await emails.team(caller, await teams.findMyTeam(caller.id));
      return team ? myTeamAnswer(reply, team) : success({ team });
    },
  });

  app.route({
    ...routeOptions(teamsApi.availableUsers),
    handler: async (request) => {
      const caller = currentUser(request);
      // A search by email would tell who has which address: by name only where emails are hidden.
      const shown = await emails.shownTo(caller);
      const found = await teams.availableUsers(request.query.search || undefined, request.query.limit, shown);
      return success({ users: await emails.availableUsers(caller, found) });
    },
  });

  app.route({ ...routeOptions(teamsApi.get), handler: async (request) => success({ team: await shownTeam(request, await teams.view(request.params.id)) }) });

  app.route({
    ...routeOptions(teamsApi.create),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          success(
            { team: await shownTeam(request, await teams.create(currentUser(request), request.body, request.headers['idempotency-key'])) },
            TEAM_MSG.created,
          ),
        ),
  });

  app.route({
    ...routeOptions(teamsApi.update),
    handler: async (request) =>
      success({ team: await shownTeam(request, await teams.update(currentUser(request), request.params.id, request.body)) }, TEAM_MSG.updated),
  });

  app.route({
    ...routeOptions(teamsApi.remove),
    handler: async (request) => {
      await teams.remove(currentUser(request), request.params.id);
      return success({}, TEAM_MSG.disbanded);
    },
  });

  app.route({
    ...routeOptions(teamsApi.join),
    handler: async (request) => success({ team: await shownTeam(request, await teams.join(currentUser(request), request.params.id)) }, TEAM_MSG.joined),
  });

  app.route({
    ...routeOptions(teamsApi.leave),
    handler: async (request) => {
      const result = await teams.leave(currentUser(request), request.params.id, request.body.transferToUserId);
      return success(result, result.newLeaderId ? TEAM_MSG.leftWithTransfer : TEAM_MSG.left);
    },
  });

  app.route({
    ...routeOptions(teamsApi.removeMember),
    handler: async (request) =>
      success(
        { team: await shownTeam(request, await teams.removeMember(currentUser(request), request.params.id, request.params.userId)) },
        TEAM_MSG.memberRemoved,
      ),
  });
};
