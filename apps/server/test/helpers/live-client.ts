import type { LiveEventName } from '@hackcamp/contract';

export interface ReceivedEvent {
  event: string;
  data: unknown;
  id?: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A real client of `GET /api/events` over HTTP: reads the stream as it comes and keeps every
 * event, so a test can wait for one or check that one never came. Comment lines are counted.
 */
export interface LiveClient {
  status: number;
  contentType: string | null;
  events: ReceivedEvent[];
  comments: number;
  /** The `id` of the last event that had one (what a browser would send as `Last-Event-ID`). */
  lastId: string | undefined;
  /** Resolves with the first event named `name` after the `after`-th event received, or rejects after `ms`. */
  next(name: LiveEventName, ms?: number, after?: number): Promise<ReceivedEvent>;
  /** Of one name, received so far. */
  named(name: LiveEventName): ReceivedEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openLive(base: string, token: string, opts: { lastEventId?: string; accept?: string } = {}): Promise<LiveClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: opts.accept ?? 'text/event-stream' };
  if (opts.lastEventId) headers['last-event-id'] = opts.lastEventId;
  const response = await fetch(`${base}/api/events`, { headers, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  let lastId: string | undefined;
  let endedFlag = false;
  const ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.text().catch(() => undefined);
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    let current: { event?: string; data: string[]; id?: string } = { data: [] };
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (current.id !== undefined) lastId = current.id;
            if (current.event || current.data.length) {
              events.push({
                event: current.event ?? 'message',
                data: current.data.length ? JSON.parse(current.data.join('\n')) : undefined,
                id: current.id,
                at: Date.now(),
              });
              for (const wake of [...waiters]) wake();
            }
            current = { data: [] };
          } else if (line.startsWith(':')) comments++;
          else {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') current.event = value;
            else if (field === 'data') current.data.push(value);
            else if (field === 'id') current.id = value;
          }
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      endedFlag = true;
      for (const wake of [...waiters]) wake();
    }
  })();
  const client: LiveClient = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    get comments() {
      return comments;
    },
    get lastId() {
      return lastId;
    },
    named: (name) => events.filter((e) => e.event === name),
    next(name, ms = 3_000, after = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(after).find((e) => e.event === name);
          if (found) return done(() => resolve(found));
          if (endedFlag) return done(() => reject(new Error(`stream ended before a ${name} event; got ${events.map((e) => e.event).join(', ')}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`no ${name} event within ${ms} ms; got ${events.map((e) => e.event).join(', ')}`))), ms);
        const done = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => abort.abort(),
  };
  return client;
}
