import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_TAGS, apiFailureSchema } from '@hackcamp/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="32" viewBox="0 0 210 32"><rect width="32" height="32" rx="8" fill="#2563eb"/><path d="M9 8v16M23 8v16M9 16h14" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><text x="42" y="22" font-family="system-ui,sans-serif" font-size="17" font-weight="700" fill="#fff">HackCamp API</text></svg>`;

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
          'Signed-in calls send `Authorization: Bearer <token>` (the token from sign-in). ' +
          'An empty query parameter (`?role=`) is the same as leaving it out.',
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
    // Its own CSP (with the hashes of its inline scripts) on its own pages only; the app's policy
    // elsewhere is untouched. Swagger UI sets style attributes, as React does in the app.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'").replace(' upgrade-insecure-requests;', ''),
    logo: { type: 'image/svg+xml', content: LOGO, href: '/', target: '_self' },
    theme: { title: 'HackCamp API reference' },
    transformSpecificationClone: true,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
