// One measurement: autocannon with 50 connections against a server in another process, each
// request built afresh (its own token, page or row), after a short warm-up with the same mix.
import autocannon from 'autocannon';
import { MSG } from '@hackcamp/contract';

export const CONNECTIONS = 50;

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Call {
  name: string;
  kind: 'read' | 'write';
  /** Distinct requests prepared. Reads rotate through theirs; a write uses each once. */
  size: number;
  /** Request number `i`, for i from 0 (reads: any i, taken modulo their rotation). */
  request(i: number): BenchRequest;
  /** A write whose requests may repeat once they run out (marking a day again is a real change too). */
  repeatable?: boolean;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** Counts of the non-2xx statuses, e.g. { 409: 12 }. */
  failures: Record<string, number>;
  /** Set when a write ran out of prepared data before the time was up. */
  ranOut?: boolean;
}

export type Probe = { ok: true } | { ok: false; missing: boolean; status: number; message: string };

/**
 * Sends request `i` once, outside the measurement: a call the server does not have (yet) answers
 * 404 with the API's "no such call" message, and is skipped; any other failure is shown.
 */
export async function probe(base: string, request: BenchRequest): Promise<Probe> {
  const res = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
  if (res.ok) {
    await res.arrayBuffer();
    return { ok: true };
  }
  const text = await res.text();
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // not JSON: keep the text
  }
  return { ok: false, missing: res.status === 404 && message === MSG.noSuchCall, status: res.status, message };
}

function run(base: string, call: Call, seconds: number, next: { value: number }): Promise<{ result: autocannon.Result; ranOut: boolean }> {
  let ranOut = false;
  let instance: autocannon.Instance | undefined;
  return new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              let i = next.value++;
              if (call.kind === 'write' && !call.repeatable && i >= call.size) {
                if (!ranOut) {
                  ranOut = true;
                  instance?.stop();
                }
                i = call.size - 1;
              }
              const r = call.request(i);
              return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, ranOut })),
    );
  });
}

/** Warm-up, then the measured run; a write's data carries on where the warm-up left it. */
export async function measure(base: string, call: Call, opts: { seconds: number; warmupSeconds: number; start?: number }): Promise<Measurement> {
  const next = { value: opts.start ?? 0 };
  if (opts.warmupSeconds > 0) await run(base, call, opts.warmupSeconds, next);
  const { result, ranOut } = await run(base, call, opts.seconds, next);
  const failures: Record<string, number> = {};
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && count > 0) failures[status] = count;
  }
  if (result.errors) failures['connection errors'] = result.errors;
  const requests = result.requests.total;
  return {
    rps: requests / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: result.non2xx + result.errors,
    failures,
    ...(ranOut && { ranOut }),
  };
}
