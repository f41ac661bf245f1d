import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RETRY, LIVE_SILENCE_MS, openLiveStream, retryAfterMs, retryDelay, type LiveStreamHandlers } from './live-stream.ts';

/** A server side of one response: what the test writes reaches the client as the stream's bytes. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  let ended = false;
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    // Closed by the server, then aborted by the client: once is enough.
    end: () => {
      if (!ended) controller.close();
      ended = true;
    },
  };
}

type Call = { url: string; headers: Record<string, string>; signal: AbortSignal };

function fakeServer() {
  const calls: Call[] = [];
  const answers: (() => Response)[] = [];
  const streams: ReturnType<typeof eventStream>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Header names compared as HTTP does, whatever case the client wrote them in.
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ url: new URL(String(input)).pathname, headers, signal: init!.signal! });
    const answer = answers.shift();
    if (answer) return answer();
    const stream = eventStream();
    streams.push(stream);
    init?.signal?.addEventListener('abort', () => stream.end());
    return stream.response;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls, streams, answers };
}

function handlers() {
  const events: [string, unknown][] = [];
  const log: string[] = [];
  const h: LiveStreamHandlers = {
    events: ['ready', 'announcement', 'team'],
    onEvent: (name, data) => void events.push([name, data]),
    onOpen: () => void log.push('open'),
    onDown: () => void log.push('down'),
    onRefused: (status) => void log.push(`refused ${status}`),
  };
  return { h, events, log };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('retryDelay', () => {
  it('starts near a second, doubles, stops at half a minute, and spreads by a quarter either way', () => {
    expect(retryDelay(0, () => 0.5)).toBe(LIVE_RETRY.firstMs);
    expect(retryDelay(1, () => 0.5)).toBe(2_000);
    expect(retryDelay(4, () => 0.5)).toBe(16_000);
    expect(retryDelay(5, () => 0.5)).toBe(LIVE_RETRY.maxMs);
    expect(retryDelay(40, () => 0.5)).toBe(LIVE_RETRY.maxMs);
    expect(retryDelay(0, () => 0)).toBe(750);
    expect(retryDelay(0, () => 1)).toBe(1_250);
  });
});

describe('openLiveStream', () => {
  let stored: Record<string, string>;

  beforeEach(() => {
    vi.useFakeTimers();
    // EventSource resolves its address against the document's.
    vi.stubGlobal('document', { baseURI: 'http://hackcamp.test/dashboard' });
    stored = { token: 'first-token' };
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the stored token, passes named events with their data and ignores comments and id-only lines', async () => {
    const server = fakeServer();
    const { h, events, log } = handlers();
    const stop = openLiveStream(h, { fetch: server.fetch });
    await flush();

    expect(server.calls[0]!.url).toBe('/api/events');
    expect(server.calls[0]!.headers).toMatchObject({ authorization: 'Bearer first-token', accept: 'text/event-stream' });
    expect(server.calls[0]!.headers).not.toHaveProperty('last-event-id');
    server.streams[0]!.write(': heartbeat\n\nid: 7\n\nevent: ready\nid: 8\ndata: {"resumed":false}\n\n');
    server.streams[0]!.write('event: announcement\nid: 9\ndata: {"id":"a1","title":"Lunch","priority":"low"}\n\n');
    // A name the tab does not act on, and data that is not JSON: neither reaches the screens.
    server.streams[0]!.write('event: someday\nid: 10\ndata: {}\n\nevent: team\nid: 11\ndata: {oops\n\n');
    await flush();

    expect(log).toEqual(['open']);
    expect(events).toEqual([
      ['ready', { resumed: false }],
      ['announcement', { id: 'a1', title: 'Lunch', priority: 'low' }],
    ]);
    stop();
  });

  it('reconnects after the server closes, with Last-Event-ID and the token stored by then, backing off until an opening completes', async () => {
    const server = fakeServer();
    const { h, log } = handlers();
    const stop = openLiveStream(h, { fetch: server.fetch, random: () => 0.5 });
    await flush();
    server.streams[0]!.write('event: ready\nid: 41\ndata: {"resumed":false}\n\n');
    await flush();

    // A password change replaces the token; the server then ends the old session's stream.
    stored.token = 'second-token';
    server.streams[0]!.end();
    await flush();
    expect(log).toEqual(['open', 'down']);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers).toMatchObject({ authorization: 'Bearer second-token', 'last-event-id': '41' });

    // Lost again before its opening completed, then refused by a busy node: 2 s, then 4 s.
    server.answers.push(() => new Response('busy', { status: 503 }));
    server.streams[1]!.end();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(4);

    // A complete opening resets the backoff.
    server.streams[2]!.write('event: ready\nid: 42\ndata: {"resumed":true}\n\n');
    await flush();
    server.streams[2]!.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(5);
    expect(server.calls[4]!.headers['last-event-id']).toBe('42');
    stop();
  });

  it('replaces a connection that has gone silent for longer than the keep-alive allows', async () => {
    const server = fakeServer();
    const { h, log } = handlers();
    const stop = openLiveStream(h, { fetch: server.fetch, random: () => 0.5 });
    await flush();
    server.streams[0]!.write('event: ready\nid: 3\ndata: {"resumed":false}\n\n');
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1);
    server.streams[0]!.write(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1);
    expect(log).toEqual(['open']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['open', 'down']);
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers['last-event-id']).toBe('3');
    stop();
  });

  it('keeps the last id across events that carry none, and tries again after a failed request or an answer that is no stream', async () => {
    const server = fakeServer();
    const { h, log } = handlers();
    const stop = openLiveStream(h, { fetch: server.fetch, random: () => 0.5 });
    await flush();
    // The leaderboard's event has no id: resuming starts after the last event that had one.
    server.streams[0]!.write('event: ready\nid: 5\ndata: {"resumed":false}\n\nevent: team\ndata: {}\n\n');
    await flush();
    server.answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    server.answers.push(() => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    server.answers.push(() => new Response('{}', { status: 500 }));
    server.streams[0]!.end();
    // 1 s, 2 s, 4 s, then 8 s: each failure is a loss, none a refusal.
    for (const [wait, calls] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
      [8_000, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.calls).toHaveLength(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls).toHaveLength(calls);
      expect(server.calls[calls - 1]!.headers['last-event-id']).toBe('5');
    }
    expect(log).toEqual(['open', 'down', 'down', 'down', 'down', 'open']);
    stop();
  });

  it.each([401, 403] as const)('stops for good when the server answers %i', async (status) => {
    const server = fakeServer();
    server.answers.push(() => new Response('{}', { status }));
    const { h, log } = handlers();
    openLiveStream(h, { fetch: server.fetch });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log).toEqual([`refused ${status}`]);
    expect(server.calls).toHaveLength(1);
  });

  it('closes the connection and tries no more once stopped', async () => {
    const server = fakeServer();
    const { h, log } = handlers();
    const stop = openLiveStream(h, { fetch: server.fetch });
    await flush();
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(log).toEqual(['open']);
  });

  it('keeps the stream when a handler throws', async () => {
    const server = fakeServer();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { h, log } = handlers();
    const stop = openLiveStream(
      {
        ...h,
        onEvent: () => {
          throw new Error('a screen bug');
        },
      },
      { fetch: server.fetch },
    );
    await flush();
    server.streams[0]!.write('event: team\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log).toEqual(['open']);
    expect(server.calls).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
    stop();
  });
});

describe('a node or account that refuses the stream for now', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { baseURI: 'http://hackcamp.test/dashboard' });
    vi.stubGlobal('localStorage', { getItem: () => 'a-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads Retry-After in seconds, and ignores what is not a positive number', () => {
    expect(retryAfterMs('10')).toBe(10_000);
    expect(retryAfterMs(null)).toBe(0);
    expect(retryAfterMs('soon')).toBe(0);
    expect(retryAfterMs('-3')).toBe(0);
    expect(retryAfterMs('99999')).toBe(600_000);
  });

  it('waits at least the Retry-After of a 503 or 429 (stretched by up to half), then resumes with Last-Event-ID', async () => {
    const server = fakeServer();
    const { h, log } = handlers();
    const stop = openLiveStream(h, { fetch: server.fetch, random: () => 0.5 });
    await flush();
    server.streams[0]!.write('event: ready\nid: 77\ndata: {"resumed":false}\n\n');
    await flush();
    // The node's feed went down: it ends the stream, then refuses it for 5 s.
    server.answers.push(() => new Response('{}', { status: 503, headers: { 'Retry-After': '5' } }));
    server.answers.push(() => new Response('{}', { status: 429, headers: { 'Retry-After': '60' } }));
    server.streams[0]!.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(2);
    // 5 s × 1.25, not the 2 s of the backoff.
    await vi.advanceTimersByTimeAsync(6_249);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(3);
    // Too many streams for this account: 60 s × 1.25 rather than the 4 s of the backoff.
    await vi.advanceTimersByTimeAsync(74_999);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(4);
    expect(server.calls[3]!.headers['last-event-id']).toBe('77');
    expect(log).toEqual(['open', 'down', 'down', 'down', 'open']);
    stop();
  });
});
