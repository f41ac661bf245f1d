// Starts (or stops) a disposable PostgreSQL cluster for the tests, from the server binaries on this
// machine (Debian's postgresql package). Prints the connection URL. Used by `npm test` and .ci/run.
//   node scripts/throwaway-postgres.mjs start   -> prints postgres://... ; cluster dir in .data-pg/
//   node scripts/throwaway-postgres.mjs stop
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.TEST_PG_PORT ?? 5433);
const STATE = path.join(os.tmpdir(), `hackcamp-test-pg-${PORT}.json`);

export function findPgBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const isRoot = process.getuid?.() === 0;

function run(bin, args) {
  // initdb and postgres refuse to run as root; run them as the postgres user then.
  if (isRoot) {
    const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: ['ignore', 'pipe', 'pipe'] });
  }
  return execFileSync(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export function startPostgres() {
  const bin = findPgBin();
  if (!bin) return null;
  stopPostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const opts = `-p ${PORT} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run(path.join(bin, 'pg_ctl'), ['-D', dir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  fs.writeFileSync(STATE, JSON.stringify({ dir, bin }));
  return `postgres://postgres@127.0.0.1:${PORT}/postgres`;
}

export function stopPostgres() {
  if (!fs.existsSync(STATE)) return;
  const { dir, bin } = JSON.parse(fs.readFileSync(STATE, 'utf8'));
  try {
    run(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // already stopped
  }
  fs.rmSync(dir, { recursive: true, force: true });
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
