import { HEALTH_CHECK_MS, healthApi, OPS_MSG } from '@hackcamp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { StorageState } from '../../lib/storage-state.ts';
import { success } from '../../lib/success.ts';
import { routeOptions } from '../../plugins/route-options.ts';

/** True when `select 1` came back within `withinMs`; the query itself is left to the pool's bound. */
async function databaseAnswers(database: Database, withinMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)));
  const check = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; storage?: StorageState }> = async (app, { database, storage }) => {
  app.route({
    ...routeOptions(healthApi.check),
    handler: async (_request, reply) => {
      const answers = await databaseAnswers(database, HEALTH_CHECK_MS);
      const feed = database.feed.alive ? ('up' as const) : ('down' as const);
      const disk = storage?.full ? ('full' as const) : ('ok' as const);
      if (!answers) {
        return reply.status(503).send({
          success: false as const,
          message: OPS_MSG.databaseNotAnswering,
          data: { status: 'unavailable' as const, database: 'unreachable' as const, feed, storage: disk },
        });
      }
      return success({ status: 'ok' as const, database: database.engine, feed, storage: disk });
    },
  });
};
