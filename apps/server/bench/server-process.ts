// A server under measurement runs in a child process of its own, so its memory and CPU are its
// own and the load generator never shares its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface ChildServer {
  url: string;
  pid: number;
  /** From spawn to the first answer of the ready path. */
  startupMs: number;
  /** Resident memory now and at its peak so far (Linux /proc), in MB; null elsewhere. */
  /** CPU time used so far, in ms (Linux /proc); null elsewhere. */
  cpuMs(): number | null;
  memory(): { rssMb: number; peakMb: number } | null;
  /** How often the server said its change feed went down (its caches were bypassed meanwhile). */
  feedDowns(): number;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system) the process has used so far, in milliseconds; Linux counts it in 1/100 s. */
function readCpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function readMemory(pid: number) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Spawns `node <args>` with exactly `env` (plus PATH and HOME) and waits until GET `readyPath`
 * answers 200. Its standard output (the request log) goes nowhere; the end of its standard error is
 * kept for the message when it fails to start.
 */
export async function startChild(opts: {
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  readyPath: string;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const started = performance.now();
  const child = spawn(process.execPath, opts.args, {
    cwd: opts.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let feedDowns = 0;
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    feedDowns += text.split('change feed is down').length - 1;
    stderr = (stderr + text).slice(-4000);
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = started + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it answered:\n${stderr}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer ${opts.readyPath} within ${(opts.timeoutMs ?? 180_000) / 1000} s:\n${stderr}`);
    }
    const ok = await fetch(url + opts.readyPath)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    startupMs,
    memory: () => readMemory(child.pid!),
    cpuMs: () => readCpuMs(child.pid!),
    feedDowns: () => feedDowns,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
