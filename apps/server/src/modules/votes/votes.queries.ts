import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VoteSort } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { problemStatements, teamMembers, teams, users, votes } from '../../db/schema/index.ts';

export type VoteRow = typeof votes.$inferSelect;

/**
 * The caller's place in a team, share-locked: leadership cannot pass on, nor the caller leave,
 * until the vote is written.
 */
export async function lockMembership(tx: Db, userId: string) {
  const [row] = await tx.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId)).for('share');
  return row;
}

export async function findMembership(db: Db, userId: string) {
  const [row] = await db.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId));
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

/** Undefined when this voter already voted for this team: the unique index decides, also under races. */
export async function insertVote(
  tx: Db,
  values: { voterId: string; voterTeamId: string; teamId: string; rating: number; comment: string },
): Promise<VoteRow | undefined> {
  const [row] = await tx
    .insert(votes)
    .values(values)
    .onConflictDoNothing({ target: [votes.voterTeamId, votes.teamId] })
    .returning();
  return row;
}

export async function lockVote(tx: Db, voterId: string, teamId: string): Promise<VoteRow | undefined> {
  const [row] = await tx
    .select()
    .from(votes)
    .where(and(eq(votes.voterId, voterId), eq(votes.teamId, teamId)))
    .for('update');
  return row;
}

export async function findVote(db: Db, voterId: string, teamId: string): Promise<VoteRow | undefined> {
  const [row] = await db
    .select()
    .from(votes)
    .where(and(eq(votes.voterId, voterId), eq(votes.teamId, teamId)));
  return row;
}

export async function updateVote(tx: Db, id: string, values: { rating: number; comment: string }): Promise<VoteRow> {
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

const notOwn = (ownTeamId: string | null): SQL | undefined => (ownTeamId ? ne(teams.id, ownTeamId) : undefined);

/** Other teams, and how many of them have this voter's vote. */
export async function progress(db: Db, voterId: string, ownTeamId: string | null) {
  const [[others], [voted]] = await Promise.all([
    db.select({ n: count() }).from(teams).where(notOwn(ownTeamId)),
    db
      .select({ n: count() })
      .from(votes)
      .where(and(eq(votes.voterId, voterId), ownTeamId ? ne(votes.teamId, ownTeamId) : undefined)),
  ]);
  return { totalTeams: others?.n ?? 0, votedTeams: voted?.n ?? 0 };
}

// Per-team aggregates as correlated subqueries: a page of six reads only its own teams' votes
// (through votes_team_idx), however many votes the event holds.
const voteCount = sql<number>`(select count(*)::int from ${votes} where ${votes.teamId} = ${teams.id})`;
const voteAverage = sql<number | null>`(select round(avg(${votes.rating}), 2)::float8 from ${votes} where ${votes.teamId} = ${teams.id})`;
const memberCount = sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`;

/** Every team with what a voting list shows of it, in team-number order (the leader's own is left out later). */
export async function ballotTeams(db: Db) {
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
    .orderBy(asc(teams.teamNumber));
}

export async function votesOf(db: Db, voterId: string) {
  return db
    .select({ vote: votes, team: { id: teams.id, name: teams.name, teamNumber: teams.teamNumber } })
    .from(votes)
    .innerJoin(teams, eq(teams.id, votes.teamId))
    .where(eq(votes.voterId, voterId))
    .orderBy(asc(teams.teamNumber));
}

/** A team's votes, newest first, with each voter and the team they belong to. */
export async function votesFor(db: Db, teamId: string, limit: number, offset: number) {
  const voterTeam = alias(teams, 'voter_team');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        vote: votes,
        voter: { id: users.id, name: users.name, email: users.email },
        voterTeam: { id: voterTeam.id, name: voterTeam.name },
      })
      .from(votes)
      .innerJoin(users, eq(users.id, votes.voterId))
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
