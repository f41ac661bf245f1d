import multipart from '@fastify/multipart';
import {
  GRADE_MSG,
  MENTOR_MSG,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_MSG,
  submissionContentSchema,
  submissionFieldsSchema,
  submissionsApi,
} from '@hackcamp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertNoNul } from '../../plugins/nul-characters.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { parseOrThrow } from '../../lib/parse.ts';
import { attachment } from '../../lib/content-disposition.ts';
import { memoAnswer } from '../../cache/memo-answer.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest } from '../../lib/app-error.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { SubmissionsService } from './submissions.service.ts';

export const submissionsRoutes: FastifyPluginAsyncZod<{ submissions: SubmissionsService }> = async (app, { submissions }) => {
  // Only the upload route reads multipart bodies. @fastify/multipart adds two async hooks to every
  // route of its scope (a listener per request, a clean-up after each answer): in a scope of its
  // own, the reads of this module (a participant's submissions, a mentor's lists) do not run them.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: SUBMISSION_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
    });

    upload.route({
      ...routeOptions(submissionsApi.submit),
      bodyLimit: SUBMISSION_FILE_MAX_BYTES + 256 * 1024,
      handler: async (request, reply) => {
        const { fields, file } = await readMultipartForm(request, SUBMISSION_MSG);
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
        return reply.status(edited ? 200 : 201).send(success({ submission }, edited ? SUBMISSION_MSG.updated : SUBMISSION_MSG.submitted));
      },
    });
  });

  const mineAnswer = memoAnswer((mine) => success({ submissions: mine }));
  app.route({ ...routeOptions(submissionsApi.mine), handler: async (request, reply) => mineAnswer(reply, await submissions.mine(currentUser(request).id)) });

  app.route({ ...routeOptions(submissionsApi.list), handler: async (request) => success(await submissions.list(currentUser(request), request.query)) });

  app.route({ ...routeOptions(submissionsApi.pending), handler: async (request) => success(await submissions.pending(currentUser(request), request.query)) });

  app.route({
    ...routeOptions(submissionsApi.taskCounts),
    handler: async (request) => success({ counts: await submissions.taskCounts(currentUser(request)) }),
  });

  app.route({
    ...routeOptions(submissionsApi.forTask),
    handler: async (request) => success(await submissions.forTask(currentUser(request), request.params.id, request.query)),
  });

  app.route({
    ...routeOptions(submissionsApi.remove),
    handler: async (request) => {
      await submissions.remove(currentUser(request), request.params.id);
      return success({}, MENTOR_MSG.submissionDeleted);
    },
  });

  app.route({
    ...routeOptions(submissionsApi.get),
    handler: async (request) => success({ submission: await submissions.get(currentUser(request), request.params.id) }),
  });

  // The spec has both verbs for one action: grade, or grade again.
  for (const spec of [submissionsApi.grade, submissionsApi.regrade]) {
    app.route({
      ...routeOptions(spec),
      handler: async (request) => success({ submission: await submissions.grade(currentUser(request), request.params.id, request.body) }, GRADE_MSG.saved),
    });
  }

  // Always a download: never rendered by the browser, whatever the file holds.
  app.route({
    ...routeOptions(submissionsApi.file),
    handler: async (request, reply) => {
      const file = await submissions.file(currentUser(request), request.params.id);
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
