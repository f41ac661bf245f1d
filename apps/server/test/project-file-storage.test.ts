import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type Database } from '../src/db/client.ts';
import { createFilesService } from '../src/modules/files/files.service.ts';
import { projectFileCheck } from '../src/modules/projects/project-file.ts';
import { eventually } from './helpers/eventually.ts';
import { multipart } from './helpers/multipart.ts';
import { createProblem, createTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createFreshPostgres } from './helpers/test-database.ts';
import { migrationsUpTo } from './helpers/migrations-up-to.ts';

// Issue 39: project files are stored in chunks and streamed in. What goes around the happy path:
// an upload cut off or refused leaves nothing behind, chunks nothing took are swept, a pptx's
// entry is found whatever piece it falls in, and files stored inline before migration 0022 come
// back byte for byte after it.

const postgres = process.env.TEST_ENGINE === 'postgres';
const rowsOf = async <T>(database: Database, query: string) => (await database.db.execute(query)) as unknown as { rows: T[] };
const countFiles = async (database: Database, fileName: string) =>
  (
    await rowsOf<{ files: number; chunks: number }>(
      database,
      `select count(distinct f.id)::int as files, count(c.seq)::int as chunks from uploaded_files f
        left join uploaded_file_chunks c on c.file_id = f.id where f.file_name = '${fileName}'`,
    )
  ).rows[0]!;

describe('the pptx check, streaming', () => {
  const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const deck = Buffer.concat([ZIP, randomBytes(1000), Buffer.from('ppt/presentation.xml'), randomBytes(1000)]);
  const at = ZIP.length + 1000;

  it('finds the entry split across two pieces at every point, and across three', () => {
    for (let cut = at + 1; cut < at + 20; cut++) {
      const check = projectFileCheck('deck.pptx');
      check.head(deck.subarray(0, 8));
      check.take(deck.subarray(0, cut));
      check.take(deck.subarray(cut));
      expect(() => check.end(deck.length), `cut at ${cut - at}`).not.toThrow();
    }
    const check = projectFileCheck('deck.pptx');
    for (const [from, to] of [
      [0, at + 3],
      [at + 3, at + 5],
      [at + 5, deck.length],
    ])
      check.take(deck.subarray(from, to));
    expect(() => check.end(deck.length)).not.toThrow();
  });

  it('refuses a zip whose pieces only hold parts of the name', () => {
    const check = projectFileCheck('deck.pptx');
    check.head(ZIP);
    check.take(Buffer.concat([ZIP, Buffer.from('ppt/presenta')]));
    check.take(Buffer.from('XXtion.xml'));
    expect(() => check.end(100)).toThrow();
  });
});

describe('uploads that do not finish', () => {
  let t: TestApp;
  let base: string;
  let leader: { token: string };
  let teamId: string;

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await createStaff(t, 'superadmin');
    await setConfig(t, admin.token, { teamFormationEnabled: true, projectSubmissionEnabled: true });
    leader = (await createParticipants(t, 1, 'hackathon'))[0]!;
    teamId = (await createTeam(t, leader.token, (await createProblem(t, admin.token))._id))._id;
    const saved = await t.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/project`, headers: bearer(leader.token), payload: { title: 'Planner' } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('a connection cut half way through a 4 MB upload leaves no file and no chunk', async () => {
    const form = multipart({}, { name: 'cut.pdf', data: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4 * 1024 * 1024)]) });
    const req = http.request(`${base}/api/teams/${teamId}/project/file`, {
      method: 'PUT',
      headers: { ...bearer(leader.token), ...form.headers, 'content-length': form.payload.length },
    });
    req.on('error', () => undefined);
    req.write(form.payload.subarray(0, 2 * 1024 * 1024));
    // Chunks are being written: the cut comes in the middle of the upload, not before it.
    await eventually(async () => expect((await countFiles(t.database, 'cut.pdf')).chunks).toBeGreaterThan(3), 10_000);
    req.destroy();
    await eventually(async () => expect(await countFiles(t.database, 'cut.pdf')).toEqual({ files: 0, chunks: 0 }), 10_000);
  });

  it('a .pptx refused at its end, after its chunks were written, leaves none of them', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(300 * 1024)]);
    const form = multipart({}, { name: 'plain.pptx', data: zip });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}/project/file`,
      headers: { ...bearer(leader.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await countFiles(t.database, 'plain.pptx')).toEqual({ files: 0, chunks: 0 });
  });

  it('a chunked file nothing took is swept after an hour; an upload under way, a recorded file and an avatar are not', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200 * 1024)]);
    const form = multipart({}, { name: 'kept.pdf', data });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}/project/file`,
      headers: { ...bearer(leader.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.project.file).toEqual({ name: 'kept.pdf', size: data.length, mimeType: 'application/pdf' });

    const [owner] = (await rowsOf<{ id: string }>(t.database, `select id from users limit 1`)).rows;
    const [stale, fresh, avatar] = [randomUUID(), randomUUID(), randomUUID()];
    await t.database.db.execute(`insert into uploaded_files (id, owner_id, file_name, mime_type, size, data, created_at) values
      ('${stale}', '${owner!.id}', 'stale.pdf', 'application/pdf', 3, null, now() - interval '2 hours'),
      ('${fresh}', '${owner!.id}', 'fresh.pdf', 'application/pdf', 3, null, now() - interval '10 minutes'),
      ('${avatar}', '${owner!.id}', 'old-avatar.png', 'image/png', 3, '\\x010203', now() - interval '2 hours')`);
    await t.database.db.execute(`insert into uploaded_file_chunks (file_id, seq, data) values ('${stale}', 0, '\\x010203'), ('${fresh}', 0, '\\x010203')`);
    // The recorded file is made as old: being recorded is what keeps it.
    await t.database.db.execute(`update uploaded_files set created_at = now() - interval '2 hours' where file_name = 'kept.pdf'`);

    // A node sweeps before its first store and then every ten minutes: a new one stands for a node started since.
    const files = createFilesService({ db: t.database.db, engine: postgres ? 'postgres' : 'pglite' });
    await files.store({ ownerId: owner!.id, fileName: 'trigger.pdf', mimeType: 'application/pdf' }, Buffer.from('%PDF-1.7\n'));

    expect(await countFiles(t.database, 'stale.pdf')).toEqual({ files: 0, chunks: 0 });
    expect(await countFiles(t.database, 'fresh.pdf')).toEqual({ files: 1, chunks: 1 });
    expect((await countFiles(t.database, 'old-avatar.png')).files).toBe(1);
    expect(await countFiles(t.database, 'kept.pdf')).toEqual({ files: 1, chunks: 4 });
    const back = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/project/file`, headers: bearer(leader.token) });
    expect(back.rawPayload.equals(data)).toBe(true);
  });
});

