// The bench's yardstick: Fastify with one route and nothing else, in a process of its own like the
// server under measurement. Every call's throughput is reported as a ratio of this one's.
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
