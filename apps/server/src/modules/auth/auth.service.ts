import { setTimeout as sleep } from 'node:timers/promises';
import { MSG, registerAdminSchema, registerSchema, type ChangePasswordInput, type PublicUser } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword, dummyPasswordHash } from '../../lib/passwords.ts';
import { parseOrThrow } from '../../lib/parse.ts';
import { storedMobile } from '../../lib/stored-mobile.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AvatarsService } from '../avatars/avatars.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { toPublicUser } from '../people/public-user.ts';
import { participantAccount, type CreatedAccount, type StaffService } from '../staff/staff.service.ts';
import * as q from './auth.queries.ts';
import * as links from './password-recovery.queries.ts';
import type { SessionCache } from '../../cache/session-cache.ts';

export interface LoginLimits {
  /** Failed sign-ins allowed per email from one address within the window. */
  perEmailAndIp: number;
  /**
   * Failed sign-ins per email from all addresses together: far higher, a last line against many
   * addresses, so one address cannot lock the owner out (emails are public on the leaderboard).
   */
  perEmail: number;
  /** Per IP is far higher: a whole college can sit behind one address. */
  perIp: number;
  /**
   * Past the per-email limit (the account under attack), how long an attempt its own pair and
   * address still allow waits before its answer: the right password is slowed, not refused.
   */
  underAttackPauseMs: number;
  /** Wrong current passwords allowed per user on a password change within the window. */
  perUserPasswordChange: number;
  windowSeconds: number;
  /** Public registrations per address within their own window; a superadmin is not limited. */
  registrationsPerIp: number;
  registrationWindowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perEmailAndIp: 5,
  perEmail: 50,
  perIp: 100,
  underAttackPauseMs: 1500,
  perUserPasswordChange: 5,
  windowSeconds: 15 * 60,
  registrationsPerIp: 10,
  registrationWindowSeconds: 60 * 60,
};

/** Registration counters live longer than the sign-in window; clean-up keeps them as long. */
const REGISTER_KEY = 'register:';

export interface Caller {
  user: UserRow;
  sessionId: string;
}

