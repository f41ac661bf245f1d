import { randomBytes, randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { SUBMISSION_FILE_MAX_BYTES } from '@hackcamp/contract';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BackupError } from '../src/db/backup/backup-format.ts';
import { MAX_LINE_BYTES } from '../src/db/backup/backup-lines.ts';
import { TABLES_NOT_BACKED_UP } from '../src/db/backup/backup-scope.ts';
import { nonEmptyTables, restoreBackup } from '../src/db/backup/restore-backup.ts';
import { readCatalog } from '../src/db/backup/schema-catalog.ts';
import { writeBackup } from '../src/db/backup/write-backup.ts';
import type { Database } from '../src/db/client.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import * as schema from '../src/db/schema/index.ts';
import { TOKEN_SIGNING_KEY, appSecrets, idempotencyKeys, importCredentials, passwordResetTokens, submissions, uploadedFiles } from '../src/db/schema/index.ts';
import { tokensWithDatabaseKey } from '../src/db/signing-key.ts';
import { plainFileName } from '../src/lib/plain-file-name.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { eventually } from './helpers/eventually.ts';
import { createTask, submitText } from './helpers/scoring-fixtures.ts';
import { openSharedTestDatabases, openTestDatabase } from './helpers/test-database.ts';
import { bearer, createStaff, login, signUpParticipant, startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every table of the schema that a backup holds. A new table goes here or into
 * TABLES_NOT_BACKED_UP (src/db/backup/backup-scope.ts, with the reason): never into a backup, or
 * out of one, without someone deciding it.
 */
const BACKED_UP = [
  'announcement_reads',
  'announcements',
  'attendance',
  'audit_log',
  'certificates',
  'check_in_windows',
  'event_config',
  'judge_assignments',
  'judge_evaluations',
  'judging_criteria',
  'judging_rounds',
  'problem_statements',
  'submissions',
  'tasks',
  'team_members',
  'team_projects',
  'teams',
  'uploaded_file_chunks',
  'uploaded_files',
  'users',
  'votes',
];

const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

/** A backup's lines: header, then per table its line and rows, then the footer. */
const linesOf = (backup: Buffer) => gunzipSync(backup).toString('utf8').split('\n').filter(Boolean);
const tablesIn = (backup: Buffer) => linesOf(backup).flatMap((line) => (line.startsWith('{"table"') ? [JSON.parse(line).table as string] : []));

async function backupOf(database: Database): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await writeBackup(
    database.db,
    database.engine,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

/** The backup with more tables in it, as a backup taken before TABLES_NOT_BACKED_UP had them. */
function withTables(backup: Buffer, extra: { table: string; columns: string[]; types: string[]; rows: unknown[][] }[]): Buffer {
  const lines = linesOf(backup);
  const footer = JSON.parse(lines.pop()!) as { end: true; rows: Record<string, number> };
  for (const { rows, ...line } of extra) {
    lines.push(JSON.stringify(line), ...rows.map((row) => JSON.stringify(row)));
    footer.rows[line.table] = rows.length;
  }
  lines.push(JSON.stringify(footer));
  return gzipSync(lines.join('\n') + '\n');
}

const count = async (database: Database, table: string) =>
  (await rawRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${table}"`)))[0]!.n;
const signingKey = async (database: Database) =>
  (await database.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, TOKEN_SIGNING_KEY)))[0]?.value;
const profile = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

/** App nodes on one database that sign with the generated key in app_secrets, as without JWT_SECRET. */
async function nodesWithDatabaseKey(n: number): Promise<{ nodes: TestApp[]; close(): Promise<void> }> {
  const shared = await openSharedTestDatabases(n);
  const nodes: TestApp[] = [];
  for (const database of shared.databases) {
    const tokens = await tokensWithDatabaseKey(database, 3600);
    const app = await buildApp({ database, tokens, config: { webDist: '/nonexistent', trustProxy: false, logLevel: 'silent' } });
    await app.ready();
    nodes.push({ app, database, tokens, close: () => app.close() });
  }
  return {
    nodes,
    async close() {
      await Promise.all(nodes.map((node) => node.close()));
      await shared.close();
    },
  };
}

describe('what a backup holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('every table of the schema is either backed up or left out with a reason, never both', async () => {
    const leftOut = Object.keys(TABLES_NOT_BACKED_UP);
    expect([...BACKED_UP, ...leftOut].sort(), 'a table in neither list, or in both').toEqual(schemaTables);
    for (const [table, why] of Object.entries(TABLES_NOT_BACKED_UP)) expect(why.length, table).toBeGreaterThan(20);
    // The migrations made what the schema declares: a table only a migration adds would be missed above.
    expect((await readCatalog(t.database.db)).tables.map((table) => table.name).sort()).toEqual(schemaTables);
  });

  it('has every backed-up table and none of the sign-ins, counters and secrets, also through GET /api/backup', async () => {
    const admin = await createStaff(t, 'superadmin');
    await signUpParticipant(t.app);
    // A failed sign-in (a counter), a reset link, kept import passwords and the key: every left-out table has a row to leave out.
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: 'wrong-password' } });
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.database.db.insert(passwordResetTokens).values({ userId: admin.user.id, tokenHash: randomBytes(32).toString('hex'), expiresAt: inAnHour });
    await t.database.db.insert(importCredentials).values({
      id: randomUUID(),
      ownerId: admin.user.id,
      kind: 'participants',
      fileName: 'people.csv',
      count: 1,
      sealed: Buffer.from('sealed-passwords-that-must-not-travel'),
      expiresAt: inAnHour,
    });
    await t.database.db.insert(appSecrets).values({ name: TOKEN_SIGNING_KEY, value: 'a-key-that-must-not-travel' }).onConflictDoNothing();
    await t.database.db.insert(idempotencyKeys).values({ userId: admin.user.id, key: randomUUID(), fingerprint: 'f', answer: {}, expiresAt: inAnHour });
    for (const table of Object.keys(TABLES_NOT_BACKED_UP)) expect(await count(t.database, table), table).toBeGreaterThan(0);

    const res = await t.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(admin.token) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    for (const backup of [res.rawPayload, await backupOf(t.database)]) {
      expect([...tablesIn(backup)].sort()).toEqual(BACKED_UP);
      const [header, , ...rest] = linesOf(backup);
      const footer = JSON.parse(rest.at(-1)!);
      expect(Object.keys(footer.rows).sort()).toEqual(BACKED_UP);
      for (const s of JSON.parse(header!).sequences as { table: string }[]) expect(BACKED_UP).toContain(s.table);
      const text = gunzipSync(backup).toString('utf8');
      expect(text).not.toContain('a-key-that-must-not-travel');
      expect(text).not.toContain(Buffer.from('sealed-passwords-that-must-not-travel').toString('base64'));
      expect(text).not.toContain(decodeJwt(admin.token).jti);
    }
  });
});

