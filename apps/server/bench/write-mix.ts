// Every hot write at once, for as long as the reads take to be measured again: an event's busiest
// moment, whose changes invalidate the caches the reads are answered from.
//
// Each write at a share of its peak rate (BENCH_DURING_SHARE, 0.25 unless set). A peak rate is
// several times that write's own busiest moment (calls.ts), chosen to measure the write alone.
// All five at once at their full peak rates are 410 writes a second, 13 times the 32 a second of
// every busiest moment together, and about twice what the server answers on 2 cores (from the
// full-load rows of a full run: 100/191 + 100/300 + 10/62 + 100/213 + 100/258 = 1.9 servers).
// A run at the full rates measured a queue: the writes answered a quarter of what was sent, with
// p99s up to 100 s, and the reads answered almost nothing. A quarter is 103 writes a second,
// three times every busiest moment at once and about half the server: reads and writes are both
// measured, and the writes' changes reach the reads' caches all the time.
import { CONNECTIONS, BROWSER_HEADERS, type Call } from './load.ts';
import { pacedMix, percentile } from './paced.ts';
import type { MixRow } from './report.ts';

/** Answers still missing this long after the stop are given up (see paced-sender.ts). */
const DRAIN_SECONDS = 10;

/**
 * Starts the writes, each from request `next` of its data (what the write phase left), in the
 * paced sender; the first `warmupSeconds` are not counted. Requests are built for `maxSeconds`
 * ahead (a write whose data ends sooner stops there, and says so). `stop()` ends the sending and
 * gives each write's row.
 */
export function startWriteMix(
  base: string,
  writes: { call: Call; next: number }[],
  opts: { share: number; warmupSeconds: number; maxSeconds: number },
): { stop(): Promise<{ seconds: number; writes: MixRow[] }> } {
  const mixed = writes.filter((w): w is { call: Call & { peakRate: number }; next: number } => w.call.peakRate !== undefined);
  const mix = pacedMix(
    base,
    mixed.map(({ call, next }) => ({
      build: (i: number) => call.request(i),
      rate: call.peakRate * opts.share,
      next: { value: next },
      limit: call.repeatable ? Infinity : call.size,
    })),
    { maxSeconds: opts.maxSeconds, warmupSeconds: opts.warmupSeconds, drainSeconds: DRAIN_SECONDS, connections: CONNECTIONS, headers: BROWSER_HEADERS },
  );
  return {
    async stop() {
      const result = await mix.stop();
      const seconds = result.windowMs / 1000;
      return {
        seconds,
        writes: result.streams.map((s, n): MixRow => {
          const failures: Record<string, number> = { ...s.statuses };
          if (s.errors) failures['connection errors'] = s.errors;
          return {
            name: mixed[n]!.call.name,
            rate: mixed[n]!.call.peakRate * opts.share,
            sent: s.sent,
            rps: s.requests / Math.max(seconds, 0.001),
            p50: percentile(s.latencies, 0.5),
            p99: percentile(s.latencies, 0.99),
            errors: s.non2xx + s.errors,
            failures,
            unanswered: s.unanswered,
            ...(s.ranOutAfterMs !== undefined && { ranOutAfterSeconds: s.ranOutAfterMs / 1000 }),
          };
        }),
      };
    },
  };
}
