import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { MSG } from '@hackcamp/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BackupError } from '../src/db/backup/backup-format.ts';
import { TABLES_NOT_BACKED_UP } from '../src/db/backup/backup-scope.ts';
import { nonEmptyTables, restoreBackup } from '../src/db/backup/restore-backup.ts';
import { readCatalog } from '../src/db/backup/schema-catalog.ts';
import { openPglite, type Database } from '../src/db/client.ts';
import { seedDemoEvent } from '../src/db/demo-data/seed-demo-event.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { auditLog, FILE_CHUNK_BYTES, submissions, teams, uploadedFileChunks, uploadedFiles, users } from '../src/db/schema/index.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { openFreshPostgres } from './helpers/test-database.ts';
import { TEST_SECRET, bearer, login, startTestApp, type TestApp } from './helpers/test-app.ts';

/** The engine the backup is restored into: the other one whenever both are here. */
async function openOtherEngine(): Promise<Database> {
  if (process.env.TEST_ENGINE === 'postgres') return openPglite(undefined);
  if (process.env.TEST_DATABASE_URL) return openFreshPostgres(process.env.TEST_DATABASE_URL, 5);
  return openPglite(undefined);
}

async function appOn(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    tokens: new TokenService(TEST_SECRET, 3600),
    config: { webDist: '/nonexistent', trustProxy: false, logLevel: 'silent' },
  });
  await app.ready();
  return app;
}

async function tableCounts(database: Database): Promise<Record<string, number>> {
  const { tables } = await readCatalog(database.db);
  const out: Record<string, number> = {};
  for (const t of tables) out[t.name] = (await rawRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${t.name}"`)))[0]!.n;
  return out;
}

/**
 * My submissions are listed newest first, and the demo's share submission times: rows with equal
 * times come in storage order, which a restore does not keep. Those lists are compared as sets.
 */
function stableOrder(body: { data: Record<string, unknown> }) {
  const list = body.data.submissions as { _id: string }[] | undefined;
  if (list) list.sort((x, y) => x._id.localeCompare(y._id));
  return body;
}

const sha = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

let source: TestApp;
let target: Database;
let targetApp: FastifyInstance;
let backup: Buffer;
let fileSubmissionId: string;
let fileBytes: Buffer;
let chunkedSubmissionId: string;
let chunkedBytes: Buffer;
let nextTeamNumberOnSource: number;

beforeAll(async () => {
  source = await startTestApp();
  const db = source.database.db;
  await seedDemoEvent(db);
  // A submission with a file (random bytes: nothing for gzip to hide) ...
  const [p1] = await db.select().from(users).where(eq(users.email, 'participant1@demo.hackcamp.dev'));
  const [sub] = await db.select().from(submissions).where(eq(submissions.userId, p1!.id)).limit(1);
  fileBytes = randomBytes(300_000);
  const [file] = await db
    .insert(uploadedFiles)
    .values({ ownerId: p1!.id, fileName: 'report.pdf', mimeType: 'application/pdf', size: fileBytes.length, data: fileBytes })
    .returning();
  await db.update(submissions).set({ fileId: file!.id }).where(eq(submissions.id, sub!.id));
  fileSubmissionId = sub!.id;
  // ... one stored as uploads store files now, in chunks (uploaded_file_chunks), the last one short ...
  const [p2] = await db.select().from(users).where(eq(users.email, 'participant2@demo.hackcamp.dev'));
  const [sub2] = await db.select().from(submissions).where(eq(submissions.userId, p2!.id)).limit(1);
  chunkedBytes = randomBytes(2 * FILE_CHUNK_BYTES + 1234);
  const [head] = await db
    .insert(uploadedFiles)
    .values({ ownerId: p2!.id, fileName: 'slides.pdf', mimeType: 'application/pdf', size: chunkedBytes.length, data: null })
    .returning();
  for (let seq = 0; seq * FILE_CHUNK_BYTES < chunkedBytes.length; seq++) {
    await db.insert(uploadedFileChunks).values({ fileId: head!.id, seq, data: chunkedBytes.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES) });
  }
  await db.update(submissions).set({ fileId: head!.id }).where(eq(submissions.id, sub2!.id));
  chunkedSubmissionId = sub2!.id;
  // ... and a team made and deleted, so the team number counter is ahead of the highest number.
  const [gone] = await db.insert(teams).values({ name: 'Disbanded Before Backup' }).returning();
  await db.delete(teams).where(eq(teams.id, gone!.id));
  nextTeamNumberOnSource = gone!.teamNumber + 1;

  const admin = await login(source.app, 'admin@demo.hackcamp.dev', 'hackcamp123');
  const res = await source.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(admin) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/gzip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hackcamp-backup-[\d-T]+\.jsonl\.gz"/);
  backup = res.rawPayload;

  target = await openOtherEngine();
  await restoreBackup(target.db, Readable.from(backup));
  targetApp = await appOn(target);
}, 120_000);

