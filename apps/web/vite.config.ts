import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { apiRoutes } from './api-routes-plugin.ts';
import { precompress } from './precompress.ts';
import { routePreload } from './route-preload-plugin.ts';

// The API server listens on 3000; both the dev server and `vite preview` forward to it so the
// app always talks to a same-origin `/api`, exactly as in production.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

// react-router's package exports name only its development build, whatever the mode
// (remix-run/react-router#12532, #14102): its warnings on and 4 KB more on every page. A
// production build takes the production files it ships beside them.
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), apiRoutes(), routePreload(), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads, for scripts/web-bundle-report.mjs.
    // The server's static files skip dot folders, so it is never served.
    manifest: true,
    // Every browser the build targets but Safari 16 preloads modules itself; Safari 16 only loses
    // the preloading, never a page. The polyfill was 0.4 KB on every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Inlining needs entry chunks free to drop exports nobody imports (we import none of them).
      preserveEntrySignatures: false,
      output: {
        // A dashboard was 96-102 small files (an icon, a query key, a schema each): on HTTP/1.1
        // the browser fetches six at a time, and a cold bootcamp dashboard took 4.4-5.6 s to show
        // in the e2e browser. Common chunks under 8 KB are copied into the chunks that read them
        // (one shared state per module, rolldown's runtime): 21-27 files, 2.2-3.5 s, for about
        // 3 KB more gzip on every page (docs/decisions/0047-fewer-files-per-page.md).
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ } },
      },
    },
  },
}));
