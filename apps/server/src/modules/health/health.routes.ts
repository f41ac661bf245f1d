import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/health', async () => {
    await database.db.execute(sql`select 1`);
    return { success: true, data: { status: 'ok', database: database.engine } };
  });
};
