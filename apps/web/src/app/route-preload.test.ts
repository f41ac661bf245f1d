import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTE_MODULES, routePattern, routePreload } from '../../route-preload-plugin.ts';

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
      ...PUBLIC_ROUTE_MODULES.flatMap((r) => r.modules)
        .filter((m) => !['src/pages/landing/landing-page.tsx', 'src/app/results-route.tsx', 'src/pages/results/results-page.tsx'].includes(m))
        .map((m) => chunk(`assets/${path.basename(m)}.js`, m)),
    ].map((c) => [c.fileName, c]),
  );

  /** Runs the plugin's index.html transform on `bundle`, then its script on `address`; returns what it preloads. */
  function preloadsOf(address: string): string[] {
    const plugin = routePreload();
    (plugin.configResolved as (c: unknown) => void)({ root: web, base: '/' });
    const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => string };
    const html = transform.handler('<head><title>HackCamp</title></head>', { bundle });
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const links: string[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (l: { rel: string; href: string }) => links.push(`${l.rel} ${l.href}`) } };
    new Function('location', 'document', script)({ pathname: address }, document);
    return links;
  }

  it("preloads the opened page's chunk and its imports, leaving out what the entry brings", () => {
    expect(preloadsOf('/')).toEqual(['modulepreload /assets/landing.js', 'modulepreload /assets/hero.js', 'modulepreload /assets/icon.js']);
  });

  it('preloads both links of a chain: the route chunk and the page behind it', () => {
    expect(preloadsOf('/results')).toEqual(['modulepreload /assets/results-route.js', 'modulepreload /assets/results.js', 'modulepreload /assets/icon.js']);
  });

  it('preloads nothing for a page it does not know (the dashboards depend on the role)', () => {
    expect(preloadsOf('/dashboard')).toEqual([]);
  });
});
