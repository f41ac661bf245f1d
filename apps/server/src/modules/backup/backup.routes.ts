import fs from 'node:fs';
import { backupApi } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { BackupService } from './backup.service.ts';

export const backupRoutes: FastifyPluginAsyncZod<{ backups: BackupService }> = async (app, { backups }) => {
  app.route({
    ...routeOptions(backupApi.download),
    handler: async (request, reply) => {
      const backup = await backups.create(currentUser(request));
      const stream = fs.createReadStream(backup.path);
      stream.once('close', backup.remove);
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Length', fs.statSync(backup.path).size)
        .header('Content-Disposition', attachment(backup.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  });
};
