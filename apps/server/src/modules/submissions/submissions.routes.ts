import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GRADE_MSG, gradeSchema, SUBMISSION_FILE_MAX_BYTES, SUBMISSION_MSG, submissionContentSchema, submissionFieldsSchema } from '@hackcamp/contract';
import { z } from 'zod';
import { assertNoNul } from '../../lib/nul-characters.ts';
import { parseOrThrow } from '../../lib/parse.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { SubmissionsService, UploadedFile } from './submissions.service.ts';

const idParams = z.object({ id: z.string().uuid({ error: SUBMISSION_MSG.notFound }) });

/** RFC 6266 filename parameters: an ASCII fallback plus the UTF-8 name. */
function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const submissionsRoutes: FastifyPluginAsyncZod<{ submissions: SubmissionsService }> = async (app, { submissions }) => {
  await app.register(multipart, {
    limits: { fileSize: SUBMISSION_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
  });

  app.post('/', { preHandler: app.requireBootcamp, bodyLimit: SUBMISSION_FILE_MAX_BYTES + 256 * 1024 }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(SUBMISSION_MSG.badForm);
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw badRequest(SUBMISSION_MSG.oneFile);
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    assertNoNul(fields);
    const parsedFields = parseOrThrow(submissionFieldsSchema, fields);
    let contentJson: unknown;
    try {
      contentJson = JSON.parse(fields.content ?? '{}');
    } catch {
      throw badRequest(SUBMISSION_MSG.badForm);
    }
    assertNoNul(contentJson);
    const content = parseOrThrow(submissionContentSchema, contentJson);
    const { submission, edited } = await submissions.submit(currentUser(request), parsedFields, content, file);
    return reply.status(edited ? 200 : 201).send({ success: true, message: edited ? SUBMISSION_MSG.updated : SUBMISSION_MSG.submitted, data: { submission } });
  });

  app.get('/my-submissions', { preHandler: app.requireBootcamp }, async (request) => ({
    success: true,
    data: { submissions: await submissions.mine(currentUser(request).id) },
  }));

  app.get('/:id', { preHandler: app.requireUser, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: { submission: await submissions.get(currentUser(request), request.params.id) },
  }));

  // The spec has both verbs for one action: grade, or grade again.
  const grade = { preHandler: app.requireRole('mentor', 'superadmin'), schema: { params: idParams, body: gradeSchema } };
  for (const method of ['post', 'put'] as const) {
    app[method]('/:id/grade', grade, async (request) => ({
      success: true,
      message: GRADE_MSG.saved,
      data: { submission: await submissions.grade(currentUser(request), request.params.id, request.body) },
    }));
  }

  // Always a download: never rendered by the browser, whatever the file holds.
  app.get('/:id/file', { preHandler: app.requireUser, schema: { params: idParams } }, async (request, reply) => {
    const file = await submissions.file(currentUser(request), request.params.id);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', attachment(file.fileName))
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(file.data);
  });
};
