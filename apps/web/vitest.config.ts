import { defineConfig } from 'vitest/config';
import { apiRoutes } from './api-routes-plugin.ts';

// Unit tests cover pure functions only (error mappings, helpers), so no DOM is needed.
export default defineConfig({
  plugins: [apiRoutes()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
