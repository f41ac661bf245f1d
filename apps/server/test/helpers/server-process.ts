import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** A port nobody listens on right now (the system picks it), so parallel test files never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  alive(): boolean;
  /** SIGTERM, then SIGKILL if it has not exited after a few seconds. */
  stop(): Promise<void>;
}

/**
 * The real server (src/main.ts) in its own process, configured only by `env`. It runs under
 * `node --import tsx` rather than `npx tsx`: one process whose exit is the server's exit, and no
 * npx start-up on a busy machine.
 */
export function spawnServer(port: number, env: Record<string, string>, options: { wrapper?: string[] } = {}): ServerProcess {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-nodist-'));
  // A wrapper runs the server under another command (`unshare ...` makes it a container's PID 1).
  const [command, ...args] = [...(options.wrapper ?? []), process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CHECK_ANSWERS: 'true',
      WEB_DIST: webDist,
      // Every test registers its people from 127.0.0.1; the limit's own tests set it.
      REGISTRATIONS_PER_HOUR: '1000000',
      // Test files run side by side and load the machine far beyond an event's node: a node here
      // should not shed load because its neighbours are busy (load-shedding.test.ts tests shedding).
      MAX_EVENT_LOOP_DELAY_MS: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: any;
}

/** One JSON request; a refused or broken connection is status 0 with the error code in the body. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the failure message
    }
    return { status: res.status, body: parsed };
  } catch (err) {
    const e = err as { cause?: { code?: string }; name?: string; message?: string };
    return { status: 0, body: e.cause?.code ?? e.name ?? e.message };
  }
}

/** Resolves with the milliseconds it took until GET /api/health answered 200; throws after `timeoutMs`. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (!server.alive()) throw new Error(`server ${server.base} exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
    const res = await call(server.base, 'GET', '/api/health');
    if (res.status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`server ${server.base} not healthy after ${timeoutMs} ms (last ${res.status} ${JSON.stringify(res.body)}):\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
