// The streams phase: many signed-in tabs hold `GET /api/events` open on one node, and one
// announcement to everyone goes through the API. Measures how long the last of them waits for it,
// what an open stream costs the node in memory, and what the open streams cost the hot reads.
// The clients run in processes of their own (stream-clients.ts).
import { execFile, fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { percentile } from './paced.ts';
import type { Row } from './report.ts';
import type { ChildServer } from './server-process.ts';
import { monotonicMs, openFilesLimit } from './machine.ts';

export const STREAM_TARGETS = { deliveryP99Ms: 2_000, perStreamKb: 20 } as const;

/** The reads measured without and with the streams: what a participant's open tab keeps asking for. */
export const STREAM_READS = ['GET /api/users/leaderboard page 1', 'GET /api/auth/profile', 'GET /api/config/config', 'GET /api/tasks'];

/** Openings in flight per client process: tabs arriving, not one burst the accept queue measures. */
const OPENING_CONCURRENCY = 50;
const OPEN_TIMEOUT_MS = 60_000;
/** How long the clients wait for the announcement before counting who did not get it. */
const DELIVERY_TIMEOUT_MS = 30_000;
/** Memory is read this long after the openings: the session checks of the last ones settle first. */
const SETTLE_MS = 5_000;

/** What the bench asks a client process (stream-clients.ts), and what it answers. */
export type ClientsMessage = { open: { base: string; tokens: string[]; concurrency: number; timeoutMs: number } } | { collect: { timeoutMs: number } };

export type ClientsReply =
  | { opened: { ready: number; failures: Record<string, number>; ms: number; fdLimit: number | null } }
  | {
      arrivals: {
        /** When each stream that got the announcement got it (`monotonicMs`). */
        times: number[];
        /** Streams that had their ready event, and of those the ones still open now. */
        ready: number;
        open: number;
        /** Ended by the server before the announcement came. */
        endedWithout: number;
      };
    };

export interface MemoryPair {
  beforeMb: number | null;
  withMb: number | null;
  perStreamKb: number | null;
}

export interface StreamsReport {
  date: Date;
  load: { start: number[]; end: number[] };
  asked: number;
  processes: number;
  /** The open-files limit of the server and of each client process (Node raises it to the hard limit). */
  fdLimits: { server: number | null; clients: (number | null)[] };
  open: { ready: number; failures: Record<string, number>; seconds: number; serverCpuUsPerStream: number | null };
  /**
   * The server's resident memory (all of it: sockets' buffers, the HTTP parsers, the V8 heap) and
   * its V8 heap alone, each read right after a full garbage collection, before the openings and
   * with every stream open; per stream, the difference over the streams opened.
   */
  memory: { rss: MemoryPair; heap: MemoryPair | null };
  delivery:
    | {
        /** The POST's status, and how long it took to answer. */
        status: number;
        answerMs: number;
        /** Streams that got the announcement, of those open when it was posted. */
        got: number;
        of: number;
        /** Ended by the server before it came. */
        ended: number;
        /** From just before the POST was sent, in ms. */
        p50: number;
        p99: number;
        max: number;
        /** The server's CPU time from the POST until the last arrival (or the time-out). */
        serverCpuMs: number | null;
      }
    | { failed: string };
  /** Streams still open after the reads with them: none should have been dropped. */
  openAtEnd: number;
  /** The reads on a server of the same build and data holding no stream, and on this one, in alternating turns. */
  reads: { without: Row[]; with: Row[] };
}

const CLIENTS = fileURLToPath(new URL('./stream-clients.ts', import.meta.url));
const HEAP_PROBE = fileURLToPath(new URL('./heap-probe.ts', import.meta.url));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The server's memory after a full garbage collection, through its inspector (heap-probe.ts):
 * read straight away, RSS holds whatever garbage the last requests left, which moved the
 * per-stream figure between 8 and 14 KB from one run to the next. Without an inspector port,
 * RSS as it is.
 */
async function memoryOf(server: ChildServer, inspectPort: number | null): Promise<{ rssMb: number | null; heapMb: number | null }> {
  let heapMb: number | null = null;
  if (inspectPort !== null) {
    const { stdout } = await promisify(execFile)(process.execPath, ['--experimental-websocket', '--import', 'tsx', HEAP_PROBE, String(inspectPort)], {
      cwd: import.meta.dirname,
    });
    heapMb = (JSON.parse(stdout) as { usedBytes: number }).usedBytes / 1024 / 1024;
    // The collector hands freed pages back to the system a moment later.
    await sleep(1_000);
  }
  return { rssMb: server.memory()?.rssMb ?? null, heapMb };
}

const perStream = (beforeMb: number | null, withMb: number | null, streams: number): MemoryPair => ({
  beforeMb,
  withMb,
  perStreamKb: beforeMb !== null && withMb !== null && streams > 0 ? ((withMb - beforeMb) * 1024) / streams : null,
});

/** One client process and a way to ask it something and wait for its answer. */
function startClients() {
  const child: ChildProcess = fork(CLIENTS, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (message: ClientsMessage) =>
    new Promise<ClientsReply>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`a stream client process exited (${code}) without its answer`));
      child.once('exit', exited);
      child.once('message', (reply) => {
        child.off('exit', exited);
        resolve(reply as ClientsReply);
      });
      child.send(message);
    });
  return { child, ask, stop: () => child.connected && child.disconnect() };
}

