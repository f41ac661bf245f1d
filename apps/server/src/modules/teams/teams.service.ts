import { LIMITS, TEAM_MSG, type LiveEventData, type Team, type TeamStats, type createTeamSchema, type updateTeamSchema } from '@hackcamp/contract';
import type { z } from 'zod';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { Db } from '../../db/client.ts';
import { sendTogether, sendTogetherAndCommit } from '../../db/pipelined-statements.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolationOn } from '../../lib/database-errors.ts';
import type { ConfigService } from '../config/config.service.ts';
import { publishLiveEvent, publishLiveEvents } from '../live/live-events.queries.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import type { VotesService } from '../votes/votes.service.ts';
import * as q from './teams.queries.ts';
import { onceRequest, runOnce } from '../idempotency/idempotency.service.ts';

function toTeamViews(loaded: Awaited<ReturnType<typeof q.loadTeams>>, order: string[]): Team[] {
  const members = new Map<string, Team['members']>();
  for (const m of loaded.memberRows) {
    const list = members.get(m.teamId) ?? [];
    list.push({
      user: { _id: m.user.id, name: m.user.name, email: m.user.email, profilePicture: m.user.profilePicture, participantType: m.user.participantType },
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
    });
    members.set(m.teamId, list);
  }
  const byId = new Map(
    loaded.teamRows.map(({ team, leader, problem }) => {
      const list = members.get(team.id) ?? [];
      const view: Team = {
        _id: team.id,
        name: team.name,
        description: team.description ?? '',
        teamNumber: team.teamNumber,
        leader: leader ? { _id: leader.id, name: leader.name, email: leader.email } : null,
        problemStatement: problem
          ? { _id: problem.id, title: problem.title, description: problem.description, domain: problem.domain, difficulty: problem.difficulty }
          : null,
        members: list,
        memberCount: list.length,
        maxMembers: LIMITS.teamMaxMembers,
        isFull: list.length >= LIMITS.teamMaxMembers,
        participantTypeBreakdown: {
          bootcamp: list.filter((m) => m.user.participantType !== 'hackathon').length,
          hackathon: list.filter((m) => m.user.participantType === 'hackathon').length,
        },
        createdAt: team.createdAt.toISOString(),
      };
      return [team.id, view] as const;
    }),
  );
  return order.map((id) => byId.get(id)).filter((t): t is Team => !!t);
}

/**
 * The tags of what team views show (cache/caches.ts): each team, what others see of every member
 * (a rename, a new picture; not a new score, which a team view does not show), and the problem
 * statements (their titles).
 */
// The team's id as hc_teams names it: the votes a team casts (its id on hc_people) do not change its view.
export const shownIn = (teams: readonly Team[]): string[] => [
  TAG.problems,
  ...teams.flatMap((t) => [TAG.onTeams(t._id), ...t.members.map((m) => TAG.faceOf(m.user._id))]),
];

/** Tells the people a team change concerns (its members, and whoever just left it) and superadmins. */
const announce = (tx: Db, teamId: string, change: LiveEventData<'team'>['change'], people: readonly string[]) =>
  publishLiveEvent(tx, { name: 'team', data: { teamId, change } }, { users: people, roles: ['superadmin'] });

/**
 * Deletes a team and tells its former members, superadmins, and the judges it was assigned to
 * (the foreign keys take it off their lists).
 */
async function disband(tx: Db, teamId: string, formerMembers: readonly string[]) {
  const judges = await q.judgeIdsOf(tx, teamId);
  await q.deleteTeam(tx, teamId);
  await publishLiveEvents(tx, [
    { event: { name: 'team', data: { teamId, change: 'disbanded' } }, to: { users: formerMembers, roles: ['superadmin'] } },
    ...judges.map((judgeId) => ({ event: { name: 'judging', data: { judgeId } } as const, to: { users: [judgeId] } })),
  ]);
}

