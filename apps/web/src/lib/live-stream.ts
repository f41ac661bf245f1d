import { EventSource } from 'eventsource';
import { TOKEN_KEY } from './session.ts';

const LIVE_URL = '/api/events';

/** Reconnect backoff: about a second at first, doubling up to half a minute. */
export const LIVE_RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;

/**
 * The server writes a comment at least every 20 s (LIVE_KEEPALIVE_MS); this long without a byte
 * means the connection died without closing (a laptop lid, a changed network) and is replaced.
 */
export const LIVE_SILENCE_MS = 45_000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): spread ±25 % so that the clients
 * of a node that restarts do not all come back in the same instant.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RETRY.maxMs, LIVE_RETRY.firstMs * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface LiveStreamHandlers {
  /** The event names to pass on: an EventSource hands a named event only to listeners of that name. */
  events: readonly string[];
  /** A named event with its parsed data (the opening's `ready` included). */
  onEvent(name: string, data: unknown): void;
  /** The server accepted the stream. */
  onOpen?(): void;
  /** The stream was lost, or could not open; another attempt follows. */
  onDown?(): void;
  /** The server refused the session (401, 403): no further attempt. */
  onRefused(status: 401 | 403): void;
}

export interface LiveStreamOptions {
  fetch?: typeof fetch;
  random?: () => number;
}

/** Retry-After in seconds (the server never sends a date); 0 when absent or unreadable. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 600) * 1_000 : 0;
}

/**
 * Opens `GET /api/events` and keeps it open until the returned function is called. Each attempt is
 * an EventSource of its own (eventsource's: it takes a fetch, and the browser's cannot send a
 * bearer header) that sends the stored token (a password change replaces it mid-session) and,
 * after the first, the `Last-Event-ID` of the last event that had one, so the server replays what
 * was missed. The wait between attempts is ours (a backoff, a busy node's Retry-After), not
 * EventSource's fixed reconnection time, so an attempt that fails is closed, never left to retry.
 * A tab in the background keeps its stream: coming back to it shows the present at once.
 */
export function openLiveStream(handlers: LiveStreamHandlers, options: LiveStreamOptions = {}): () => void {
  const send = options.fetch ?? ((input, init) => window.fetch(input, init));
  const random = options.random ?? Math.random;
  let source: EventSource | undefined;
  let stopped = false;
  let attempt = 0;
  let lastEventId = '';
  // The Retry-After of the current attempt's answer: EventSource's error event tells its status only.
  let retryAfter = 0;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const quiet = () => clearTimeout(silence);
  const heard = () => {
    quiet();
    silence = setTimeout(() => lost(), LIVE_SILENCE_MS);
  };

  /** The current attempt is over (ended, refused, silent, unreachable): closed, and the next one planned. */
  function lost(status?: number) {
    quiet();
    source?.close();
    source = undefined;
    if (stopped) return;
    if (status === 401 || status === 403) return handlers.onRefused(status);
    handlers.onDown?.();
    const backoff = retryDelay(attempt++, random);
    // A full node (503) or an account with too many streams (429): the server's wait, stretched by
    // up to half so its refused clients do not return together.
    const busy = status === 503 || status === 429;
    retry = setTimeout(connect, busy ? Math.max(backoff, Math.round(retryAfter * (1 + random() * 0.5))) : backoff);
  }

  function connect() {
    retryAfter = 0;
    const attemptSource: EventSource = new EventSource(LIVE_URL, {
      fetch: async (url, init) => {
        const token = localStorage.getItem(TOKEN_KEY);
        const headers = { ...init.headers, ...(lastEventId && { 'Last-Event-ID': lastEventId }), ...(token && { Authorization: `Bearer ${token}` }) };
        const response = await send(url, { ...init, headers });
        retryAfter = retryAfterMs(response.headers.get('retry-after'));
        if (!response.ok || !response.body) return response;
        // Every byte, keep-alive comments included, proves the connection alive; EventSource tells of events only.
        const tap = new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, out) {
            if (source === attemptSource) heard();
            out.enqueue(chunk);
          },
        });
        return new Response(response.body.pipeThrough(tap), { status: response.status, statusText: response.statusText, headers: response.headers });
      },
    });
    source = attemptSource;
    // A closed attempt may still hand over the rest of a chunk it had read: only the current one counts.
    attemptSource.addEventListener('open', () => {
      if (source !== attemptSource) return;
      heard();
      handlers.onOpen?.();
    });
    attemptSource.addEventListener('error', (event) => {
      if (source === attemptSource) lost(event.code);
    });
    for (const name of handlers.events)
      attemptSource.addEventListener(name, (message: MessageEvent<string>) => {
        if (source !== attemptSource) return;
        if (message.lastEventId) lastEventId = message.lastEventId;
        let data: unknown;
        try {
          data = message.data ? JSON.parse(message.data) : {};
        } catch {
          return;
        }
        // The opening is complete: the next loss starts the backoff from the beginning.
        if (name === 'ready') attempt = 0;
        try {
          handlers.onEvent(name, data);
        } catch (error) {
          // A screen's mistake must not cost the stream.
          console.error('A live event could not be applied', error);
        }
      });
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    lost();
  };
}
