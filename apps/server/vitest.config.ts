import { defineConfig } from 'vitest/config';

// The same API tests run once per engine: always on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL points at a server (CI starts a throwaway one).
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: engines.map((engine) => ({
      test: {
        name: engine,
        include: ['test/**/*.test.ts'],
        // CHECK_ANSWERS: every answer is also parsed with its zod schema (lib/response-serializer.ts).
        env: { TEST_ENGINE: engine, CHECK_ANSWERS: 'true' },
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // Each file opens its own database; two cores run two files at a time.
        maxWorkers: 2,
      },
    })),
  },
});
