import { ANNOUNCEMENT_MSG, announcementsApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { AnnouncementsService } from './announcements.service.ts';

export const announcementsRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementsService }> = async (app, { announcements }) => {
  app.route({ ...routeOptions(announcementsApi.list), handler: async (request) => success(await announcements.list(request.query)) });

  app.route({
    ...routeOptions(announcementsApi.active),
    handler: async (request) => success({ announcements: await announcements.mine(currentUser(request), request.query.limit) }),
  });

  app.route({
    ...routeOptions(announcementsApi.unreadCount),
    handler: async (request) => success({ count: await announcements.unreadCount(currentUser(request)) }),
  });

  app.route({ ...routeOptions(announcementsApi.get), handler: async (request) => success({ announcement: await announcements.get(request.params.id) }) });

  app.route({
    ...routeOptions(announcementsApi.create),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          success(
            { announcement: await announcements.create(currentUser(request), request.body, request.headers['idempotency-key']) },
            ANNOUNCEMENT_MSG.created,
          ),
        ),
  });

  app.route({
    ...routeOptions(announcementsApi.update),
    handler: async (request) =>
      success({ announcement: await announcements.update(currentUser(request), request.params.id, request.body) }, ANNOUNCEMENT_MSG.updated),
  });

  app.route({
    ...routeOptions(announcementsApi.toggle),
    handler: async (request) => {
      const announcement = await announcements.toggle(currentUser(request), request.params.id);
      return success({ announcement }, announcement.isActive ? ANNOUNCEMENT_MSG.activated : ANNOUNCEMENT_MSG.deactivated);
    },
  });

  app.route({
    ...routeOptions(announcementsApi.remove),
    handler: async (request) => {
      await announcements.remove(currentUser(request), request.params.id);
      return success({}, ANNOUNCEMENT_MSG.deleted);
    },
  });

  app.route({
    ...routeOptions(announcementsApi.markRead),
    handler: async (request) => success(await announcements.markRead(currentUser(request), request.params.id)),
  });

  app.route({
    ...routeOptions(announcementsApi.readStats),
    handler: async (request) => success(await announcements.readStats(request.params.id, request.query)),
  });
};
