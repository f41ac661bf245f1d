// Requests sent at a steady rate, one every 1/rate seconds whatever the answers do (an open
// loop, as users arrive), to read a write's latency at a given load. autocannon's own rate
// limit lets each connection send its share at the start of every second, so 100 a second
// arrive as one burst of 100 and the latency measured is that burst's queue.
import http from 'node:http';
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

/** Sends request `next.value++` every 1/rate s for `seconds`, or until `limit`; waits for every answer. */
export async function pacedRun(
  base: string,
  build: (i: number) => BenchRequest,
  opts: { seconds: number; rate: number; next: { value: number }; limit: number; connections: number; headers: Record<string, string> },
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const url = new URL(base);
  const result: PacedResult = { requests: 0, non2xx: 0, errors: 0, statuses: {}, latencies: [], seconds: opts.seconds, ranOut: false };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const count = Math.round(opts.seconds * opts.rate);
  for (let k = 0; k < count; k++) {
    const due = started + (k * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (opts.next.value >= opts.limit) {
      result.ranOut = true;
      break;
    }
    const request = build(opts.next.value++);
    pending.push(send(agent, url, request, opts.headers, result));
  }
  await Promise.all(pending);
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  return result;
}

function send(agent: http.Agent, url: URL, r: BenchRequest, headers: Record<string, string>, result: PacedResult): Promise<void> {
  const sent = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, method: r.method, path: r.path, headers: { ...headers, ...r.headers } }, (res) => {
      res.resume();
      res.on('end', () => {
        result.requests++;
        result.latencies.push(performance.now() - sent);
        const status = String(res.statusCode);
        if (!status.startsWith('2')) {
          result.non2xx++;
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        }
        resolve();
      });
    });
    req.on('error', () => {
      result.errors++;
      resolve();
    });
    req.end(r.body);
  });
}

/** The latency below which `share` of the answers came (sorted input). */
export const percentile = (sorted: number[], share: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]! : 0);
