import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_LINKS,
  ADMIN_MSG,
  INVITE_MSG,
  MSG,
  type AcceptInvitationInput,
  type ForgotPasswordInput,
  type PublicUser,
  type ResetPasswordInput,
} from '@hackcamp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from './auth.service.ts';
import * as q from './auth.queries.ts';
import * as links from './password-recovery.queries.ts';
import { hashToken } from '../../lib/link-tokens.ts';
import type { Invitations } from '../staff/invitations.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { toPublicUser } from '../people/public-user.ts';
import { temporaryPassword } from '../staff/staff.service.ts';

const RESET_LINK_MINUTES = ACCOUNT_LINKS.resetMinutes;

export interface RecoveryLimits {
  /** "Forgot password?" requests per address: a whole college can sit behind one. */
  requestsPerIp: number;
  /** Mails per account: beyond it the answer stays the same, but nothing is sent (no mail bombing). */
  mailsPerEmail: number;
  /** Attempts to use a link per address (each costs a password hash); invitations have their own count. */
  resetsPerIp: number;
  /** Invitations an organiser may resend to one person within the window. */
  invitesPerAccount?: number;
  windowSeconds: number;
}

export const DEFAULT_RECOVERY_LIMITS: RecoveryLimits = { requestsPerIp: 30, mailsPerEmail: 3, resetsPerIp: 30, invitesPerAccount: 5, windowSeconds: 15 * 60 };

/**
 * Getting back into an account: a superadmin's reset to a temporary password, and the mailed
 * single-use link of "Forgot password?" (when the server has SMTP settings).
 */
