import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every GET route with the hooks it runs (names and counts), read from Fastify's route tree. */
function getRoutesWithHooks(tree: string): Map<string, Record<string, number>> {
  const routes = new Map<string, Record<string, number>>();
  const stack: string[] = [];
  let current: Record<string, number> | null = null;
  for (const line of tree.split('\n')) {
    const route = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (route) {
      const depth = route[1]!.length / 4;
      stack.length = depth;
      stack.push(route[2]!);
      current = route[3]!.split(', ').includes('GET') ? {} : null;
      if (current) routes.set(stack.join(''), current);
      continue;
    }
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hook && current) current[hook[1]!] = (JSON.parse(hook[2]!) as unknown[]).length;
  }
  return routes;
}

describe('the hooks a read runs', () => {
  // A cached read costs about twice what a hello-world route does, and every hook is a share of
  // that. These are the app's own: security headers and the token (onRequest), the route's guard
  // (preHandler), compression (onSend) and the access log (onResponse). A plugin that adds hooks
  // to a whole module's scope (@fastify/multipart did, to every submissions route) fails here.
  it('runs only the app-wide hooks and its guard on every GET route of the API', () => {
    const routes = getRoutesWithHooks(t.app.printRoutes({ commonPrefix: false, includeHooks: true, method: 'GET' }));
    // The API reference (its page and document) is served beside the API, not by it.
    const api = [...routes].filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs') && path !== '/api/openapi.json');
    expect(api.length).toBeGreaterThan(60);
    expect(routes.get('/api/submissions/my-submissions')).toEqual({ onRequest: 2, preHandler: 1, onSend: 1, onResponse: 1 });
    for (const [path, hooks] of api) {
      const { preHandler = 0, ...appWide } = hooks;
      expect(appWide, path).toEqual({ onRequest: 2, onSend: 1, onResponse: 1 });
      expect(preHandler, path).toBeLessThanOrEqual(1);
    }
  });
});
