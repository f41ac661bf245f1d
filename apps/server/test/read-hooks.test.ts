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

/** What every read of the API may run in all: a plugin for health or tracing fits, a second compressor does not. */
const APP_WIDE_BUDGET = 6;

describe('the hooks a read runs', () => {
  // Every hook on a read is a share of its time. A budget, not a list: the hooks every GET route
  // of the API runs (security headers, the token, compression, the access log, and whatever an
  // operator adds) stay within APP_WIDE_BUDGET, and a route runs at most one hook of its own
  // (its guard). A plugin that adds hooks to a whole module's scope (@fastify/multipart did, to
  // every submissions route) goes over the second.
  it('keeps every GET route of the API within the budget: app-wide hooks plus its guard', () => {
    const routes = getRoutesWithHooks(t.app.printRoutes({ commonPrefix: false, includeHooks: true, method: 'GET' }));
    // The API reference (its page and document) is served beside the API, not by it.
    const api = [...routes].filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs') && path !== '/api/openapi.json');
    expect(api.length).toBeGreaterThan(60);
    const total = (hooks: Record<string, number>) => Object.values(hooks).reduce((a, b) => a + b, 0);
    // What every route runs: per kind of hook, the fewest any route has.
    const kinds = new Set(api.flatMap(([, hooks]) => Object.keys(hooks)));
    const appWide = Object.fromEntries([...kinds].map((kind) => [kind, Math.min(...api.map(([, hooks]) => hooks[kind] ?? 0))]));
    expect(total(appWide)).toBeLessThanOrEqual(APP_WIDE_BUDGET);
    for (const [path, hooks] of api) expect(total(hooks) - total(appWide), path).toBeLessThanOrEqual(1);
  });
});
