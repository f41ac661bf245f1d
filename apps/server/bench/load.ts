// One measurement: autocannon with 50 connections against a server in another process, each
// request built afresh (its own token, page or row), after a short warm-up with the same mix.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { MSG } from '@hackcamp/contract';
import { pacedRun, percentile } from './paced.ts';

export const CONNECTIONS = 50;

/**
 * autocannon appends every answer's body to a string (`body += chunk`), which makes V8 decode the
 * bytes as UTF-8. A compressed answer is binary, and decoding 7 KB of it cost the load generator
 * about 100 µs per answer, twice what it spent on everything else. Load generator and server share
 * this machine's two cores, so that cost capped the compressed reads at a rate the server was not
 * the limit of, while a browser inflates brotli natively and never does this. The bench reads only
 * status codes, so the body is not kept at all: the same for hello-world and for every call.
 */
function keepNoBodies() {
  const queue = createRequire(import.meta.resolve('autocannon'))('./lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };
  queue.prototype.addBody = () => {};
}
keepNoBodies();

/**
 * What Chromium sends with every request besides the call's own headers. A browser always asks for
 * compressed answers, and a server that compresses per request pays for it on every read: a bench
 * without the header measured a cheaper path than any user takes.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Call {
  name: string;
  kind: 'read' | 'write';
  /** Distinct requests prepared. Reads rotate through theirs; a write uses each once. */
  size: number;
  /** Request number `i`, for i from 0 (reads: any i, taken modulo their rotation). */
  request(i: number): BenchRequest;
  /** A write whose requests may repeat once they run out (marking a day again is a real change too). */
  repeatable?: boolean;
  /**
   * A write's latency is also measured at this many requests a second, a few times the event's
   * busiest moment (docs/benchmarks.md): at full load a p99 only measures the queue.
   */
  peakRate?: number;
  /**
   * The event's busiest moment for this write, a second (calls.ts has the arithmetic): the reads
   * during a write load run every write at once at this rate (times BENCH_DURING_TIMES).
   */
  busiestRate?: number;
  /** A read measured again while every write runs at once (run.ts, "reads during a write load"). */
  duringWrites?: boolean;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** Counts of the non-2xx statuses, e.g. { 409: 12 }. */
  failures: Record<string, number>;
  /** Set when a write ran out of prepared data before the time was up. */
  ranOut?: boolean;
  /** Requests that repeated the last row while the run stopped: left out of requests and errors. */
  repeats?: number;
  /**
   * The server process's CPU time (user and system) per answered request, in microseconds: what a
   * call costs the server whatever else the machine is doing, so runs on a shared host compare.
   */
  cpuUs?: number;
  /** Measured in turns with hello-world: the middle of the turns' ratios to it. */
  ratio?: number;
  /**
   * Set when a read's warm-up went on until its whole rotation was sent once: how long, and its
   * worst p99 and how many were answered; `unfinished` when it stopped at its time limit before that.
   */
  warmup?: { seconds: number; p99: number; answered: number; unfinished?: boolean };
}

/** A read's warm-up stops here even if its rotation was not sent in full. */
const MAX_WARMUP_MS = 30_000;

export type Probe = { ok: true } | { ok: false; missing: boolean; status: number; message: string };

/**
 * Sends request `i` once, outside the measurement: a call the server does not have (yet) answers
 * 404 with the API's "no such call" message, and is skipped; any other failure is shown.
 */
export async function probe(base: string, request: BenchRequest): Promise<Probe> {
  const res = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
  if (res.ok) {
    await res.arrayBuffer();
    return { ok: true };
  }
  const text = await res.text();
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // not JSON: keep the text
  }
  return { ok: false, missing: res.status === 404 && message === MSG.noSuchCall, status: res.status, message };
}

/** What one run counted, from autocannon or from the paced sender. */
interface Run {
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  seconds: number;
  ranOut: boolean;
  /** Repeats of the last request sent while stopping once the data ran out: they fail by construction. */
  repeats: number;
  /** Every answer's latency in ms, so runs taken in turns have exact percentiles together. */
  latencies?: number[];
}

/** Runs for `seconds`, or until request `limit` (a write's data) is reached. */
function run(base: string, call: Call, seconds: number, next: { value: number }, limit: number): Promise<Run> {
  let overflow = 0;
  let instance: autocannon.Instance | undefined;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              let i = next.value++;
              if (i >= limit) {
                if (overflow++ === 0) instance?.stop();
                i = limit - 1;
              }
              const r = call.request(i);
              return { ...req, method: r.method, path: r.path, headers: { ...BROWSER_HEADERS, ...r.headers }, body: r.body };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count]));
        resolve({
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          statuses,
          p50: result.latency.p50,
          p99: result.latency.p99,
          seconds: result.duration,
          ranOut: overflow > 0,
          // The repeats fail by construction (the same row twice): not the server's errors.
          repeats: Math.min(overflow, result.non2xx),
          latencies,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms: number) => latencies.push(ms));
  });
}

type Go = (seconds: number, limit: number) => Promise<Run>;

/**
 * The warm-up: `warmupSeconds` of the call. A read goes on until its whole rotation was sent once,
 * so it is measured in its steady state: each person's first read loads from the database, and how
 * long that pass took is reported instead. A write may use a fifth of its data at most.
 */
