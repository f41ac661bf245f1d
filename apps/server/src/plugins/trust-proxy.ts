import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * TRUST_PROXY as Fastify takes it. A count becomes a function of the hop: Fastify's own number
 * form trusts no hop at all (it cannot check who the nearest one is), while a count of n means
 * the socket and the n-1 proxies behind it are trusted and the n-th X-Forwarded-For entry from
 * the right is the caller, whatever the client wrote to its left.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
