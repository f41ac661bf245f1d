import { LIVE_KEEPALIVE_MS } from '@hackcamp/contract';

/**
 * How long a connection may take over each part of a request. Node has none of these by default
 * under Fastify, so a client that sends its headers a byte at a time, or a body that never ends,
 * held a socket and its memory for as long as it liked.
 */
export interface HttpTimeouts {
  /** From a connection's first byte (or the end of its last answer) until its request's headers are in. */
  headersMs: number;
  /** Until the whole request, body included, is in: bounds a body that trickles in. Not the answer. */
  requestMs: number;
  /** A socket on which nothing moves in either direction: a stalled upload, a client that stopped reading. */
  idleSocketMs: number;
  /** How long a connection waits for its next request after an answer. */
  keepAliveMs: number;
  /** How often Node looks for requests past headersMs or requestMs (30 s by default, which would double the first). */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  // Headers are a packet or two, even from a phone on a weak link.
  headersMs: 15_000,
  // Uploads go up to 20 MB: 300 s lets one through at 0.55 Mbit/s, a poor mobile uplink, while a
  // body sent a few bytes at a time is still cut. Answers are not bounded by it: the live stream
  // (GET /api/events, open for hours) and a backup streaming out are past their request once
  // their headers are in.
  requestMs: 300_000,
  // The live stream writes a comment line every LIVE_KEEPALIVE_MS (20 s) and a backup writes
  // while its client reads, so only a connection stuck for minutes is cut. A long import answers
  // within seconds (20,000 rows take about 15 s), well inside this too.
  idleSocketMs: Math.max(120_000, 4 * LIVE_KEEPALIVE_MS),
  // Longer than the 60 s a balancer keeps an idle connection to a node (nginx's upstream
  // keepalive_timeout, an AWS ALB's idle timeout): the balancer, not the node, closes it, so it
  // never sends a request down a connection the node is closing.
  keepAliveMs: 72_000,
  checkEveryMs: 2_000,
};

/** The Fastify options that apply them (the `http` part goes to Node's http.createServer). */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // On close, idle keep-alive connections are ended at once (a request in flight is answered
    // first); Fastify's default too, spelled out because a prompt SIGTERM depends on it.
    forceCloseConnections: 'idle' as const,
  };
}
