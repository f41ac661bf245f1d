import type { LiveEventName } from '@hackcamp/contract';
import type { Database } from '../../src/db/client.ts';
import { publishLiveEvent } from '../../src/modules/live/live-events.queries.ts';

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

export interface OpenLiveOptions {
  lastEventId?: string;
  accept?: string;
}

export async function openLive(base: string, token: string, opts: OpenLiveOptions = {}): Promise<LiveClient> {
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

/**
 * The streams a test file opens, closed together when it is done (`closeAll` in its afterAll or
 * afterEach), so that no stream outlives the server it reads.
 */
export interface LiveStreams {
  /** openLive, remembered. */
  open(base: string, token: string, opts?: OpenLiveOptions): Promise<LiveClient>;
  /** One stream, past its `ready` event. */
  ready(base: string, token: string, opts?: OpenLiveOptions): Promise<LiveClient>;
  /** A stream per person, opened at once, each past its `ready`: what they receive from here on is what the test did. */
  listen(base: string, people: readonly { token: string }[]): Promise<LiveClient[]>;
  /** Something else to close with the streams (a raw response's body). */
  track<T extends { close(): void }>(closable: T): T;
  closeAll(): void;
}

export function liveStreams(): LiveStreams {
  const open: { close(): void }[] = [];
  const streams: LiveStreams = {
    track: (closable) => (open.push(closable), closable),
    open: async (base, token, opts) => streams.track(await openLive(base, token, opts)),
    async ready(base, token, opts) {
      const client = await streams.open(base, token, opts);
      await client.next('ready');
      return client;
    },
    listen: (base, people) => Promise.all(people.map((person) => streams.ready(base, person.token))),
    closeAll() {
      for (const closable of open.splice(0)) closable.close();
    },
  };
  return streams;
}

/** GET /api/events as a browser asks for it, for a test that looks at the answer itself (a refusal). */
export function requestLive(base: string, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream', ...(token && { authorization: `Bearer ${token}` }), ...headers } });
}

/**
 * Waits until each stream has received everything published so far: a marker sent to everyone
 * after the writes reaches a stream after their events (one channel, delivered in commit order),
 * so an event missing from a stream then never comes.
 */
export async function settled(database: Database, clients: LiveClient[]) {
  const from = clients.map((c) => c.events.length);
  await database.db.transaction((tx) => publishLiveEvent(tx, { name: 'resync', data: {} }, { everyone: true }));
  await Promise.all(clients.map((c, i) => c.next('resync', 3_000, from[i])));
}

/** The data of the events of one name a stream received, in order. */
export const heard = (client: LiveClient, name: LiveEventName) => client.named(name).map((e) => e.data);

/** Resolves with the milliseconds until the server ended the stream; rejects once `ms` have gone. */
export async function endsWithin(client: LiveClient, ms: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms)));
  await Promise.race([client.ended, late]).finally(() => clearTimeout(timer));
  return Date.now() - started;
}
