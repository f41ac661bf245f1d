import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoAnswer } from '../src/lib/memo-answer.ts';
import { responseSerializerCompiler } from '../src/lib/response-serializer.ts';
import { success } from '../src/lib/success.ts';

describe('an answer written once per value held in memory', () => {
  it('is written by the route serializer, once per value, and again for a new value', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    let value = { items: [{ name: 'Ada', passwordHash: 'secret' }] };
    let envelopes = 0;
    const answer = memoAnswer((held: object) => (envelopes++, success(held)));
    app.get(
      '/x',
      { schema: { response: { 200: z.object({ success: z.literal(true), data: z.object({ items: z.array(z.object({ name: z.string() })) }) }) } } },
      async (_request, reply) => {
        return answer(reply, value);
      },
    );
    const read = () => app.inject({ url: '/x' });

    const first = await read();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ success: true, data: { items: [{ name: 'Ada' }] } });
    expect((await read()).body).toBe(first.body);
    expect(envelopes).toBe(1);

    value = { items: [{ name: 'Grace', passwordHash: 'secret' }] };
    expect((await read()).json()).toEqual({ success: true, data: { items: [{ name: 'Grace' }] } });
    expect(envelopes).toBe(2);
    await app.close();
  });
});
