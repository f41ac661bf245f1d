import { defineConfig } from 'vitest/config';
import { apiRoutes } from './api-routes-plugin.ts';

// Two projects: pure functions (`*.test.ts`) in Node, and components (`*.test.tsx`) rendered in
// jsdom against a mocked network (src/test/: the render helper and the API mock).
export default defineConfig({
  plugins: [apiRoutes()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // A screen test takes about a second alone; on a busy two-core machine (CI, or tests
          // beside a build) five times that, which the default 5 s would call a failure.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
