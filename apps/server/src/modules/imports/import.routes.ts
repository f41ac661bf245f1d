import multipart from '@fastify/multipart';
import { IMPORT_FILE_MAX_BYTES, IMPORT_MSG, importApi, importMappingSchema } from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm, type MultipartForm } from '../../plugins/multipart-form.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { ImportService } from './import.service.ts';

/** The upload limits answer in the import's own words (the file limit here is not the submissions' one). */
async function readImportForm(request: Parameters<typeof readMultipartForm>[0]): Promise<MultipartForm> {
  try {
    return await readMultipartForm(request, IMPORT_MSG);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, IMPORT_MSG.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(IMPORT_MSG.oneFile);
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(IMPORT_MSG.badForm);
    throw err;
  }
}

function parseMapping(text: string | undefined): Record<string, string | null> | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_MSG.badMapping);
  }
  const parsed = importMappingSchema.safeParse(json);
  if (!parsed.success) throw badRequest(IMPORT_MSG.badMapping);
  return parsed.data;
}

export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  // @fastify/multipart hooks every route of its scope: it gets one of its own around the upload.
  await app.register(async (upload: typeof app) => {
    await upload.register(multipart, {
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 8, headerPairs: 100 },
    });

    upload.route({
      ...routeOptions(importApi.run),
      bodyLimit: IMPORT_FILE_MAX_BYTES + 256 * 1024,
      handler: async (request) => {
        const { fields, file } = await readImportForm(request);
        if (!file) throw badRequest(IMPORT_MSG.noFile);
        const dryRun = request.query.dryRun !== 'false';
        const result = await imports.run(currentUser(request), {
          kind: request.params.kind,
          dryRun,
          skipInvalid: request.query.skipInvalid === 'true',
          participantType: request.query.participantType,
          file,
          mapping: parseMapping(fields.mapping),
          idempotencyKey: request.headers['idempotency-key'],
        });
        const { created, updated, errors } = result.summary;
        if (dryRun) return success(result, IMPORT_MSG.previewed);
        return success(result, errors ? IMPORT_MSG.importedRejected(created, updated, errors) : IMPORT_MSG.imported(created, updated));
      },
    });
  });

  // The temporary passwords kept for the superadmin who imported them.
  app.route({
    ...routeOptions(importApi.keptList),
    handler: async (request) => success({ kept: await imports.keptList(currentUser(request)) }),
  });

  app.route({
    ...routeOptions(importApi.keptDownload),
    handler: async (request) => success(await imports.keptDownload(currentUser(request), request.params.id)),
  });

  app.route({
    ...routeOptions(importApi.keptDismiss),
    handler: async (request) => {
      await imports.keptDismiss(currentUser(request), request.params.id);
      return success({}, IMPORT_MSG.keptDismissed);
    },
  });
};
