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
        },
      },
    ],
  },
});