describe('a restore starts with nobody signed in and a fresh signing key, on every node', () => {
  let cluster: { nodes: TestApp[]; close(): Promise<void> };
  beforeAll(async () => {
    cluster = await nodesWithDatabaseKey(2);
  });
  afterAll(() => cluster?.close());

  it('refuses every token issued before it; a password sign-in works on any node', async () => {
    const [a, b] = cluster.nodes as [TestApp, TestApp];
    const admin = await createStaff(a, 'superadmin');
    const participant = await signUpParticipant(a.app);
    const onB = await login(b.app, participant.email, participant.password);
    for (const token of [admin.token, participant.token, onB]) for (const node of [a, b]) expect((await profile(node.app, token)).statusCode).toBe(200);
    const keyBefore = await signingKey(a.database);
    expect(keyBefore).toBeTruthy();

    const backup = await a.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(admin.token) });
    expect(backup.statusCode, backup.body.slice(0, 200)).toBe(200);
    const result = await restoreBackup(a.database.db, Readable.from(backup.rawPayload), { force: true });

    for (const token of [admin.token, participant.token, onB])
      for (const node of [a, b]) await eventually(async () => expect((await profile(node.app, token)).statusCode).toBe(401), 5000);
    expect(await count(a.database, 'sessions')).toBe(0);
    const keyAfter = await signingKey(a.database);
    expect(keyAfter).toBeTruthy();
    expect(keyAfter).not.toBe(keyBefore);
    expect(result.leftOut).toEqual([]);

    // Signing in with a password works on either node, and the token works on the other.
    const fresh = await login(b.app, participant.email, participant.password);
    for (const node of [a, b]) await eventually(async () => expect((await profile(node.app, fresh)).statusCode).toBe(200), 5000);
    const adminAgain = await login(a.app, admin.email, admin.password);
    expect((await profile(b.app, adminAgain)).statusCode).toBe(200);

    // The old key is worth nothing on any node, even for a token naming a live session.
    const { sub, jti, exp } = decodeJwt(fresh);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub!)
      .setJti(jti!)
      .setIssuer('hackcamp')
      .setIssuedAt()
      .setExpirationTime(exp!)
      .sign(new TextEncoder().encode(keyBefore));
    for (const node of [a, b]) expect((await profile(node.app, forged)).statusCode).toBe(401);
  });

  it('ignores the sessions, signing key and counters that an older backup still holds', async () => {
    const [a, b] = cluster.nodes as [TestApp, TestApp];
    const admin = await createStaff(a, 'superadmin');
    const backup = await backupOf(a.database);
    // As a backup taken before this version: the key it was signed with and a live session of the admin.
    const oldKey = randomBytes(48).toString('base64url');
    const old = await new TokenService(oldKey, 3600).sign(admin.user.id);
    const now = new Date().toISOString();
    const older = withTables(backup, [
      {
        table: 'sessions',
        columns: ['id', 'user_id', 'expires_at', 'revoked_at', 'created_at'],
        types: ['uuid', 'uuid', 'timestamp with time zone', 'timestamp with time zone', 'timestamp with time zone'],
        rows: [[old.sessionId, admin.user.id, old.expiresAt.toISOString(), null, now]],
      },
      {
        table: 'app_secrets',
        columns: ['name', 'value', 'created_at'],
        types: ['text', 'text', 'timestamp with time zone'],
        rows: [[TOKEN_SIGNING_KEY, oldKey, now]],
      },
      {
        table: 'rate_limits',
        columns: ['key', 'hits', 'window_started_at'],
        types: ['text', 'integer', 'timestamp with time zone'],
        rows: [[`email:${admin.email}`, 99, now]],
      },
    ]);

    const result = await restoreBackup(a.database.db, Readable.from(older), { force: true });
    await eventually(async () => {
      for (const node of [a, b]) expect((await profile(node.app, old.token)).statusCode).toBe(401);
    }, 5000);
    expect(await signingKey(a.database)).not.toBe(oldKey);
    expect(await count(a.database, 'sessions')).toBe(0);
    expect(await count(a.database, 'rate_limits')).toBe(0);
    // The restored counter would have locked the admin out: it is not there.
    await login(b.app, admin.email, admin.password);
    expect(result.leftOut).toEqual(['sessions', 'app_secrets', 'rate_limits']);
    expect(result.rows.users).toBeGreaterThan(0);

    // A table left out is still counted: a file cut inside one is as damaged as any other.
    const lines = linesOf(older);
    const footer = JSON.parse(lines.pop()!);
    footer.rows.sessions = 2;
    const cut = gzipSync([...lines, JSON.stringify(footer)].join('\n') + '\n');
    await expect(restoreBackup(a.database.db, Readable.from(cut), { force: true })).rejects.toThrow(/sessions should have 2 rows, it has 1/);
  });
});

