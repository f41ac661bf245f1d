import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MSG } from '@hackcamp/contract';
import { openDatabase } from '../src/db/open-database.ts';
import { call, spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';
import { createFreshPostgres } from './helpers/test-database.ts';

/**
 * A backup's temporary file holds every password hash: it must not outlive its request. Real server
 * processes, each with a TMPDIR of its own where the test watches the backup's folder come and go.
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-backup-cancel-'));
const ADMIN = { email: 'cancel-admin@example.org', password: 'cancel-admin-password-1' };
/** Enough rows that a backup takes seconds on either engine, so the test can cut it short. */
const ROWS = 300_000;
const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const fill = (rows: number) =>
  sql.raw(`insert into audit_log (actor_name, action, target_type, target_id, details)
    select 'Filler', 'test.fill', 'user', md5(i::text), jsonb_build_object('n', i) from generate_series(1, ${rows}) i`);

let env: Record<string, string>;
beforeAll(async () => {
  env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, JWT_SECRET: 'backup-cancel-secret-backup-cancel-secret' };
  if (onPostgres) {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    cleanups.push(() => fresh.drop());
    const database = await openDatabase({ dataDir: '', databaseUrl: fresh.url });
    await database.db.execute(fill(ROWS));
    await database.close();
    env.DATABASE_URL = fresh.url;
  } else {
    const dataDir = path.join(work, 'data');
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    for (let i = 0; i < ROWS / 100_000; i++) await database.db.execute(fill(100_000));
    await database.close();
    env.DATA_DIR = dataDir;
  }
}, 180_000);

const backupFolders = (tmp: string) => fs.readdirSync(tmp).filter((n) => n.startsWith('hackcamp-backup-'));

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function startServer(tmp: string): Promise<{ server: ServerProcess; token: string }> {
  fs.mkdirSync(tmp, { recursive: true });
  const server = spawnServer({ ...env, TMPDIR: tmp });
  cleanups.push(() => server.stop());
  await waitForHealth(server, 60_000);
  const login = await call(server.base, 'POST', '/api/auth/login', ADMIN);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { server, token: login.body.data.token };
}

/** Starts a download and resolves once the server is writing its temporary file. */
async function startDownload(server: ServerProcess, token: string, tmp: string) {
  const client = new AbortController();
  const answer = fetch(`${server.base}/api/backup`, { headers: { authorization: `Bearer ${token}` }, signal: client.signal }).then(
    async (res) => ({ status: res.status, body: await res.text() }),
    (err: Error) => ({ status: 0, body: err.name }),
  );
  await until(() => backupFolders(tmp).length === 1, 10_000, 'the backup started');
  return { client, answer };
}

const exited = (server: ServerProcess) => new Promise<void>((resolve) => (server.alive() ? server.child.once('exit', () => resolve()) : resolve()));

describe('a backup download that nobody will receive', () => {
  it('stops, and deletes its file, when the client disconnects', { timeout: 120_000 }, async () => {
    const tmp = path.join(work, 'tmp-disconnect');
    const { server, token } = await startServer(tmp);
    const { client, answer } = await startDownload(server, token, tmp);
    client.abort();
    expect((await answer).status).toBe(0);
    // The reading stops at its next batch: the file goes at once, and the database is free again.
    const stopped = Date.now();
    await until(() => backupFolders(tmp).length === 0, 3_000, 'the temporary file deleted after the client left');
    const health = await call(server.base, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(Date.now() - stopped).toBeLessThan(3_000);
    // And the next backup, read to the end, is whole and leaves nothing behind.
    const whole = await fetch(`${server.base}/api/backup`, { headers: { authorization: `Bearer ${token}` } });
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await until(() => backupFolders(tmp).length === 0, 3_000, 'the temporary file deleted after a whole download');
    await server.stop();
  });

  it('does not hold a shutdown: SIGTERM ends the backup, the process and the file', { timeout: 120_000 }, async () => {
    const tmp = path.join(work, 'tmp-sigterm');
    const { server, token } = await startServer(tmp);
    const { answer } = await startDownload(server, token, tmp);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await exited(server);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.child.exitCode).toBe(0);
    expect(backupFolders(tmp)).toEqual([]);
    const { status, body } = await answer;
    // The client hears why, when the answer got out before the process ended.
    if (status !== 0) expect({ status, message: JSON.parse(body).message }).toEqual({ status: 503, message: OPS_MSG.shuttingDown });
  });

  it('leaves no file behind a kill -9 once a server starts again', { timeout: 120_000 }, async () => {
    const tmp = path.join(work, 'tmp-kill');
    const first = await startServer(tmp);
    await startDownload(first.server, first.token, tmp);
    // Killed only once the backup holds its folder's lock: a folder killed a moment earlier, with
    // no lock yet, is kept for a grace period (it may be another process's, being made), which is
    // what a loaded CI machine once caught this test doing.
    await until(() => backupFolders(tmp).some((name) => fs.existsSync(path.join(tmp, name, 'owner.lock'))), 10_000, 'the backup holding its lock');
    first.server.child.kill('SIGKILL');
    await exited(first.server);
    expect(backupFolders(tmp)).toHaveLength(1);
    if (onPostgres) {
      // The killed node's connection may still be reading; PostgreSQL ends it when it notices.
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      await c.end();
    }
    await startServer(tmp);
    expect(backupFolders(tmp)).toEqual([]);
  });
});
