import { INVITE_MSG, MSG } from '@hackcamp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn, startSmtpInbox, type SmtpInbox } from '../../../test-support/smtp-inbox.ts';
import { passwordResetTokens, users } from '../src/db/schema/index.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { multipart } from './helpers/multipart.ts';
import { bearer, createStaff, json, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://camp.example.edu';

// With mail set up, people an organiser adds get a link to choose their password instead of a
// temporary password on paper.
describe('invitations by mail', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let ipCounter = 0;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({
      trustProxy: 1,
      mail: { mailer: createMailer({ smtpUrl: inbox.url, from: 'HackCamp <camp@example.edu>' }), publicUrl: PUBLIC_URL },
    });
    admin = await createStaff(t, 'superadmin');
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const fromNewAddress = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
  const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');
  const accept = (token: string, newPassword = 'my-chosen-pass', headers = fromNewAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/accept-invitation', headers, payload: { token, newPassword } });
  const resend = (id: string) => t.app.inject({ method: 'POST', url: `/api/users/${id}/invite`, headers: bearer(admin.token) });

  async function addParticipant() {
    const email = uniqueEmail('invitee');
    const since = inbox.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin.token),
      payload: { name: 'Ira Invitee', email, collegeName: 'CBIT', participantType: 'hackathon' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await inbox.waitForMail(email, { since });
    return { res: json(res), email, id: json(res).data.user._id as string, link: resetLinkIn(mail), mail };
  }

  const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('adding a participant mails a link to the public address instead of answering a password', async () => {
    const { res, email, id, link, mail } = await addParticipant();
    expect(res.message).toBe(INVITE_MSG.sent(email));
    expect(res.data.invited).toBe(true);
    expect(res.data).not.toHaveProperty('temporaryPassword');
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/welcome#token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain('7 days');
    // Only the hash is stored.
    const [stored] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect(stored).toMatchObject({ purpose: 'invite' });
    expect(stored!.tokenHash).not.toContain(tokenOf(link));
    expect((await row(id)).invitedAt).not.toBeNull();
    expect((await row(id)).joinedAt).toBeNull();
  });

  it('one link clicked many times at once signs in exactly once', async () => {
    const { link } = await addParticipant();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => accept(tokenOf(link), `chosen-at-once-${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) expect(json(refused).message).toBe(INVITE_MSG.linkInvalid);
  });

  it('accepting signs the person in, sets joined and their password; a second use is refused', async () => {
    const { email, id, link } = await addParticipant();
    const res = await accept(tokenOf(link));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = json(res);
    expect(data.user).toMatchObject({ email, mustChangePassword: false });
    // The answered token is a working session, with nothing left to change first.
    expect((await t.app.inject({ method: 'GET', url: '/api/hackathon/dashboard', headers: bearer(data.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(data.token) })).statusCode).toBe(200);
    expect((await row(id)).joinedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'my-chosen-pass' } })).statusCode).toBe(200);

    const again = await accept(tokenOf(link), 'another-pass');
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(INVITE_MSG.linkInvalid);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'another-pass' } })).statusCode).toBe(401);

    const list = await t.app.inject({ method: 'GET', url: `/api/users?search=${encodeURIComponent(email)}`, headers: bearer(admin.token) });
    expect(json(list).data.users[0]).toMatchObject({ email, joinedAt: expect.any(String), invitedAt: expect.any(String) });
  });

  it('an expired link is refused', async () => {
    const { id, link } = await addParticipant();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, id));
    const res = await accept(tokenOf(link));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toContainEqual({ field: 'token', msg: INVITE_MSG.linkInvalid });
    expect((await row(id)).joinedAt).toBeNull();
  });

  it('a reset link cannot be used as an invitation, nor an invitation as a reset link', async () => {
    const { email, link } = await addParticipant();
    const asReset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: fromNewAddress(),
      payload: { token: tokenOf(link), newPassword: 'sneaky-pass' },
    });
    expect(asReset.statusCode).toBe(400);
    // A reset asked for meanwhile (and never used) leaves the invitation working.
    const since = inbox.mails.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: fromNewAddress(), payload: { email } });
    const resetLink = resetLinkIn(await inbox.waitForMail(email, { since }));
    expect(resetLink).toContain('/reset-password#token=');
    expect((await accept(tokenOf(resetLink))).statusCode).toBe(400);
    expect((await accept(tokenOf(link))).statusCode).toBe(200);
  });

  it('a resend mails a new link and kills the old one; a joined person is refused', async () => {
    const { email, id, link } = await addParticipant();
    const since = inbox.mails.length;
    const res = await resend(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(INVITE_MSG.sent(email));
    const newLink = resetLinkIn(await inbox.waitForMail(email, { since }));
    expect(newLink).not.toBe(link);
    expect((await accept(tokenOf(link))).statusCode).toBe(400);
    expect((await accept(tokenOf(newLink))).statusCode).toBe(200);

    const refused = await resend(id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(INVITE_MSG.alreadyJoined);
  });

  it('resends are limited per person, counted before deciding', async () => {
    const { id } = await addParticipant();
    const answers = await Promise.all(Array.from({ length: 8 }, () => resend(id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    await t.app.services.recovery.settled();
  });

  it('Add Mentor invites too, and an accepted mentor lands signed in', async () => {
    const email = uniqueEmail('mentor');
    const since = inbox.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-admin',
      headers: bearer(admin.token),
      payload: { name: 'Mo Mentor', email, role: 'mentor' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({ invited: true });
    expect(json(res).data).not.toHaveProperty('temporaryPassword');
    const link = resetLinkIn(await inbox.waitForMail(email, { since }));
    const accepted = await accept(tokenOf(link));
    expect(json(accepted).data.user).toMatchObject({ email, role: 'mentor' });
  });

  it('an import mails every created account an invitation, and keeps no passwords', async () => {
    const emails = [uniqueEmail('imp'), uniqueEmail('imp'), uniqueEmail('imp')];
    const since = inbox.mails.length;
    const form = multipart({}, { name: 'people.csv', data: `Email,Name,College Name\n${emails.map((e, i) => `${e},Person ${i},CBIT`).join('\n')}\n` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/participants?dryRun=false',
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = json(res);
    expect(data.invited).toBe(3);
    expect(data).not.toHaveProperty('credentials');
    expect(data).not.toHaveProperty('kept');
    const links = await Promise.all(emails.map(async (e) => resetLinkIn(await inbox.waitForMail(e, { since }))));
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/welcome#token=`)).toBe(true);

    // An imported account that never signed in can be invited again.
    const [imported] = await t.database.db.select().from(users).where(eq(users.email, emails[0]!));
    const again = await resend(imported!.id);
    expect(again.statusCode).toBe(200);
    const accepted = await accept(tokenOf(links[1]!));
    expect(accepted.statusCode).toBe(200);
    const stillPending = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, imported!.id), eq(passwordResetTokens.purpose, 'invite')));
    expect(stillPending).toHaveLength(1);
  });

  it('refuses a token of the wrong shape with the plain sentence', async () => {
    const res = await accept('nope');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(INVITE_MSG.linkInvalid);
    const short = await accept('A'.repeat(43), 'short');
    expect(short.statusCode).toBe(400);
    expect(json(short).errors).toContainEqual({ field: 'newPassword', msg: MSG.newPasswordTooShort });
  });
});
