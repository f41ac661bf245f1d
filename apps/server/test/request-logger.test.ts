import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from '../src/lib/request-logger.ts';

// A request's logger is made on its first line, and that line still carries the request's id.
async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    childLoggerFactory: lazyChildLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  let children = 0;
  const child = app.log.child.bind(app.log);
  app.log.child = (...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  };
  app.get('/quiet', async (request) => {
    request.log.debug('below the level');
    return { level: request.log.level };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ n: 1 }, 'first');
    request.log.info('second');
    return {};
  });
  await app.ready();
  return { app, lines, children: () => children };
}

describe('request logger', () => {
  it('makes no child for a request that writes nothing, and reports the level', async () => {
    const { app, lines, children } = await appWithLog();
    const res = await app.inject('/quiet');
    expect(res.json()).toEqual({ level: 'info' });
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes each line with the request id, through one child', async () => {
    const { app, lines, children } = await appWithLog();
    await app.inject('/loud');
    const written = lines.filter((l) => l.msg === 'first' || l.msg === 'second');
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ level: 40, n: 1, reqId: expect.any(String) });
    expect(written[1]!.reqId).toBe(written[0]!.reqId);
    expect(children()).toBe(1);
    await app.close();
  });
});
