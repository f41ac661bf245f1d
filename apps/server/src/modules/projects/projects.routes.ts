import multipart from '@fastify/multipart';
import { PROJECT_LIMITS, PROJECT_MSG, projectsApi } from '@hackcamp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readMultipartStream, type FileSink } from '../../plugins/multipart-form.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ProjectsService } from './projects.service.ts';

/**
 * The form's file goes to `sink` as it streams in. The upload limits answer in the project's own
 * words (the global ones are the submissions'); a body announced larger than any allowed file is
 * refused before a byte of it is read.
 */
async function readProjectForm<T>(request: FastifyRequest, sink: FileSink<T>): Promise<T | undefined> {
  if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) throw new AppError(413, PROJECT_MSG.fileTooLarge);
  try {
    return (await readMultipartStream(request, PROJECT_MSG, sink)).file;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, PROJECT_MSG.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(PROJECT_MSG.oneFile);
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(PROJECT_MSG.badForm);
    throw err;
  }
}

/** The largest file plus room for the form around it. */
const UPLOAD_BODY_LIMIT = PROJECT_LIMITS.fileMaxBytes + 256 * 1024;

export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (app, { projects }) => {
  // @fastify/multipart hooks every route of its scope: it gets one of its own around the upload.
  await app.register(async (upload: typeof app) => {
    await upload.register(multipart, {
      limits: { fileSize: PROJECT_LIMITS.fileMaxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 100 },
    });
    upload.route({
      ...routeOptions(projectsApi.uploadFile),
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: async (request) => {
        const project = await projects.uploadFile(currentUser(request), request.params.id, (sink) => readProjectForm(request, sink));
        return success({ project }, PROJECT_MSG.fileUploaded);
      },
    });
  });

  app.route({
    ...routeOptions(projectsApi.get),
    handler: async (request) => success({ project: await projects.get(currentUser(request), request.params.id) }),
  });

  app.route({
    ...routeOptions(projectsApi.save),
    handler: async (request) => success({ project: await projects.save(currentUser(request), request.params.id, request.body) }, PROJECT_MSG.saved),
  });

  app.route({
    ...routeOptions(projectsApi.removeFile),
    handler: async (request) => success({ project: await projects.removeFile(currentUser(request), request.params.id) }, PROJECT_MSG.fileRemoved),
  });

  // Always a download: never rendered by the browser, whatever the file holds.
  app.route({
    ...routeOptions(projectsApi.file),
    handler: async (request, reply) => {
      const file = await projects.file(currentUser(request), request.params.id);
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Disposition', attachment(file.fileName))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', file.size)
        .send(file.body);
    },
  });
};
