import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../../../scripts/throwaway-postgres.mjs';

/** The lowest port the system hands out for port 0 (Linux's default range starts at 32768). */
function lowestEphemeralPort(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A PostgreSQL cluster of a test file's own, one it may stop and restart; null without
 * PostgreSQL's server binaries. PostgreSQL cannot take a port the system chooses and say which, so
 * its port comes from below the range the system hands out for port 0: a server process started
 * with PORT=0 can never take it, not even while the cluster restarts. A port another program
 * already holds there is given up for another one.
 */
export function startOwnCluster(): Cluster | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-pg-'));
  const log = path.join(dir, 'server.log');
  for (let attempt = 1; ; attempt++) {
    const logged = fs.existsSync(log) ? fs.statSync(log).size : 0;
    try {
      return startCluster({ port: randomInt(10_000, lowestEphemeralPort()), dir });
    } catch (err) {
      const said = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(logged) : '';
      if (attempt >= 5 || !/could not bind|already in use/i.test(said)) throw err;
    }
  }
}
