import { randomBytes } from 'node:crypto';
import {
  MSG,
  registerAdminSchema,
  registerSchema,
  type ChangePasswordInput,
  type PublicUser,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword, dummyPasswordHash } from '../../lib/passwords.ts';
import { parseOrThrow } from '../../lib/parse.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors.ts';
import type { AvatarsService } from '../avatars/avatars.service.ts';
import { toPublicUser } from '../users/public-user.ts';
import * as q from './auth.queries.ts';

export interface LoginLimits {
  /** Failed sign-ins allowed per email within the window. */
  perEmail: number;
  /** Per IP is far higher: a whole college can sit behind one address. */
  perIp: number;
  /** Wrong current passwords allowed per user on a password change within the window. */
  perUserPasswordChange: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perEmail: 5, perIp: 100, perUserPasswordChange: 5, windowSeconds: 15 * 60 };

export interface Caller {
  user: UserRow;
  sessionId: string;
}

export function createAuthService(deps: { db: Db; tokens: TokenService; avatars: AvatarsService; limits?: LoginLimits }) {
  const { db, tokens, avatars } = deps;
  const limits = deps.limits ?? DEFAULT_LOGIN_LIMITS;

  async function issueToken(userId: string): Promise<string> {
    const { token, sessionId, expiresAt } = await tokens.sign(userId);
    await q.insertSession(db, { id: sessionId, userId, expiresAt });
    return token;
  }

  async function createUser(values: q.NewUser): Promise<UserRow> {
    const row = await q.insertUser(db, values);
    if (!row) throw conflict(MSG.emailTaken);
    return row;
  }

  /** Undefined when the email is taken, also by another node that inserted it a moment ago. */
  async function insertStaff(input: z.output<typeof registerAdminSchema>): Promise<UserRow | undefined> {
    return q.insertUser(db, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      participantType: null,
      mobile: input.mobile || null,
      specialization: input.specialization ?? null,
      experience: input.experience ?? null,
      description: input.description ?? null,
      skills: input.skills ?? [],
    });
  }

  async function createStaff(input: z.output<typeof registerAdminSchema>): Promise<PublicUser> {
    const row = await insertStaff(input);
    if (!row) throw conflict(MSG.emailTaken);
    return toPublicUser(row);
  }

  return {
    /**
     * Public registration always creates a participant. Only a signed-in superadmin may create
     * another role through it (the admin's "Add mentor" uses this call).
     */
    async register(body: unknown, caller: Caller | null): Promise<PublicUser> {
      const requestedRole = (body as { role?: unknown } | null)?.role;
      if (caller?.user.role === 'superadmin' && typeof requestedRole === 'string' && requestedRole !== 'participant') {
        return createStaff(parseOrThrow(registerAdminSchema, body));
      }
      const input = parseOrThrow(registerSchema, body);
      const row = await createUser({
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        collegeName: input.collegeName,
        role: 'participant',
        participantType: input.participantType,
        passwordHash: await hashPassword(input.password),
      });
      return toPublicUser(row);
    },

    registerAdmin: createStaff,

    /**
     * Every attempt is counted before the password is checked, and the decision uses the count
     * that includes it, so parallel attempts (on any node) cannot all slip under the limit. A wrong
     * password keeps its hits; the right one clears the email's count and gives back the address's.
     */
    async login(input: { email: string; password: string }, ip: string): Promise<{ user: PublicUser; token: string }> {
      const ipKey = `ip:${ip}`;
      const emailKey = `email:${input.email}`;
      const hits = await q.countAttempts(db, [ipKey, emailKey], limits.windowSeconds);
      if (hits.get(ipKey)! > limits.perIp || hits.get(emailKey)! > limits.perEmail) throw new AppError(429, MSG.tooManyAttempts);

      const user = await q.findUserByEmail(db, input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) throw new AppError(401, MSG.invalidCredentials);
      await Promise.all([q.clearAttempts(db, emailKey), q.uncountAttempt(db, ipKey)]);
      if (!user.isActive) throw new AppError(403, MSG.accountInactive);
      return { user: toPublicUser(user), token: await issueToken(user.id) };
    },

    /** The user behind a bearer token, or null when it is forged, expired or revoked. */
    async authenticate(token: string): Promise<Caller | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const user = await q.findSessionUser(db, claims.sessionId, claims.userId);
      return user ? { user, sessionId: claims.sessionId } : null;
    },

    async logout(sessionId: string) {
      await q.revokeSession(db, sessionId);
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
      return token;
    },

    /**
     * The first superadmin: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated when no superadmin exists.
     * Returns the generated password so the caller can print it once. Nodes started together may
     * all get past the checks: the unique email lets one insert, and only that one reports it.
     */
    async ensureFirstAdmin(admin: { email?: string; password?: string; name: string }): Promise<{ email: string; password?: string } | null> {
      if (admin.email && admin.password) {
        const existing = await q.findUserByEmail(db, admin.email);
        if (existing) return null;
        const row = await insertStaff({ name: admin.name, email: admin.email, password: admin.password, role: 'superadmin' });
        return row ? { email: admin.email } : null;
      }
      if ((await q.countUsersByRole(db, 'superadmin')) > 0) return null;
      const email = 'admin@hackcamp.local';
      const password = randomBytes(12).toString('base64url');
      const row = await insertStaff({ name: admin.name, email, password, role: 'superadmin' });
      return row ? { email, password } : null;
    },

    async cleanUp() {
      await q.deleteExpiredSessions(db);
      await q.deleteStaleAttempts(db, limits.windowSeconds);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