export function createAuthService(deps: {
  db: Db;
  urgent: Db;
  tokens: TokenService;
  avatars: AvatarsService;
  config: ConfigService;
  audit: AuditService;
  cache: SessionCache;
  /** A superadmin registering someone with a staff role makes a staff account. */
  staff: Pick<StaffService, 'createStaff'>;
  limits?: Partial<LoginLimits>;
}) {
  const { db, tokens, avatars, config, audit, cache, staff } = deps;
  const limits: LoginLimits = { ...DEFAULT_LOGIN_LIMITS, ...deps.limits };

  async function issueToken(userId: string): Promise<string> {
    const { token, sessionId, expiresAt } = await tokens.sign(userId);
    await q.insertSession(db, { id: sessionId, userId, expiresAt });
    return token;
  }

  /** The typed number in E.164 with the event's country code, checked before anything is hashed or written. */
  const mobileOf = async (typed: string | undefined) => storedMobile(typed, await config.phoneCountryCode()) ?? undefined;

  /**
   * The caller behind a token this node holds everything about (its signature checked, its
   * session and user cached), without waiting; undefined when `authenticate` must look further.
   * Nearly every request of a signed-in screen is answered from here.
   */
  function knownCaller(token: string): Caller | undefined {
    const claims = tokens.known(token);
    if (!claims) return undefined;
    const { sessionId, userId } = claims;
    const session = cache.sessions.get(sessionId);
    const known = cache.users.get(userId);
    if (session && known && session.userId === userId && session.expiresAt > Date.now() && known.isActive) return { user: known, sessionId };
    return undefined;
  }

  return {
    /**
     * Public registration always creates a participant, and only while registration is open. A
     * signed-in superadmin may register anyone at any time, and create another role through it
     * (the admin's "Add Mentor" uses this call). Public registrations are limited per address,
     * counted like sign-in attempts before anything is created; a form that fails validation
     * creates nothing and is not counted.
     */
    async register(body: unknown, caller: Caller | null, ip: string): Promise<{ user: PublicUser } | CreatedAccount> {
      if (caller?.user.mustChangePassword) throw forbidden(MSG.mustChangePassword);
      const admin = caller?.user.role === 'superadmin' ? caller.user : null;
      const requestedRole = (body as { role?: unknown } | null)?.role;
      if (admin && typeof requestedRole === 'string' && requestedRole !== 'participant') {
        return staff.createStaff(admin, parseOrThrow(registerAdminSchema, body));
      }
      const input = parseOrThrow(registerSchema, body);
      // Before the counting below: a number that cannot be E.164 fails like the form's other checks.
      const mobile = await mobileOf(input.mobile);
      if (!admin && !(await config.isRegistrationOpen())) throw forbidden(MSG.registrationClosed);
      if (!admin) {
        const key = `${REGISTER_KEY}${ip}`;
        const hits = await q.countAttempts(db, [key], limits.registrationWindowSeconds);
        if (hits.get(key)! > limits.registrationsPerIp) throw new AppError(429, MSG.tooManyRegistrations);
      }
      const values: q.NewUser = {
        ...participantAccount(input, mobile),
        passwordHash: await hashPassword(input.password),
        // Someone who registers themselves has chosen their password: they have joined.
        ...(!admin && { joinedAt: new Date() }),
      };
      const row = await db.transaction(async (tx) => {
        const created = await q.insertUser(tx, values);
        if (!created) throw conflict(MSG.emailTaken);
        if (admin)
          await audit.record(tx, admin, {
            action: 'user.create',
            target: { type: 'user', id: created.id, label: created.name },
            details: { role: created.role, email: created.email },
          });
        return created;
      });
      return { user: toPublicUser(row) };
    },

    /** A new session for a person who just proved who they are another way (an invitation), inside its transaction. */
    async openSession(tx: Db, userId: string): Promise<string> {
      const { token, sessionId, expiresAt } = await tokens.sign(userId);
      await q.insertSession(tx, { id: sessionId, userId, expiresAt });
      return token;
    },

    /**
     * Every attempt is counted before the password is checked, and the decision uses the count
     * that includes it, so parallel attempts (on any node) cannot all slip under the limit. First
     * the (email, address) pair and the address; only an attempt they let through counts against
     * the email across all addresses, so one address refused by its own limit cannot use up the
     * owner's. A wrong password keeps its hits; the right one clears the pair and gives back the
     * email's and the address's.
     *
     * Past the email's limit the account is under attack from many addresses, and refusing every
     * attempt would lock its owner out (issue 39): an attempt its pair and address still allow is
     * checked after a pause (a timer: no connection or transaction is held meanwhile). The right
     * password signs in, slowed; a wrong one gets 429, as before.
     */
    async login(input: { email: string; password: string }, ip: string): Promise<{ user: PublicUser; token: string }> {
      const ipKey = `ip:${ip}`;
      // An address has no spaces, so the first one ends it whatever the email holds.
      const pairKey = `email-ip:${ip} ${input.email}`;
      const emailKey = `email:${input.email}`;
      const hits = await q.countAttempts(db, [ipKey, pairKey], limits.windowSeconds);
      if (hits.get(ipKey)! > limits.perIp || hits.get(pairKey)! > limits.perEmailAndIp) throw new AppError(429, MSG.tooManyAttempts);
      const emailHits = await q.countAttempts(db, [emailKey], limits.windowSeconds);
      const underAttack = emailHits.get(emailKey)! > limits.perEmail;

      const user = await q.findUserByEmail(db, input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (underAttack) {
        await sleep(limits.underAttackPauseMs);
        if (!user || !ok) throw new AppError(429, MSG.tooManyAttempts);
      }
      if (!user || !ok) throw new AppError(401, MSG.invalidCredentials);
      // The first sign-in marks the person as joined, in the statement that runs anyway.
      await q.forgiveAttempts(db, { clear: [pairKey], uncount: [emailKey, ipKey] }, user.joinedAt || !user.isActive ? undefined : user.id);
      if (!user.isActive) throw new AppError(403, MSG.accountInactive);
      return { user: toPublicUser(user), token: await issueToken(user.id) };
    },

    knownCaller,

    /**
     * The user behind a bearer token, or null when it is forged, expired or revoked. `forWrite`:
     * the request writes, and its lookup waits for a connection ahead of the reads.
     */
    async authenticate(token: string, forWrite = false): Promise<Caller | null> {
      const cached = knownCaller(token);
      if (cached) return cached;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const { sessionId, userId } = claims;
      const marks = [cache.sessions.mark(), cache.users.mark()] as const;
      const found = await q.findSessionUser(forWrite ? deps.urgent : db, sessionId, userId);
      if (!found) return null;
      cache.sessions.setIfUnchanged(sessionId, marks[0], { userId, expiresAt: found.expiresAt.getTime() }, [sessionId]);
      cache.users.setIfUnchanged(userId, marks[1], found.user, [userId]);
      return { user: found.user, sessionId };
    },

    async logout(sessionId: string) {
      await q.revokeSession(db, sessionId);
      // This node knows at once; the others when the database's notification arrives.
      cache.sessions.invalidateTag(sessionId);
    },

    /**
     * After a committed change to a person (password, status, role, removal): this node drops
     * what it holds of them at once, as every node does when the notification arrives.
     */
    forgetUser(userId: string) {
      cache.users.invalidateTag(userId);
    },

    async updateProfile(userId: string, input: { name?: string; email?: string; profilePicture?: string | null }) {
      const row = await db.transaction(async (tx) => {
        const current = await q.findUserById(tx, userId);
        if (!current) throw notFound();
        if (input.email && input.email !== current.email && (await q.findUserByEmail(tx, input.email))) throw conflict(MSG.emailTaken);
        const { profilePicture, ...rest } = input;
        const changes: Partial<q.NewUser> = { ...rest };
        if (profilePicture !== undefined) changes.profilePicture = await avatars.resolve(tx, userId, current.profilePicture, profilePicture);
        const updated = await q.updateUser(tx, userId, changes);
        if (updated === 'email-taken') throw conflict(MSG.emailTaken);
        return updated;
      });
      if (!row) throw notFound();
      return toPublicUser(row);
    },

    /**
     * Revokes every session of the user (other devices too) and returns a fresh token for this one.
     * The attempt is counted before the current password is checked, as for sign-in. The slow
     * hashing runs outside the transaction; inside it, the locked row must still hold the hash
     * that was checked, so of two simultaneous changes only one wins.
     */
    async changePassword(userId: string, input: ChangePasswordInput): Promise<string> {
      const user = await q.findUserById(db, userId);
      if (!user) throw notFound();
      const key = `password:${userId}`;
      const hits = await q.countAttempts(db, [key], limits.windowSeconds);
      if (hits.get(key)! > limits.perUserPasswordChange) throw new AppError(429, MSG.tooManyPasswordAttempts);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest(MSG.currentPasswordWrong, [{ field: 'currentPassword', msg: MSG.currentPasswordWrong }]);
      }
      if (user.mustChangePassword && input.newPassword === input.currentPassword) {
        throw badRequest(MSG.samePasswordAsTemporary, [{ field: 'newPassword', msg: MSG.samePasswordAsTemporary }]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const { token, sessionId, expiresAt } = await tokens.sign(userId);
      await db.transaction(async (tx) => {
        const locked = await q.lockUser(tx, userId);
        if (!locked) throw notFound();
        if (locked.passwordHash !== user.passwordHash) throw conflict(MSG.passwordChangedMeanwhile);
        // A chosen password ends the forced change that a generated one (an import) started.
        await q.updateUser(tx, userId, { passwordHash, mustChangePassword: false });
        await q.revokeAllSessions(tx, userId);
        await q.insertSession(tx, { id: sessionId, userId, expiresAt });
        await q.clearAttempts(tx, key);
      });
      cache.users.invalidateTag(userId);
      return token;
    },

    /** Ends every session of the user, inside the caller's transaction (deactivation). */
    revokeAllSessions: (tx: Db, userId: string) => q.revokeAllSessions(tx, userId),
    /**
     * Deactivation, inside its transaction (which locks the user row): every session ends and
     * every reset or invitation link still pending is deleted, so a reactivation revives neither.
     */
    async endAccess(tx: Db, userId: string) {
      await q.revokeAllSessions(tx, userId);
      await links.deleteUserTokens(tx, userId);
    },
    /** Another module's limit (check-in codes): counts one attempt against `key`, returns the count with it (decision 0009). */
    countAttempt: async (key: string, windowSeconds: number) => (await q.countAttempts(db, [key], windowSeconds)).get(key) ?? 0,

    async cleanUp() {
      await q.deleteExpiredSessions(db);
      await q.deleteStaleAttempts(db, limits.windowSeconds, { [REGISTER_KEY]: limits.registrationWindowSeconds });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