async function warmUp(go: Go, call: Call, next: { value: number }, warmupSeconds: number, maxMs = MAX_WARMUP_MS): Promise<Measurement['warmup']> {
  if (warmupSeconds <= 0) return undefined;
  const start = next.value;
  const once = call.kind === 'write' && !call.repeatable;
  const began = performance.now();
  const first = await go(warmupSeconds, once ? start + Math.ceil((call.size - start) / 5) : Infinity);
  let { p99, requests: answered } = first;
  let more = 0;
  for (; call.kind === 'read' && next.value - start < call.size && performance.now() - began < maxMs; more++) {
    const r = await go(1, Infinity);
    p99 = Math.max(p99, r.p99);
    answered += r.requests;
  }
  if (!more) return undefined;
  return { seconds: (performance.now() - began) / 1000, p99, answered, ...(next.value - start < call.size && { unfinished: true }) };
}

/**
 * Warm-up, then the measured run (hello-world itself, and writes). A write's data carries on where
 * the warm-up left it, and the measured run stops early when the rest runs out.
 */
export async function measure(
  base: string,
  call: Call,
  opts: { seconds: number; warmupSeconds: number; start?: number; rate?: number; cpuMs?: () => number | null },
): Promise<Measurement & { next: number }> {
  const once = call.kind === 'write' && !call.repeatable;
  const next = { value: opts.start ?? 0 };
  const go: Go = (seconds, limit) => (opts.rate ? paced(base, call, seconds, next, limit, opts.rate) : run(base, call, seconds, next, limit));
  const warmup = await warmUp(go, call, next, opts.warmupSeconds);
  const before = opts.cpuMs?.() ?? null;
  const result = await go(opts.seconds, once ? call.size : Infinity);
  const after = opts.cpuMs?.() ?? null;
  return { next: next.value, ...toMeasurement(result, before !== null && after !== null ? after - before : null), ...(warmup && { warmup }) };
}

/**
 * A read measured in one-second turns with a yardstick (hello-world): each `turn()` runs one of
 * each. The bench gives every read its turns in rotation with the other reads, so each read's
 * turns are spread over the whole read phase: on a shared host whose speed moves by half within
 * a minute, and moves hello-world's rate more than a read's, a read measured in one stretch was
 * judged by that stretch. Only the read's own turns count its CPU time.
 */
export function readInTurns(
  base: string,
  call: Call,
  opts: { warmupSeconds: number; maxWarmupSeconds?: number; cpuMs?: () => number | null; yardstick: { base: string; call: Call } },
) {
  const next = { value: 0 };
  const yardstickNext = { value: 0 };
  const turns: Run[] = [];
  const yardstick: Run[] = [];
  let cpuMs: number | null = null;
  let warmup: Measurement['warmup'];
  return {
    async warmUp() {
      const maxMs = opts.maxWarmupSeconds === undefined ? undefined : opts.maxWarmupSeconds * 1000;
      warmup = await warmUp((seconds, limit) => run(base, call, seconds, next, limit), call, next, opts.warmupSeconds, maxMs);
    },
    async turn() {
      yardstick.push(await run(opts.yardstick.base, opts.yardstick.call, 1, yardstickNext, Infinity));
      const before = opts.cpuMs?.() ?? null;
      turns.push(await run(base, call, 1, next, Infinity));
      const after = opts.cpuMs?.() ?? null;
      if (before !== null && after !== null) cpuMs = (cpuMs ?? 0) + after - before;
    },
    result(): Measurement & { yardstickRps: number } {
      const y = combine(yardstick);
      return {
        ...toMeasurement(combine(turns), cpuMs),
        ...(warmup && { warmup }),
        yardstickRps: y.requests / Math.max(y.seconds, 0.001),
        // Each turn against the yardstick's turn just before it; the middle of those ratios, so a
        // turn that met a busy moment of the host on either side does not decide the verdict.
        ratio: median(turns.map((t, i) => perSecond(t) / Math.max(perSecond(yardstick[i]!), 0.001))),
      };
    },
  };
}

function toMeasurement(result: Run, cpuMs: number | null): Measurement {
  const failures: Record<string, number> = {};
  for (const [status, count] of Object.entries(result.statuses)) if (!status.startsWith('2') && count > 0) failures[status] = count;
  if (result.errors) failures['connection errors'] = result.errors;
  const { repeats } = result;
  const requests = result.requests - repeats;
  return {
    rps: requests / Math.max(result.seconds, 0.001),
    p50: result.p50,
    p99: result.p99,
    requests,
    errors: result.non2xx - repeats + result.errors,
    failures,
    ...(result.ranOut && { ranOut: true, repeats }),
    ...(cpuMs !== null && requests > 0 && { cpuUs: (cpuMs * 1000) / requests }),
  };
}

const perSecond = (r: Run) => r.requests / Math.max(r.seconds, 0.001);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs taken in turns, as one: counts add up, and the percentiles are those of every answer together. */
function combine(runs: Run[]): Run {
  const statuses: Record<string, number> = {};
  for (const r of runs) for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const sum = (f: (r: Run) => number) => runs.reduce((total, r) => total + f(r), 0);
  const all = runs.flatMap((r) => r.latencies ?? []).sort((a, b) => a - b);
  return {
    requests: sum((r) => r.requests),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    statuses,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    seconds: sum((r) => r.seconds),
    ranOut: runs.some((r) => r.ranOut),
    repeats: sum((r) => r.repeats),
  };
}

/** At `rate` requests a second, paced (see paced.ts). */
async function paced(base: string, call: Call, seconds: number, next: { value: number }, limit: number, rate: number): Promise<Run> {
  const r = await pacedRun(base, (i) => call.request(i), { seconds, rate, next, limit, connections: CONNECTIONS, headers: BROWSER_HEADERS });
  const { latencies, ...counts } = r;
  return { ...counts, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), repeats: 0 };
}
