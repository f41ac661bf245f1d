import { fetchEventSource } from '@microsoft/fetch-event-source';
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

class Refused extends Error {
  constructor(readonly status: 401 | 403) {
    super(`The live stream was refused (${status})`);
  }
}

/** A node that is full or cannot hear the database (503), or an account with too many streams (429). */
class Busy extends Error {
  constructor(
    status: number,
    readonly retryAfterMs: number,
  ) {
    super(`The live stream answered ${status}`);
  }
}

/** Retry-After in seconds (the server never sends a date); 0 when absent or unreadable. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 600) * 1_000 : 0;
}

/**
 * Opens `GET /api/events` and keeps it open until the returned function is called: each attempt
 * sends the stored token (a password change replaces it mid-session) and, after the first, the
 * `Last-Event-ID` fetch-event-source keeps, so the server replays what was missed.
 */
export function openLiveStream(handlers: LiveStreamHandlers, options: LiveStreamOptions = {}): () => void {
  const stopped = new AbortController();
  const send = options.fetch ?? ((input, init) => window.fetch(input, init));
  let attempt = 0;
  // Aborting one attempt (not the whole source) makes fetch-event-source retry with its headers.
  let current: AbortController | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const quiet = () => clearTimeout(silence);
  const heard = () => {
    quiet();
    silence = setTimeout(() => current?.abort(), LIVE_SILENCE_MS);
  };

  fetchEventSource(LIVE_URL, {
    signal: stopped.signal,
    // A tab in the background keeps its stream: coming back to it shows the present at once.
    openWhenHidden: true,
    fetch: (input, init) => {
      const attemptAbort = new AbortController();
      current = attemptAbort;
      init?.signal?.addEventListener('abort', () => attemptAbort.abort(), { once: true });
      const token = localStorage.getItem(TOKEN_KEY);
      const headers = { ...(init?.headers as Record<string, string>), ...(token && { Authorization: `Bearer ${token}` }) };
      return send(input, { ...init, headers, signal: attemptAbort.signal });
    },
    onopen: async (response) => {
      if (response.status === 401 || response.status === 403) throw new Refused(response.status);
      if (response.status === 429 || response.status === 503) throw new Busy(response.status, retryAfterMs(response.headers.get('retry-after')));
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        throw new Error(`The live stream answered ${response.status}`);
      }
      heard();
      handlers.onOpen?.();
    },
    onmessage: (message) => {
      heard();
      // Keep-alive comments and id-only lines arrive as messages without a name.
      if (!message.event) return;
      let data: unknown;
      try {
        data = message.data ? JSON.parse(message.data) : {};
      } catch {
        return;
      }
      // The opening is complete: the next loss starts the backoff from the beginning.
      if (message.event === 'ready') attempt = 0;
      try {
        handlers.onEvent(message.event, data);
      } catch (error) {
        // A screen's mistake must not cost the stream (a throw here would reconnect).
        console.error('A live event could not be applied', error);
      }
    },
    onclose: () => {
      // The server ended the stream (a node going away, a session ending): reconnecting tells which.
      throw new Error('The live stream closed');
    },
    onerror: (error: unknown) => {
      quiet();
      if (error instanceof Refused) throw error;
      handlers.onDown?.();
      const backoff = retryDelay(attempt++, options.random);
      // The server's wait, stretched by up to half so its refused clients do not return together.
      if (error instanceof Busy) return Math.max(backoff, Math.round(error.retryAfterMs * (1 + (options.random ?? Math.random)() * 0.5)));
      return backoff;
    },
  }).catch((error: unknown) => {
    quiet();
    if (error instanceof Refused) handlers.onRefused(error.status);
  });

  return () => {
    quiet();
    stopped.abort();
  };
}