describe('file names from a backup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('are reduced to plain names, the way an upload is', () => {
    expect(plainFileName('../../etc/x', 'file')).toBe('x');
    expect(plainFileName('C:\\x', 'file')).toBe('x');
    expect(plainFileName('C:x.txt', 'file')).toBe('x.txt');
    expect(plainFileName('/etc/passwd', 'file')).toBe('passwd');
    expect(plainFileName('\\\\server\\share\\y.pdf', 'file')).toBe('y.pdf');
    expect(plainFileName('..', 'file')).toBe('file');
    expect(plainFileName('a/..', 'file')).toBe('file');
    expect(plainFileName('/', 'file')).toBe('file');
    expect(plainFileName('report.pdf', 'file')).toBe('report.pdf');
  });

  it('a restore stores and serves only plain names, and takes a file at the upload limit', async () => {
    const admin = await createStaff(t, 'superadmin');
    const participant = await signUpParticipant(t.app);
    const task = await createTask(t, admin.token);
    const submission = await submitText(t, participant.token, task._id);
    // Names no upload can have any more: a backup edited by hand, or made by a careless tool.
    const names = { '../../etc/x': 'x', 'C:\\x': 'x', '/var/lib/y.pdf': 'y.pdf', '..': 'file', 'C:z.zip': 'z.zip', 'notes.txt': 'notes.txt' };
    const rows = await t.database.db
      .insert(uploadedFiles)
      .values(
        Object.keys(names).map((fileName) => ({ ownerId: participant.user._id, fileName, mimeType: 'application/pdf', size: 3, data: Buffer.from('%PD') })),
      )
      .returning();
    const largest = randomBytes(SUBMISSION_FILE_MAX_BYTES);
    const [big] = await t.database.db
      .insert(uploadedFiles)
      .values({ ownerId: participant.user._id, fileName: '../big.zip', mimeType: 'application/zip', size: largest.length, data: largest })
      .returning();
    await t.database.db.update(submissions).set({ fileId: rows[0]!.id }).where(eq(submissions.id, submission._id));

    await restoreBackup(t.database.db, Readable.from(await backupOf(t.database)), { force: true });

    const restored = await t.database.db.select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, data: uploadedFiles.data }).from(uploadedFiles);
    const byId = new Map(restored.map((r) => [r.id, r]));
    for (const [i, [, plain]] of Object.entries(names).entries()) expect(byId.get(rows[i]!.id)?.fileName).toBe(plain);
    expect(byId.get(big!.id)?.fileName).toBe('big.zip');
    expect(byId.get(big!.id)?.data?.equals(largest)).toBe(true);

    const token = await login(t.app, participant.email, participant.password);
    const file = await t.app.inject({ method: 'GET', url: `/api/submissions/${submission._id}/file`, headers: bearer(token) });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="x"; filename*=UTF-8''x`);
  }, 90_000);
});

describe('a line longer than any row', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('is refused with a plain message, read no further than the limit and never held whole', async () => {
    // Room for the largest row a backup holds: a file at the upload limit, as base64, twice over.
    expect(MAX_LINE_BYTES).toBeGreaterThanOrEqual(2 * Math.ceil(SUBMISSION_FILE_MAX_BYTES / 3) * 4);
    const header = { format: 'hackcamp-backup', version: 1, takenAt: new Date().toISOString(), engine: 'pglite', migrations: [], sequences: [] };
    const MiB = Buffer.alloc(1024 * 1024, 'a');
    let produced = 0;
    async function* oversized() {
      yield Buffer.from(`${JSON.stringify(header)}\n{"table":"users","columns":["name"],"types":["text"]}\n["`);
      // 200 MB of one row, made while it is read: never in memory as a whole, here or there.
      for (let i = 0; i < 200; i++) {
        produced += MiB.length;
        yield MiB;
      }
      yield Buffer.from(`"]\n{"end":true,"rows":{"users":1}}\n`);
    }
    const started = Date.now();
    const error = await restoreBackup(database.db, Readable.from(oversized()).pipe(createGzip({ level: 1 }))).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toBe(
      'The backup is damaged at line 3: the line is longer than 32 MB, and no row of a HackCamp backup is. Nothing was restored.',
    );
    expect(produced, 'the reading stopped at the limit').toBeLessThan(100 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await nonEmptyTables(database.db)).toEqual([]);
  });
});
