import { randomBytes, randomInt } from 'node:crypto';
import { ADMIN_MSG, INVITE_MSG, MSG, type addParticipantSchema, type PublicUser, type registerAdminSchema } from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { storedMobile } from '../../lib/stored-mobile.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Invitations } from './invitations.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { toPublicUser } from '../people/public-user.ts';
import * as q from './staff.queries.ts';

/** A generated password: 14 characters without look-alikes (0/O, 1/l/I), about 80 bits. */
const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function temporaryPassword(): string {
  return Array.from({ length: 14 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
}

type StaffInput = z.output<typeof registerAdminSchema>;
type ParticipantInput = z.output<typeof addParticipantSchema>;

/** An account an organiser made: a password to hand over, or (with mail) an invitation sent. */
export interface CreatedAccount {
  user: PublicUser;
  temporaryPassword?: string;
  invited: boolean;
}

/** A participant's account from their form (self-registration or Add participant), but its password. */
export function participantAccount(input: Pick<ParticipantInput, 'name' | 'email' | 'collegeName' | 'participantType'>, mobile: string | null | undefined) {
  return { name: input.name, email: input.email, mobile, collegeName: input.collegeName, role: 'participant' as const, participantType: input.participantType };
}

/** What the organiser is told about an account they made: a password to hand over, or the invitation. */
export function accountMessage(created: CreatedAccount, madeMessage: string = ADMIN_MSG.staffCreated): string {
  if (created.temporaryPassword !== undefined) return madeMessage;
  return created.invited ? INVITE_MSG.sent(created.user.email) : INVITE_MSG.notSent;
}

/**
 * The accounts staff make (Add Mentor, Add Judge, Add participant) and the first superadmin.
 * People who register themselves do it through auth.
 */
export function createStaffService(deps: {
  db: Db;
  audit: AuditService;
  config: Pick<ConfigService, 'phoneCountryCode'>;
  /** With mail, accounts an organiser creates get an invitation instead of a temporary password. */
  invitations?: Invitations;
}) {
  const { db, audit, config } = deps;

  /** Undefined when the email is taken, also by another node that inserted it a moment ago. */
  async function insertStaff(tx: Db, input: StaffInput, passwordHash: string, mustChangePassword: boolean): Promise<UserRow | undefined> {
    return q.insertAccount(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      mustChangePassword,
      role: input.role,
      participantType: null,
      mobile: input.mobile || null,
      specialization: input.specialization || null,
      experience: input.experience ?? null,
      description: input.description || null,
      skills: input.skills ?? [],
    });
  }

  /**
   * Every account a superadmin makes (Add Mentor, Add Judge, Add participant) goes through here:
   * a generated password stored only as a hash, which the account must replace at first sign-in.
   * Without mail the password is answered once; with mail nobody ever sees it and the person is
   * mailed an invitation instead, its link written in the same transaction as the account, so an
   * account is never left without a way in. Created and audited in one transaction.
   */
  async function createAccount(actor: UserRow, insert: (tx: Db, passwordHash: string) => Promise<UserRow | undefined>): Promise<CreatedAccount> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const inviting = deps.invitations?.enabled === true;
    const { row, pending } = await db.transaction(async (tx) => {
      const created = await insert(tx, passwordHash);
      if (!created) throw conflict(MSG.emailTaken);
      await audit.record(tx, actor, {
        action: 'user.create',
        target: { type: 'user', id: created.id, label: created.name },
        details: { role: created.role, email: created.email, ...(inviting && { invited: true }) },
      });
      return { row: created, pending: inviting ? await deps.invitations!.issue(tx, [created]) : [] };
    });
    if (!inviting) return { user: toPublicUser(row), temporaryPassword: password, invited: false };
    const invited = await deps.invitations!.send(pending[0]!);
    return { user: toPublicUser(row), invited };
  }

  /** The typed number in E.164 with the event's country code, checked before anything is hashed or written. */
  const mobileOf = async (typed: string | undefined) => storedMobile(typed, await config.phoneCountryCode()) ?? undefined;

  return {
    /** A superadmin's Add Mentor, Add Judge or another superadmin. */
    async createStaff(actor: UserRow, input: StaffInput): Promise<CreatedAccount> {
      const staff = { ...input, mobile: await mobileOf(input.mobile) };
      return createAccount(actor, (tx, hash) => insertStaff(tx, staff, hash, true));
    },

    /** A superadmin's "Add participant" (the walk-in on day 1), with a participant's fields. */
    async addParticipant(actor: UserRow, input: ParticipantInput): Promise<CreatedAccount> {
      const mobile = (await mobileOf(input.mobile)) ?? null;
      return createAccount(actor, (tx, passwordHash) => q.insertAccount(tx, { ...participantAccount(input, mobile), passwordHash, mustChangePassword: true }));
    },

    /**
     * The first superadmin: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated when no superadmin exists.
     * Returns the generated password so the caller can print it once. Nodes started together may
     * all get past the checks: the unique email lets one insert, and only that one reports it.
     */
    async ensureFirstAdmin(admin: { email?: string; password?: string; name: string }): Promise<{ email: string; password?: string } | null> {
      if (admin.email && admin.password) {
        if (await q.emailTaken(db, admin.email)) return null;
        const row = await insertStaff(db, { name: admin.name, email: admin.email, role: 'superadmin' }, await hashPassword(admin.password), false);
        return row ? { email: admin.email } : null;
      }
      if ((await q.countUsersByRole(db, 'superadmin')) > 0) return null;
      const email = 'admin@hackcamp.local';
      const password = randomBytes(12).toString('base64url');
      // Printed in the server's log, so it is a temporary password like any generated one.
      const row = await insertStaff(db, { name: admin.name, email, role: 'superadmin' }, await hashPassword(password), true);
      return row ? { email, password } : null;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
