// Timings of the bulk paths (not throughput): a 5,000-row participants import (preview, commit,
// the same file again), a backup and restore of the event that holds them, and a backup of a
// database of more than a million rows (BENCH_BACKUP_ROWS, 0 to skip), whose time must grow with
// the rows and no faster (decision 0028: pages by OFFSET took 23 minutes for 1.19 million rows).
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { restoreBackup } from '../src/db/backup/restore-backup.ts';
import { writeBackup } from '../src/db/backup/write-backup.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const ROWS = 5000;
const LARGE_BACKUP_ROWS = Number(process.env.BENCH_BACKUP_ROWS ?? 1_200_000);

/**
 * An empty database filled with `rows` rows by the database itself: a sixth people (with their
 * indexes, trigram ones included), the rest audit entries; then one backup, timed, into a sink
 * that counts the bytes.
 */
export async function benchLargeBackup(database: Database, rows = LARGE_BACKUP_ROWS): Promise<string> {
  const people = Math.floor(rows / 6);
  const fillStarted = performance.now();
  // In slices: one statement of 200,000 notified rows overflows PGlite's stack.
  for (let from = 1; from <= people; from += 10_000)
    await database.db.execute(
      sql.raw(`insert into users (name, email, password_hash, role, participant_type, college_name, mobile)
        select 'Person ' || i, 'p' || i || '@bench.dev', '$argon2id$v=19$m=19456,t=2,p=1$' || md5(i::text) || md5((i + 1)::text),
               'participant', 'bootcamp', 'College ' || (i % 40), '98' || lpad(i::text, 8, '0')
        from generate_series(${from}, ${Math.min(people, from + 9_999)}) i`),
    );
  for (let from = 1; from <= rows - people; from += 100_000)
    await database.db.execute(
      sql.raw(`insert into audit_log (actor_name, action, target_type, target_id, target_label, details)
        select 'Admin', 'attendance.mark', 'user', md5(i::text), 'Person ' || i, jsonb_build_object('day', i % 10, 'status', 'present')
        from generate_series(${from}, ${Math.min(rows - people, from + 99_999)}) i`),
    );
  const fillMs = performance.now() - fillStarted;
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const [footer, backupMs] = await timed(() => writeBackup(database.db, database.engine, sink));
  const total = Object.values(footer.rows).reduce((a, b) => a + b, 0);
  return `  backup of ${total} rows (${people} people, the rest audit entries; filled in ${(fillMs / 1000).toFixed(0)} s): ${(backupMs / 1000).toFixed(1)} s, ${(bytes / 1048576).toFixed(1)} MB, ${Math.round(total / (backupMs / 1000))} rows/s`;
}

function multipart(csv: string) {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="participants.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

export async function benchImportAndBackup(app: FastifyInstance, database: Database, openEmpty: () => Promise<Database>): Promise<string[]> {
  // The load generator stops with requests still queued (PGlite answers one query at a time): this
  // one waits behind them, so the timings below do not include the backlog.
  await app.inject({ method: 'GET', url: '/api/health' });
  await database.db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'bench-admin@bench.dev', role: 'superadmin', passwordHash: await hashPassword('bench-admin-pass') });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bench-admin@bench.dev', password: 'bench-admin-pass' } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const csv = [
    'Email,Name,College Name,Mobile Number',
    ...Array.from({ length: ROWS }, (_, i) => `imported${i}@bench.dev,Imported Person ${i},"College ${i % 40}, Hyderabad",98${String(i).padStart(8, '0')}`),
  ].join('\n');
  const call = (dryRun: boolean) => {
    const form = multipart(csv);
    return app.inject({
      method: 'POST',
      url: `/api/import/participants?dryRun=${dryRun}`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
  };
  const summary = (res: { json(): unknown }) => (res.json() as { data: { summary: Record<string, number> } }).data.summary;

  const [preview, previewMs] = await timed(() => call(true));
  const [commit, commitMs] = await timed(() => call(false));
  const [again, againMs] = await timed(() => call(false));
  if (summary(commit).created !== ROWS || summary(again).skipped !== ROWS) throw new Error(`import went wrong: ${commit.body.slice(0, 300)}`);

  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (c: Buffer) => chunks.push(c));
  const [footer, backupMs] = await timed(() => writeBackup(database.db, database.engine, sink));
  const file = Buffer.concat(chunks);
  const rows = Object.values(footer.rows).reduce((a, b) => a + b, 0);
  const target = await openEmpty();
  try {
    const [, restoreMs] = await timed(() => restoreBackup(target.db, Readable.from(file)));
    const large = LARGE_BACKUP_ROWS > 0 ? await benchLargeBackupIn(openEmpty) : [];
    return [
      ...large,
      `  import ${ROWS} participants: preview ${previewMs.toFixed(0)} ms (${summary(preview).created} to create), commit ${commitMs.toFixed(0)} ms, same file again ${againMs.toFixed(0)} ms (all skipped)`,
      `  backup ${rows} rows: ${backupMs.toFixed(0)} ms, ${(file.length / 1024).toFixed(0)} KB; restore into an empty database: ${restoreMs.toFixed(0)} ms`,
    ];
  } finally {
    await target.close();
  }
}

async function benchLargeBackupIn(openEmpty: () => Promise<Database>): Promise<string[]> {
  const scratch = await openEmpty();
  try {
    return [await benchLargeBackup(scratch)];
  } finally {
    await scratch.close();
  }
}
