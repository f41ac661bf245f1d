import { defineConfig } from 'vitest/config';

// Unit tests cover pure functions only (error mappings, helpers), so no DOM is needed.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
