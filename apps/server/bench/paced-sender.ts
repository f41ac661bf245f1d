// The sending side of the paced runs (paced.ts), in a process of its own: it holds nothing but the
// current run's requests, so nothing else it does can delay a request or the timing of an answer.
import http from 'node:http';
import type { BenchRequest } from './load.ts';
import type { PacedJob, SenderResult, StreamCounts } from './paced.ts';

/** Set by a `{ stop: true }` message: a mix stops sending, then collects its last answers. */
let stopRequested = false;
let onStop: (() => void) | null = null;
/** Set once a mix stops waiting for answers: whatever settles after that is not counted. */
let givingUp = false;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function run(job: PacedJob): Promise<SenderResult> {
  stopRequested = false;
  givingUp = false;
  const stopped = new Promise<void>((resolve) => (onStop = resolve));
  const url = new URL(job.base);
  // Each stream has connections of its own, as each write had when measured alone: a slow one
  // (the bulk mark) holding every socket would delay the others by the client's queue, not the server's.
  const streams = job.streams.map((stream) => ({
    stream,
    // In turn, as many browsers each holding one would: a connection left idle past the server's
    // keep-alive (72 s) is closed, and the pool's unused ones, opened together, would close together.
    agent: new http.Agent({ keepAlive: true, maxSockets: job.connections, scheduling: 'fifo' }),
    open: new Set<http.ClientRequest>(),
    pending: [] as Promise<void>[],
    counts: { requests: 0, non2xx: 0, errors: 0, statuses: {}, latencies: [], timed: [], sent: 0, unanswered: 0 } as StreamCounts,
  }));
  // Every connection a stream may use is open before the clock starts, as a browser that has the
  // app open holds its own and a load balancer holds its pool to the nodes (docs/several-nodes.md).
  // A busy node accepts one new connection per turn of its event loop (libuv 1.45 and later): a
  // write that opened one while a read's 50 arrived waited a second in the listen queue, behind them.
  await Promise.all(streams.map((s) => connectAll(s.agent, url, job.connections)));
  // And every person who writes has the app open: the page they write from was loaded with their
  // token, so the node holds their session, as it does for anyone using the app.
  await Promise.all(streams.map((s) => openTheApp(s.agent, url, s.stream.requests, job.connections)));
  const started = performance.now();
  const measureFrom = started + (job.mix?.measureFromMs ?? 0);
  await Promise.all(
    streams.map(async (s) => {
      for (let k = 0; k < s.stream.requests.length && !stopRequested; k++) {
        const due = started + (k * 1000) / s.stream.rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        if (stopRequested) break;
        const counted = performance.now() >= measureFrom;
        if (counted) s.counts.sent++;
        s.pending.push(send(s.agent, url, s.stream.requests[k]!, job.headers, counted ? s.counts : null, s.open));
      }
      // A stream that ran out of requests before the stop says when (its rate over the window is lower).
      if (job.mix && !stopRequested) s.counts.ranOutAfterMs = Math.max(0, performance.now() - measureFrom);
    }),
  );
  if (job.mix && !stopRequested) await stopped;
  const sendingStopped = performance.now();
  onStop = null;
  const answered = Promise.all(streams.flatMap((s) => s.pending));
  if (job.mix) {
    // A server that fell behind holds a queue that could take minutes to answer: what is not
    // answered within `drainMs` is given up and counted as unanswered, so the phase stays bounded.
    await Promise.race([answered, sleep(job.mix.drainMs)]);
    givingUp = true;
    for (const s of streams) {
      for (const req of s.open) req.destroy();
      s.counts.unanswered = s.counts.sent - s.counts.requests - s.counts.errors;
    }
  } else {
    await answered;
  }
  for (const s of streams) {
    s.agent.destroy();
    s.counts.latencies.sort((a, b) => a - b);
  }
  return { streams: streams.map((s) => s.counts), windowMs: Math.max(0, sendingStopped - measureFrom) };
}

/** Opens `count` connections in `agent`'s pool: as many requests at once, to a path the server answers 404 without work. */
async function connectAll(agent: http.Agent, url: URL, count: number) {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.request({ agent, host: url.hostname, port: url.port, method: 'GET', path: '/api/bench-connect' }, (res) => {
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
          req.end();
        }),
    ),
  );
}

/** Loads the profile once for each token among `requests` (the app's first call on opening), `at once` at a time. */
async function openTheApp(agent: http.Agent, url: URL, requests: readonly BenchRequest[], atOnce: number) {
  const tokens = [...new Set(requests.map((r) => r.headers.authorization).filter((t): t is string => typeof t === 'string'))];
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        { agent, host: url.hostname, port: url.port, method: 'GET', path: '/api/auth/profile', headers: { authorization: tokens[next++]! } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: Math.min(atOnce, tokens.length) }, async () => {
      while (next < tokens.length) await one();
    }),
  );
}

/** Sends one request; its answer is counted into `counts` unless that is null (sent during a warm-up). */
function send(
  agent: http.Agent,
  url: URL,
  r: BenchRequest,
  headers: Record<string, string>,
  counts: StreamCounts | null,
  open: Set<http.ClientRequest>,
): Promise<void> {
  const sent = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (count: (c: StreamCounts) => void) => {
      if (settled) return;
      settled = true;
      open.delete(req);
      if (counts && !givingUp) count(counts);
      resolve();
    };
    const req = http.request({ agent, host: url.hostname, port: url.port, method: r.method, path: r.path, headers: { ...headers, ...r.headers } }, (res) => {
      res.resume();
      res.on('end', () =>
        settle((c) => {
          c.requests++;
          const latency = performance.now() - sent;
          c.latencies.push(latency);
          c.timed.push([performance.timeOrigin + sent, latency]);
          const status = String(res.statusCode);
          if (!status.startsWith('2')) {
            c.non2xx++;
            c.statuses[status] = (c.statuses[status] ?? 0) + 1;
          }
        }),
      );
    });
    open.add(req);
    req.on('error', () => settle((c) => c.errors++));
    req.end(r.body);
  });
}

process.on('message', (message: PacedJob | { stop: true }) => {
  if ('stop' in message) {
    stopRequested = true;
    onStop?.();
    return;
  }
  void run(message).then((result) => process.send!(result));
});
// The bench is done (or gone).
process.on('disconnect', () => process.exit(0));
