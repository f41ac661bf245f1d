import { api } from '@hackcamp/contract';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { memoAnswer } from '../src/cache/memo-answer.ts';
import { createResponseSerializerCompiler } from '../src/plugins/response-serializer.ts';
import { registerErrorHandler } from '../src/plugins/errors.ts';

/** The serializer as production runs it (no CHECK_ANSWERS), or as the tests run it. */
const compilers = {
  production: createResponseSerializerCompiler({ checkAnswers: false }),
  checked: createResponseSerializerCompiler({ checkAnswers: true }),
};
const compile = (schema: z.ZodType, mode: keyof typeof compilers = 'production') =>
  compilers[mode]({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('the response serializer', () => {
  it('writes only the declared fields, at every depth', () => {
    const write = compile(z.object({ user: z.object({ name: z.string(), tags: z.array(z.object({ id: z.number().int() })) }) }));
    const out = JSON.parse(write({ user: { name: 'Ada', passwordHash: 'secret', tags: [{ id: 1, internal: true }] }, token: 'x' }));
    expect(out).toEqual({ user: { name: 'Ada', tags: [{ id: 1 }] } });
  });

  it('strips undeclared fields inside nullable objects and unions too', () => {
    const write = compile(
      z.object({
        leader: z.object({ _id: z.string(), name: z.string() }).nullable(),
        item: z.union([z.object({ kind: z.literal('a'), x: z.string() }), z.object({ kind: z.literal('b'), y: z.number() })]),
      }),
    );
    const out = JSON.parse(write({ leader: { _id: 'u1', name: 'Ada', email: 'private@x.edu' }, item: { kind: 'b', y: 2, x: 'leak' } }));
    expect(out).toEqual({ leader: { _id: 'u1', name: 'Ada' }, item: { kind: 'b', y: 2 } });
    expect(JSON.parse(write({ leader: null, item: { kind: 'a', x: 's' } }))).toEqual({ leader: null, item: { kind: 'a', x: 's' } });
  });

  it('keeps nulls, dates and free-form values as JSON writes them', () => {
    const write = compile(z.object({ at: z.date(), note: z.string().nullable(), settings: z.unknown() }));
    const at = new Date('2026-11-25T10:00:00.000Z');
    expect(JSON.parse(write({ at, note: null, settings: { a: [1, 'b'] } }))).toEqual({ at: at.toISOString(), note: null, settings: { a: [1, 'b'] } });
  });

  it('refuses an answer that lacks a required field instead of sending half of it', () => {
    const write = compile(z.object({ name: z.string(), rank: z.number().int() }));
    expect(() => write({ name: 'Ada' })).toThrow(/rank/);
  });

  it('strips what the real profile answer does not declare', () => {
    const write = compile(api.auth.profile.response[200]);
    const at = '2026-11-25T10:00:00.000Z';
    const declared = { _id: 'u1', name: 'Ada', email: 'ada@x.edu', mobile: null, collegeName: null, role: 'participant', participantType: 'bootcamp' };
    const more = { totalScore: 10, isActive: true, mustChangePassword: false, profilePicture: null, description: null, specialization: null };
    const user = { ...declared, ...more, experience: null, skills: [], createdAt: at, registrationDate: at, passwordHash: '$argon2id$...', tokenVersion: 3 };
    const text = write({ success: true, data: { user } });
    expect(JSON.parse(text).data.user).toMatchObject(declared);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('tokenVersion');
  });
});

describe('the response serializer in check mode (CHECK_ANSWERS, as the tests run)', () => {
  const schema = z.object({ success: z.literal(true), data: z.object({ name: z.string(), status: z.enum(['open', 'closed']) }) });
  const good = { success: true, data: { name: 'Ada', status: 'open' } };
  // What fast-json-stringify lets through: a number where text is declared (written as "42"),
  // and a value outside the enum (written as it is).
  const wrong = {
    coerced: { success: true, data: { name: 42, status: 'open' } },
    outsideEnum: { success: true, data: { name: 'Ada', status: 'archived' } },
  };

  async function appIn(mode: keyof typeof compilers) {
    const app = Fastify();
    app.setSerializerCompiler(compilers[mode]);
    registerErrorHandler(app);
    const memo = memoAnswer((value: object) => value);
    for (const [name, value] of Object.entries({ good, ...wrong })) {
      app.get(`/${name}`, { schema: { response: { 200: schema } } }, async () => value);
      // Answers written once and held (memo-answer.ts) go through reply.serialize.
      app.get(`/memo/${name}`, { schema: { response: { 200: schema } } }, async (_request, reply) => memo(reply, value));
    }
    await app.ready();
    return app;
  }

  afterEach(() => vi.restoreAllMocks());

  it('knows the two answers are wrong although the serializer writes them', () => {
    const write = compile(schema);
    expect(JSON.parse(write(wrong.coerced)).data.name).toBe('42');
    expect(JSON.parse(write(wrong.outsideEnum)).data.status).toBe('archived');
    const check = compile(schema, 'checked');
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(check(good)).toBe(write(good));
    expect(() => check(wrong.coerced)).toThrow(/GET \/x \(200\)[\s\S]*data\.name/);
    expect(() => check(wrong.outsideEnum)).toThrow(/GET \/x \(200\)[\s\S]*data\.status/);
  });

  it('fails a wrong answer with a 500 and prints which route and field, sent directly or held by memoAnswer', async () => {
    const app = await appIn('checked');
    const printed = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect((await app.inject({ url: '/good' })).json()).toEqual(good);
      expect((await app.inject({ url: '/memo/good' })).json()).toEqual(good);
      for (const name of Object.keys(wrong)) {
        for (const url of [`/${name}`, `/memo/${name}`]) {
          const res = await app.inject({ url });
          expect(res.statusCode, url).toBe(500);
          expect(res.json()).toMatchObject({ success: false });
        }
      }
      const lines = printed.mock.calls.map(([text]) => String(text));
      expect(lines).toHaveLength(4);
      expect(lines[0]).toMatch(/^GET \/coerced \(200\) answered a value its response schema refuses:[\s\S]*expected string[\s\S]*data\.name/);
      expect(lines[1]).toMatch(/^GET \/memo\/coerced \(200\)/);
      expect(lines[2]).toMatch(/^GET \/outsideEnum \(200\)[\s\S]*"open"\|"closed"[\s\S]*data\.status/);
      expect(lines[3]).toMatch(/^GET \/memo\/outsideEnum \(200\)/);
    } finally {
      await app.close();
    }
  });

  it('is off in production: the same answers go out as the serializer writes them, unchecked', async () => {
    const app = await appIn('production');
    const printed = vi.spyOn(process.stderr, 'write');
    try {
      for (const prefix of ['/', '/memo/']) {
        const coerced = await app.inject({ url: `${prefix}coerced` });
        expect(coerced.statusCode).toBe(200);
        expect(coerced.json()).toEqual({ success: true, data: { name: '42', status: 'open' } });
        const outsideEnum = await app.inject({ url: `${prefix}outsideEnum` });
        expect(outsideEnum.statusCode).toBe(200);
        expect(outsideEnum.json()).toEqual(wrong.outsideEnum);
      }
      expect(printed).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });

  it('is what the app uses under the tests', async () => {
    expect(process.env.CHECK_ANSWERS).toBe('true');
    const { responseSerializerCompiler } = await import('../src/plugins/response-serializer.ts');
    const check = responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => check(wrong.outsideEnum)).toThrow(/data\.status/);
  });
});