describe('migration 0022 on files stored inline before it', () => {
  it('moves the file of a project into chunks and reads it back byte for byte; a file nothing records and an avatar stay inline and read as they were', async () => {
    const folder = migrationsUpTo(21);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-0021-'));
    const project = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * 65536 + 123)]);
    const exact = randomBytes(2 * 65536);
    const ids = { user: randomUUID(), team: randomUUID(), project: randomUUID(), loose: randomUUID(), avatar: randomUUID() };
    const seed = `
      insert into users (id, name, email, password_hash, role) values ('${ids.user}', 'Old Leader', 'old@example.com', 'x', 'participant');
      insert into teams (id, name) values ('${ids.team}', 'Old Team');
      insert into uploaded_files (id, owner_id, file_name, mime_type, size, data) values
        ('${ids.project}', '${ids.user}', 'old.pdf', 'application/pdf', ${project.length}, decode('${project.toString('base64')}', 'base64')),
        ('${ids.loose}', '${ids.user}', 'exact.pdf', 'application/pdf', ${exact.length}, decode('${exact.toString('base64')}', 'base64')),
        ('${ids.avatar}', '${ids.user}', 'me.png', 'image/png', 3, '\\x010203');
      insert into team_projects (team_id, title, file_id) values ('${ids.team}', 'Old project', '${ids.project}');`;
    const fresh = postgres ? await createFreshPostgres(process.env.TEST_DATABASE_URL!) : undefined;
    let database: Database | undefined;
    try {
      if (fresh) {
        const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
        await migratePg(drizzlePg(pool), { migrationsFolder: folder });
        await pool.query(seed);
        await pool.end();
        database = await openPostgres(fresh.url);
      } else {
        const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
        await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
        await client.exec(seed);
        await client.close();
        database = await openPglite(dataDir);
      }
      const files = createFilesService({ db: database.db, engine: postgres ? 'postgres' : 'pglite' });
      const read = async (id: string) => {
        const file = (await files.open(id))!;
        if (Buffer.isBuffer(file.body)) return { inline: true, data: file.body };
        const pieces: Buffer[] = [];
        for await (const piece of file.body) pieces.push(piece as Buffer);
        return { inline: false, data: Buffer.concat(pieces) };
      };
      const moved = await read(ids.project);
      expect(moved.inline).toBe(false);
      expect(moved.data.equals(project)).toBe(true);
      expect((await rowsOf<{ n: number }>(database, `select count(*)::int as n from uploaded_file_chunks where file_id = '${ids.project}'`)).rows[0]!.n).toBe(
        4,
      );
      const loose = await read(ids.loose);
      expect(loose).toEqual({ inline: true, data: exact });
      expect((await read(ids.avatar)).inline).toBe(true);
    } finally {
      await database?.close();
      await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