afterAll(async () => {
  await targetApp?.close();
  await target?.close();
  await source?.close();
});

async function both(method: 'GET', url: string, token?: { source: string; target: string }) {
  const a = await source.app.inject({ method, url, headers: token ? bearer(token.source) : {} });
  const b = await targetApp.inject({ method, url, headers: token ? bearer(token.target) : {} });
  expect(a.statusCode, a.body.slice(0, 200)).toBe(200);
  expect(b.statusCode, b.body.slice(0, 200)).toBe(200);
  return [a, b] as const;
}

describe(`a backup of the demo event restored on the other engine (${process.env.TEST_ENGINE} -> ${process.env.TEST_ENGINE === 'postgres' || process.env.TEST_DATABASE_URL ? 'the other engine' : 'pglite'})`, () => {
  it('has the same rows in every table it backs up, and no sign-ins, counters or secrets of the source', async () => {
    const before = await tableCounts(source.database);
    // The download itself is audited on the source, after the snapshot.
    before.audit_log! -= 1;
    const after = await tableCounts(target);
    const event = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([table]) => !(table in TABLES_NOT_BACKED_UP)));
    expect(event(after)).toEqual(event(before));
    expect(before.users).toBeGreaterThan(80);
    expect(before.sessions, 'the admin signed in on the source').toBeGreaterThan(0);
    // Nobody is signed in on the target, and it has a signing key of its own.
    expect(after).toMatchObject({ sessions: 0, rate_limits: 0, password_reset_tokens: 0, import_credentials: 0, app_secrets: 1 });
  });

  it('keeps password hashes: the same accounts sign in with the same passwords', async () => {
    const hashes = async (d: Database) => d.db.select({ id: users.id, h: users.passwordHash }).from(users).orderBy(asc(users.id));
    expect(await hashes(target)).toEqual(await hashes(source.database));
    await login(targetApp, 'admin@demo.hackcamp.dev', 'hackcamp123');
    await login(targetApp, 'participant1@demo.hackcamp.dev', 'hackcamp123');
  });

  it('answers the same leaderboard, teams and submissions', async () => {
    const token = {
      source: await login(source.app, 'participant1@demo.hackcamp.dev', 'hackcamp123'),
      target: await login(targetApp, 'participant1@demo.hackcamp.dev', 'hackcamp123'),
    };
    for (const url of [
      '/api/users/leaderboard?limit=100',
      '/api/users/leaderboard?limit=20&page=2',
      '/api/teams',
      '/api/submissions/my-submissions',
      '/api/teams/my-team',
      '/api/users/my-mentor',
    ]) {
      const [a, b] = await both('GET', url, token);
      expect(stableOrder(b.json()), url).toEqual(stableOrder(a.json()));
    }
    const admin = {
      source: await login(source.app, 'admin@demo.hackcamp.dev', 'hackcamp123'),
      target: await login(targetApp, 'admin@demo.hackcamp.dev', 'hackcamp123'),
    };
    const [a, b] = await both('GET', '/api/export/submissions', admin);
    expect(b.body).toBe(a.body);
    const [ra, rb] = await both('GET', '/api/export/report', admin);
    const sheets = (raw: Buffer) =>
      Object.fromEntries(Object.entries(unzipSync(new Uint8Array(raw))).map(([n, d]) => [n.replace(/^[^/]+\//, ''), strFromU8(d)]));
    const [sa, sb] = [sheets(ra.rawPayload), sheets(rb.rawPayload)];
    for (const name of Object.keys(sa).filter((n) => n !== 'audit-log.csv')) expect(sb[name], name).toBe(sa[name]);
  });

  it('restores files byte for byte', async () => {
    const token = {
      source: await login(source.app, 'participant1@demo.hackcamp.dev', 'hackcamp123'),
      target: await login(targetApp, 'participant1@demo.hackcamp.dev', 'hackcamp123'),
    };
    const [a, b] = await both('GET', `/api/submissions/${fileSubmissionId}/file`, token);
    expect(sha(b.rawPayload)).toBe(sha(fileBytes));
    expect(sha(a.rawPayload)).toBe(sha(fileBytes));
    const chunked = {
      source: await login(source.app, 'participant2@demo.hackcamp.dev', 'hackcamp123'),
      target: await login(targetApp, 'participant2@demo.hackcamp.dev', 'hackcamp123'),
    };
    const [ca, cb] = await both('GET', `/api/submissions/${chunkedSubmissionId}/file`, chunked);
    expect(sha(cb.rawPayload)).toBe(sha(chunkedBytes));
    expect(sha(ca.rawPayload)).toBe(sha(chunkedBytes));
    const bytesOf = async (d: Database, id: string) =>
      Buffer.concat(
        (await d.db.select().from(uploadedFileChunks).where(eq(uploadedFileChunks.fileId, id)).orderBy(asc(uploadedFileChunks.seq))).map((c) => c.data),
      );
    const files = async (d: Database) =>
      Promise.all(
        (await d.db.select().from(uploadedFiles).orderBy(asc(uploadedFiles.id))).map(async (f) => [
          f.id,
          f.fileName,
          f.size,
          sha(f.data ?? (await bytesOf(d, f.id))),
        ]),
      );
    const restored = await files(target);
    expect(restored).toEqual(await files(source.database));
    expect(restored.length).toBeGreaterThan(5);
    const avatar = (await target.db.select().from(uploadedFiles).where(eq(uploadedFiles.mimeType, 'image/png')).limit(1))[0]!;
    const [pa, pb] = await both('GET', `/api/avatars/${avatar.id}`);
    expect(pb.rawPayload.equals(pa.rawPayload)).toBe(true);
  });

  it('continues team numbers where the source stopped', async () => {
    const [onTarget] = await target.db.insert(teams).values({ name: 'First After Restore' }).returning();
    expect(onTarget!.teamNumber).toBe(nextTeamNumberOnSource);
  });

  it('refuses a database that holds an event, and replaces it with --force', async () => {
    await expect(restoreBackup(target.db, Readable.from(backup))).rejects.toThrow(/already holds an event \(rows in .*users/);
    const result = await restoreBackup(target.db, Readable.from(backup), { force: true });
    expect(result.rows.users).toBeGreaterThan(80);
    const [again] = await target.db.insert(teams).values({ name: 'First After Second Restore' }).returning();
    expect(again!.teamNumber).toBe(nextTeamNumberOnSource);
  });

  it('writes nothing from a cut or foreign file', async () => {
    const empty = await openPglite(undefined);
    try {
      await expect(restoreBackup(empty.db, Readable.from(backup.subarray(0, Math.floor(backup.length * 0.6))))).rejects.toThrow(/^The backup is incomplete/);
      await expect(restoreBackup(empty.db, Readable.from(Buffer.from('Email,Name\na@b.dev,A\n')))).rejects.toBeInstanceOf(BackupError);
      expect(await nonEmptyTables(empty.db)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

// Runs after the comparisons above: the sign-ins here add sessions to the source only.
describe('who may download a backup', () => {
  const backupAs = (token?: string) => source.app.inject({ method: 'GET', url: '/api/backup', headers: token ? bearer(token) : {} });
  const downloads = async () => (await source.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'backup.download')))[0]!.n;

  // The file holds every password hash: nobody but a superadmin gets it.
  it.each(['participant1', 'participant4', 'mentor1', 'judge1'])('%s gets a 403 and no file', async (who) => {
    const before = await downloads();
    const res = await backupAs(await login(source.app, `${who}@demo.hackcamp.dev`, 'hackcamp123'));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, message: MSG.forbidden });
    expect(await downloads(), 'a refused call takes no snapshot').toBe(before);
  });

  it('an anonymous caller gets a 401 and no file', async () => {
    const before = await downloads();
    const res = await backupAs();
    expect(res.statusCode, res.body.slice(0, 200)).toBe(401);
    expect(res.json()).toEqual({ success: false, message: MSG.unauthenticated });
    expect(await downloads()).toBe(before);
  });
});
