// `npm run backup -- <file> [--from <server url>]`: the whole event in one file.
//   DATABASE_URL set: read from PostgreSQL in one REPEATABLE READ snapshot; the server keeps running.
//   Otherwise: the embedded database in DATA_DIR, which only one process may open. With the
//   server stopped the folder is read directly; while it runs, add --from http://host:port and
//   the running server writes the backup (GET /api/backup, signed in as a superadmin with
//   BACKUP_EMAIL/BACKUP_PASSWORD, or ADMIN_EMAIL/ADMIN_PASSWORD).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { loadConfig } from '../config.ts';
import { writeBackup } from '../db/backup/write-backup.ts';
import { createPool, PGLITE_EXTENSIONS, type Db } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import * as schema from '../db/schema/index.ts';
import { cliFail, cliArgs, resolveFromUserCwd } from './cli-args.ts';

const USAGE = 'Usage: npm run backup -- <file> [--from http://localhost:3000]';

async function fromServer(base: string, file: string) {
  const email = process.env.BACKUP_EMAIL ?? process.env.ADMIN_EMAIL;
  const password = process.env.BACKUP_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) cliFail('Set BACKUP_EMAIL and BACKUP_PASSWORD (a superadmin) to take a backup through the running server.');
  const url = (p: string) => new URL(p, base).toString();
  const login = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await login.json().catch(() => ({}))) as { message?: string; data?: { token?: string } };
  if (!login.ok || !body.data?.token) cliFail(`Signing in to ${base} failed: ${body.message ?? login.status}`);
  const token = body.data.token;
  try {
    const res = await fetch(url('/api/backup'), { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) cliFail(`The server refused the backup: ${((await res.json().catch(() => ({}))) as { message?: string }).message ?? res.status}`);
    await pipeline(Readable.fromWeb(res.body as ReadableStream), fs.createWriteStream(file));
  } finally {
    await fetch(url('/api/auth/logout'), { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
}

async function direct(file: string): Promise<Record<string, number>> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, 1);
    try {
      return (await writeBackup(drizzlePg(pool, { schema }) as unknown as Db, 'postgres', fs.createWriteStream(file))).rows;
    } finally {
      await pool.end();
    }
  }
  if (!fs.existsSync(path.join(config.dataDir, 'PG_VERSION')))
    cliFail(`There is no event in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    cliFail(`${err.message}\nWhile the server runs, take the backup through it:\n  npm run backup -- <file> --from http://localhost:${config.port}`);
  }
  try {
    // Opened as it is, without migrating: a backup never changes what it copies.
    const client = await PGlite.create(config.dataDir, { extensions: PGLITE_EXTENSIONS });
    try {
      return (await writeBackup(drizzlePglite(client, { schema }) as unknown as Db, 'pglite', fs.createWriteStream(file))).rows;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

async function main() {
  const { positional, flags } = cliArgs(process.argv.slice(2), ['from']);
  if (positional.length !== 1) cliFail(USAGE);
  const file = resolveFromUserCwd(positional[0]!);
  // Written beside the target and renamed at the end, so a failed run never leaves a file that looks whole.
  const partial = `${file}.partial`;
  const started = Date.now();
  try {
    const rows = typeof flags.from === 'string' ? (await fromServer(flags.from, partial), undefined) : await direct(partial);
    fs.renameSync(partial, file);
    const total = rows ? Object.values(rows).reduce((a, b) => a + b, 0) : undefined;
    console.log(
      `Backup written to ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KB${total !== undefined ? `, ${total} rows` : ''}, ${Date.now() - started} ms).`,
    );
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
