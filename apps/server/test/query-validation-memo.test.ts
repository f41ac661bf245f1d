import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoQueryParse, memoQueryValidation } from '../src/lib/query-validation-memo.ts';

function appWithCountingSchema() {
  const app = Fastify({ routerOptions: { querystringParser: memoQueryParse } });
  app.setValidatorCompiler(memoQueryValidation(validatorCompiler));
  let checks = 0;
  const query = z.object({
    page: z.coerce.number().int().min(1).default(1),
    search: z
      .string()
      .max(20)
      .optional()
      .refine(() => ++checks > 0),
    tags: z.array(z.string()).default([]),
  });
  app.get('/list', { schema: { querystring: query } }, async (request) => ({ query: request.query }));
  app.get('/change', { schema: { querystring: query } }, async (request) => {
    (request.query as { page: number }).page = 99;
    return { query: request.query };
  });
  app.post('/body', { schema: { body: z.object({ n: z.coerce.number() }) } }, async (request) => ({ body: request.body }));
  return { app, checks: () => checks };
}

describe('query validation memo', () => {
  it('checks a distinct query once per route and answers the same value after', async () => {
    const { app, checks } = appWithCountingSchema();
    const first = await app.inject({ url: '/list?page=2&search=ada' });
    expect(first.json()).toEqual({ query: { page: 2, search: 'ada', tags: [] } });
    const again = await app.inject({ url: '/list?page=2&search=ada' });
    expect(again.json()).toEqual(first.json());
    expect(checks()).toBe(1);

    expect((await app.inject({ url: '/list?page=3&search=ada' })).json().query.page).toBe(3);
    expect(checks()).toBe(2);

    // A long query (an unknown key carries the length) is checked every time, never kept.
    const long = `/list?page=2&search=ada&junk=${'j'.repeat(600)}`;
    for (let i = 0; i < 2; i++) expect((await app.inject({ url: long })).json()).toEqual(first.json());
    expect(checks()).toBe(4);
    await app.close();
  });

  it('checks a refused query every time, with its 400', async () => {
    const { app, checks } = appWithCountingSchema();
    for (let i = 0; i < 2; i++) expect((await app.inject({ url: '/list?page=0&search=ada' })).statusCode).toBe(400);
    expect(checks()).toBe(2);
    expect((await app.inject({ url: `/list?search=${'x'.repeat(21)}` })).statusCode).toBe(400);
    await app.close();
  });

  it('freezes the shared value: a handler that changes it fails and the next request is unharmed', async () => {
    const { app } = appWithCountingSchema();
    expect((await app.inject({ url: '/change?page=4' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/change?page=4' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/list?page=4' })).json().query.page).toBe(4);
    await app.close();
  });

  it('leaves bodies alone: each is checked on its own', async () => {
    const { app } = appWithCountingSchema();
    const body = (n: string) => app.inject({ method: 'POST', url: '/body', payload: { n } });
    expect((await body('5')).json()).toEqual({ body: { n: 5 } });
    expect((await body('6')).json()).toEqual({ body: { n: 6 } });
    await app.close();
  });
});
