import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { apiRoutes } from './api-routes-plugin.ts';
import { precompress } from './precompress.ts';

// The API server listens on 3000; both the dev server and `vite preview` forward to it so the
// app always talks to a same-origin `/api`, exactly as in production.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

export default defineConfig({
  plugins: [react(), tailwindcss(), apiRoutes(), precompress()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads, for scripts/web-bundle-report.mjs.
    // The server's static files skip dot folders, so it is never served.
    manifest: true,
  },
});
