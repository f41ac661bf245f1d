import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLES_NOT_BACKED_UP } from '../src/db/backup/backup-scope.ts';
import { readCatalog } from '../src/db/backup/schema-catalog.ts';
import type { Database } from '../src/db/client.ts';
import { seedDemoEvent } from '../src/db/demo-data/seed-demo-event.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { SignJWT, decodeJwt } from 'jose';
import { eventually } from './helpers/eventually.ts';
import { call, spawnServer, waitForHealth } from './helpers/server-process.ts';
import { createFreshPostgres } from './helpers/test-database.ts';

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

/** The counts of the tables a backup holds: sign-ins, counters and secrets are each database's own. */
const eventCounts = (all: Record<string, number>) => Object.fromEntries(Object.entries(all).filter(([table]) => !(table in TABLES_NOT_BACKED_UP)));

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
    const server = spawnServer({ DATA_DIR: source, JWT_SECRET: 'cli-test-secret-cli-test-secret-cli-test' });
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
    expect(forced.out).toMatch(/Everyone signs in again/);
    const copied = await countsOf({ dataDir: copy });
    const original = await countsOf({ dataDir: source });
    // The stopped backup also holds what the server run added (the audited download), but not its sign-in.
    expect(eventCounts(copied)).toEqual(eventCounts(original));
    expect(copied.audit_log).toBe(expected.audit_log! + 1);
    expect(original.sessions).toBeGreaterThan(0);
    expect(copied).toMatchObject({ sessions: 0, rate_limits: 0, app_secrets: 1 });

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

describe('npm run restore, given a line longer than any row', () => {
  it('refuses it in a few words and exits with 1, printing nothing of the line, and writes nothing', async () => {
    // A header, a table, and one row of 200 MB, gzipped on its way to the disk: never in memory whole.
    const file = path.join(work, `long-line-${process.env.TEST_ENGINE}.jsonl.gz`);
    const header = { format: 'hackcamp-backup', version: 1, takenAt: new Date().toISOString(), engine: 'pglite', migrations: [], sequences: [] };
    const MiB = Buffer.alloc(1024 * 1024, 'a');
    async function* longLine() {
      yield Buffer.from(`${JSON.stringify(header)}\n{"table":"users","columns":["name"],"types":["text"]}\n["`);
      for (let i = 0; i < 200; i++) yield MiB;
      yield Buffer.from(`"]\n{"end":true,"rows":{"users":1}}\n`);
    }
    await pipeline(Readable.from(longLine()), createGzip({ level: 1 }), fs.createWriteStream(file));

    let target: Record<string, string>;
    let counted: () => Promise<Record<string, number>>;
    if (process.env.TEST_ENGINE === 'postgres') {
      const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
      cleanups.push(fresh.drop);
      target = { DATABASE_URL: fresh.url };
      counted = () => countsOf({ dataDir: '', databaseUrl: fresh.url });
    } else {
      const dataDir = path.join(work, 'long-line-target');
      target = { DATA_DIR: dataDir };
      counted = () => countsOf({ dataDir });
    }
    const refused = cli('restore', [path.basename(file)], target);
    expect(refused.out.length, refused.out.slice(0, 300)).toBeLessThan(500);
    expect(refused.out.trim()).toBe(
      'The backup is damaged at line 3: the line is longer than 32 MB, and no row of a HackCamp backup is. Nothing was restored.',
    );
    expect(refused.status).toBe(1);
    expect(Object.values(await counted()).every((n) => n === 0)).toBe(true);
  }, 120_000);
});

// Two real servers on PostgreSQL without JWT_SECRET, signing with the generated key, as most events
// run: `npm run restore -- --force` while they serve ends every sign-in on both.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('npm run restore while two nodes serve', () => {
  it('refuses every earlier token on both nodes, even one signed with the old key for a live session', async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    cleanups.push(fresh.drop);
    const admin = { email: 'admin@restore-nodes.test', password: 'restore-nodes-admin' };
    const env = { DATABASE_URL: fresh.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
    const a = spawnServer(env);
    cleanups.push(() => a.stop());
    await waitForHealth(a, 60_000);
    const b = spawnServer(env);
    cleanups.push(() => b.stop());
    await waitForHealth(b, 60_000);

    const signIn = async (base: string) => {
      const res = await call(base, 'POST', '/api/auth/login', admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.token as string;
    };
    const profile = async (base: string, token: string) => (await call(base, 'GET', '/api/auth/profile', undefined, token)).status;
    const before = [await signIn(a.base), await signIn(b.base)];
    for (const token of before) for (const node of [a, b]) expect(await profile(node.base, token)).toBe(200);
    const [{ value: oldKey }] = (await rawRowsAt(fresh.url, `select value from app_secrets where name = 'jwt-signing-key'`)) as [{ value: string }];

    const taken = cli('backup', ['nodes.jsonl.gz'], { DATABASE_URL: fresh.url });
    expect(taken.status, taken.out).toBe(0);
    const restored = cli('restore', ['nodes.jsonl.gz', '--force'], { DATABASE_URL: fresh.url });
    expect(restored.status, restored.out).toBe(0);
    expect(restored.out).toMatch(/Everyone signs in again/);

    for (const token of before) for (const node of [a, b]) await eventually(async () => expect(await profile(node.base, token)).toBe(401), 10_000);
    const after = await signIn(a.base);
    await eventually(async () => expect(await profile(b.base, after)).toBe(200), 10_000);
    const { sub, jti, exp } = decodeJwt(after);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub!)
      .setJti(jti!)
      .setIssuer('hackcamp')
      .setIssuedAt()
      .setExpirationTime(exp!)
      .sign(new TextEncoder().encode(oldKey));
    for (const node of [a, b]) expect(await profile(node.base, forged)).toBe(401);
  }, 180_000);
});

async function rawRowsAt(url: string, query: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}