export function createTeamsService(deps: {
  db: Db;
  config: ConfigService;
  problems: ProblemsService;
  caches: Caches;
  votes: Pick<VotesService, 'withdrawVotesForJoinedTeam'>;
}) {
  const { db, config, problems } = deps;
  // The teams with room, the same on every hackathon dashboard, and each participant's own team
  // (or none), read on every dashboard visit: kept until the database names a change to a team
  // shown, a person shown, the problem statements, or (for the list) which teams have room.
  const openPages = deps.caches.create<{ teams: Team[]; total: number }>({ maxEntries: 8, maxAgeMs: 10 * 60_000 });
  const myTeams = deps.caches.create<Team | null>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });

  async function view(id: string, tx: Db = db): Promise<Team> {
    const [team] = toTeamViews(await q.loadTeams(tx, [id]), [id]);
    if (!team) throw notFound(TEAM_MSG.teamNotFound);
    return team;
  }

  function assertParticipant(user: UserRow) {
    if (user.role !== 'participant') throw forbidden(TEAM_MSG.onlyParticipants);
  }

  /** Locks the team and checks the caller belongs to it; returns the caller's role in it. */
  async function lockAsMember(tx: Db, teamId: string, userId: string) {
    const team = await q.lockTeam(tx, teamId);
    if (!team) throw notFound(TEAM_MSG.teamNotFound);
    const membership = await q.findMembership(tx, userId);
    if (!membership || membership.teamId !== teamId) throw forbidden(TEAM_MSG.notInTeam);
    return { team, role: membership.role };
  }

  return {
    view,

    /** The teams numbered after `afterTeamNumber`, at most `limit`: a whole-event export reads them batch by batch. */
    async pageAfter(afterTeamNumber: number, limit: number): Promise<Team[]> {
      const ids = await q.teamIdsAfter(db, afterTeamNumber, limit);
      return toTeamViews(await q.loadTeams(db, ids), ids);
    },

    async stats(): Promise<TeamStats> {
      const s = await q.teamStats(db);
      return {
        totalTeams: s.teams,
        totalMembers: s.members,
        averageSize: s.teams ? Math.round((s.members / s.teams) * 10) / 10 : 0,
        withProblemStatement: s.withProblem,
      };
    },

    async list(filter: q.TeamFilter & Partial<q.TeamOrder> & { page: number; limit: number }) {
      const order = { sortBy: filter.sortBy ?? 'teamNumber', sortOrder: filter.sortOrder ?? 'asc' } as const;
      const { ids, total } = await q.listTeamIds(db, filter, filter.limit, (filter.page - 1) * filter.limit, order);
      const teams = toTeamViews(await q.loadTeams(db, ids), ids);
      const totalPages = Math.max(1, Math.ceil(total / filter.limit));
      return {
        teams,
        pagination: { currentPage: filter.page, totalPages, totalTeams: total, hasNextPage: filter.page < totalPages, hasPrevPage: filter.page > 1 },
      };
    },

    async openTeams(limit: number): Promise<{ teams: Team[]; total: number }> {
      return openPages.getOrLoad(String(limit), async () => {
        const [ids, total] = await Promise.all([q.openTeamIds(db, limit), q.countOpenTeams(db)]);
        const teams = toTeamViews(await q.loadTeams(db, ids), ids);
        return { value: { teams, total }, tags: [TAG.openTeams, ...shownIn(teams)] };
      });
    },

    /** The user's team, or null when they have none. */
    async findMyTeam(userId: string): Promise<Team | null> {
      return myTeams.getOrLoad(userId, async () => {
        const membership = await q.findMembership(db, userId);
        const team = membership ? await view(membership.teamId) : null;
        // Not the user's bare id: their new scores and their own work do not change this view.
        return { value: team, tags: [TAG.onTeams(userId), ...shownIn(team ? [team] : [])] };
      });
    },

    /** `idempotencyKey`: the request's Idempotency-Key, so a retry gets this team instead of a 409 (the caller is in it by then). */
    async create(user: UserRow, input: z.output<typeof createTeamSchema>, idempotencyKey?: string): Promise<Team> {
      assertParticipant(user);
      const id = await db.transaction((tx) => runOnce(tx, onceRequest(user.id, idempotencyKey, 'teams.create', input), () => createTeam(tx)));
      return view(id);

      async function createTeam(tx: Db) {
        await config.assertTeamFormationOpen(tx);
        if (await q.findMembership(tx, user.id)) throw conflict(TEAM_MSG.alreadyInTeam);
        await problems.reserveSelection(tx, input.problemStatement);
        const team = await q.insertTeam(tx, {
          name: input.name,
          description: input.description,
          leaderId: user.id,
          problemStatementId: input.problemStatement,
        });
        if (!team) throw conflict(TEAM_MSG.nameTaken);
        if (!(await q.insertMember(tx, { teamId: team.id, userId: user.id, role: 'leader' }))) throw conflict(TEAM_MSG.alreadyInTeam);
        await announce(tx, team.id, 'created', [user.id]);
        return team.id;
      }
    },

    /**
     * Two round trips (decisions 0049 and 0054): the settings, the team locked and who is in it
     * now (read under that lock); then the newcomer in, everyone told, their votes for the team
     * taken back, the team as it now stands, and the commit. A newcomer who had voted for the
     * team takes a third: the trail of the votes taken back is written once they are read.
     */
    async join(user: UserRow, teamId: string): Promise<Team> {
      assertParticipant(user);
      return db
        .transaction(async (tx) => {
          const [, team, { inTeam, memberIds, votedFor }] = await sendTogether(
            tx,
            () => config.assertTeamFormationOpen(tx),
            () => q.lockTeam(tx, teamId),
            () => q.joinState(tx, user.id, teamId),
          );
          if (!team) throw notFound(TEAM_MSG.teamNotFound);
          if (inTeam) throw conflict(TEAM_MSG.alreadyInTeam);
          if (memberIds.length >= LIMITS.teamMaxMembers) throw conflict(TEAM_MSG.teamFull);
          const [, , , joined] = await (votedFor ? sendTogether : sendTogetherAndCommit)(
            tx,
            // A join elsewhere at the same moment is refused by the unique key, which fails it all.
            () => q.addMember(tx, { teamId, userId: user.id, role: 'member' }),
            () => announce(tx, teamId, 'joined', [...memberIds, user.id]),
            () => deps.votes.withdrawVotesForJoinedTeam(tx, user, team),
            () => view(teamId, tx),
          );
          return joined;
        })
        .catch((err: unknown) => {
          throw isUniqueViolationOn(err, 'team_members') ? conflict(TEAM_MSG.alreadyInTeam) : err;
        });
    },

    async update(user: UserRow, teamId: string, input: z.output<typeof updateTeamSchema>): Promise<Team> {
      await db.transaction(async (tx) => {
        // Switched off, formation freezes teams as they stand: no rename or problem switch, like
        // no create or join. Leaving is the one exception (see leave).
        await config.assertTeamFormationOpen(tx);
        const { team, role } = await lockAsMember(tx, teamId, user.id);
        if (role !== 'leader') throw forbidden(TEAM_MSG.leaderOnly);
        const changingProblem = input.problemStatement !== undefined && input.problemStatement !== team.problemStatementId;
        if (changingProblem) await problems.reserveSelection(tx, input.problemStatement!);
        const result = await q.updateTeam(tx, teamId, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(changingProblem && { problemStatementId: input.problemStatement }),
        });
        if (result === 'name-taken') throw conflict(TEAM_MSG.nameTaken);
        await announce(tx, teamId, 'updated', await q.memberIds(tx, teamId));
      });
      return view(teamId);
    },

    /**
     * A sole member disbands the team. A leader with others hands over to `transferToUserId`, or
     * to the earliest other member when none is chosen.
     *
     * Not held by the team formation switch, unlike every other team change: someone who drops
     * out of the event must always be able to leave, or they would stay on a team (and count
     * toward it) against their will until the superadmin reopens formation.
     */
    async leave(user: UserRow, teamId: string, transferToUserId?: string): Promise<{ disbanded: boolean; newLeaderId: string | null }> {
      return db.transaction(async (tx) => {
        const { role } = await lockAsMember(tx, teamId, user.id);
        const others = await q.otherMembers(tx, teamId, user.id);
        if (others.length === 0) {
          await disband(tx, teamId, [user.id]);
          return { disbanded: true, newLeaderId: null };
        }
        let newLeaderId: string | null = null;
        if (role === 'leader') {
          const target = transferToUserId ? others.find((m) => m.userId === transferToUserId) : others[0];
          if (!target) throw badRequest(TEAM_MSG.memberNotFound);
          newLeaderId = target.userId;
        }
        await q.deleteMember(tx, teamId, user.id);
        if (newLeaderId) await q.setLeader(tx, teamId, newLeaderId);
        // A handover is the bigger news for those who stay: someone now leads them.
        await announce(tx, teamId, newLeaderId ? 'leader' : 'left', [user.id, ...others.map((m) => m.userId)]);
        return { disbanded: false, newLeaderId };
      });
    },

    async removeMember(user: UserRow, teamId: string, memberId: string): Promise<Team> {
      await db.transaction(async (tx) => {
        await config.assertTeamFormationOpen(tx);
        const { role } = await lockAsMember(tx, teamId, user.id);
        if (role !== 'leader') throw forbidden(TEAM_MSG.leaderOnly);
        if (memberId === user.id) throw badRequest(TEAM_MSG.cannotRemoveSelf);
        if (!(await q.deleteMember(tx, teamId, memberId))) throw notFound(TEAM_MSG.memberNotFound);
        await announce(tx, teamId, 'left', [memberId, ...(await q.memberIds(tx, teamId))]);
      });
      return view(teamId);
    },

    /**
     * The leader disbands their team; a superadmin may delete any team. A leader's disband takes
     * the other members off the team, so it is held by the formation switch like removing one of
     * them; the superadmin runs the event and is not.
     */
    async remove(user: UserRow, teamId: string) {
      await db.transaction(async (tx) => {
        if (user.role === 'superadmin') {
          if (!(await q.lockTeam(tx, teamId))) throw notFound(TEAM_MSG.teamNotFound);
        } else {
          await config.assertTeamFormationOpen(tx);
          const { role } = await lockAsMember(tx, teamId, user.id);
          if (role !== 'leader') throw forbidden(TEAM_MSG.leaderOnly);
        }
        await disband(tx, teamId, await q.memberIds(tx, teamId));
      });
    },

    /**
     * For taking someone out of the event (account deleted, role changed): locks the team they
     * are in, if any, and returns its id. Lock the team before the person's own row, in that
     * order, as joining and leaving do, so these changes never wait on each other in a circle.
     */
    async lockTeamOf(tx: Db, userId: string): Promise<string | null> {
      const membership = await q.findMembership(tx, userId);
      if (!membership) return null;
      return (await q.lockTeam(tx, membership.teamId)) ? membership.teamId : null;
    },

    /** The team the person is in now, read inside the caller's transaction. */
    async teamIdOf(tx: Db, userId: string): Promise<string | null> {
      return (await q.findMembership(tx, userId))?.teamId ?? null;
    },

    /**
     * Takes a person off a team locked with lockTeamOf, as leaving does without the switch: the
     * earliest other member leads when the leader goes, and a team left empty is disbanded.
     */
    async dropMember(tx: Db, teamId: string, userId: string): Promise<{ teamName: string; disbanded: boolean; newLeaderId: string | null }> {
      const team = await q.findTeam(tx, teamId);
      const membership = await q.findMembership(tx, userId);
      if (!team || membership?.teamId !== teamId) return { teamName: team?.name ?? '', disbanded: false, newLeaderId: null };
      const others = await q.otherMembers(tx, teamId, userId);
      if (others.length === 0) {
        await disband(tx, teamId, [userId]);
        return { teamName: team.name, disbanded: true, newLeaderId: null };
      }
      await q.deleteMember(tx, teamId, userId);
      const newLeaderId = membership.role === 'leader' ? others[0]!.userId : null;
      if (newLeaderId) await q.setLeader(tx, teamId, newLeaderId);
      await announce(tx, teamId, newLeaderId ? 'leader' : 'left', [userId, ...others.map((m) => m.userId)]);
      return { teamName: team.name, disbanded: false, newLeaderId };
    },

    /** `byEmail`: the search matches emails too (only for a reader who sees them). */
    async availableUsers(search: string | undefined, limit: number, byEmail = true) {
      const rows = await q.availableUsers(db, search, limit, byEmail);
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        participantType: r.participantType,
        collegeName: r.collegeName,
        profilePicture: r.profilePicture,
      }));
    },
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;
