// Timings of the bulk paths (not throughput): a 5,000-row participants import (preview, commit,
// the same file again) and a backup and restore of the event that holds them.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { restoreBackup } from '../src/db/backup/restore-backup.ts';
import { writeBackup } from '../src/db/backup/write-backup.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const ROWS = 5000;

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
    return [
      `  import ${ROWS} participants: preview ${previewMs.toFixed(0)} ms (${summary(preview).created} to create), commit ${commitMs.toFixed(0)} ms, same file again ${againMs.toFixed(0)} ms (all skipped)`,
      `  backup ${rows} rows: ${backupMs.toFixed(0)} ms, ${(file.length / 1024).toFixed(0)} KB; restore into an empty database: ${restoreMs.toFixed(0)} ms`,
    ];
  } finally {
    await target.close();
  }
}
