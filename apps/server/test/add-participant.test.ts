import { INVITE_MSG, MSG } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.ts';
import { bearer, createStaff, json, signUpParticipant, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

// Without mail (SMTP_URL unset): the walk-in on day 1 gets a temporary password on paper.
describe('POST /api/users adds one participant (no mail)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createStaff(t, 'superadmin');
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>, token = admin.token) =>
    t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload: body });
  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Walk In',
    email: uniqueEmail('walkin'),
    collegeName: 'CBIT',
    participantType: 'bootcamp',
    ...overrides,
  });

  for (const participantType of ['bootcamp', 'hackathon'] as const) {
    it(`creates a ${participantType} participant with a temporary password that must be replaced, audited`, async () => {
      const body = valid({ participantType, mobile: '+91 98765 43210' });
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(201);
      const { data, message } = json(res);
      expect(message).toBe(INVITE_MSG.participantAdded);
      expect(data.invited).toBe(false);
      expect(data.user).toMatchObject({ email: body.email, role: 'participant', participantType, collegeName: 'CBIT', mustChangePassword: true });
      expect(data.temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);

      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: data.temporaryPassword } });
      expect(signIn.statusCode).toBe(200);
      expect(json(signIn).data.user.mustChangePassword).toBe(true);

      const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, data.user._id));
      expect(entry).toMatchObject({ action: 'user.create', actorId: admin.user.id });
    });
  }

  it('adds one account when the same person is added many times at once; the rest are told the email is taken', async () => {
    const body = valid();
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const taken of answers.filter((a) => a.statusCode === 409)) expect(json(taken).message).toBe(MSG.emailTaken);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email as string)),
    ).toHaveLength(1);
  });

  it('refuses each bad field with the registration form’s message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', MSG.nameRequired],
      [{ email: 'not-an-email' }, 'email', MSG.emailInvalid],
      [{ collegeName: '  ' }, 'collegeName', MSG.collegeRequired],
      [{ mobile: '12' }, 'mobile', MSG.mobileInvalid],
      [{ participantType: 'mentor' }, 'participantType', MSG.participantTypeInvalid],
      [{ participantType: undefined }, 'participantType', MSG.participantTypeInvalid],
    ];
    for (const [change, field, msg] of cases) {
      const res = await add(valid(change));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(json(res).errors).toContainEqual({ field, msg });
    }
  });

  it('answers 409 for an email that already has an account, creating nothing', async () => {
    const p = await signUpParticipant(t.app);
    const before = await t.database.db.select().from(users).where(eq(users.email, p.email));
    const res = await add(valid({ email: p.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(MSG.emailTaken);
    expect(await t.database.db.select().from(users).where(eq(users.email, p.email))).toEqual(before);
  });

  it('is for superadmins only', async () => {
    const mentor = await createStaff(t, 'mentor');
    const p = await signUpParticipant(t.app);
    expect((await add(valid(), mentor.token)).statusCode).toBe(403);
    expect((await add(valid(), p.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: valid() })).statusCode).toBe(401);
  });

  it('self-registration and a first sign-in mark a person as joined; the admin list tells', async () => {
    const self = await signUpParticipant(t.app);
    const added = json(await add(valid()));
    const list = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/users?limit=100&role=participant', headers: bearer(admin.token) });
      return new Map((json(res).data.users as { email: string; joinedAt: string | null; invitedAt: string | null }[]).map((u) => [u.email, u]));
    };
    let seen = await list();
    expect(seen.get(self.email)!.joinedAt).not.toBeNull();
    expect(seen.get(added.data.user.email)).toMatchObject({ joinedAt: null, invitedAt: null });

    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: added.data.user.email, password: added.data.temporaryPassword } });
    seen = await list();
    expect(seen.get(added.data.user.email)!.joinedAt).not.toBeNull();
  });

  it('refuses to resend an invitation when the server has no mail', async () => {
    const added = json(await add(valid()));
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${added.data.user._id}/invite`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(INVITE_MSG.mailOff);
  });
});
