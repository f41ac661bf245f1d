import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { HackathonService } from './hackathon.service.ts';

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  search: z.string().trim().max(100).optional(),
};

export const hackathonRoutes: FastifyPluginAsyncZod<{ hackathon: HackathonService; teams: TeamsService; users: UsersService }> = async (
  app,
  { hackathon, teams, users },
) => {
  app.get('/dashboard', { preHandler: app.requireRole('participant') }, async (request) => ({
    success: true,
    data: await hackathon.dashboard(currentUser(request)),
  }));

  app.get('/mentors', { preHandler: app.requireUser, schema: { querystring: z.object(pageQuery) } }, async (request) => ({
    success: true,
    data: await users.mentors({ ...request.query, search: request.query.search || undefined }),
  }));

  app.get(
    '/teams',
    { preHandler: app.requireUser, schema: { querystring: z.object({ ...pageQuery, problemStatementId: z.string().uuid().optional().or(z.literal('')) }) } },
    async (request) => {
      const { search, problemStatementId, page, limit } = request.query;
      return { success: true, data: await teams.list({ search: search || undefined, problemStatementId: problemStatementId || undefined, page, limit }) };
    },
  );
};