export function createPasswordRecoveryService(deps: {
  db: Db;
  audit: AuditService;
  auth: Pick<AuthService, 'forgetUser' | 'openSession'>;
  mail: { mailer: Mailer; publicUrl: string } | undefined;
  config?: Pick<ConfigService, 'publicUrl'>;
  invitations?: Invitations;
  log: FastifyBaseLogger;
  limits?: RecoveryLimits;
}) {
  const { db, audit, auth, mail, log, invitations } = deps;
  const limits = { ...DEFAULT_RECOVERY_LIMITS, ...deps.limits };
  /** Sends in flight, so a test (or a closing server) can wait for them. */
  const sending = new Set<Promise<void>>();

  async function countOrRefuse(key: string, limit: number, message: string) {
    const hits = await q.countAttempts(db, [key], limits.windowSeconds);
    if (hits.get(key)! > limit) throw new AppError(429, message);
  }

  /** Looks the account up and mails it a link; nothing is said to the caller about either. */
  async function mailLink(email: string) {
    if (!mail) return;
    const token = randomBytes(32).toString('base64url');
    // Under the user's row lock, as a deactivation takes it: a link is never written after the
    // deactivation deleted the person's links, to come back to life with a reactivation.
    const user = await db.transaction(async (tx) => {
      const found = await q.findUserByEmail(tx, email);
      const locked = found && (await q.lockUser(tx, found.id));
      if (!locked || !locked.isActive) return undefined;
      await links.replaceResetToken(tx, { userId: locked.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
      return locked;
    });
    if (!user) return;
    // In the fragment, not the query: a fragment never reaches a server's access log or a Referer.
    const publicUrl = ((await deps.config?.publicUrl()) ?? mail.publicUrl).replace(/\/+$/, '');
    const url = `${publicUrl}/reset-password#token=${token}`;
    await mail.mailer.send({
      to: user.email,
      subject: 'Choose a new HackCamp password',
      text:
        `Hello ${user.name},\n\n` +
        `Someone (we hope you) asked to reset the password of your HackCamp account. Open this link within ${RESET_LINK_MINUTES} minutes to choose a new one:\n\n` +
        `${url}\n\n` +
        'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n',
    });
  }

  return {
    byEmail: mail !== undefined,

    /** A superadmin's reset: a generated password to hand over, every session ended, audited. */
    async resetByAdmin(actor: UserRow, userId: string): Promise<{ temporaryPassword: string }> {
      if (actor.id === userId) throw badRequest(ADMIN_MSG.resetOwnPassword);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const user = await q.lockUser(tx, userId);
        if (!user) throw notFound(ADMIN_MSG.userNotFound);
        await q.updateUser(tx, userId, { passwordHash, mustChangePassword: true });
        await q.revokeAllSessions(tx, userId);
        await links.deleteUserTokens(tx, userId);
        await audit.record(tx, actor, { action: 'user.reset-password', target: { type: 'user', id: userId, label: user.name }, details: { role: user.role } });
      });
      auth.forgetUser(userId);
      return { temporaryPassword: password };
    },

    /**
     * The answer is the same whether or not the email has an account, and it does not wait for
     * the lookup or the mail: an answer that took longer for a real account would tell.
     */
    async requestLink(input: ForgotPasswordInput, ip: string): Promise<{ byEmail: boolean }> {
      if (!mail) return { byEmail: false };
      await countOrRefuse(`forgot-ip:${ip}`, limits.requestsPerIp, MSG.tooManyResetRequests);
      const email = input.email;
      const key = `forgot-email:${email}`;
      const hits = await q.countAttempts(db, [key], limits.windowSeconds);
      if (hits.get(key)! > limits.mailsPerEmail) return { byEmail: true };
      const send = mailLink(email)
        .catch((err: unknown) => log.error({ err }, 'A password reset mail could not be sent'))
        .finally(() => sending.delete(send));
      sending.add(send);
      return { byEmail: true };
    },

    async resetWithLink(input: ResetPasswordInput, ip: string): Promise<void> {
      await countOrRefuse(`reset-ip:${ip}`, limits.resetsPerIp, MSG.tooManyResetRequests);
      const invalid = () => badRequest(MSG.resetLinkInvalid, [{ field: 'token', msg: MSG.resetLinkInvalid }]);
      const link = await links.findUsableToken(db, hashToken(input.token));
      if (!link) throw invalid();
      // The slow hash runs before the transaction; the link is used up inside it, once.
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        // The person's row before their link, the order a deactivation takes them in.
        const user = await q.lockUser(tx, link.userId);
        const userId = await links.useToken(tx, link.id);
        if (!userId || !user || !user.isActive) throw invalid();
        // A chosen password: the person has joined, and any invitation they held is pointless now.
        await q.updateUser(tx, userId, { passwordHash, mustChangePassword: false, joinedAt: user.joinedAt ?? new Date() });
        await q.revokeAllSessions(tx, userId);
        await links.deleteUserTokens(tx, userId);
        await audit.record(tx, user, { action: 'user.password-recovered', target: { type: 'user', id: userId, label: user.name } });
      });
      auth.forgetUser(link.userId);
    },

    /**
     * The invited person chooses their password and is signed in: the link is used up in the
     * same transaction that sets the password, so of two clicks exactly one wins.
     */
    async acceptInvitation(input: AcceptInvitationInput, ip: string): Promise<{ user: PublicUser; token: string }> {
      await countOrRefuse(`invite-ip:${ip}`, limits.resetsPerIp, INVITE_MSG.tooManyAttempts);
      const invalid = () => badRequest(INVITE_MSG.linkInvalid, [{ field: 'token', msg: INVITE_MSG.linkInvalid }]);
      const link = await links.findUsableToken(db, hashToken(input.token), 'invite');
      if (!link) throw invalid();
      const passwordHash = await hashPassword(input.newPassword);
      const { row, token } = await db.transaction(async (tx) => {
        // The person's row before their link, the order a deactivation takes them in.
        const user = await q.lockUser(tx, link.userId);
        const userId = await links.useToken(tx, link.id);
        if (!userId || !user || !user.isActive) throw invalid();
        const updated = await q.updateUser(tx, userId, { passwordHash, mustChangePassword: false, joinedAt: user.joinedAt ?? new Date() });
        if (!updated || updated === 'email-taken') throw invalid();
        await q.revokeAllSessions(tx, userId);
        await links.deleteUserTokens(tx, userId);
        await audit.record(tx, user, { action: 'user.invitation-accepted', target: { type: 'user', id: userId, label: user.name } });
        return { row: updated, token: await auth.openSession(tx, userId) };
      });
      auth.forgetUser(row.id);
      return { user: toPublicUser(row), token };
    },

    /**
     * A superadmin's "Resend invitation": a new link, the previous one dead. The resend is counted
     * per person before anything is decided, so parallel clicks cannot slip past the limit.
     */
    async invite(actor: UserRow, userId: string): Promise<{ invitedAt: string; email: string }> {
      if (!invitations?.enabled) throw conflict(INVITE_MSG.mailOff);
      const key = `invite:${userId}`;
      const hits = await q.countAttempts(db, [key], limits.windowSeconds);
      if (hits.get(key)! > limits.invitesPerAccount!) throw new AppError(429, INVITE_MSG.tooManyResends);
      const { pending, invitedAt, email } = await db.transaction(async (tx) => {
        const user = await q.lockUser(tx, userId);
        if (!user) throw notFound(ADMIN_MSG.userNotFound);
        if (user.joinedAt) throw conflict(INVITE_MSG.alreadyJoined);
        const pending = await invitations.issue(tx, [user]);
        await audit.record(tx, actor, {
          action: 'user.invite',
          target: { type: 'user', id: userId, label: user.name },
          details: { role: user.role, email: user.email },
        });
        const after = await q.findUserById(tx, userId);
        return { pending, invitedAt: (after?.invitedAt ?? new Date()).toISOString(), email: user.email };
      });
      if (!(await invitations.send(pending[0]!))) throw new AppError(502, INVITE_MSG.resendFailed);
      return { invitedAt, email };
    },

    /** Waits for the mails being sent, invitations too (tests, shutdown). */
    async settled() {
      await Promise.all([...sending, invitations?.settled()]);
    },

    cleanUp: () => links.deleteStaleTokens(db),
  };
}

export type PasswordRecoveryService = ReturnType<typeof createPasswordRecoveryService>;
