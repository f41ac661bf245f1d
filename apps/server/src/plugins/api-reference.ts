import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_TAGS, apiFailureSchema } from '@hackcamp/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the contract's route declarations (nothing written by
 * hand), at /api/openapi.json, and a readable reference at /api/docs served by the app itself.
 */
export async function registerApiReference(app: FastifyInstance) {
  // Referenced by every route's error answers; listed once as a shared component.
  void apiFailureSchema;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'HackCamp API',
        version: '1.0.0',
        description:
          'Every call answers `{ success: true, message?, data }` on success and the `ApiFailure` envelope otherwise. ' +
          'Signed-in calls send `Authorization: Bearer <token>` (the token from sign-in).',
      },
      servers: [{ url: '/' }],
      tags: API_TAGS,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    // Its own CSP with the hashes of its inline script: the app's stricter policy stays untouched.
    staticCSP: true,
    transformSpecificationClone: true,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
