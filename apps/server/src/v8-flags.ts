import v8 from 'node:v8';

/**
 * V8 puts objects straight into the old generation from any allocation site whose objects once
 * mostly outlived two young-generation collections ("allocation-site pretenuring"). Under a
 * crowd, the sites of every request's objects (Node's IncomingMessage, Fastify's request and
 * reply) came to qualify, though each of those objects lives a few milliseconds: at the event's
 * full peak the old generation grew 17-19 MB a second, a full collection came every 30-40 s, and
 * its marking held the event loop in steps of 50-150 ms, which made half of the writes' slowest
 * 1 %. Without pretenuring those objects die young: 2-8 MB a second
 * (docs/decisions/0059-no-allocation-site-pretenuring.md). Imported first by main.ts, before the
 * server allocates anything it serves.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
