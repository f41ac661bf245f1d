import {
  VOTE_MSG,
  VOTING,
  type OwnVote,
  type TeamVoteSummary,
  type TeamWithRating,
  type VotingProgress,
  type voteInputSchema,
  type votesByTeamQuerySchema,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sendTogether, sendTogetherAndCommit } from '../../db/pipelined-statements.ts';
import { runAsOne } from '../../db/run-as-one.ts';
import { TAG, type Caches } from '../../cache/caches.ts';
import { BOARD_TAG, createBallotBoard, type Ballot } from './ballot-board.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolationOn } from '../../lib/database-errors.ts';
import type { AuditChange, AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { liveEventsStatement } from '../live/live-events.queries.ts';
import * as q from './votes.queries.ts';

type VoteInput = z.output<typeof voteInputSchema>;
/** The caller as a voter: their team (if any), what decides whether it may vote, and its votes. */
type Voter = {
  ownTeamId: string | null;
  role: 'leader' | 'member' | null;
  memberCount: number;
  membersWhenVotingOpened: number | null;
  votes: Map<string, OwnVote>;
};

/**
 * Why the voter may not cast a new vote, or null when they may: a leader, of a team that existed
 * when voting last opened and had a teammate then. The members it has now do not count: a floater
 * joining one-person teams in turn would otherwise give each a ballot (issue 39), and a team that
 * lost a member mid-vote keeps the vote it had. Before voting ever opened there is no snapshot,
 * and the list's hint uses the size now. Changing or withdrawing the team's vote needs only the lead.
 */
function castRefusal(voter: Pick<Voter, 'role' | 'memberCount' | 'membersWhenVotingOpened'>, votingOpenedAt: Date | null): string | null {
  if (voter.role !== 'leader') return VOTE_MSG.leaderOnly;
  if (!votingOpenedAt) return voter.memberCount < VOTING.minVotingTeamSize ? VOTE_MSG.teamTooSmall : null;
  if (voter.membersWhenVotingOpened === null) return VOTE_MSG.teamTooNew;
  if (voter.membersWhenVotingOpened < VOTING.minVotingTeamSize) return VOTE_MSG.teamTooSmall;
  return null;
}

const ownVote = (row: Pick<q.VoteRow, 'rating' | 'comment' | 'createdAt' | 'updatedAt'>): OwnVote => ({
  rating: row.rating,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const pagination = <K extends string>(key: K, page: number, limit: number, total: number) => {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { currentPage: page, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1, [key]: total } as {
    currentPage: number;
    totalPages: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  } & Record<K, number>;
};

/**
 * Peer voting. A vote belongs to the voting team, not to the leader who cast it: whoever leads
 * the team now sees, changes and withdraws it, and the unique index on (voting team, rated team)
 * decides between simultaneous first votes, also across a leadership handover. Every write runs
 * in one transaction that share-locks the event settings first, so closing voting refuses the
 * next vote at once on every node. Each write is audited in the same transaction.
 */
export function createVotesService(deps: { db: Db; urgent: Db; audit: AuditService; config: ConfigService; caches: Caches }) {
  const { db, audit, config } = deps;
  // The voting list is one list of every team with its totals, shared by every leader and kept
  // up to date in place (ballot-board.ts), plus each leader's own team and its votes: a page is
  // cut from memory. A leader's part goes when their team's votes or membership change (the
  // team's id). A leader's page is cut from both, so the same page is the same answer (written
  // once): it goes with the leader's own change, or a change to a line it shows (a search: to
  // any line). The settings it depends on (blind voting, when voting opened) are in its key.
  const ratingPages = deps.caches.create<ReturnType<typeof ratingsPage>>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });
  const voters = deps.caches.create<Voter>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });
  const board = createBallotBoard({ db, urgent: deps.urgent, caches: deps.caches, onChange: (tags) => tags.forEach((tag) => ratingPages.invalidateTag(tag)) });

  async function progressOf(ownTeamId: string | null, tx: Db = db): Promise<VotingProgress> {
    const { totalTeams, votedTeams } = await q.progress(tx, ownTeamId);
    return { totalTeams, votedTeams, completed: totalTeams > 0 && votedTeams >= totalTeams };
  }

  /**
   * The checks every vote change makes, in lock order: settings row, the voting team's row, the
   * caller's membership, then the team voted for (and, to change or withdraw it, the vote). The
   * voting team comes before the membership as in every team change (which locks the team, then
   * its memberships), and the vote's own foreign key to it would lock it anyway: taken last, a
   * handover under way and the vote would wait on each other. All in one round trip with the
   * begin (decision 0049); a caller refused here has locked rows for a moment and written nothing.
   */
  async function openVote(tx: Db, user: UserRow, teamId: string, opts: { casting: boolean }) {
    const [settings, own, membership, team, before] = await sendTogether(
      tx,
      () => config.assertVotingOpen(tx),
      () => q.lockVotingTeamOf(tx, user.id),
      () => q.lockMembership(tx, user.id),
      () => q.lockTeamForVote(tx, teamId),
      // Casting too: under the voting team's lock, a vote already cast is refused before anything
      // is written (the write goes with the commit and cannot be taken back on its answer).
      () => q.lockVoteOf(tx, user.id, teamId),
    );
    if (!membership || membership.role !== 'leader') throw forbidden(VOTE_MSG.leaderOnly);
    if (membership.teamId === teamId) throw forbidden(VOTE_MSG.ownTeam);
    // The membership is read under the team's lock: a handover or a move that committed before
    // the lock was taken decides.
    if (!own || own.id !== membership.teamId) throw forbidden(VOTE_MSG.leaderOnly);
    if (opts.casting) {
      const refusal = castRefusal({ role: membership.role, ...own }, settings.votingOpenedAt);
      if (refusal) throw forbidden(refusal);
    }
    if (!team) throw notFound(VOTE_MSG.teamNotFound);
    return { team, ownTeamId: membership.teamId, before };
  }

  const target = (team: { id: string; name: string }) => ({ type: 'team', id: team.id, label: team.name });
  /**
   * The audit entries and the live event of a vote change, in one statement: a round trip less
   * on a write every leader makes at the same moment (its connection is held that much shorter).
   * The votes tab is told: who rated whom is the superadmin's alone.
   */
  const recordAndAnnounce = (tx: Db, user: UserRow, teamId: string, ...changes: [AuditChange, ...AuditChange[]]) =>
    runAsOne(tx, [audit.recording(user, ...changes)], liveEventsStatement([{ event: { name: 'vote', data: { teamId } }, to: { roles: ['superadmin'] } }]));

  // Keyed by the opening too: the counts an opening takes reach this node's list with the new
  // moment, not only when the teams' notification arrives after it.
  const voterOf = (userId: string, votingOpenedAt: Date | null) =>
    voters.getOrLoad(`${userId}\n${votingOpenedAt?.toISOString() ?? ''}`, async () => {
      const membership = await q.findVoterWithVotes(db, userId);
      const value: Voter = {
        ownTeamId: membership?.teamId ?? null,
        role: membership?.role ?? null,
        memberCount: membership?.memberCount ?? 0,
        membersWhenVotingOpened: membership?.membersWhenVotingOpened ?? null,
        votes: new Map((membership?.votes ?? []).map((vote) => [vote.teamId, ownVote(vote)])),
      };
      // The team's id names its votes and members; the person's membership names their place in
      // it. Not their id: a leader's new score does not change what they may rate.
      const joined = TAG.onTeams(userId);
      return { value, tags: membership ? [joined, membership.teamId] : [joined] };
    });

  async function teamsWithRatings(user: UserRow, query: { page: number; search?: string }) {
    const [settings, votingOpenedAt] = await Promise.all([config.get(), config.votingOpenedAt()]);
    const rules = { blind: settings.blindVoting, votingOpenedAt };
    const key = [user.id, rules.blind, votingOpenedAt?.toISOString() ?? '', query.page, query.search ?? ''].join('\n');
    return ratingPages.getOrLoad(key, async () => {
      const [all, me] = await Promise.all([board.current(), voterOf(user.id, votingOpenedAt)]);
      const page = ratingsPage(all, me, query, rules);
      const shown = query.search ? [BOARD_TAG.any] : page.teams.map((t) => BOARD_TAG.team(t._id));
      const tags = [BOARD_TAG.set, TAG.onTeams(user.id), ...(me.ownTeamId ? [me.ownTeamId] : []), ...shown];
      return { value: page, tags };
    });
  }

  function ratingsPage(all: Ballot[], me: Voter, query: { page: number; search?: string }, rules: { blind: boolean; votingOpenedAt: Date | null }) {
    const term = query.search?.toLowerCase();
    const others = all.filter((t) => t._id !== me.ownTeamId && (!term || t.name.toLowerCase().includes(term)));
    const limit = VOTING.pageSize;
    const offset = (query.page - 1) * limit;
    const teams: TeamWithRating[] = others.slice(offset, offset + limit).map((t) => {
      const myVote = me.votes.get(t._id) ?? null;
      // Blind voting: no bandwagon. What others think shows only once the team has said its own.
      const hidden = rules.blind && !myVote;
      return { ...t, ...(hidden && { totalVotes: null, averageRating: null }), hasVoted: !!myVote, myVote };
    });
    const totalTeams = all.length - (all.some((t) => t._id === me.ownTeamId) ? 1 : 0);
    const votedTeams = [...me.votes.keys()].filter((id) => id !== me.ownTeamId).length;
    const progress: VotingProgress = { totalTeams, votedTeams, completed: totalTeams > 0 && votedTeams >= totalTeams };
    const reason = castRefusal(me, rules.votingOpenedAt);
    return {
      teams,
      pagination: pagination('totalTeams', query.page, limit, others.length),
      progress,
      eligibility: { canVote: reason === null, reason },
    };
  }

  return {
    teamsWithRatings,

    /** Resolves once the voting list shows every change heard so far (for a write's author). */
    settled: () => board.settled(),

    /**
     * A person entering a team (joining it) takes back the votes they cast for it from any team
     * they were in: a vote never counts for the voter's own team. In the join's transaction.
     */
    async withdrawVotesForJoinedTeam(tx: Db, user: UserRow, team: { id: string; name: string }) {
      const gone = await q.deleteVotesCastBy(tx, user.id, team.id);
      if (gone.length === 0) return;
      const [first, ...rest] = gone.map((v) => ({
        action: 'vote.withdraw',
        target: target(team),
        details: { rating: v.rating, comment: v.comment, votingTeamId: v.voterTeamId, reason: 'The voter joined the team they had voted for' },
      }));
      await recordAndAnnounce(tx, user, team.id, first!, ...rest);
    },

    /**
     * Two round trips each (decisions 0049 and 0054): the begin with `openVote`'s locks, then the
     * vote written, the trail and the live event, the voting team's progress, and the commit.
     */
    async cast(user: UserRow, teamId: string, input: VoteInput) {
      return db
        .transaction(async (tx) => {
          const { team, ownTeamId, before } = await openVote(tx, user, teamId, { casting: true });
          if (before) throw conflict(VOTE_MSG.alreadyVoted);
          const [row, , progress] = await sendTogetherAndCommit(
            tx,
            () => q.insertVote(tx, { voterId: user.id, voterTeamId: ownTeamId, teamId, rating: input.rating, comment: input.comment }),
            () =>
              recordAndAnnounce(tx, user, team.id, { action: 'vote.cast', target: target(team), details: { rating: input.rating, comment: input.comment } }),
            () => progressOf(ownTeamId, tx),
          );
          return { vote: ownVote(row), progress };
        })
        .catch((err: unknown) => {
          // The lock makes this a second line only: a vote there after all fails the whole write.
          throw isUniqueViolationOn(err, 'votes') ? conflict(VOTE_MSG.alreadyVoted) : err;
        });
    },

    async change(user: UserRow, teamId: string, input: VoteInput) {
      return db.transaction(async (tx) => {
        const { team, ownTeamId, before } = await openVote(tx, user, teamId, { casting: false });
        if (!before) throw notFound(VOTE_MSG.noVote);
        const [row, , progress] = await sendTogetherAndCommit(
          tx,
          () => q.updateVote(tx, before.id, { voterId: user.id, rating: input.rating, comment: input.comment }),
          () =>
            recordAndAnnounce(tx, user, team.id, {
              action: 'vote.change',
              target: target(team),
              details: {
                rating: input.rating,
                comment: input.comment,
                previousRating: before.rating,
                previousComment: before.comment,
                ...(before.voterId !== user.id && { previousVoterId: before.voterId }),
              },
            }),
          () => progressOf(ownTeamId, tx),
        );
        return { vote: ownVote(row), progress };
      });
    },

    async withdraw(user: UserRow, teamId: string) {
      return db.transaction(async (tx) => {
        const { team, ownTeamId, before } = await openVote(tx, user, teamId, { casting: false });
        if (!before) throw notFound(VOTE_MSG.noVote);
        const [, , progress] = await sendTogetherAndCommit(
          tx,
          () => q.deleteVote(tx, before.id),
          () =>
            recordAndAnnounce(tx, user, team.id, {
              action: 'vote.withdraw',
              target: target(team),
              details: { rating: before.rating, comment: before.comment },
            }),
          () => progressOf(ownTeamId, tx),
        );
        return { vote: null, progress };
      });
    },

    async check(user: UserRow, teamId: string) {
      const [team, membership] = await Promise.all([q.findTeam(db, teamId), q.findVoter(db, user.id)]);
      if (!team) throw notFound(VOTE_MSG.teamNotFound);
      const vote = membership ? await q.findVote(db, membership.teamId, teamId) : undefined;
      return { hasVoted: !!vote, vote: vote ? ownVote(vote) : null };
    },

    async mine(user: UserRow) {
      const ownTeamId = (await q.findVoter(db, user.id))?.teamId ?? null;
      const [rows, progress] = await Promise.all([ownTeamId ? q.votesOf(db, ownTeamId) : [], progressOf(ownTeamId)]);
      return {
        votes: rows.map((r) => ({ _id: r.vote.id, team: { _id: r.team.id, name: r.team.name, teamNumber: r.team.teamNumber }, ...ownVote(r.vote) })),
        progress,
      };
    },

    async teamVotes(teamId: string, query: { page: number; limit: number }) {
      const team = await q.findTeam(db, teamId);
      if (!team) throw notFound(VOTE_MSG.teamNotFound);
      const { rows, total } = await q.votesFor(db, teamId, query.limit, (query.page - 1) * query.limit);
      return {
        votes: rows.map((r) => ({
          _id: r.vote.id,
          voter: r.voter
            ? { _id: r.voter.id, name: r.voter.name, email: r.voter.email, team: r.voterTeam ? { _id: r.voterTeam.id, name: r.voterTeam.name } : null }
            : null,
          voterTeam: { _id: r.votingTeam.id, name: r.votingTeam.name },
          rating: r.vote.rating,
          comment: r.vote.comment,
          createdAt: r.vote.createdAt.toISOString(),
          updatedAt: r.vote.updatedAt.toISOString(),
        })),
        pagination: pagination('totalVotes', query.page, query.limit, total),
      };
    },

    async allByTeam(query: z.output<typeof votesByTeamQuerySchema>) {
      const [{ rows, total }, statistics] = await Promise.all([
        q.teamsByVotes(db, {
          search: query.search || undefined,
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        q.statistics(db),
      ]);
      const members = await q.membersOf(
        db,
        rows.map((r) => r.id),
      );
      const teams: TeamVoteSummary[] = rows.map((r) => ({
        _id: r.id,
        name: r.name,
        teamNumber: r.teamNumber,
        leader: r.leaderId ? { _id: r.leaderId, name: r.leaderName! } : null,
        members: members.filter((m) => m.teamId === r.id).map((m) => ({ _id: m.id, name: m.name, email: m.email, role: m.role })),
        totalVotes: r.totalVotes,
        averageRating: r.averageRating,
      }));
      return { teams, statistics, pagination: pagination('totalTeams', query.page, query.limit, total) };
    },
  };
}
export type VotesService = ReturnType<typeof createVotesService>;
