import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The same API tests run once per engine: always on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL points at a server (CI starts a throwaway one).
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

/**
 * A file that starts processes (servers, command-line tools, a cluster of its own), backs up or
 * restores. Such files spend much of their time waiting on another process, a restart or the timer
 * they test, so they run in a group of their own after the rest, three at a time: their waits
 * overlap instead of each holding one of two workers. A file is in the group by what it calls, so
 * a new one needs no list.
 */
const STARTS_PROCESSES = /\b(spawnServer|startOwnCluster|startSilentFeedNodes|spawnSync|restoreBackup|writeBackup)\(|\/api\/backup\b/;
const processFiles = fs
  .readdirSync(path.join(import.meta.dirname, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && STARTS_PROCESSES.test(fs.readFileSync(path.join(import.meta.dirname, 'test', file), 'utf8')))
  .map((file) => `test/${file.split(path.sep).join('/')}`);

const group = (engine: string, name: string, files: { include: string[]; exclude?: string[] }, order: { groupOrder: number; maxWorkers: number }) => ({
  test: {
    name,
    include: files.include,
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    // CHECK_ANSWERS: every answer is also parsed with its zod schema (lib/response-serializer.ts).
    env: { TEST_ENGINE: engine, CHECK_ANSWERS: 'true' },
    // Each test database starts from one data folder already migrated, made once.
    globalSetup: engine === 'pglite' ? ['test/helpers/pglite-template.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: order.maxWorkers,
    sequence: { groupOrder: order.groupOrder },
  },
});

export default defineConfig({
  test: {
    // `--project 'pglite*'` runs one engine's two groups (`--project pglite` alone leaves the
    // process-heavy files out: a single file among them needs the `*` too).
    projects: engines.flatMap((engine) => [
      // Each file opens its own database; two cores run two files at a time.
      group(engine, engine, { include: ['test/**/*.test.ts'], exclude: processFiles }, { groupOrder: 0, maxWorkers: 2 }),
      group(engine, `${engine}-processes`, { include: processFiles }, { groupOrder: 1, maxWorkers: 3 }),
    ]),
  },
});
