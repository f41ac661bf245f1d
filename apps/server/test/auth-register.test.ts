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
    expect(user).toMatchObject({
      name: 'Asha Rao',
      email: 'mixed.case@test.dev',
      role: 'participant',
      participantType: 'bootcamp',
      totalScore: 0,
      isActive: true,
    });
    // The only password-related field is the flag; never the password or its hash.
    expect(Object.keys(user).filter((k) => /password/i.test(k))).toEqual(['mustChangePassword']);
    expect(user.mustChangePassword).toBe(false);
    expect(res.body).not.toContain(body.password);
    expect(res.body).not.toMatch(/argon2|passwordHash/i);
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
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, json(res).data.user._id));
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

  it('lets a superadmin add a mentor the way the admin screen sends it, with a temporary password', async () => {
    const admin = await createStaff(t, 'superadmin');
    const email = uniqueEmail('mentor');
    const res = await register(
      { name: 'New Mentor', email, mobile: '9876501234', specialization: 'React', experience: 4, role: 'mentor', password: 'mentor123' },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(201);
    const { user, temporaryPassword } = json(res).data;
    expect(user).toMatchObject({ role: 'mentor', specialization: 'React', experience: 4, participantType: null, mustChangePassword: true });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
    // The password the old screen sent is not the account's: only the generated one signs in.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'mentor123' } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: temporaryPassword } });
    expect(login.statusCode).toBe(200);
    expect(json(login).data.user.mustChangePassword).toBe(true);
    // Stored only as a hash.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(temporaryPassword);
    expect(row!.mustChangePassword).toBe(true);
    // Answered once: reading the account again never shows it.
    const again = await t.app.inject({ url: `/api/users/${user._id}`, headers: bearer(admin.token) });
    expect(again.body).not.toContain(temporaryPassword);
  });

  it('gives every new staff account its own temporary password and records who created it', async () => {
    const admin = await createStaff(t, 'superadmin');
    const answers = await Promise.all([1, 2, 3].map(() => register({ name: 'Twin Judge', email: uniqueEmail('judge'), role: 'judge' }, bearer(admin.token))));
    const passwords = answers.map((r) => json(r).data.temporaryPassword);
    expect(new Set(passwords).size).toBe(3);
    const trail = json(await t.app.inject({ url: `/api/audit?action=user.create&actor=${admin.user.id}`, headers: bearer(admin.token) })).data.entries;
    expect(trail).toHaveLength(3);
    expect(trail[0]).toMatchObject({ action: 'user.create', target: { type: 'user', label: 'Twin Judge' }, details: { role: 'judge' } });
    expect(JSON.stringify(trail)).not.toContain(passwords[0]);
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
  const staff = (role = 'judge') => ({ name: 'Judge Dredd', email: uniqueEmail('staff'), role });

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

  it('lets a superadmin create judges, mentors and superadmins who sign in with the temporary password', async () => {
    const admin = await createStaff(t, 'superadmin');
    for (const role of ['judge', 'mentor', 'superadmin']) {
      const payload = staff(role);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register-admin', payload, headers: bearer(admin.token) });
      expect(res.statusCode, role).toBe(201);
      expect(json(res).data.user).toMatchObject({ role, mustChangePassword: true });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: json(res).data.temporaryPassword },
      });
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

describe('the registration switch', () => {
  const setOpen = async (token: string, registrationOpen: boolean) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(token), payload: { registrationOpen } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.registrationOpen).toBe(registrationOpen);
  };

  it('refuses public registration while closed, yet lets the superadmin create accounts', async () => {
    const admin = await createStaff(t, 'superadmin');
    await setOpen(admin.token, false);
    try {
      expect(json(await t.app.inject({ url: '/api/config/config' })).data.registrationOpen).toBe(false);
      const body = validRegistration();
      const refused = await register(body);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(MSG.registrationClosed);
      expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);

      // A signed-in participant is still the public: the switch holds for them too.
      const other = validRegistration();
      await setOpen(admin.token, true);
      await register(other);
      await setOpen(admin.token, false);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: other.email, password: other.password } });
      expect((await register(validRegistration(), bearer(json(login).data.token))).statusCode).toBe(403);

      expect((await register(validRegistration(), bearer(admin.token))).statusCode).toBe(201);
      expect((await register({ name: 'Closed Mentor', email: uniqueEmail('m'), role: 'mentor' }, bearer(admin.token))).statusCode).toBe(201);
    } finally {
      await setOpen(admin.token, true);
    }
    expect((await register(validRegistration())).statusCode).toBe(201);
    const trail = json(await t.app.inject({ url: `/api/audit?action=config&actor=${admin.user.id}`, headers: bearer(admin.token) })).data.entries;
    expect(trail[0]).toMatchObject({ action: 'config.update', details: { registrationOpen: { from: false, to: true } } });
  });
});
