import { INVITE_MSG, MSG } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn, startSmtpInbox, type SmtpInbox } from '../../../test-support/smtp-inbox.ts';
import { passwordResetTokens } from '../src/db/schema/index.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { bearer, createStaff, json, login, signUpParticipant, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://camp.example.edu';

/**
 * Issue 39: a deactivation ends every reset and invitation link the person still holds. Before,
 * the links stayed stored (refused only while the account was inactive), so a reactivation
 * revived them.
 */
describe('a deactivation ends pending links', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ mail: { mailer: createMailer({ smtpUrl: inbox.url, from: 'HackCamp <camp@example.edu>' }), publicUrl: PUBLIC_URL } });
    admin = await createStaff(t, 'superadmin');
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');
  const toggle = (id: string) => t.app.inject({ method: 'PATCH', url: `/api/users/${id}/toggle-status`, headers: bearer(admin.token) });
  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const linksOf = (userId: string) => t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

  it('a reset link asked for before a deactivation is refused after the reactivation', async () => {
    const p = await signUpParticipant(t.app);
    const since = inbox.mails.length;
    expect((await forgot(p.email)).statusCode).toBe(200);
    const token = tokenOf(resetLinkIn(await inbox.waitForMail(p.email, { since })));
    expect(await linksOf(p.user._id)).toHaveLength(1);

    expect((await toggle(p.user._id)).statusCode).toBe(200);
    expect(await linksOf(p.user._id)).toHaveLength(0);
    expect((await toggle(p.user._id)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'revived-link-pass' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(MSG.resetLinkInvalid);
    // The password is still the person's own, and a new link works.
    expect(await login(t.app, p.email, p.password)).toBeTruthy();
    const again = inbox.mails.length;
    expect((await forgot(p.email)).statusCode).toBe(200);
    const fresh = tokenOf(resetLinkIn(await inbox.waitForMail(p.email, { since: again })));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: fresh, newPassword: 'fresh-link-pass' } })).statusCode,
    ).toBe(200);
  });

  it('an invitation link is refused after a deactivation and a reactivation; a resend works', async () => {
    const email = uniqueEmail('deactivated-invitee');
    const since = inbox.mails.length;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin.token),
      payload: { name: 'Dev Deactivated', email, collegeName: 'CBIT', participantType: 'hackathon' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = json(added).data.user._id as string;
    const token = tokenOf(resetLinkIn(await inbox.waitForMail(email, { since })));

    expect((await toggle(id)).statusCode).toBe(200);
    expect((await toggle(id)).statusCode).toBe(200);
    const accept = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token: value, newPassword: 'my-chosen-pass' } });
    const res = await accept(token);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(INVITE_MSG.linkInvalid);

    const resent = inbox.mails.length;
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${id}/invite`, headers: bearer(admin.token) })).statusCode).toBe(200);
    const fresh = tokenOf(resetLinkIn(await inbox.waitForMail(email, { since: resent })));
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  it('leaves no link behind when a reset request and a deactivation race', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signUpParticipant(t.app)));
    await Promise.all(people.map((p) => Promise.all([forgot(p.email), toggle(p.user._id)])));
    await t.app.services.recovery.settled();
    // Whichever came first, the account is inactive and holds no link a reactivation would revive.
    for (const p of people) expect(await linksOf(p.user._id)).toHaveLength(0);
  });
});
