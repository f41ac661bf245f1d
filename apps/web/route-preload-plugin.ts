import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The public pages a visitor may open first, each with the lazy modules its screen needs, in the
 * order app/router.tsx loads them (the results and verification pages go through a small route
 * chunk of their own first). Paths are the router's.
 */
export const PUBLIC_ROUTE_MODULES: { path: string; modules: string[] }[] = [
  { path: '/', modules: ['src/pages/landing/landing-page.tsx'] },
  { path: '/login', modules: ['src/pages/login/login-page.tsx'] },
  { path: '/photo-booth', modules: ['src/pages/photo-booth/photo-booth-page.tsx'] },
  { path: '/results', modules: ['src/app/results-route.tsx', 'src/pages/results/results-page.tsx'] },
  { path: '/verify', modules: ['src/app/verify-route.tsx', 'src/pages/verify/verify-page.tsx'] },
  { path: '/verify/:code', modules: ['src/app/verify-route.tsx', 'src/pages/verify/verify-page.tsx'] },
  { path: '/forgot-password', modules: ['src/pages/forgot-password/forgot-password-page.tsx'] },
  { path: '/reset-password', modules: ['src/pages/reset-password/reset-password-page.tsx'] },
  { path: '/:name/register', modules: ['src/pages/register/register-page.tsx'] },
];

/**
 * /dashboard's screen depends on the role (app/dashboard-route.tsx), which the tab stored at sign-in
 * (lib/session.ts, `user`): each key is what the inline script reads from it, participants by their
 * participation type. The route chunk comes first, then the role's dashboard.
 */
export const DASHBOARD_ROUTE_MODULE = 'src/app/dashboard-route.tsx';
/** lib/session.ts's USER_KEY (the spec's name), kept here so the build config does not load the app's modules. */
export const STORED_USER_KEY = 'user';
export const DASHBOARD_MODULES: Record<'superadmin' | 'mentor' | 'judge' | 'bootcamp' | 'hackathon', string> = {
  superadmin: 'src/dashboards/admin/admin-dashboard.tsx',
  mentor: 'src/dashboards/mentor/mentor-dashboard.tsx',
  judge: 'src/dashboards/judge/judge-teams-screen.tsx',
  bootcamp: 'src/dashboards/participant-bootcamp/bootcamp-dashboard.tsx',
  hackathon: 'src/dashboards/participant-hackathon/hackathon-dashboard.tsx',
};

/** '/verify/:code' -> '^/verify/[^/]+/?$': what the inline script tests location.pathname with. */
export function routePattern(routePath: string): string {
  const body = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return routePath === '/' ? '^/$' : `^${body}/?$`;
}

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };

/**
 * Every screen is a lazy chunk (app/router.tsx), which the browser used to learn of only once the
 * entry had been downloaded and run: the page's first paint waited on a chain of requests (the
 * entry, then the screen, then for /results and /verify the page behind the route chunk). An
 * inline script at the top of index.html reads the address and adds a `modulepreload` link for
 * each chunk the opened public page needs, so they download beside the entry. /dashboard preloads
 * the stored role's dashboard (a cold one waited on entry, route chunk, dashboard, then its reads);
 * the other signed-in pages load as before.
 */
export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'hackcamp:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Chunk & (typeof bundle)[string] => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [path.relative(root, c.facadeModuleId!).split(path.sep).join('/'), c]));
        /** A chunk and what it imports statically: what the browser fetches once it runs it. */
        const closure = (chunk: Chunk, into: Set<string>) => {
          if (into.has(chunk.fileName)) return;
          into.add(chunk.fileName);
          for (const file of chunk.imports) closure(byFile.get(file)!, into);
        };
        // The entry and its imports are in index.html already (Vite's own modulepreload links).
        const withEntry = new Set<string>();
        for (const entry of chunks.filter((c) => c.isEntry)) closure(entry, withEntry);

        // Each file named once; a route lists the indexes of its files (index.html is fetched on every visit).
        const files: string[] = [];
        const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        /** The files `modules` load beyond the entry's, as indexes into `files`. */
        const preloadsOf = (modules: string[], where: string) => {
          const needed = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(module);
            if (!chunk)
              throw new Error(`route-preload: ${module} (${where}) is not a chunk of the build; has the route moved? Update route-preload-plugin.ts.`);
            closure(chunk, needed);
          }
          return [...needed].filter((f) => !withEntry.has(f)).map(indexOf);
        };
        const table = PUBLIC_ROUTE_MODULES.map(({ path: routePath, modules }) => [routePattern(routePath), preloadsOf(modules, routePath)]);
        const dashboards = Object.fromEntries(
          Object.entries(DASHBOARD_MODULES).map(([key, module]) => [key, preloadsOf([DASHBOARD_ROUTE_MODULE, module], `/dashboard, ${key}`)]),
        );
        // A stored user that is not JSON (edited by hand) preloads nothing; the app then decides.
        const script =
          `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},d=${JSON.stringify(dashboards)},p=location.pathname,x;` +
          `function pre(a){for(var j=0;j<a.length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=${JSON.stringify(base)}+f[a[j]];document.head.appendChild(l)}}` +
          `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p))return pre(r[i][1]);` +
          `if(/^\\/dashboard\\/?$/.test(p)){try{x=JSON.parse(localStorage.getItem(${JSON.stringify(STORED_USER_KEY)})||'null')}catch(e){}` +
          `if(x&&typeof x==='object'){var k=x.role==='participant'?(x.participantType==='hackathon'?'hackathon':'bootcamp'):x.role;` +
          `if(Object.prototype.hasOwnProperty.call(d,k))pre(d[k])}}})();`;
        // Early in <head>, before the stylesheet and the entry's tags: these requests start with theirs.
        if (!html.includes('</title>')) throw new Error('route-preload: index.html has no <title> to put the script after.');
        return html.replace(
          '</title>',
          `</title>\n    <!-- The opened page's screen chunks, fetched beside the entry (apps/web/route-preload-plugin.ts). -->\n    <script>${script}</script>`,
        );
      },
    },
  };
}
