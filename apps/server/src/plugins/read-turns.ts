import type { onRequestHookHandler } from 'fastify';

/**
 * How many reads a turn of the event loop starts at most. Measured at the event's full peak
 * (docs/benchmarks.md, decision 0043): 8 halved the writes' median and raised every read's rate;
 * 4 and 16 did no better.
 */
export const READS_PER_TURN = 8;

export interface ReadTurns {
  /** The app's onRequest hook: after load shedding's, so a refused read is not parked first. */
  onRequest: onRequestHookHandler;
  /** Reads waiting for their turn now. */
  readonly waiting: number;
  /** The mean wait of the reads started since the last call, in ms (0 if none), and starts over. */
  takeMeanWaitMs(): number;
}

/**
 * Reads take turns; writes and database answers do not wait for them. A busy node receives far
 * more reads than writes, and Node runs every request that arrived in one pass of its event
 * loop before it looks at the database's answers again. So at a busy moment each of a write's
 * steps (begin, its statements, commit, the change feed's marker) waited behind some fifty
 * reads: the writes' median was 35-137 ms and their p99 0.3-0.6 s while the reads' own work
 * took a few milliseconds (decision 0043).
 *
 * A GET or HEAD is parked when it arrives and started in a later check phase, `perTurn` at a
 * time, in order of arrival; everything else (writes, the answers of the database, timers)
 * runs in the pass that received it. No work is added or lost: the reads are the same reads,
 * started a little later, and each turn of the loop is short.
 *
 * The wait is bounded by the same measure as everything else: load shedding counts a read's
 * wait here as event-loop delay (plugins/load-shedding.ts), so a node whose reads queue up
 * refuses new requests instead of queueing them without end, and the HTTP timeouts still hold.
 */
export function createReadTurns(perTurn = READS_PER_TURN): ReadTurns {
  // A queue with a moving head: shift() copies the array, and this queue is touched per request.
  let queue: { start: () => void; at: number }[] = [];
  let head = 0;
  let scheduled = false;
  let waitedMs = 0;
  let started = 0;

  const turn = () => {
    scheduled = false;
    const now = performance.now();
    const end = Math.min(queue.length, head + perTurn);
    for (; head < end; head++) {
      const read = queue[head]!;
      waitedMs += now - read.at;
      started++;
      read.start();
    }
    if (head === queue.length) {
      queue = [];
      head = 0;
    } else {
      if (head > 1024) {
        queue = queue.slice(head);
        head = 0;
      }
      schedule();
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };

  return {
    onRequest(request, _reply, done) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return done();
      queue.push({ start: done as () => void, at: performance.now() });
      schedule();
    },
    get waiting() {
      return queue.length - head;
    },
    takeMeanWaitMs() {
      const mean = started > 0 ? waitedMs / started : 0;
      waitedMs = 0;
      started = 0;
      return mean;
    },
  };
}
