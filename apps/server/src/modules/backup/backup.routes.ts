import { backupApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { BackupService } from './backup.service.ts';

export const backupRoutes: FastifyPluginAsyncZod<{ backups: BackupService }> = async (app, { backups }) => {
  // Before the server waits for requests to end: a backup being written or sent would hold it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    backups.cancelAll();
  });

  app.route({
    ...routeOptions(backupApi.download),
    handler: async (request, reply) => {
      // A client that leaves, before the file is ready or while it is sent, stops the backup.
      const left = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) left.abort(new Error('the client left'));
      });
      let backup;
      try {
        backup = await backups.create(currentUser(request), left.signal);
      } catch (err) {
        // A connection kept alive after the server began closing would hold it until its idle timeout (72 s).
        if (closing) reply.header('Connection', 'close');
        throw err;
      }
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Length', backup.size)
        .header('Content-Disposition', attachment(backup.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(backup.stream);
    },
  });
};
