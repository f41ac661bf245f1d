import {
  ADMIN_MSG,
  MSG,
  type AdminUser,
  type AdminUserDetail,
  type UserDeletionImpact,
  type userListQuerySchema,
  type userUpdateSchema,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { storedMobile } from '../../lib/stored-mobile.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { toPublicUser } from './public-user.ts';
import * as q from './people.queries.ts';

type MentorRef = { id: string | null; name: string | null } | null;

function toAdminUser(row: UserRow, mentor: MentorRef): AdminUser {
  return {
    ...toPublicUser(row),
    mentor: mentor?.id ? { _id: mentor.id, name: mentor.name ?? '' } : null,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    joinedAt: row.joinedAt?.toISOString() ?? null,
  };
}

function toDetail(row: NonNullable<Awaited<ReturnType<typeof q.findUserDetail>>>): AdminUserDetail {
  return {
    ...toAdminUser(row.user, row.mentor),
    team: row.team?.id ? { _id: row.team.id, name: row.team.name!, teamNumber: row.team.teamNumber!, role: row.team.role! } : null,
    assignedParticipants: row.assignedParticipants,
    assignedTeams: row.assignedTeams,
    presentDays: row.presentDays,
    submissions: row.submissions,
    updatedAt: row.user.updatedAt.toISOString(),
  };
}

function toImpact(row: NonNullable<Awaited<ReturnType<typeof q.deletionImpact>>>): UserDeletionImpact {
  const { teamId, teamName, teamRole, otherMembers, nextMemberId, nextMemberName, ...counts } = row;
  const team =
    teamId && teamName !== null && teamRole
      ? {
          _id: teamId,
          name: teamName,
          role: teamRole,
          disbanded: otherMembers === 0,
          nextLeader: teamRole === 'leader' && nextMemberId ? { _id: nextMemberId, name: nextMemberName ?? '' } : null,
        }
      : null;
  return { ...counts, team };
}

/** The profile fields the audit entry of an edit lists, old and new. */
const EDITABLE = ['name', 'email', 'mobile', 'collegeName', 'participantType', 'specialization', 'experience', 'description'] as const;

/** Services the people management uses. */
export interface PeopleDeps {
  audit: AuditService;
  auth: Pick<AuthService, 'endAccess' | 'forgetUser'>;
  teams: Pick<TeamsService, 'lockTeamOf' | 'teamIdOf' | 'dropMember'>;
  assignments: Pick<AssignmentsService, 'releaseJudge'>;
}

/**
 * The admin's people management: the list and a person's details, edits and role changes with
 * what they imply, deletion, and deactivation. Accounts are made by the staff module.
 */
export function createPeopleService(deps: { db: Db; caches: Caches; config: Pick<ConfigService, 'phoneCountryCode'> } & PeopleDeps) {
  const { db, audit, auth, teams, assignments } = deps;
  // Kept until the database names a change to what they show (see cache/caches.ts): the
  // admin's pages over everyone.
  const adminPages = deps.caches.create<Awaited<ReturnType<typeof list>>>({ maxEntries: 500, maxAgeMs: 10 * 60_000 });

  /**
   * Before a change that takes a superadmin's rights away (delete, deactivate, another role):
   * locks the active superadmins, so such changes run one at a time, then checks that the actor
   * still is one and that the target is not the last.
   */
  async function guardSuperadmins(tx: Db, actorId: string, targetId: string) {
    const active = await q.lockActiveSuperadmins(tx);
    if (!active.includes(actorId)) throw forbidden();
    if (active.includes(targetId) && active.length === 1) throw conflict(ADMIN_MSG.lastSuperadmin);
  }

  /**
   * Locks the person for a change that may take them off their team: their team first, then their
   * row (the order joining and leaving use). Fails when they moved or changed meanwhile.
   */
  async function lockWithTeam(tx: Db, id: string, seen: UserRow): Promise<{ user: UserRow; teamId: string | null }> {
    const teamId = await teams.lockTeamOf(tx, id);
    const user = await q.lockUser(tx, id);
    if (!user) throw notFound(ADMIN_MSG.userNotFound);
    if (user.role !== seen.role || user.isActive !== seen.isActive || (await teams.teamIdOf(tx, id)) !== teamId) throw conflict(ADMIN_MSG.changedMeanwhile);
    return { user, teamId };
  }

  async function detail(id: string, tx: Db = db): Promise<AdminUserDetail> {
    const row = await q.findUserDetail(tx, id);
    if (!row) throw notFound(ADMIN_MSG.userNotFound);
    return toDetail(row);
  }

  async function list(query: z.output<typeof userListQuerySchema>) {
    const { total, rows } = await q.listUsers(db, {
      search: query.search || undefined,
      role: query.role,
      participantType: query.participantType,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const pages = Math.max(1, Math.ceil(total / query.limit));
    return {
      users: rows.map((r) => toAdminUser(r.user, r.mentor)),
      pagination: {
        total,
        page: query.page,
        pages,
        currentPage: query.page,
        totalPages: pages,
        hasNextPage: query.page < pages,
        hasPrevPage: query.page > 1,
      },
    };
  }

  return {
    list: (query: z.output<typeof userListQuerySchema>): ReturnType<typeof list> =>
      adminPages.getOrLoad(JSON.stringify(query), async () => ({ value: await list(query), tags: [TAG.anyUser, TAG.anyPersonal] })),

    detail: (id: string) => detail(id),

    /** What deleting the person would take with them, counted now, for the dialog to show first. */
    async deletionImpact(id: string): Promise<UserDeletionImpact> {
      const row = await q.deletionImpact(db, id);
      if (!row) throw notFound(ADMIN_MSG.userNotFound);
      return toImpact(row);
    },

    /**
     * Edits a profile, or changes a role with what it implies: a participant given a staff role
     * leaves their team and mentor; a mentor given another role loses their participants; a
     * judge loses their teams. All of it and its audit entries commit together.
     */
    async update(actor: UserRow, id: string, input: z.output<typeof userUpdateSchema>): Promise<AdminUserDetail> {
      // Stored in E.164, so a number typed as before ('98765 43210') is no change.
      const mobile = storedMobile(input.mobile, await deps.config.phoneCountryCode());
      if (mobile !== undefined) input = { ...input, mobile: mobile ?? '' };
      await db.transaction(async (tx) => {
        const seen = await q.findById(tx, id);
        if (!seen) throw notFound(ADMIN_MSG.userNotFound);
        const role = input.role ?? seen.role;
        const roleChange = role !== seen.role;
        if (input.participantType && role !== 'participant')
          throw badRequest(ADMIN_MSG.participantTypeOnlyForParticipants, [{ field: 'participantType', msg: ADMIN_MSG.participantTypeOnlyForParticipants }]);
        if (roleChange && seen.role === 'superadmin' && seen.isActive) await guardSuperadmins(tx, actor.id, id);
        const { user, teamId } = await lockWithTeam(tx, id, seen);

        const changes: Partial<UserRow> = {};
        for (const key of EDITABLE) {
          const value = input[key];
          if (value === undefined) continue;
          const next = value === '' ? null : value;
          if (next !== user[key]) (changes as Record<string, unknown>)[key] = next;
        }
        const released: Record<string, unknown> = {};
        if (roleChange) {
          changes.role = role;
          if (seen.role === 'participant') {
            changes.participantType = null;
            changes.mentorId = null;
            if (user.mentorId) released.mentorId = user.mentorId;
            if (teamId) released.team = await teams.dropMember(tx, teamId, id);
          }
          if (role === 'participant') changes.participantType = input.participantType ?? user.participantType ?? 'bootcamp';
          if (seen.role === 'mentor') released.participants = await q.unassignParticipantsOf(tx, id);
          if (seen.role === 'judge') released.teams = await assignments.releaseJudge(tx, id);
        }
        if (Object.keys(changes).length === 0) return;
        const updated = await q.updateUser(tx, id, changes);
        if (updated === 'email-taken') throw conflict(MSG.emailTaken);

        const target = { type: 'user', id, label: updated.name };
        const edited = Object.keys(changes).filter((k) => k !== 'role' && k !== 'mentorId' && !(roleChange && k === 'participantType'));
        if (edited.length) {
          await audit.record(tx, actor, {
            action: 'user.update',
            target,
            details: Object.fromEntries(edited.map((k) => [k, { from: user[k as keyof UserRow] ?? null, to: changes[k as keyof UserRow] ?? null }])),
          });
        }
        if (roleChange) await audit.record(tx, actor, { action: 'user.role', target, details: { from: seen.role, to: role, ...released } });
      });
      auth.forgetUser(id);
      return detail(id);
    },

    /**
     * Deletes a person. Their records go with them (the foreign keys cascade); a team they were in
     * passes to its next member, or is disbanded when they were the last.
     */
    async remove(actor: UserRow, id: string) {
      await db.transaction(async (tx) => {
        const seen = await q.findById(tx, id);
        if (!seen) throw notFound(ADMIN_MSG.userNotFound);
        if (seen.role === 'superadmin' && seen.isActive) await guardSuperadmins(tx, actor.id, id);
        const { teamId } = await lockWithTeam(tx, id, seen);
        // Counted under the person's lock, which holds off new marks, submissions, votes and
        // grades of their work until commit: the trail keeps what really went.
        const { team: _shown, ...removed } = toImpact((await q.deletionImpact(tx, id))!);
        const team = teamId ? await teams.dropMember(tx, teamId, id) : null;
        // Recorded before the row goes: someone deleting their own account is still there to
        // be named, and the entry's link to them is cleared with it (the name stays).
        await audit.record(tx, actor, {
          action: 'user.delete',
          target: { type: 'user', id, label: seen.name },
          details: { role: seen.role, email: seen.email, removed, ...(team && { team }) },
        });
        await q.deleteUser(tx, id);
      });
      auth.forgetUser(id);
    },

    /**
     * Flips a person between active and inactive. Deactivation ends every session they hold and
     * every reset or invitation link still pending, in the same transaction: their next request
     * is refused, signing in again is too, and a reactivation revives no old link.
     */
    async toggleStatus(actor: UserRow, id: string): Promise<AdminUser> {
      const row = await db.transaction(async (tx) => {
        const seen = await q.findById(tx, id);
        if (!seen) throw notFound(ADMIN_MSG.userNotFound);
        if (seen.role === 'superadmin' && seen.isActive) await guardSuperadmins(tx, actor.id, id);
        const user = await q.lockUser(tx, id);
        if (!user) throw notFound(ADMIN_MSG.userNotFound);
        // Two admins flipping at once would undo each other: the second is told instead.
        if (user.isActive !== seen.isActive || user.role !== seen.role) throw conflict(ADMIN_MSG.changedMeanwhile);
        const updated = await q.updateUser(tx, id, { isActive: !user.isActive });
        if (updated === 'email-taken') throw conflict(MSG.emailTaken);
        if (!updated.isActive) await auth.endAccess(tx, id);
        await audit.record(tx, actor, {
          action: updated.isActive ? 'user.activate' : 'user.deactivate',
          target: { type: 'user', id, label: updated.name },
          details: { role: updated.role },
        });
        return updated;
      });
      auth.forgetUser(id);
      const full = await q.findUserDetail(db, row.id);
      return toAdminUser(row, full?.mentor ?? null);
    },

    /** For services that act on one person, inside their transaction when they have one. */
    findById: (tx: Db, id: string) => q.findById(tx, id),
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
