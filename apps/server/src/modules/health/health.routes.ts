import { healthApi } from '@hackcamp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { StorageState } from '../../lib/storage-state.ts';
import { success } from '../../lib/success.ts';
import { routeOptions } from '../../plugins/route-options.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; storage?: StorageState }> = async (app, { database, storage }) => {
  app.route({
    ...routeOptions(healthApi.check),
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return success({
        status: 'ok' as const,
        database: database.engine,
        feed: database.feed.alive ? ('up' as const) : ('down' as const),
        storage: storage?.full ? ('full' as const) : ('ok' as const),
      });
    },
  });
};
