import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { users } from '../src/db/schema/index.ts';
import { bearer, createStaff, json, startTestApp, uniqueEmail, validRegistration, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates a bootcamp participant and never returns the password', async () => {
    const body = validRegistration({ email: 'Mixed.Case@Test.Dev' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { user } = json(res).data;
    expect(user).toMatchObject({ name: 'Asha Rao', email: 'mixed.case@test.dev', role: 'participant', participantType: 'bootcamp', totalScore: 0, isActive: true });
    expect(res.body).not.toMatch(/password/i);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('stores the hackathon-only participation type', async () => {
    const res = await register(validRegistration({ participantType: 'hackathon' }));
    expect(json(res).data.user.participantType).toBe('hackathon');
  });

  it('collects every missing field at once with the spec messages', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.success).toBe(false);
    expect(body.errors.map((e: { msg: string }) => e.msg)).toEqual([
      MSG.nameRequired,
      MSG.emailRequired,
      MSG.mobileRequired,
      MSG.collegeRequired,
      MSG.passwordRequired,
      MSG.confirmRequired,
    ]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', MSG.emailInvalid],
    [{ mobile: '12345' }, 'mobile', MSG.mobileInvalid],
    [{ mobile: '98765abc43210' }, 'mobile', MSG.mobileInvalid],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password', MSG.passwordTooShort],
    [{ confirmPassword: 'different1' }, 'confirmPassword', MSG.passwordsMismatch],
    [{ name: '   ' }, 'name', MSG.nameRequired],
    [{ participantType: 'vip' }, 'participantType', MSG.participantTypeInvalid],
  ])('rejects %j on %s', async (override, field, msg) => {
    const res = await register(validRegistration(override));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ field, msg }]);
    expect(json(res).message).toBe(msg);
  });

  it('accepts the mobile shapes the spec allows', async () => {
    for (const mobile of ['9876543210', '+91 98765-43210', '(040) 2345-6789']) {
      const res = await register(validRegistration({ mobile }));
      expect(res.statusCode, mobile).toBe(201);
    }
  });

  it('answers wrong types with the required messages, not a crash', async () => {
    const res = await register({ name: 5, email: {}, mobile: [], collegeName: null, password: 1, confirmPassword: true });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toHaveLength(6);
  });

  it('refuses a duplicate email regardless of case with 409', async () => {
    const body = validRegistration();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(MSG.emailTaken);
  });

  it('stores SQL-looking input literally', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const res = await register(validRegistration({ name, collegeName: "' OR '1'='1" }));
    expect(res.statusCode).toBe(201);
    expect(json(res).data.user.name).toBe(name);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, json(res).data.user._id));
    expect(row!.collegeName).toBe("' OR '1'='1");
  });

  it('ignores a role in the body from the public', async () => {
    const res = await register(validRegistration({ role: 'superadmin' }));
    expect(res.statusCode).toBe(201);
    expect(json(res).data.user.role).toBe('participant');
  });

  it('ignores a role from a signed-in participant', async () => {
    const first = validRegistration();
    await register(first);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: first.email, password: first.password } });
    const res = await register(validRegistration({ role: 'mentor' }), bearer(json(login).data.token));
    expect(json(res).data.user.role).toBe('participant');
  });

  it('lets a superadmin add a mentor the way the admin screen sends it', async () => {
    const admin = await createStaff(t, 'superadmin');
    const res = await register(
      { name: 'New Mentor', email: uniqueEmail('mentor'), mobile: '9876501234', specialization: 'React', experience: '4', role: 'mentor', password: 'mentor123' },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(201);
    expect(json(res).data.user).toMatchObject({ role: 'mentor', specialization: 'React', experience: 4, participantType: null });
  });

  it('gives exactly one account when the same email registers 20 times at once', async () => {
    const body = validRegistration();
    const results = await Promise.all(Array.from({ length: 20 }, () => register(body)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/auth/register-admin', () => {
  const staff = (role = 'judge') => ({ name: 'Judge Dredd', email: uniqueEmail('staff'), password: 'judge123', role });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register-admin', payload: staff() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a participant with 403 and creates nothing', async () => {
    const body = validRegistration();
    await register(body);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    const payload = staff('superadmin');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register-admin', payload, headers: bearer(json(login).data.token) });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('refuses a mentor with 403', async () => {
    const mentor = await createStaff(t, 'mentor');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register-admin', payload: staff(), headers: bearer(mentor.token) });
    expect(res.statusCode).toBe(403);
  });

  it('lets a superadmin create judges, mentors and superadmins who can sign in', async () => {
    const admin = await createStaff(t, 'superadmin');
    for (const role of ['judge', 'mentor', 'superadmin']) {
      const payload = staff(role);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register-admin', payload, headers: bearer(admin.token) });
      expect(res.statusCode, role).toBe(201);
      expect(json(res).data.user.role).toBe(role);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: payload.email, password: payload.password } });
      expect(json(login).data.user.role).toBe(role);
    }
  });

  it('refuses a participant role or an unknown role', async () => {
    const admin = await createStaff(t, 'superadmin');
    for (const role of ['participant', 'root', '']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register-admin', payload: staff(role), headers: bearer(admin.token) });
      expect(res.statusCode, role).toBe(400);
      expect(json(res).errors[0]).toEqual({ field: 'role', msg: MSG.roleInvalid });
    }
  });
});
