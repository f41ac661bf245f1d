import { healthApi } from '@hackcamp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { success } from '../../lib/success.ts';
import { routeOptions } from '../../plugins/route-options.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.route({
    ...routeOptions(healthApi.check),
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return success({ status: 'ok' as const, database: database.engine, feed: database.feed.alive ? ('up' as const) : ('down' as const) });
    },
  });
};
