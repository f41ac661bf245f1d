import { describe, expect, it } from 'vitest';
import { LIMITS, loginSchema, type LoginInput } from '@hackcamp/contract';
import { checkLogin, type LoginCheck } from './login-check.ts';

/** What the sign-in form showed when it validated with zod: the first message, email before password. */
function bySchema(input: LoginInput): LoginCheck {
  const result = loginSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  for (const field of ['email', 'password'] as const) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return { ok: false, field, message: issue.message };
  }
  throw new Error('a failure on no field');
}

const emails = [
  '',
  '   ',
  '\u200B',
  ' \u200B\u202E ',
  'someone@example.com',
  '  Someone@Example.COM  ',
  'some\u200Bone@example.com',
  '\u202Eadmin@example.com',
  '\u200Da@b.co',
  'a\u200C@b.co',
  'ka\u200Dla@b.co',
  '\u{1F469}\u200D\u{1F4BB}@b.co',
  '\uFEFF\u2066a@b.co\u2069\u061C',
  'not-an-email',
  'a@b',
  'a@b.',
  'a@.b',
  '@b.c',
  'a b@c.d',
  'a@b.c.d',
  'a@@b.c',
  'a@b..c',
  'ÄÖ@ünï.côdé',
  `${'a'.repeat(240)}@example.com`,
  `${'a'.repeat(250)}@example.com`,
  `${' '.repeat(300)}a@b.co${' '.repeat(200)}`,
  `${'\u200B'.repeat(300)}a@b.co`,
  `a@b${'.'.repeat(600)}@`,
  'x'.repeat(LIMITS.emailMax * 2 + 1),
];
const passwords = ['', ' ', 'x', '  spaced  ', '\u200Bhidden', 'p'.repeat(LIMITS.passwordMax), 'p'.repeat(LIMITS.passwordMax + 1)];

describe('checkLogin', () => {
  it('gives the message and the values the contract schema gives, for every pair', () => {
    for (const email of emails) {
      for (const password of passwords) {
        expect(checkLogin({ email, password }), JSON.stringify({ email, password })).toEqual(bySchema({ email, password }));
      }
    }
  });

  it('reports the email first, then the password', () => {
    expect(checkLogin({ email: '', password: '' })).toMatchObject({ ok: false, field: 'email' });
    expect(checkLogin({ email: 'a@b.co', password: '' })).toMatchObject({ ok: false, field: 'password' });
  });
});
