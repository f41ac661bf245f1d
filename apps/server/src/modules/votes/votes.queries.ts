import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VoteSort } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { inUuids } from '../../db/uuid-list.ts';
import { problemStatements, teamMembers, teams, users, votes } from '../../db/schema/index.ts';

export type VoteRow = typeof votes.$inferSelect;

const memberCount = sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`;

/** The caller's place in a team, share-locked (after their team's row, see lockVotingTeamOf). */
export async function lockMembership(tx: Db, userId: string) {
  const [row] = await tx.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId)).for('share');
  return row;
}

/**
 * The caller's membership with what decides whether their team may cast a vote: its size when
 * voting opened (null: formed after it) and now. Read outside a transaction (the voting list) it
 * is only a hint.
 */
export async function findVoter(db: Db, userId: string) {
  const [row] = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, membersWhenVotingOpened: teams.membersWhenVotingOpened, memberCount })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  return row;
}

/**
 * findVoter and the votes the caller's team has cast, in one statement: a leader's part of the
 * voting list, read again after each change of theirs while every other leader reads too, in one
 * round trip instead of two, and from one snapshot. Undefined when the caller is in no team.
 */
export async function findVoterWithVotes(db: Db, userId: string) {
  const rows = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, membersWhenVotingOpened: teams.membersWhenVotingOpened, memberCount, vote: votes })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(votes, eq(votes.voterTeamId, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  const [first] = rows;
  if (!first) return undefined;
  const { vote: _, ...membership } = first;
  return { ...membership, votes: rows.flatMap((r) => (r.vote ? [r.vote] : [])) };
}

/** The team `userId` is in, as the statement that reads it sees it. */
const teamOf = (userId: string) => sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`;

/**
 * The caller's team's row, share-locked: every membership change (join, leave, handover, removal,
 * deletion) locks it first, so its leader holds until the vote is written. Also what decides
 * whether it may cast: its size when voting opened (kept on the row at each opening). The team is
 * the one the caller was in when the statement began: the caller's membership, read again under
 * this lock, decides whether it still is.
 */
export async function lockVotingTeamOf(tx: Db, userId: string) {
  const [row] = await tx
    .select({ id: teams.id, membersWhenVotingOpened: teams.membersWhenVotingOpened, memberCount })
    .from(teams)
    .where(eq(teams.id, teamOf(userId)))
    .for('share');
  return row;
}

/** The team voted for, key-share locked as the vote's foreign key would: it cannot be deleted mid-vote. */
export async function lockTeamForVote(tx: Db, teamId: string) {
  const [row] = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).for('key share');
  return row;
}

export async function findTeam(db: Db, teamId: string) {
  const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row;
}

/** The voting team's vote for a team; the caller has checked there is none under the team's lock (`lockVoteOf`). */
export async function insertVote(tx: Db, values: { voterId: string; voterTeamId: string; teamId: string; rating: number; comment: string }): Promise<VoteRow> {
  // No "on conflict": a vote already there fails the statement, and with it the transaction.
  const [row] = await tx.insert(votes).values(values).returning();
  return row!;
}

/** The vote of the caller's team for `teamId`, locked to be changed (after lockVotingTeamOf, which holds the team). */
export async function lockVoteOf(tx: Db, userId: string, teamId: string): Promise<VoteRow | undefined> {
  const [row] = await tx
    .select()
    .from(votes)
    .where(and(eq(votes.voterTeamId, teamOf(userId)), eq(votes.teamId, teamId)))
    .for('update');
  return row;
}

export async function findVote(db: Db, voterTeamId: string, teamId: string): Promise<VoteRow | undefined> {
  const [row] = await db
    .select()
    .from(votes)
    .where(and(eq(votes.voterTeamId, voterTeamId), eq(votes.teamId, teamId)));
  return row;
}

/** `voterId`: whoever changes it now answers for it. */
export async function updateVote(tx: Db, id: string, values: { voterId: string; rating: number; comment: string }): Promise<VoteRow> {
  const [row] = await tx
    .update(votes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(votes.id, id))
    .returning();
  return row!;
}

export async function deleteVote(tx: Db, id: string) {
  await tx.delete(votes).where(eq(votes.id, id));
}

/** The votes `voterId` cast for `teamId` (for any team they were in), deleted and returned. */
export async function deleteVotesCastBy(tx: Db, voterId: string, teamId: string) {
  return tx
    .delete(votes)
    .where(and(eq(votes.voterId, voterId), eq(votes.teamId, teamId)))
    .returning();
}

const notOwn = (ownTeamId: string | null): SQL | undefined => (ownTeamId ? ne(teams.id, ownTeamId) : undefined);

/** Other teams, and how many of them have the caller's team's vote (none without a team). */
export async function progress(db: Db, ownTeamId: string | null) {
  const [[others], [voted]] = await Promise.all([
    db.select({ n: count() }).from(teams).where(notOwn(ownTeamId)),
    ownTeamId ? db.select({ n: count() }).from(votes).where(eq(votes.voterTeamId, ownTeamId)) : [{ n: 0 }],
  ]);
  return { totalTeams: others?.n ?? 0, votedTeams: voted?.n ?? 0 };
}

