// Starts (or stops) a disposable PostgreSQL cluster for the tests, from the server binaries on this
// machine (Debian's postgresql package). Prints the connection URL. Used by `npm test` and .ci/run.
//   node scripts/throwaway-postgres.mjs start   -> prints postgres://... ; cluster in a temporary folder
//   node scripts/throwaway-postgres.mjs stop
// The port is TEST_PG_PORT (default 5433). Tests that need a cluster of their own (one they can
// restart) use startCluster / controlCluster / stopCluster with a port and folder of their choice.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.TEST_PG_PORT ?? 5433);
const STATE = path.join(os.tmpdir(), `hackcamp-test-pg-${PORT}.json`);

export function findPgBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const isRoot = process.getuid?.() === 0;

// initdb and postgres refuse to run as root; run them as the postgres user then.
const asPostgres = (bin, args) =>
  isRoot ? ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ')]] : [bin, args];

const run = (bin, args) => execFileSync(...asPostgres(bin, args), { stdio: ['ignore', 'pipe', 'pipe'] });

/** Like run, without blocking the caller: a test keeps sending requests while the server restarts. */
const runAsync = (bin, args) =>
  new Promise((resolve, reject) => {
    execFile(...asPostgres(bin, args), (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)));
  });

const serverOptions = (cluster) =>
  `-p ${cluster.port} -k ${cluster.dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c listen_addresses=127.0.0.1 -c max_connections=200`;

const pgCtlArgs = (cluster, args) => ['-D', cluster.dir, '-o', serverOptions(cluster), '-l', path.join(cluster.dir, 'server.log'), ...args];

/**
 * Starts a cluster on `port` in `dir` (created and initialised when missing or empty; a new
 * temporary folder when omitted). Returns null when this machine has no PostgreSQL binaries.
 * @param {{ port: number, dir?: string }} opts
 */
export function startCluster({ port, dir }) {
  const bin = findPgBin();
  if (!bin) return null;
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-pg-'));
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    run(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  }
  const cluster = { port, dir, bin, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
  run(path.join(bin, 'pg_ctl'), pgCtlArgs(cluster, ['-w', 'start']));
  return cluster;
}

/**
 * Stops, starts or restarts a cluster made by startCluster; resolves once pg_ctl is done (after a
 * start or restart, the server accepts connections). `fast` ends every session, as a planned
 * restart does; `immediate` is a crash-like stop.
 * @param {{ port: number, dir: string, bin: string }} cluster
 * @param {'stop' | 'start' | 'restart'} action
 * @param {'smart' | 'fast' | 'immediate'} mode
 * @returns {Promise<void>}
 */
export async function controlCluster(cluster, action, mode = 'fast') {
  await runAsync(path.join(cluster.bin, 'pg_ctl'), pgCtlArgs(cluster, action === 'start' ? ['-w', 'start'] : ['-m', mode, '-w', action]));
}

/**
 * Stops a cluster; `remove` also deletes its folder.
 * @param {{ dir: string, bin: string }} cluster
 */
export function stopCluster(cluster, { mode = 'immediate', remove = true } = {}) {
  try {
    run(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.dir, '-m', mode, '-w', 'stop']);
  } catch {
    // already stopped
  }
  if (remove) fs.rmSync(cluster.dir, { recursive: true, force: true });
}

/** The cluster of TEST_PG_PORT, remembered in a state file so `stop` finds it from another process. */
export function startPostgres() {
  if (!findPgBin()) return null;
  stopPostgres();
  const cluster = startCluster({ port: PORT });
  fs.writeFileSync(STATE, JSON.stringify({ dir: cluster.dir, bin: cluster.bin }));
  return cluster.url;
}

export function stopPostgres() {
  if (!fs.existsSync(STATE)) return;
  const { dir, bin } = JSON.parse(fs.readFileSync(STATE, 'utf8'));
  stopCluster({ dir, bin });
  fs.rmSync(STATE, { force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cmd = process.argv[2];
  if (cmd === 'start') {
    const url = startPostgres();
    if (!url) {
      console.error('No PostgreSQL server binaries found (apt-get install postgresql).');
      process.exit(1);
    }
    console.log(url);
  } else if (cmd === 'stop') {
    stopPostgres();
  } else {
    console.error('usage: throwaway-postgres.mjs start|stop');
    process.exit(2);
  }
}
