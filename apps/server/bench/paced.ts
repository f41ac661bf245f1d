// Requests sent at a steady rate, one every 1/rate seconds whatever the answers do (an open
// loop, as users arrive), to read a write's latency at a given load. autocannon's own rate
// limit lets each connection send its share at the start of every second, so 100 a second
// arrive as one burst of 100 and the latency measured is that burst's queue.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchRequest } from './load.ts';

export interface PacedResult {
  requests: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  /** Milliseconds, sorted. */
  latencies: number[];
  seconds: number;
  /** The prepared data ran out before the time did. */
  ranOut: boolean;
}

/** Requests to send one every 1/rate s, from the start of the job. */
export interface PacedStream {
  requests: BenchRequest[];
  rate: number;
}

/** What the sender process is given: every request of the run, built by the bench beforehand. */
export interface PacedJob {
  base: string;
  /** One stream for a write measured alone; several at once for a write mix. */
  streams: PacedStream[];
  /** Connections of each stream. */
  connections: number;
  headers: Record<string, string>;
  /**
   * A mix runs until it is told to stop (see `pacedMix`), counts only the requests sent after
   * `measureFromMs`, and waits at most `drainMs` for the last answers once stopped.
   */
  mix?: { measureFromMs: number; drainMs: number };
}

/** What one stream counted (answers to requests sent during a mix's warm-up are not counted). */
export interface StreamCounts extends Omit<PacedResult, 'seconds' | 'ranOut'> {
  sent: number;
  /** Sent but neither answered nor failed when the mix gave up waiting. */
  unanswered: number;
  /** A mix's stream whose requests ran out before the stop: when, from the start of the count. */
  ranOutAfterMs?: number;
  /** Each counted answer: when its request was sent (ms since the epoch) and its latency, in ms. */
  timed: [sentAt: number, latency: number][];
}

export interface SenderResult {
  streams: StreamCounts[];
  /** From the start of the count to the end of the sending. */
  windowMs: number;
}

const SENDER = fileURLToPath(new URL('./paced-sender.ts', import.meta.url));
let sender: ChildProcess | null = null;

/**
 * One sender for the whole bench, started at the first paced run: its code is warm for the
 * measured run after a warm-up, as the bench's own was. It exits when the bench does.
 */
function inSender(job: PacedJob): Promise<SenderResult> {
  if (!sender) {
    sender = fork(SENDER, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    sender.unref();
    // A sender that died between runs is replaced at the next one.
    sender.once('exit', () => (sender = null));
  }
  const child = sender;
  // The channel keeps the bench alive only while a run waits for its answer.
  child.channel?.ref();
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => {
      reject(new Error(`the paced sender exited (${code}) without its result`));
    };
    child.once('exit', exited);
    child.once('message', (message) => {
      child.off('exit', exited);
      child.channel?.unref();
      resolve(message as SenderResult);
    });
    child.send(job);
  });
}

/**
 * Sends request `next.value++` every 1/rate s for `seconds`, or until `limit`; waits for every answer.
 *
 * The sending and timing happen in a process of their own (paced-sender.ts), as the servers run in
 * theirs. The bench's own process holds the whole event plan and every measurement so far, and
 * its event loop stood still for 94 ms to 1.5 s several times a run; a pause there lands in the
 * latencies it is timing. With the server never still for more than 60 ms, a write at 100 a
 * second once read a p99 of 178 ms, and 28 to 54 ms in the runs around it.
 */
export async function pacedRun(
  base: string,
  build: (i: number) => BenchRequest,
  opts: { seconds: number; rate: number; next: { value: number }; limit: number; connections: number; headers: Record<string, string> },
): Promise<PacedResult> {
  const count = Math.round(opts.seconds * opts.rate);
  const requests: BenchRequest[] = [];
  while (requests.length < count && opts.next.value < opts.limit) requests.push(build(opts.next.value++));
  const job: PacedJob = { base, streams: [{ requests, rate: opts.rate }], connections: opts.connections, headers: opts.headers };
  const { requests: answered, non2xx, errors, statuses, latencies } = (await inSender(job)).streams[0]!;
  return { requests: answered, non2xx, errors, statuses, latencies, seconds: opts.seconds, ranOut: requests.length < count };
}

/**
 * Several streams at once, each at its own rate, until `stop()`: the writes of an event's busiest
 * moment, sent while the reads are measured. Each stream's requests are built here for up to
 * `maxSeconds` (or until its `limit`); what was sent in the first `warmupSeconds` is not counted.
 * `stop()` resolves once the last answers came, or after `drainSeconds` without them.
 */
export function pacedMix(
  base: string,
  streams: { build: (i: number) => BenchRequest; rate: number; next: { value: number }; limit: number }[],
  opts: { maxSeconds: number; warmupSeconds: number; drainSeconds: number; connections: number; headers: Record<string, string> },
): { stop(): Promise<SenderResult> } {
  const job: PacedJob = {
    base,
    streams: streams.map((s) => {
      const requests: BenchRequest[] = [];
      const count = Math.round(opts.maxSeconds * s.rate);
      while (requests.length < count && s.next.value < s.limit) requests.push(s.build(s.next.value++));
      return { requests, rate: s.rate };
    }),
    connections: opts.connections,
    headers: opts.headers,
    mix: { measureFromMs: opts.warmupSeconds * 1000, drainMs: opts.drainSeconds * 1000 },
  };
  const result = inSender(job);
  const child = sender;
  // A sender that fails rejects at once; the stop that comes later still sees the failure.
  result.catch(() => {});
  return {
    stop() {
      if (child?.connected) child.send({ stop: true });
      return result;
    },
  };
}

/** The latency below which `share` of the answers came (sorted input). */
export const percentile = (sorted: number[], share: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]! : 0);
