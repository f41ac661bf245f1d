import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardQuerySchema } from '@hackcamp/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

const mentorsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get('/my-mentor', { preHandler: app.requireRole('participant') }, async (request) => ({
    success: true,
    data: { mentor: await users.myMentor(currentUser(request).id) },
  }));

  app.get('/leaderboard', { preHandler: app.requireBootcampOrStaff, schema: { querystring: leaderboardQuerySchema } }, async (request) => ({
    success: true,
    data: await users.leaderboard(request.query),
  }));

  app.get('/leaderboard/summary', { preHandler: app.requireUser }, async () => ({ success: true, data: await users.summary() }));

  app.get('/mentors', { preHandler: app.requireUser, schema: { querystring: mentorsQuery } }, async (request) => ({
    success: true,
    data: await users.mentors({ ...request.query, search: request.query.search || undefined }),
  }));
};