// Per-team aggregates as correlated subqueries: a page of six reads only its own teams' votes
// (through votes_team_idx), however many votes the event holds.
const voteCount = sql<number>`(select count(*)::int from ${votes} where ${votes.teamId} = ${teams.id})`;
const voteAverage = sql<number | null>`(select round(avg(${votes.rating}), 2)::float8 from ${votes} where ${votes.teamId} = ${teams.id})`;
/**
 * Every team with what a voting list shows of it, in team-number order (the leader's own is left
 * out later); or only the teams of `ids` (those that exist).
 */
export async function ballotTeams(db: Db, ids?: readonly string[]) {
  const leader = alias(users, 'leader');
  return db
    .select({
      id: teams.id,
      name: teams.name,
      teamNumber: teams.teamNumber,
      description: teams.description,
      leaderId: leader.id,
      leaderName: leader.name,
      problemId: problemStatements.id,
      problemTitle: problemStatements.title,
      memberCount,
      totalVotes: voteCount,
      averageRating: voteAverage,
    })
    .from(teams)
    .leftJoin(leader, eq(leader.id, teams.leaderId))
    .leftJoin(problemStatements, eq(problemStatements.id, teams.problemStatementId))
    .where(ids ? inUuids(teams.id, ids) : undefined)
    .orderBy(asc(teams.teamNumber));
}

/** The votes a team has cast, in the rated teams' order. */
export async function votesOf(db: Db, voterTeamId: string) {
  return db
    .select({ vote: votes, team: { id: teams.id, name: teams.name, teamNumber: teams.teamNumber } })
    .from(votes)
    .innerJoin(teams, eq(teams.id, votes.teamId))
    .where(eq(votes.voterTeamId, voterTeamId))
    .orderBy(asc(teams.teamNumber));
}

/**
 * A team's votes, newest first, each with the team it belongs to and its voter (gone once their
 * account is deleted) with the team the voter is in now.
 */
export async function votesFor(db: Db, teamId: string, limit: number, offset: number) {
  const votingTeam = alias(teams, 'voting_team');
  const voterTeam = alias(teams, 'voter_team');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        vote: votes,
        votingTeam: { id: votingTeam.id, name: votingTeam.name },
        voter: { id: users.id, name: users.name, email: users.email },
        voterTeam: { id: voterTeam.id, name: voterTeam.name },
      })
      .from(votes)
      .innerJoin(votingTeam, eq(votingTeam.id, votes.voterTeamId))
      .leftJoin(users, eq(users.id, votes.voterId))
      .leftJoin(teamMembers, eq(teamMembers.userId, votes.voterId))
      .leftJoin(voterTeam, eq(voterTeam.id, teamMembers.teamId))
      .where(eq(votes.teamId, teamId))
      .orderBy(desc(votes.createdAt), asc(votes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(votes).where(eq(votes.teamId, teamId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A page of the admin's Votes tab: every team with its vote count and average, sorted. */
export async function teamsByVotes(db: Db, opts: { search?: string; sortBy: VoteSort; sortOrder: 'asc' | 'desc'; limit: number; offset: number }) {
  const agg = db
    .select({ teamId: votes.teamId, n: sql<number>`count(*)::int`.as('n'), average: sql<number>`round(avg(${votes.rating}), 2)::float8`.as('average') })
    .from(votes)
    .groupBy(votes.teamId)
    .as('agg');
  const leader = alias(users, 'leader');
  const where = opts.search ? ilike(teams.name, likePattern(opts.search)) : undefined;
  const dir = opts.sortOrder === 'asc' ? asc : desc;
  // Teams without votes count as 0 votes and a rating below every real one (1-5).
  const key = { votes: sql`coalesce(${agg.n}, 0)`, rating: sql`coalesce(${agg.average}, 0)`, name: sql`lower(${teams.name})` }[opts.sortBy];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: teams.id,
        name: teams.name,
        teamNumber: teams.teamNumber,
        leaderId: leader.id,
        leaderName: leader.name,
        totalVotes: sql<number>`coalesce(${agg.n}, 0)`,
        averageRating: sql<number | null>`${agg.average}`,
      })
      .from(teams)
      .leftJoin(agg, eq(agg.teamId, teams.id))
      .leftJoin(leader, eq(leader.id, teams.leaderId))
      .where(where)
      .orderBy(dir(key), asc(teams.teamNumber))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function membersOf(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, id: users.id, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id));
}

export async function statistics(db: Db) {
  const [[v], [t]] = await Promise.all([
    db
      .select({
        totalVotes: sql<number>`count(*)::int`,
        teamsWithVotes: sql<number>`count(distinct ${votes.teamId})::int`,
        averageRating: sql<number | null>`round(avg(${votes.rating}), 2)::float8`,
      })
      .from(votes),
    db.select({ n: count() }).from(teams),
  ]);
  const totalTeams = t?.n ?? 0;
  const teamsWithVotes = v?.teamsWithVotes ?? 0;
  return {
    totalVotes: v?.totalVotes ?? 0,
    totalTeams,
    teamsWithVotes,
    teamsWithoutVotes: totalTeams - teamsWithVotes,
    averageRating: v?.averageRating ?? null,
  };
}
