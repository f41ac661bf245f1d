import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitForHealth, type ServerProcess } from './helpers/server-process.ts';

// The data folder's lock is the embedded engine's: one process per folder, on any test project.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-restart-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const s of running) await s.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

function start(dataDir: string, wrapper?: string[]) {
  const server = spawnServer({ DATA_DIR: dataDir }, { wrapper });
  running.push(server);
  return server;
}

const exited = (server: ServerProcess) => new Promise<void>((resolve) => (server.alive() ? server.child.once('exit', () => resolve()) : resolve()));

/** Containers run their program as PID 1 of a PID namespace of their own: so does this wrapper. */
const AS_PID_1 = ['unshare', '--pid', '--fork', '--mount-proc'];
const canUnshare = process.platform === 'linux' && spawnSync('unshare', [...AS_PID_1, 'true']).status === 0;

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('a node killed with -9 starts again on its data folder', () => {
  it('restarts at once after kill -9', { timeout: 180_000 }, async () => {
    const dir = path.join(work, 'plain');
    for (let round = 0; round < 1; round++) {
      const server = start(dir);
      await waitForHealth(server, 60_000);
      server.child.kill('SIGKILL');
      await exited(server);
    }
    const again = start(dir);
    await waitForHealth(again, 60_000);
    await again.stop();
  });

  it('refuses a second process while the first one lives, naming its pid', { timeout: 120_000 }, async () => {
    const dir = path.join(work, 'two');
    const first = start(dir);
    await waitForHealth(first, 60_000);
    const second = start(dir);
    await exited(second);
    expect(second.child.exitCode).toBe(1);
    expect(second.output()).toContain(`is in use by another HackCamp process (pid ${first.child.pid})`);
    expect(second.output()).not.toMatch(/\n\s+at /); // one sentence, no stack trace
    await first.stop();
  });

  it.skipIf(!canUnshare)('restarts at once as a container PID 1 killed with -9', { timeout: 180_000 }, async () => {
    const dir = path.join(work, 'pid1');
    for (let round = 0; round < 2; round++) {
      const server = start(dir, AS_PID_1);
      await waitForHealth(server, 60_000);
      expect(fs.readFileSync(path.join(dir, 'hackcamp.lock'), 'utf8')).toBe('1');
      // unshare forked the server, which is PID 1 inside; kill that process, not the wrapper.
      const unsharePid = server.child.pid!;
      const inner = Number(fs.readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8').trim().split(' ')[0]);
      expect(inner).toBeGreaterThan(0);
      process.kill(inner, 'SIGKILL');
      await exited(server);
    }
  });
});
