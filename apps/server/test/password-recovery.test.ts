import { createHash } from 'node:crypto';
import { ADMIN_MSG, MSG } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn, startSmtpInbox, type SmtpInbox } from '../../../test-support/smtp-inbox.ts';
import { passwordResetTokens, users } from '../src/db/schema/index.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { bearer, createStaff, json, login, signUpParticipant, startTestApp, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://camp.example.edu';

const tokenOf = (link: string) => {
  const token = new URL(link).hash.replace('#token=', '');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
};

describe("a superadmin resets a person's password", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createStaff(t, 'superadmin');
  });
  afterAll(() => t.close());

  const reset = (id: string, token?: string) => t.app.inject({ method: 'POST', url: `/api/users/${id}/reset-password`, headers: token ? bearer(token) : {} });

  it('answers a temporary password that works once, ends every session and forces a new password', async () => {
    const p = await signUpParticipant(t.app);
    const otherDevice = await login(t.app, p.email, p.password);

    const res = await reset(p.user._id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(ADMIN_MSG.passwordReset);
    const temporary = json(res).data.temporaryPassword as string;
    expect(temporary).toMatch(/^[A-Za-z0-9]{14}$/);

    for (const token of [p.token, otherDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
    }
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: p.password } });
    expect(oldPassword.statusCode).toBe(401);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: temporary } });
    expect(signIn.statusCode).toBe(200);
    expect(json(signIn).data.user.mustChangePassword).toBe(true);
    const fresh = json(signIn).data.token as string;
    // Nothing but choosing a password until it is chosen.
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks', headers: bearer(fresh) })).statusCode).toBe(403);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(fresh),
      payload: { currentPassword: temporary, newPassword: 'my-own-pass' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await login(t.app, p.email, 'my-own-pass')).toBeTruthy();
  });

  it('records who reset whose password in the audit trail, and never the password', async () => {
    const p = await signUpParticipant(t.app);
    const res = await reset(p.user._id, admin.token);
    const entries = json(await t.app.inject({ method: 'GET', url: '/api/audit?action=user.reset-password&limit=100', headers: bearer(admin.token) })).data
      .entries as { actor: { _id: string | null }; target: { id: string } | null; details: unknown }[];
    const entry = entries.find((e) => e.target?.id === p.user._id);
    expect(entry?.actor._id).toBe(admin.user.id);
    expect(JSON.stringify(entry)).not.toContain(json(res).data.temporaryPassword);
  });

  it('works for mentors, judges and other superadmins too', async () => {
    for (const role of ['mentor', 'judge', 'superadmin'] as const) {
      const staff = await createStaff(t, role);
      const res = await reset(staff.user.id, admin.token);
      expect(res.statusCode, role).toBe(200);
      expect(await login(t.app, staff.email, json(res).data.temporaryPassword)).toBeTruthy();
    }
  });

  it('is for superadmins only, refuses their own account, and says when the person is gone', async () => {
    const p = await signUpParticipant(t.app);
    const mentor = await createStaff(t, 'mentor');
    expect((await reset(p.user._id)).statusCode).toBe(401);
    expect((await reset(p.user._id, mentor.token)).statusCode).toBe(403);
    expect((await reset(p.user._id, p.token)).statusCode).toBe(403);
    const own = await reset(admin.user.id, admin.token);
    expect(own.statusCode).toBe(400);
    expect(json(own).message).toBe(ADMIN_MSG.resetOwnPassword);
    const gone = await reset('00000000-0000-4000-8000-000000000000', admin.token);
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe(ADMIN_MSG.userNotFound);
    // The participant's password still works: nothing was reset by the refused calls.
    expect(await login(t.app, p.email, p.password)).toBeTruthy();
  });
});

describe('"Forgot password?" without mail set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says so, so the page can send people to an organiser', async () => {
    const p = await signUpParticipant(t.app);
    const how = await t.app.inject({ method: 'GET', url: '/api/auth/password-recovery' });
    expect(json(how).data).toEqual({ byEmail: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: p.email } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, message: MSG.recoveryByEmailOff, data: { byEmail: false } });
  });
});

