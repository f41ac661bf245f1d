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

/** What the sender process is given: every request of the run, built by the bench beforehand. */
export interface PacedJob {
  base: string;
  requests: BenchRequest[];
  rate: number;
  connections: number;
  headers: Record<string, string>;
}

const SENDER = fileURLToPath(new URL('./paced-sender.ts', import.meta.url));
let sender: ChildProcess | null = null;

/**
 * One sender for the whole bench, started at the first paced run: its code is warm for the
 * measured run after a warm-up, as the bench's own was. It exits when the bench does.
 */
function inSender(job: PacedJob): Promise<Omit<PacedResult, 'seconds' | 'ranOut'>> {
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
      resolve(message as Omit<PacedResult, 'seconds' | 'ranOut'>);
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
  const job: PacedJob = { base, requests, rate: opts.rate, connections: opts.connections, headers: opts.headers };
  const result = await inSender(job);
  return { ...result, seconds: opts.seconds, ranOut: requests.length < count };
}

/** The latency below which `share` of the answers came (sorted input). */
export const percentile = (sorted: number[], share: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]! : 0);
