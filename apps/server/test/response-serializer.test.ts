import { api } from '@hackcamp/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../src/lib/response-serializer.ts';

const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

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
