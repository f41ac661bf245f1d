// Every hot write at once, for as long as the reads take to be measured again: the event's
// busiest moment, whose changes invalidate the caches the reads are answered from.
//
// Each write at its own busiest rate (calls.ts: 14 submissions, 8 grades, 1.3 bulk marks of 100,
// 4 joins and 5 votes a second), times BENCH_DURING_TIMES (1 unless set): all of them at once are
// the event's full peak, about 32 writes and 140 score changes a second. Not the writes' peak
// rates of the write phase (100 a second each, chosen to measure one write alone): all five at
// those are 410 writes a second, about twice what the server answers on 2 cores (the full-load
// rows of a full run add up to 1.9 servers), and such a run measures a queue: measured on
// 2026-11-29, before and after issue 40 alike, the writes answered about 90 a second in all and
// every read fell below 0.1x hello-world (docs/benchmarks.md).
import { CONNECTIONS, BROWSER_HEADERS, type BenchRequest, type Call } from './load.ts';
import { pacedMix, percentile } from './paced.ts';
import type { MixRow } from './report.ts';

/** Answers still missing this long after the stop are given up (see paced-sender.ts). */
const DRAIN_SECONDS = 10;

/**
 * The floor: a POST the server refuses before any database work (a sign-in without its fields, a
 * 400), sent beside the writes at this rate. Its p99 is what any write's answer costs on this
 * machine at that moment, the same HTTP and event loop without a single statement: measured on
 * 2026-11-30, 38-45 ms during the phase on PostgreSQL, when the writes' were 166-412 ms.
 */
const FLOOR_RATE = 10;
export const FLOOR_NAME = 'floor: POST /api/auth/login {} (a 400, no database)';
const floorRequest = (): BenchRequest => ({ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: '{}' });

/** A stretch of the phase (ms since the epoch) in which a read's warm-up loaded its requests for the first time. */
export interface ColdWindow {
  from: number;
  to: number;
}

/**
 * The p99 of the answers to requests sent inside the cold windows and outside them. Measured on
 * 2026-11-30: nine in ten of the writes slower than 150 ms were sent while a read loaded cold
 * (about a tenth of the phase), so the phase's one p99 says little about the rest of it.
 */
function splitByWindows(timed: [number, number][], windows: ColdWindow[]) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (const [at, latency] of timed) (windows.some((w) => at >= w.from && at < w.to) ? cold : warm).push(latency);
  const p99 = (values: number[]) =>
    percentile(
      values.sort((a, b) => a - b),
      0.99,
    );
  return { p99Warm: p99(warm), p99Cold: p99(cold), coldAnswers: cold.length };
}

/** A row for what was timed beside the writes by other means (db-floor.ts): each start and latency. */
export function timedRow(name: string, rate: number, timed: [number, number][], windows: ColdWindow[], seconds: number): MixRow {
  const latencies = timed.map(([, latency]) => latency).sort((a, b) => a - b);
  return {
    name,
    rate,
    sent: timed.length,
    rps: timed.length / Math.max(seconds, 0.001),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    ...splitByWindows(timed, windows),
    errors: 0,
    failures: {},
    unanswered: 0,
  };
}

/**
 * Starts the writes, each from request `next` of its data (what the write phase left), in the
 * paced sender; the first `warmupSeconds` are not counted. Requests are built for `maxSeconds`
 * ahead (a write whose data ends sooner stops there, and says so). `stop()` ends the sending and
 * gives each write's row.
 */
export function startWriteMix(
  base: string,
  writes: { call: Call; next: number }[],
  opts: { times: number; warmupSeconds: number; maxSeconds: number },
): { stop(coldWindows?: ColdWindow[]): Promise<{ seconds: number; coldSeconds: number; writes: MixRow[] }> } {
  const mixed = writes.filter((w): w is { call: Call & { busiestRate: number }; next: number } => w.call.busiestRate !== undefined);
  const streams = [
    ...mixed.map(({ call, next }) => ({
      name: call.name,
      rate: call.busiestRate * opts.times,
      expected: undefined,
      build: (i: number) => call.request(i),
      limit: call.repeatable ? Infinity : call.size,
      next,
    })),
    { name: FLOOR_NAME, rate: FLOOR_RATE, expected: '400', build: floorRequest, limit: Infinity, next: 0 },
  ];
  const mix = pacedMix(
    base,
    streams.map(({ build, rate, next, limit }) => ({ build, rate, next: { value: next }, limit })),
    { maxSeconds: opts.maxSeconds, warmupSeconds: opts.warmupSeconds, drainSeconds: DRAIN_SECONDS, connections: CONNECTIONS, headers: BROWSER_HEADERS },
  );
  return {
    async stop(coldWindows = []) {
      const result = await mix.stop();
      const seconds = result.windowMs / 1000;
      return {
        seconds,
        coldSeconds: coldWindows.reduce((sum, w) => sum + (w.to - w.from), 0) / 1000,
        writes: result.streams.map((s, n): MixRow => {
          const { name, rate, expected } = streams[n]!;
          const failures: Record<string, number> = { ...s.statuses };
          // The floor's 400 is its answer, not a failure.
          const refusedAsMeant = expected ? (failures[expected] ?? 0) : 0;
          if (expected) delete failures[expected];
          if (s.errors) failures['connection errors'] = s.errors;
          return {
            name,
            rate,
            sent: s.sent,
            rps: s.requests / Math.max(seconds, 0.001),
            p50: percentile(s.latencies, 0.5),
            p99: percentile(s.latencies, 0.99),
            ...splitByWindows(s.timed, coldWindows),
            errors: s.non2xx - refusedAsMeant + s.errors,
            failures,
            unanswered: s.unanswered,
            ...(s.ranOutAfterMs !== undefined && { ranOutAfterSeconds: s.ranOutAfterMs / 1000 }),
          };
        }),
      };
    },
  };
}