/**
 * Runs the phase on `server` (fresh, nothing else running on it): `tokens.length` streams opened,
 * one announcement posted by `adminToken`, then `measureReads` while every stream stays open: the
 * reads in turns with hello-world as the read phase measures them, on this server and on one
 * that holds no stream.
 */
export async function benchStreams(opts: {
  server: ChildServer;
  tokens: string[];
  adminToken: string;
  processes: number;
  /** The server's inspector (it was started with `--inspect` on it), to collect its garbage before reading its memory. */
  inspectPort: number | null;
  measureReads: () => Promise<StreamsReport['reads']>;
  show: (line: string) => void;
}): Promise<StreamsReport> {
  const { server, tokens, show } = opts;
  const date = new Date();
  const loadAtStart = os.loadavg();

  const before = await memoryOf(server, opts.inspectPort);

  const processes = Math.max(1, Math.min(opts.processes, tokens.length));
  const clients = Array.from({ length: processes }, () => startClients());
  try {
    const cpuBeforeOpen = server.cpuMs();
    const share = Math.ceil(tokens.length / processes);
    const opened = await Promise.all(
      clients.map(async (c, p) => {
        const reply = await c.ask({
          open: { base: server.url, tokens: tokens.slice(p * share, (p + 1) * share), concurrency: OPENING_CONCURRENCY, timeoutMs: OPEN_TIMEOUT_MS },
        });
        if (!('opened' in reply)) throw new Error('unexpected answer from a stream client process');
        return reply.opened;
      }),
    );
    const cpuAfterOpen = server.cpuMs();
    const ready = opened.reduce((n, o) => n + o.ready, 0);
    const failures: Record<string, number> = {};
    for (const o of opened) for (const [why, n] of Object.entries(o.failures)) failures[why] = (failures[why] ?? 0) + n;
    const openSeconds = Math.max(...opened.map((o) => o.ms)) / 1000;
    show(
      `  ${ready.toLocaleString('en')} of ${tokens.length.toLocaleString('en')} streams had their ready event after ${openSeconds.toFixed(1)} s${Object.keys(failures).length ? ` (failed: ${JSON.stringify(failures)})` : ''}`,
    );

    await sleep(SETTLE_MS);
    // The announcement before the memory is read: collecting the garbage first would spare the
    // delivery the collections a node that has been serving for a while meets.
    const delivery = await announce(server, opts.adminToken, clients);
    show(
      'failed' in delivery
        ? `  announcement: ${delivery.failed}`
        : `  announcement (POST answered ${delivery.status} in ${delivery.answerMs.toFixed(0)} ms): ${delivery.got.toLocaleString('en')} of ${delivery.of.toLocaleString('en')} got it, p50 ${delivery.p50.toFixed(0)} ms, p99 ${delivery.p99.toFixed(0)} ms, max ${delivery.max.toFixed(0)} ms`,
    );

    const withAll = await memoryOf(server, opts.inspectPort);
    const memory = {
      rss: perStream(before.rssMb, withAll.rssMb, ready),
      heap: opts.inspectPort === null ? null : perStream(before.heapMb, withAll.heapMb, ready),
    };
    const kb = (pair: MemoryPair | null) => (pair?.perStreamKb == null ? 'n/a' : `${pair.perStreamKb.toFixed(1)} KB`);
    show(
      `  server RSS ${before.rssMb?.toFixed(0) ?? 'n/a'} MB before, ${withAll.rssMb?.toFixed(0) ?? 'n/a'} MB with them open: ${kb(memory.rss)} per stream (V8 heap: ${kb(memory.heap)})`,
    );

    show(`  hot reads on a server without streams and on the one with ${ready.toLocaleString('en')} open, in alternating turns...`);
    const reads = await opts.measureReads();

    // A zero wait: only how many are still open.
    let openAtEnd = 0;
    for (const c of clients) {
      const reply = await c.ask({ collect: { timeoutMs: 0 } });
      if ('arrivals' in reply) openAtEnd += reply.arrivals.open;
    }
    return {
      date,
      load: { start: loadAtStart, end: os.loadavg() },
      asked: tokens.length,
      processes,
      fdLimits: { server: openFilesLimit(server.pid), clients: opened.map((o) => o.fdLimit) },
      open: {
        ready,
        failures,
        seconds: openSeconds,
        serverCpuUsPerStream: cpuBeforeOpen !== null && cpuAfterOpen !== null && ready > 0 ? ((cpuAfterOpen - cpuBeforeOpen) * 1000) / ready : null,
      },
      memory,
      delivery,
      openAtEnd,
      reads,
    };
  } finally {
    for (const c of clients) c.stop();
  }
}

