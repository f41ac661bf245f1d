import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_MODULES, DASHBOARD_ROUTE_MODULE, PUBLIC_ROUTE_MODULES, routePattern, routePreload, STORED_USER_KEY } from '../../route-preload-plugin.ts';
import { USER_KEY } from '../lib/session.ts';

const web = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(web, file), 'utf8');

/** The lazy module a component of `source` is made from: `const X = lazy(() => import('y'))` (or lazyDrawnScreen, app/first-screen.ts). */
function lazyModules(source: string): Map<string, string> {
  return new Map([...source.matchAll(/const (\w+) = (?:lazy|lazyDrawnScreen)\(\(\) => import\('([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]));
}

describe("the public pages' preload table", () => {
  // A page opened first must not wait on a chain of lazy chunks (issue 42, item 7): the table the
  // build writes into index.html has to name what router.tsx really loads for each public path.
  it('names, for every public path of the router, the chunks it loads in order', () => {
    const router = read('src/app/router.tsx');
    const lazies = lazyModules(router);
    const routes = new Map([...router.matchAll(/\{ path: '([^']+)', element: <(\w+) \/> \}/g)].map((m) => [m[1]!, m[2]!]));
    for (const { path: routePath, modules } of PUBLIC_ROUTE_MODULES) {
      const component = routes.get(routePath);
      expect(component, `${routePath} is a route of router.tsx`).toBeDefined();
      const first = lazies.get(component!);
      expect(first && path.join('src/app', first), `${routePath} loads ${modules[0]}`).toBe(modules[0]);
      // A route chunk of app/ that lazy-loads its page (results-route.tsx): the page is listed after
      // it. A page's own lazy parts (the landing page below the fold) come after its first paint.
      const inner = modules[0]!.startsWith('src/app/') ? [...lazyModules(read(modules[0]!)).values()].map((m) => path.join('src/app', m)) : [];
      expect(modules.slice(1), `${routePath} preloads the page its route chunk loads`).toEqual(inner);
    }
  });

  it('covers the pages a visitor opens from a link: the landing page, sign-in, registration, results, verification, the photo booth', () => {
    const paths = PUBLIC_ROUTE_MODULES.map((r) => r.path);
    for (const p of ['/', '/login', '/:name/register', '/results', '/verify', '/verify/:code', '/photo-booth']) expect(paths).toContain(p);
  });

  it("names each role's dashboard as app/dashboard-route.tsx loads it, under the key the session stores the user in", () => {
    expect(lazyModules(read('src/app/router.tsx')).get('DashboardRoute')).toBe('./dashboard-route.tsx');
    expect(DASHBOARD_ROUTE_MODULE).toBe('src/app/dashboard-route.tsx');
    const route = lazyModules(read(DASHBOARD_ROUTE_MODULE));
    const loaded = (component: string) => path.join('src/app', route.get(component)!);
    expect(DASHBOARD_MODULES).toEqual({
      superadmin: loaded('AdminDashboard'),
      mentor: loaded('MentorDashboard'),
      judge: loaded('JudgeTeamsScreen'),
      bootcamp: loaded('BootcampDashboard'),
      hackathon: loaded('HackathonDashboard'),
    });
    expect(STORED_USER_KEY).toBe(USER_KEY);
  });

  it('matches addresses as the router does', () => {
    const matches = (route: string, address: string) => new RegExp(routePattern(route)).test(address);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/login')).toBe(false);
    expect(matches('/verify', '/verify/')).toBe(true);
    expect(matches('/verify', '/verify/ABCD')).toBe(false);
    expect(matches('/verify/:code', '/verify/HC12-3456-7890-ABCD')).toBe(true);
    expect(matches('/:name/register', '/hackcamp/register')).toBe(true);
    expect(matches('/:name/register', '/a/b/register')).toBe(false);
    expect(matches('/photo-booth', '/photo-boothx')).toBe(false);
  });
});

describe('the inline script the build writes', () => {
  const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId: facade && path.join(web, facade),
    imports,
    isEntry,
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', path.join(web, 'index.html'), ['assets/react.js'], true),
      chunk('assets/react.js', null),
      chunk('assets/landing.js', 'src/pages/landing/landing-page.tsx', ['assets/hero.js', 'assets/react.js']),
      chunk('assets/hero.js', null, ['assets/icon.js']),
      chunk('assets/icon.js', null),
      chunk('assets/results-route.js', 'src/app/results-route.tsx', ['assets/react.js']),
      chunk('assets/results.js', 'src/pages/results/results-page.tsx', ['assets/icon.js']),
      chunk('assets/dashboard-route.js', DASHBOARD_ROUTE_MODULE, ['assets/react.js']),
      chunk('assets/bootcamp.js', DASHBOARD_MODULES.bootcamp, ['assets/icon.js', 'assets/react.js']),
      ...[...PUBLIC_ROUTE_MODULES.flatMap((r) => r.modules), ...Object.values(DASHBOARD_MODULES)]
        .filter(
          (m) =>
            !['src/pages/landing/landing-page.tsx', 'src/app/results-route.tsx', 'src/pages/results/results-page.tsx', DASHBOARD_MODULES.bootcamp].includes(m),
        )
        .map((m) => chunk(`assets/${path.basename(m)}.js`, m)),
    ].map((c) => [c.fileName, c]),
  );

  /** Runs the plugin's index.html transform on `bundle`, then its script on `address`; returns what it preloads. */
  function preloadsOf(address: string, storedUser: string | null = null): string[] {
    const plugin = routePreload();
    (plugin.configResolved as (c: unknown) => void)({ root: web, base: '/' });
    const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => string };
    const html = transform.handler('<head><title>HackCamp</title></head>', { bundle });
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const links: string[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (l: { rel: string; href: string }) => links.push(`${l.rel} ${l.href}`) } };
    const localStorage = { getItem: (key: string) => (key === USER_KEY ? storedUser : null) };
    new Function('location', 'document', 'localStorage', script)({ pathname: address }, document, localStorage);
    return links;
  }

  it("preloads the opened page's chunk and its imports, leaving out what the entry brings", () => {
    expect(preloadsOf('/')).toEqual(['modulepreload /assets/landing.js', 'modulepreload /assets/hero.js', 'modulepreload /assets/icon.js']);
  });

  it('preloads both links of a chain: the route chunk and the page behind it', () => {
    expect(preloadsOf('/results')).toEqual(['modulepreload /assets/results-route.js', 'modulepreload /assets/results.js', 'modulepreload /assets/icon.js']);
  });

  it("preloads, on /dashboard, the route chunk and the stored role's dashboard with its imports", () => {
    const user = (fields: object) => JSON.stringify({ _id: 'u1', name: 'A', ...fields });
    expect(preloadsOf('/dashboard', user({ role: 'participant', participantType: 'bootcamp' }))).toEqual([
      'modulepreload /assets/dashboard-route.js',
      'modulepreload /assets/bootcamp.js',
      'modulepreload /assets/icon.js',
    ]);
    expect(preloadsOf('/dashboard/', user({ role: 'participant', participantType: 'hackathon' }))).toEqual([
      'modulepreload /assets/dashboard-route.js',
      'modulepreload /assets/hackathon-dashboard.tsx.js',
    ]);
    expect(preloadsOf('/dashboard', user({ role: 'superadmin' }))).toEqual([
      'modulepreload /assets/dashboard-route.js',
      'modulepreload /assets/admin-dashboard.tsx.js',
    ]);
  });

  it('preloads nothing on /dashboard without a stored user, with one it cannot read, or with a role it does not know', () => {
    for (const stored of [null, '', 'not json', 'null', '42', JSON.stringify({ role: 'sponsor' }), JSON.stringify({ role: 'constructor' })])
      expect(preloadsOf('/dashboard', stored), String(stored)).toEqual([]);
  });

  it('preloads nothing for a signed-in page it does not know', () => {
    expect(preloadsOf('/profile', JSON.stringify({ role: 'mentor' }))).toEqual([]);
  });
});
