import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FirstScreens } from '../modules/landing/first-screen.ts';
import { firstScreenPages } from './first-screen-page.ts';

/**
 * Serves the built web app; any non-API GET that is not a file gets index.html (client routing),
 * with the page's first screen drawn in when the server draws that page (`screens`).
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string, screens?: Pick<FirstScreens, 'forPath'>) {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies next to each text file (apps/web/precompress.ts);
      // they go out as they are to a browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  const withFirstScreen = built && screens ? firstScreenPages(indexFile, screens) : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: 'Not found' });
    }
    // A fingerprinted file that is not there (an old page after a rebuild) must fail as such,
    // not come back as index.html with status 200.
    if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    if (!built) {
      return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build` first.');
    }
    if (request.method === 'GET' && withFirstScreen && (await withFirstScreen(request, reply))) return reply;
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
