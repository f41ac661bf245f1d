import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFreshPostgres } from './test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`; known once the process listens (`listening()`, `waitForHealth`). */
  readonly base: string;
  child: ChildProcess;
  /** Resolves with the port the process listens on; rejects if it exits first or after `ms`. */
  listening(ms: number): Promise<number>;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  alive(): boolean;
  /** SIGTERM, then SIGKILL if it has not exited after a few seconds. */
  stop(): Promise<void>;
}

/**
 * The real server (src/main.ts) in its own process, configured only by `env`. It runs under
 * `node --import tsx` rather than `npx tsx`: one process whose exit is the server's exit, and no
 * npx start-up on a busy machine. It listens on a port the system chooses (PORT=0) and says which
 * over its IPC channel, so test files side by side never race for a port; `port` is for a test
 * that wants a given one.
 */
export function spawnServer(env: Record<string, string>, options: { port?: number; wrapper?: string[] } = {}): ServerProcess {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-nodist-'));
  // A wrapper runs the server under another command (`unshare ...` makes it a container's PID 1).
  const [command, ...args] = [...(options.wrapper ?? []), process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(options.port ?? 0),
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
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  let port: number | undefined;
  // Other messages come through the channel too (tsx reports the files it loads).
  const announced = new Promise<number>((resolve) => {
    const onMessage = (message: { type?: string; port?: number }) => {
      if (message?.type !== 'listening' || typeof message.port !== 'number') return;
      child.off('message', onMessage);
      resolve((port = message.port));
    };
    child.on('message', onMessage);
  });
  return {
    get base() {
      if (port === undefined) throw new Error('the server has not said its port yet: await listening() or waitForHealth() first');
      return `http://127.0.0.1:${port}`;
    },
    child,
    listening(ms) {
      let timer: NodeJS.Timeout | undefined;
      const failed = (why: string) => new Error(`server did not listen: ${why}:\n${output}`);
      return Promise.race([
        announced,
        exited.then(() => Promise.reject(failed(`it exited (${child.exitCode ?? child.signalCode})`))),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(failed(`no port within ${ms} ms`)), ms))),
      ]).finally(() => clearTimeout(timer));
    },
    output: () => output,
    alive,
    async stop() {
      if (!alive()) return;
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
  await server.listening(timeoutMs);
  for (;;) {
    if (!server.alive()) throw new Error(`server ${server.base} exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
    const res = await call(server.base, 'GET', '/api/health');
    if (res.status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`server ${server.base} not healthy after ${timeoutMs} ms (last ${res.status} ${JSON.stringify(res.body)}):\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A participant registered and signed in over HTTP, as from a browser; `domain` names the test file. */
export async function signUpOver(base: string, domain: string): Promise<{ id: string; token: string; email: string; password: string }> {
  const email = `p-${randomBytes(4).toString('hex')}@${domain}`;
  const password = 'participant-pass-1';
  const registration = {
    name: 'Node Person',
    email,
    mobile: '9876543210',
    collegeName: 'CBIT',
    participantType: 'bootcamp',
    password,
    confirmPassword: password,
  };
  const registered = await call(base, 'POST', '/api/auth/register', registration);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await call(base, 'POST', '/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: login.body.data.user._id, token: login.body.data.token, email, password };
}

/**
 * The environment of a server on an empty database of its own: a new database on the PostgreSQL
 * server of TEST_DATABASE_URL on that engine, a new DATA_DIR otherwise. `drop` removes it.
 */
export async function ownDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (process.env.TEST_ENGINE === 'postgres') {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    return { env: { DATABASE_URL: fresh.url }, drop: () => fresh.drop() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-data-'));
  return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
