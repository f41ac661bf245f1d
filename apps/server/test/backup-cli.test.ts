import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../src/db/backup/schema-catalog.ts';
import type { Database } from '../src/db/client.ts';
import { seedDemoEvent } from '../src/db/demo-data/seed-demo-event.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { spawnServer, waitForHealth } from './helpers/server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-backup-cli-'));
const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/**
 * `npm run backup|restore -- ...` as the README says, run from the sources the scripts compile into
 * dist/: a test run never rebuilds dist/, which a browser test run may be serving from.
 */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', INIT_CWD: work, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

async function counts(database: Database) {
  const { tables } = await readCatalog(database.db);
  const out: Record<string, number> = {};
  for (const t of tables) out[t.name] = (await rawRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${t.name}"`)))[0]!.n;
  return out;
}

async function countsOf(config: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await counts(database);
  } finally {
    await database.close();
  }
}

// The commands run real processes; once per run is enough (the engines are chosen by env, not by project).
describe.skipIf(process.env.TEST_ENGINE === 'postgres')('npm run backup / restore', () => {
  it('backs up a running and a stopped embedded event, restores it, refuses to overwrite, and moves it to PostgreSQL and back', async () => {
    const source = path.join(work, 'source');
    const seeded = await openDatabase({ dataDir: source, databaseUrl: undefined });
    await seedDemoEvent(seeded.db);
    const expected = await counts(seeded);
    await seeded.close();

    // While the server runs, the folder is its own: the command says how to go through the server.
    const server = spawnServer(3422, { DATA_DIR: source, JWT_SECRET: 'cli-test-secret-cli-test-secret-cli-test' });
    cleanups.push(() => server.stop());
    await waitForHealth(server, 60_000);
    const locked = cli('backup', ['locked.jsonl.gz'], { DATA_DIR: source });
    expect(locked.status).toBe(1);
    expect(locked.out).toMatch(/in use by another HackCamp process[\s\S]*npm run backup -- <file> --from http:\/\/localhost:/);
    expect(fs.existsSync(path.join(work, 'locked.jsonl.gz'))).toBe(false);
    const viaServer = cli('backup', ['live.jsonl.gz', '--from', server.base], { BACKUP_EMAIL: 'admin@demo.hackcamp.dev', BACKUP_PASSWORD: 'hackcamp123' });
    expect(viaServer.status, viaServer.out).toBe(0);
    await server.stop();

    const stopped = cli('backup', ['stopped.jsonl.gz'], { DATA_DIR: source });
    expect(stopped.status, stopped.out).toBe(0);
    expect(stopped.out).toMatch(/^Backup written to .*stopped\.jsonl\.gz/);

    // Into an empty folder; then the same again is refused, and --force replaces it.
    const copy = path.join(work, 'copy');
    const restored = cli('restore', ['live.jsonl.gz'], { DATA_DIR: copy });
    expect(restored.status, restored.out).toBe(0);
    const live = await countsOf({ dataDir: copy });
    for (const table of ['users', 'teams', 'team_members', 'submissions', 'attendance', 'uploaded_files', 'problem_statements', 'tasks'])
      expect(live[table], table).toBe(expected[table]);
    const refused = cli('restore', ['stopped.jsonl.gz'], { DATA_DIR: copy });
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/already holds an event .* add --force to replace it/);
    const forced = cli('restore', ['stopped.jsonl.gz', '--force'], { DATA_DIR: copy });
    expect(forced.status, forced.out).toBe(0);
    const copied = await countsOf({ dataDir: copy });
    // The stopped backup also holds what the server run added (its sign-in, the audited download).
    expect(copied).toEqual(await countsOf({ dataDir: source }));
    expect(copied.audit_log).toBe(expected.audit_log! + 1);

    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    // Moving engines: PGlite -> PostgreSQL -> PGlite, the three commands of the README.
    const name = `hc_cli_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const toPostgres = cli('restore', ['stopped.jsonl.gz'], { DATABASE_URL: url.toString() });
    expect(toPostgres.status, toPostgres.out).toBe(0);
    const fromPostgres = cli('backup', ['from-postgres.jsonl.gz'], { DATABASE_URL: url.toString() });
    expect(fromPostgres.status, fromPostgres.out).toBe(0);
    const back = path.join(work, 'back');
    const toPglite = cli('restore', ['from-postgres.jsonl.gz'], { DATA_DIR: back });
    expect(toPglite.status, toPglite.out).toBe(0);
    expect(await countsOf({ dataDir: '', databaseUrl: url.toString() })).toEqual(copied);
    expect(await countsOf({ dataDir: back })).toEqual(copied);
  }, 300_000);
});