/** Posts one announcement to everyone as the admin and collects when each open stream got it. */
async function announce(server: ChildServer, adminToken: string, clients: ReturnType<typeof startClients>[]): Promise<StreamsReport['delivery']> {
  const body = JSON.stringify({
    title: 'Lunch is served in the main hall',
    content: 'The bench posted this to everyone to time its arrival on every open stream.',
    priority: 'high',
    targetAudience: 'all',
  });
  const cpuBefore = server.cpuMs();
  const sent = monotonicMs();
  const res = await fetch(`${server.url}/api/announcements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body,
  });
  const answerMs = monotonicMs() - sent;
  const text = await res.text();
  if (!res.ok) return { failed: `POST /api/announcements answered ${res.status}: ${text.slice(0, 200)}` };
  const times: number[] = [];
  let of = 0;
  let ended = 0;
  for (const reply of await Promise.all(clients.map((c) => c.ask({ collect: { timeoutMs: DELIVERY_TIMEOUT_MS } })))) {
    if (!('arrivals' in reply)) continue;
    times.push(...reply.arrivals.times);
    of += reply.arrivals.ready;
    ended += reply.arrivals.endedWithout;
  }
  const cpuAfter = server.cpuMs();
  const delays = times.map((t) => t - sent).sort((a, b) => a - b);
  return {
    status: res.status,
    answerMs,
    got: delays.length,
    of,
    ended,
    p50: percentile(delays, 0.5),
    p99: percentile(delays, 0.99),
    max: delays.at(-1) ?? 0,
    serverCpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
  };
}