describe('"Forgot password?" with a real SMTP server', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({
      trustProxy: 1,
      mail: { mailer: createMailer({ smtpUrl: inbox.url, from: 'HackCamp <camp@example.edu>' }), publicUrl: PUBLIC_URL },
      recoveryLimits: { requestsPerIp: 8, mailsPerEmail: 2, resetsPerIp: 40, windowSeconds: 900 },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  let ipCounter = 0;
  // Each test from its own address, so the per-address limit is only met where a test wants it.
  const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });
  const forgot = (email: string, headers = fromNewAddress()) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers, payload: { email } });
  const resetWith = (token: string, newPassword: string, headers = fromNewAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers, payload: { token, newPassword } });

  async function linkFor(email: string): Promise<string> {
    const since = inbox.mails.length;
    expect((await forgot(email)).statusCode).toBe(200);
    return resetLinkIn(await inbox.waitForMail(email, { since }));
  }

  it('answers the same for an unknown email as for a real one, and mails only the real one', async () => {
    const p = await signUpParticipant(t.app);
    const unknown = 'nobody-here@test.dev';
    const since = inbox.mails.length;
    const [real, fake] = await Promise.all([forgot(p.email), forgot(unknown)]);
    expect(real.statusCode).toBe(200);
    expect(fake.statusCode).toBe(200);
    expect(real.body).toBe(fake.body);
    expect(json(real)).toMatchObject({ message: MSG.forgotPasswordSent, data: { byEmail: true } });

    const mail = await inbox.waitForMail(p.email, { since });
    expect(mail.subject).toBe('Choose a new HackCamp password');
    expect(resetLinkIn(mail).startsWith(`${PUBLIC_URL}/reset-password#token=`)).toBe(true);
    await t.app.services.recovery.settled();
    expect(inbox.mails.slice(since).filter((m) => m.to.includes(unknown))).toHaveLength(0);
  });

  it('the link sets the password once, ends every session, and is stored only as a hash', async () => {
    const p = await signUpParticipant(t.app);
    const token = tokenOf(await linkFor(p.email));
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, p.user._id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.tokenHash).not.toContain(token);

    const res = await resetWith(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(MSG.passwordResetDone);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(p.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: p.password } })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: 'brand-new-pass' } });
    expect(signIn.statusCode).toBe(200);
    expect(json(signIn).data.user.mustChangePassword).toBe(false);

    const again = await resetWith(token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(MSG.resetLinkInvalid);
    expect(await login(t.app, p.email, 'brand-new-pass')).toBeTruthy();
  });

  it('of many simultaneous uses of one link, exactly one sets the password', async () => {
    const p = await signUpParticipant(t.app);
    const token = tokenOf(await linkFor(p.email));
    const passwords = Array.from({ length: 12 }, (_, i) => `parallel-pass-${i}`);
    const answers = await Promise.all(passwords.map((pw) => resetWith(token, pw)));
    const won = answers.map((a, i) => (a.statusCode === 200 ? passwords[i] : null)).filter(Boolean);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(passwords.length - 1);
    expect(await login(t.app, p.email, won[0]!)).toBeTruthy();
  });

  it('an expired link, an older link and a made-up token are refused', async () => {
    const p = await signUpParticipant(t.app);
    const older = tokenOf(await linkFor(p.email));
    const newer = tokenOf(await linkFor(p.email));
    expect(json(await resetWith(older, 'older-link-1')).message).toBe(MSG.resetLinkInvalid);

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, p.user._id));
    const expired = await resetWith(newer, 'expired-link-1');
    expect(expired.statusCode).toBe(400);
    expect(json(expired).message).toBe(MSG.resetLinkInvalid);

    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(5000), '../../etc/passwd'.padEnd(43, 'a')]) {
      const res = await resetWith(token, 'whatever-1');
      expect(res.statusCode, token.slice(0, 20)).toBe(400);
      expect(json(res).message).toBe(MSG.resetLinkInvalid);
    }
    expect(await login(t.app, p.email, p.password)).toBeTruthy();
  });

  it('checks the new password like a password change does', async () => {
    const p = await signUpParticipant(t.app);
    const token = tokenOf(await linkFor(p.email));
    const short = await resetWith(token, '123');
    expect(short.statusCode).toBe(400);
    expect(json(short).errors[0].msg).toBe(MSG.newPasswordTooShort);
    // The link was not used up by the refused attempt.
    expect((await resetWith(token, 'long-enough-1')).statusCode).toBe(200);
  });

  it('mails a deactivated account nothing, and a link of an account deactivated since no longer works', async () => {
    const admin = await createStaff(t, 'superadmin');
    const p = await signUpParticipant(t.app);
    const token = tokenOf(await linkFor(p.email));
    expect((await t.app.inject({ method: 'PATCH', url: `/api/users/${p.user._id}/toggle-status`, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await resetWith(token, 'while-inactive-1')).statusCode).toBe(400);

    const since = inbox.mails.length;
    expect((await forgot(p.email)).statusCode).toBe(200);
    await t.app.services.recovery.settled();
    expect(inbox.mails.slice(since).filter((m) => m.to.includes(p.email))).toHaveLength(0);
  });

  it('sends an account at most a few mails in a window, with the same answer every time', async () => {
    const p = await signUpParticipant(t.app);
    const since = inbox.mails.length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot(p.email)));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    await t.app.services.recovery.settled();
    expect(inbox.mails.slice(since).filter((m) => m.to.includes(p.email))).toHaveLength(2);
  });

  it('limits requests per address, counted before deciding, under parallel requests', async () => {
    const address = fromNewAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => forgot(`someone${i}@test.dev`, address)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(8);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(12);
    expect(json(refused[0]!).message).toBe(MSG.tooManyResetRequests);
  });

  it('says mail is set up', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/password-recovery' })).data).toEqual({ byEmail: true });
  });

  it('never sends the reset link to anyone but the account, whatever Host the request names', async () => {
    const p = await signUpParticipant(t.app);
    const since = inbox.mails.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { ...fromNewAddress(), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: p.email },
    });
    const mail = await inbox.waitForMail(p.email, { since });
    expect(mail.to).toEqual([p.email]);
    expect(resetLinkIn(mail).startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it('keeps the users table untouched for unknown emails', async () => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    await forgot('ghost@test.dev');
    await t.app.services.recovery.settled();
    expect((await t.database.db.select({ id: users.id }).from(users)).length).toBe(before.length);
  });
});
