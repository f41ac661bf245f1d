// The two engines the server runs on, as the bench needs them: empty databases to generate the
// event into and to start a server on, each dropped again afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { findPgBin, startCluster, stopCluster, type Cluster } from '../../../scripts/throwaway-postgres.mjs';
import { freePort } from './server-process.ts';

export interface BenchDatabase {
  /** What a server process needs in its environment to use this database. */
  env: Record<string, string>;
  /** Opens it in this process (on PGlite only while no server holds the folder). */
  open(): Promise<Database>;
  /** Size on disk, in MB. */
  sizeMb(): Promise<number>;
  drop(): Promise<void>;
}

export interface Engine {
  name: 'pglite' | 'postgres';
  /** One line on what exactly ran: the server version, the settings that matter. */
  label: string;
  createEmpty(): Promise<BenchDatabase>;
  /** A throwaway database in this process (the backup is restored into it); close drops it. */
  openScratch(): Promise<Database>;
  close(): Promise<void>;
}

function folderSize(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

export function pgliteEngine(): Engine {
  return {
    name: 'pglite',
    label: 'PGlite (embedded, one process; data folder on local disk)',
    async createEmpty() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-bench-pglite-'));
      return {
        env: { DATA_DIR: dir },
        open: () => openDatabase({ dataDir: dir, databaseUrl: undefined }),
        sizeMb: async () => folderSize(dir) / 1024 / 1024,
        drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
    openScratch: () => openPglite(undefined),
    close: async () => undefined,
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseOn(adminUrl: string) {
  const name = `hc_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    create: () => adminQuery(adminUrl, `create database ${name}`),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

/**
 * PostgreSQL at BENCH_DATABASE_URL (a role that may create databases), or else a throwaway cluster
 * on BENCH_PG_PORT or a free port. A string when there is none: the reason to skip it.
 */
export async function postgresEngine(): Promise<Engine | string> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let cluster: Cluster | null = null;
  let where = 'BENCH_DATABASE_URL';
  if (!adminUrl) {
    if (!findPgBin()) return 'no BENCH_DATABASE_URL and no PostgreSQL server binaries on this machine (apt-get install postgresql)';
    cluster = startCluster({ port: Number(process.env.BENCH_PG_PORT ?? (await freePort())) });
    adminUrl = cluster!.url;
    where = 'a throwaway cluster started by the bench: fsync, synchronous_commit and full_page_writes off';
  }
  const version = String((await adminQuery(adminUrl, 'show server_version')).rows[0]?.server_version ?? '?');
  const url = adminUrl;
  return {
    name: 'postgres',
    label: `PostgreSQL ${version} (${where}); the server's pool holds 10 connections`,
    async createEmpty() {
      const db = databaseOn(url);
      await db.create();
      return {
        env: { DATABASE_URL: db.url },
        open: () => openPostgres(db.url, { onConnectionError: () => undefined }),
        async sizeMb() {
          const database = await openPostgres(db.url, { poolSize: 1, onConnectionError: () => undefined });
          try {
            const [row] = await rawRows<{ bytes: string }>(database.db, sql`select pg_database_size(current_database()) as bytes`);
            return Number(row!.bytes) / 1024 / 1024;
          } finally {
            await database.close();
          }
        },
        drop: db.drop,
      };
    },
    async openScratch() {
      const db = databaseOn(url);
      await db.create();
      const database = await openPostgres(db.url, { onConnectionError: () => undefined });
      return {
        ...database,
        async close() {
          await database.close();
          await db.drop();
        },
      };
    },
    async close() {
      if (cluster) stopCluster(cluster);
    },
  };
}
