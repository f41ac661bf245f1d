import { CERT_MSG, CERTIFICATE_EXPORT_HEADERS, certificatesApi } from '@hackcamp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.ts';
import { success } from '../../lib/success.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { CertificatesService } from './certificates.service.ts';

/** The origin the request came to (behind a trusted proxy, the one the browser used). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const certificatesRoutes: FastifyPluginAsyncZod<{ certificates: CertificatesService }> = async (app, { certificates }) => {
  app.route({
    ...routeOptions(certificatesApi.rules),
    handler: async () => success({ rules: await certificates.rules() }),
  });

  app.route({
    ...routeOptions(certificatesApi.saveRules),
    handler: async (request) => success({ rules: await certificates.saveRules(currentUser(request), request.body) }, CERT_MSG.rulesSaved),
  });

  app.route({
    ...routeOptions(certificatesApi.preview),
    handler: async (request) => success(await certificates.preview(request.query)),
  });

  app.route({
    ...routeOptions(certificatesApi.issue),
    handler: async (request, reply) => {
      const result = await certificates.issue(currentUser(request), { force: request.body?.force });
      // Too early: the figures go out with the message, for the screen to show what is missing.
      if ('notDue' in result) return reply.status(409).send({ success: false as const, message: CERT_MSG.notDue(result.notDue), data: result.notDue });
      return success(result, CERT_MSG.issued(result.issued));
    },
  });

  app.route({
    ...routeOptions(certificatesApi.list),
    handler: async (request) => success(await certificates.list(request.query)),
  });

  app.route({
    ...routeOptions(certificatesApi.revoke),
    handler: async (request) =>
      success({ certificate: await certificates.revoke(currentUser(request), request.params.code, request.body.reason) }, CERT_MSG.revoked),
  });

  app.route({
    ...routeOptions(certificatesApi.reissue),
    handler: async (request) => success({ certificate: await certificates.reissue(currentUser(request), request.params.code) }, CERT_MSG.reissued),
  });

  app.route({
    ...routeOptions(certificatesApi.mine),
    handler: async (request) => success({ certificates: await certificates.mine(currentUser(request).id) }),
  });

  app.route({
    ...routeOptions(certificatesApi.pdf),
    handler: async (request, reply) => {
      const pdf = await certificates.pdf(currentUser(request), request.params.code, originOf(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(pdf.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));
    },
  });

  app.route({
    ...routeOptions(certificatesApi.verify),
    handler: async (request, reply) => {
      const certificate = await certificates.verify(request.params.code, request.ip);
      // A revocation must show at once: no cache between the checker and the answer.
      reply.header('Cache-Control', 'no-store');
      return success({ certificate });
    },
  });

  app.route({
    ...routeOptions(certificatesApi.export),
    handler: async (request, reply) => {
      const zip = await certificates.exportZip(originOf(request));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachment(`certificates-${zip.date}.zip`))
        .header('Cache-Control', 'private, no-store')
        .header(CERTIFICATE_EXPORT_HEADERS.count, String(zip.count))
        .header(CERTIFICATE_EXPORT_HEADERS.estimatedBytes, String(zip.estimatedBytes))
        .header('Access-Control-Expose-Headers', `${CERTIFICATE_EXPORT_HEADERS.count}, ${CERTIFICATE_EXPORT_HEADERS.estimatedBytes}`)
        .send(zip.stream);
    },
  });
};
