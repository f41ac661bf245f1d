// The clients of the streams phase (streams.ts), in a process of their own: thousands of open
// `GET /api/events` streams, each read only as far as telling its `ready` and its `announcement`
// apart, so that reading them costs as little as a browser tab's would and the bench's own
// process, which holds the event plan, never delays an arrival it is timing.
import http from 'node:http';
import { monotonicMs, openFilesLimit } from './machine.ts';
import type { ClientsMessage, ClientsReply } from './streams.ts';

interface Client {
  req: http.ClientRequest;
  ready: boolean;
  ended: boolean;
  arrivedAt: number | null;
  /** The end of the previous chunk: a name split over two chunks is still seen. */
  tail: string;
}

const READY = 'event: ready\n';
const ANNOUNCEMENT = 'event: announcement\n';
/** Both names are shorter: enough of the previous chunk to find either across a split. */
const TAIL = 24;

const clients: Client[] = [];
let agent: http.Agent | null = null;
let onArrival: (() => void) | null = null;

/** Opens one stream; resolves with null once its `ready` came, or with why it did not. */
function openOne(url: URL, token: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (why: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(why);
    };
    const timer = setTimeout(() => {
      settle('no ready in time');
      client.req.destroy();
    }, timeoutMs);
    const client: Client = {
      ready: false,
      ended: false,
      arrivedAt: null,
      tail: '',
      req: http.get(
        { agent: agent!, host: url.hostname, port: url.port, path: '/api/events', headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            return settle(String(res.statusCode));
          }
          res.on('data', (chunk: Buffer) => {
            // latin1: one char per byte, no decoding; the names are ASCII.
            const text = client.tail + chunk.toString('latin1');
            if (!client.ready && text.includes(READY)) {
              client.ready = true;
              settle(null);
            }
            if (client.arrivedAt === null && text.includes(ANNOUNCEMENT)) {
              client.arrivedAt = monotonicMs();
              onArrival?.();
            }
            client.tail = text.slice(-TAIL);
          });
          res.on('close', () => {
            const wasWaiting = client.ready && client.arrivedAt === null;
            client.ended = true;
            settle('ended before ready');
            if (wasWaiting) onArrival?.();
          });
        },
      ),
    };
    client.req.on('error', (err: NodeJS.ErrnoException) => settle(err.code ?? 'connection error'));
    clients.push(client);
  });
}

async function open(job: Extract<ClientsMessage, { open: unknown }>['open']): Promise<ClientsReply> {
  const started = performance.now();
  // One socket per stream, all kept: a browser tab holds its stream's connection for as long as it is open.
  agent ??= new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const url = new URL(job.base);
  const failures: Record<string, number> = {};
  let next = 0;
  let ready = 0;
  // A few openings at a time, as tabs arrive: all at once would measure the accept queue.
  await Promise.all(
    Array.from({ length: Math.min(job.concurrency, job.tokens.length) }, async () => {
      while (next < job.tokens.length) {
        const why = await openOne(url, job.tokens[next++]!, job.timeoutMs);
        if (why === null) ready++;
        else failures[why] = (failures[why] ?? 0) + 1;
      }
    }),
  );
  return { opened: { ready, failures, ms: performance.now() - started, fdLimit: openFilesLimit('self') } };
}

/** Waits until every stream still open has its announcement, or the time is up. */
async function collect(timeoutMs: number): Promise<ClientsReply> {
  const live = clients.filter((c) => c.ready);
  // Counted down as each stream stops waiting (its announcement came, or it ended).
  let waiting = live.filter((c) => c.arrivedAt === null && !c.ended).length;
  if (waiting > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done() {
        clearTimeout(timer);
        onArrival = null;
        resolve();
      }
      onArrival = () => {
        if (--waiting === 0) done();
      };
    });
  }
  const times = live.flatMap((c) => (c.arrivedAt === null ? [] : [c.arrivedAt]));
  return {
    arrivals: {
      times,
      ready: live.length,
      open: live.filter((c) => !c.ended).length,
      endedWithout: live.filter((c) => c.ended && c.arrivedAt === null).length,
    },
  };
}

process.on('message', (message: ClientsMessage) => {
  const reply = 'open' in message ? open(message.open) : collect(message.collect.timeoutMs);
  void reply.then((r) => process.send!(r));
});
// The bench is done (or gone): every stream goes with the process.
process.on('disconnect', () => process.exit(0));
