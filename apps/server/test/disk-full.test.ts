import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { OPS_MSG } from '@hackcamp/contract';
import { call, spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';

/**
 * A disk that fills up under a real server: the database's files sit on a tmpfs of a few MB (the
 * data folder on PGlite, a tablespace on PostgreSQL) that the test fills with a file of its own.
 * Needs the right to mount (root), and on PostgreSQL a server on this machine; skipped otherwise.
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres';
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-disk-full-'));
const mounted = process.platform === 'linux' && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mountPoint]).status === 0;
const ADMIN = { email: 'full-admin@example.org', password: 'full-admin-password-1' };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  if (mounted) spawnSync('umount', ['-l', mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

/** The PostgreSQL server's own user and folder, when it runs on this machine: the tablespace must be its. */
async function localPostgresOwner(adminUrl: string): Promise<number | undefined> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ dir: string }>(`select current_setting('data_directory') as dir`);
    return fs.statSync(rows[0]!.dir, { throwIfNoEntry: false })?.uid;
  } finally {
    await c.end();
  }
}

/** Leaves about `bytes` free on the tmpfs. */
function fillDisk(bytes: number) {
  const filler = path.join(mountPoint, 'filler');
  const { bavail, bsize } = fs.statfsSync(mountPoint);
  try {
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - bytes)));
  } catch (error) {
    // The database wrote to the disk between the count and the filler (a checkpoint: CI saw it
    // with other process-heavy files running beside this one), so the filler met a full disk
    // first. What it wrote stays; the room asked for is given back.
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    fs.truncateSync(filler, Math.max(0, fs.statSync(filler).size - bytes));
  }
}

async function serverOnSmallDisk(): Promise<ServerProcess> {
  const env: Record<string, string> = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, JWT_SECRET: 'disk-full-secret-disk-full-secret-disk' };
  if (onPostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const owner = await localPostgresOwner(adminUrl);
    const space = path.join(mountPoint, 'tablespace');
    fs.mkdirSync(space);
    fs.chownSync(space, owner!, owner!);
    const name = `hc_full_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create tablespace ${name} location '${space}'`);
    await admin.query(`create database ${name} tablespace ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`drop tablespace if exists ${name}`);
      await c.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    env.DATA_DIR = path.join(mountPoint, 'data');
  }
  const server = spawnServer(env);
  cleanups.push(() => server.stop());
  await waitForHealth(server, 120_000);
  return server;
}

const canRun = mounted && (!onPostgres || (await localPostgresOwner(process.env.TEST_DATABASE_URL!)) !== undefined);

describe.skipIf(!canRun)('a full disk', () => {
  it('answers 503 in plain words, health says so, and writes work again once there is room', { timeout: 300_000 }, async () => {
    const server = await serverOnSmallDisk();
    const login = await call(server.base, 'POST', '/api/auth/login', ADMIN);
    const token = login.body.data.token as string;
    // Random text does not compress: each announcement takes its size on disk.
    const announce = () => call(server.base, 'POST', '/api/announcements', { title: 'Room check', content: randomBytes(3600).toString('base64') }, token);
    expect((await announce()).status).toBe(201);

    fillDisk(256 * 1024);
    let full;
    for (let i = 0; i < 400 && !full; i++) {
      const res = await announce();
      if (res.status !== 201) full = res;
    }
    expect(full).toEqual({ status: 503, body: { success: false, message: OPS_MSG.storageFull } });
    const health = await call(server.base, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data.storage).toBe('full');
    // Reads still work, except on PostgreSQL where a new connection must write a file first: then the same 503.
    const read = await call(server.base, 'GET', '/api/announcements', undefined, token);
    if (read.status !== 200) expect(read).toEqual({ status: 503, body: { success: false, message: OPS_MSG.storageFull } });
    expect(server.output()).toMatch(/the disk is full/);

    fs.rmSync(path.join(mountPoint, 'filler'));
    expect((await announce()).status).toBe(201);
    expect(server.alive()).toBe(true);
  });
});
