import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { refusingAddress } from './helpers/refusing-address.ts';
import { spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';
import { createFreshPostgres } from './helpers/test-database.ts';

/**
 * What an operator reads when a node cannot start: one sentence naming the setting to fix, exit
 * code 1, no stack trace. Real server processes, configured only by their environment.
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-startup-'));
const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function failedStart(env: Record<string, string>, wrapper?: string[]): Promise<string> {
  const server = spawnServer(env, { wrapper });
  cleanups.push(() => server.stop());
  const code = await new Promise<number | null>((resolve) => server.child.once('exit', (c) => resolve(c)));
  expect(code, server.output()).toBe(1);
  const out = server.output().trim();
  expect(out).not.toMatch(/\n\s+at /); // no stack trace
  return out;
}

/** A migration this build does not have, as a newer HackCamp would have left it. */
const FUTURE = sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a-migration-from-a-newer-hackcamp', 99999999999999)`;
const NEWER_SENTENCE = /^The database in (DATA_DIR \(.*\)|DATABASE_URL) was updated by a newer HackCamp \(1 change this version does not know\)/;

describe('a database from a newer HackCamp', () => {
  it('is refused at start with a plain sentence, and left as it was', { timeout: 180_000 }, async () => {
    let env: Record<string, string>;
    let config: { dataDir: string; databaseUrl: string | undefined };
    if (onPostgres) {
      const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
      cleanups.push(() => fresh.drop());
      config = { dataDir: '', databaseUrl: fresh.url };
      env = { DATABASE_URL: fresh.url };
    } else {
      config = { dataDir: path.join(work, 'newer'), databaseUrl: undefined };
      env = { DATA_DIR: config.dataDir };
    }
    const database = await openDatabase(config);
    await database.db.execute(FUTURE);
    const before = await rawRows(database.db, sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`);
    await database.close();

    expect(await failedStart(env)).toMatch(NEWER_SENTENCE);
    // The restore command opens the database the same way, and says the same.
    await expect(openDatabase(config)).rejects.toThrow(NEWER_SENTENCE);

    // Nothing was migrated or changed: the newer build finds its database as it left it.
    const pgClient = onPostgres ? await import('pg') : undefined;
    if (pgClient) {
      const c = new pgClient.default.Client({ connectionString: config.databaseUrl });
      await c.connect();
      const { rows } = await c.query('select hash, created_at::text from drizzle.__drizzle_migrations order by id');
      await c.end();
      expect(rows).toEqual(before);
    }
  });
});

const ip = (args: string[]) => spawnSync('ip', args, { encoding: 'utf8' });
/** A network namespace with nothing in it but a loopback that is down: no address routes anywhere. */
function isolatedNamespace(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  const name = `hc-noroute-${randomBytes(3).toString('hex')}`;
  if (ip(['netns', 'add', name]).status !== 0) return undefined;
  cleanups.push(() => void ip(['netns', 'del', name]));
  return name;
}

describe.skipIf(!onPostgres)('DATABASE_URL that does not lead to a database', () => {
  const adminUrl = () => new URL(process.env.TEST_DATABASE_URL!);

  it('names the port nobody listens on', { timeout: 60_000 }, async () => {
    const nobody = await refusingAddress();
    cleanups.push(() => nobody.release());
    const url = adminUrl();
    url.hostname = nobody.host;
    url.port = String(nobody.port);
    expect(await failedStart({ DATABASE_URL: url.toString() })).toBe(
      `Nothing accepts connections at ${nobody.host}:${nobody.port} (DATABASE_URL): start PostgreSQL there, or fix the host and port in DATABASE_URL.`,
    );
  });

  it('names the database that does not exist', { timeout: 60_000 }, async () => {
    const url = adminUrl();
    url.pathname = '/hc_no_such_database';
    expect(await failedStart({ DATABASE_URL: url.toString() })).toMatch(
      /^The database "hc_no_such_database" does not exist on .* \(DATABASE_URL\): create it \(createdb hc_no_such_database\), or fix the database name in DATABASE_URL\.$/,
    );
  });

  it('names the user that does not exist, without its password', { timeout: 60_000 }, async () => {
    const url = adminUrl();
    url.username = 'hc_no_such_role';
    url.password = 'a-secret-password';
    const out = await failedStart({ DATABASE_URL: url.toString() });
    expect(out).toMatch(
      /^PostgreSQL at .* refused the user "hc_no_such_role" \(DATABASE_URL\): .*hc_no_such_role.*\. Fix the user or password in DATABASE_URL\.$/,
    );
    expect(out).not.toContain('a-secret-password');
  });

  const isolated = isolatedNamespace();
  it.skipIf(!isolated)('names the host there is no route to', { timeout: 60_000 }, async () => {
    // From inside a namespace with no network, nothing leaves the machine: the address is only
    // ever looked up in an empty routing table.
    const out = await failedStart({ DATABASE_URL: 'postgres://hackcamp@192.0.2.10:5432/hackcamp' }, ['ip', 'netns', 'exec', isolated!]);
    expect(out).toBe(
      'The host 192.0.2.10 in DATABASE_URL cannot be reached from this machine (no route to it): check the address in DATABASE_URL, or the network between.',
    );
  });
});

describe.skipIf(onPostgres)('DATA_DIR and PORT that cannot be used', () => {
  const mountPoint = path.join(work, 'read-only');
  fs.mkdirSync(mountPoint);
  // Root writes through file permissions: only a read-only mount refuses it.
  const mounted = process.platform === 'linux' && spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', mountPoint]).status === 0;
  if (mounted) cleanups.push(() => void spawnSync('umount', ['-l', mountPoint]));

  it.skipIf(!mounted)('names a read-only DATA_DIR', { timeout: 60_000 }, async () => {
    expect(await failedStart({ DATA_DIR: mountPoint })).toBe(
      `DATA_DIR (${mountPoint}) is on a read-only file system: set DATA_DIR to a folder this process can write, or mount it read-write.`,
    );
  });

  it('names a PORT already taken', { timeout: 240_000 }, async () => {
    const first: ServerProcess = spawnServer({ DATA_DIR: path.join(work, 'first') });
    cleanups.push(() => first.stop());
    await waitForHealth(first, 180_000);
    const port = new URL(first.base).port;
    const second = spawnServer({ DATA_DIR: path.join(work, 'second') }, { port: Number(port) });
    cleanups.push(() => second.stop());
    const code = await new Promise<number | null>((resolve) => second.child.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    // The port is taken only once the event is open (its first superadmin may be printed before).
    expect(second.output().trim().split('\n').at(-1)).toBe(`Port ${port} is already in use: stop the program listening there, or set PORT to another port.`);
    expect(second.output()).not.toMatch(/\n\s+at /);
  });
});
