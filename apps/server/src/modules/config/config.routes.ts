import { ADMIN_MSG, configApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ConfigService } from './config.service.ts';

export const configRoutes: FastifyPluginAsyncZod<{ config: ConfigService }> = async (app, { config }) => {
  const settingsAnswer = memoAnswer((settings) => success(settings));
  app.route({ ...routeOptions(configApi.get), handler: async (_request, reply) => settingsAnswer(reply, await config.get()) });

  app.route({
    ...routeOptions(configApi.update),
    handler: async (request) => success(await config.update(currentUser(request), request.body), ADMIN_MSG.settingsUpdated),
  });
};
