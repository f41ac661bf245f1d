import { monitorEventLoopDelay } from 'node:perf_hooks';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { OPS_MSG, type ApiFailure } from '@hackcamp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReadTurns } from './read-turns.ts';

export interface LoadShedding {
  /** Mean event-loop delay over one sample above which every new request is refused. */
  maxEventLoopDelayMs: number;
  sampleIntervalMs: number;
  /** What Retry-After tells the refused. */
  retryAfterSeconds: number;
}

/**
 * An overloaded node answers 503 at once rather than queueing requests without end. The measure
 * is the event loop's mean delay over a second, plus the mean wait of the reads started in it
 * (plugins/read-turns.ts parks them): 500 ms means every request waits at least that long at each
 * step, and a balancer does better sending it to another node. Utilisation is not
 * used: a node answering fast at full load (a bench) is busy, not overloaded. A single stall (a
 * large PGlite statement) is diluted by the sample's other ticks and sheds nothing.
 */
export const LOAD_SHEDDING: LoadShedding = { maxEventLoopDelayMs: 500, sampleIntervalMs: 1000, retryAfterSeconds: 5 };

/** Written once, as text: the answer goes out as it is on any route, whatever its declared 503 (health's carries data). */
const OVERLOADED = JSON.stringify({ success: false, message: OPS_MSG.overloaded } satisfies ApiFailure);

/** Milliseconds the histogram adds to every sample: it measures from one tick to the next. */
const RESOLUTION_MS = 10;

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * App-wide and first: a refused request costs no token check, no body and no database. Health
 * answers the same 503, so a balancer that polls it stops sending to the node until it recovers.
 *
 * The delay is measured here and handed to under-pressure as its health check: its own
 * maxEventLoopDelay reads a sample with no tick in it (the loop busy from start-up until its first
 * look) as an infinite delay, and refused everything for the first second of a loaded node.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadShedding, reads?: Pick<ReadTurns, 'takeMeanWaitMs'>) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  app.addHook('onClose', (_instance, done) => {
    delay.disable();
    done();
  });
  const retryAfter = String(options.retryAfterSeconds);
  await app.register(underPressure, {
    healthCheck: async () => {
      // A parked read waits for its turn on top of the loop's delay (plugins/read-turns.ts).
      const meanMs = (delay.count > 0 ? delay.mean / 1e6 - RESOLUTION_MS : 0) + (reads?.takeMeanWaitMs() ?? 0);
      delay.reset();
      return meanMs <= options.maxEventLoopDelayMs;
    },
    healthCheckInterval: options.sampleIntervalMs,
    // under-pressure sends what the handler returns (its types say void).
    pressureHandler: ((_request: unknown, reply: FastifyReply) => {
      reply.status(503).header('retry-after', retryAfter).type('application/json; charset=utf-8');
      return OVERLOADED;
    }) as unknown as PressureHandler,
  });
}
