import { LIMITS, type TeamSortKey } from '@hackcamp/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeAssignments, problemStatements, teamMembers, teams, users, votes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { rawRows } from '../../db/raw-rows.ts';

export type TeamRow = typeof teams.$inferSelect;
export type NewTeam = typeof teams.$inferInsert;

/** Locks the team's row for the rest of the transaction: membership changes queue up behind it. */
export async function lockTeam(tx: Db, id: string): Promise<TeamRow | undefined> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
  return row;
}

export async function findTeam(db: Db, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row;
}

export async function countMembers(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return row?.n ?? 0;
}

/**
 * What a join checks, in one round trip: whether the person is in a team already, who is in the
 * team now, and whether they voted for it from a team they led before (the join takes that
 * back). Run after the team's row is locked (every membership change locks its team first), so
 * the members stay these until the transaction ends: a join tells them and the newcomer without
 * reading them again.
 */
export async function joinState(tx: Db, userId: string, teamId: string): Promise<{ inTeam: boolean; memberIds: string[]; votedFor: boolean }> {
  const [row] = await rawRows<{ in_team: boolean; member_ids: string[] | null; voted_for: boolean }>(
    tx,
    sql`select exists (select 1 from ${teamMembers} where ${teamMembers.userId} = ${userId}) as "in_team",
      (select json_agg(${teamMembers.userId}) from ${teamMembers} where ${teamMembers.teamId} = ${teamId}) as "member_ids",
      exists (select 1 from ${votes} where ${votes.voterId} = ${userId} and ${votes.teamId} = ${teamId}) as "voted_for"`,
  );
  return { inTeam: Boolean(row?.in_team), memberIds: row?.member_ids ?? [], votedFor: Boolean(row?.voted_for) };
}

export async function findMembership(db: Db, userId: string) {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.userId, userId));
  return row;
}

/** The members other than `userId`, earliest joiner first. */
export async function otherMembers(db: Db, teamId: string, userId: string) {
  return db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, userId)))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
}

/** Who is on the team: whom a change to it concerns. */
export async function memberIds(db: Db, teamId: string): Promise<string[]> {
  const rows = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return rows.map((r) => r.userId);
}

/** The judges assigned to the team: deleting it takes the team off their lists. */
export async function judgeIdsOf(db: Db, teamId: string): Promise<string[]> {
  const rows = await db.select({ judgeId: judgeAssignments.judgeId }).from(judgeAssignments).where(eq(judgeAssignments.teamId, teamId));
  return rows.map((r) => r.judgeId);
}

/** Undefined when the name is taken, ignoring case (the unique index decides). */
export async function insertTeam(tx: Db, values: NewTeam): Promise<TeamRow | undefined> {
  const [row] = await tx.insert(teams).values(values).onConflictDoNothing().returning();
  return row;
}

/** False when the user is already in a team (the unique index decides, also under races). */
export async function insertMember(tx: Db, values: { teamId: string; userId: string; role: 'leader' | 'member' }): Promise<boolean> {
  const rows = await tx.insert(teamMembers).values(values).onConflictDoNothing().returning({ userId: teamMembers.userId });
  return rows.length === 1;
}

/** Like `insertMember`, but a person already in a team fails the statement, and with it the transaction. */
export async function addMember(tx: Db, values: { teamId: string; userId: string; role: 'member' }): Promise<void> {
  await tx.insert(teamMembers).values(values);
}

export async function deleteMember(tx: Db, teamId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length === 1;
}

export async function setLeader(tx: Db, teamId: string, userId: string) {
  await tx
    .update(teamMembers)
    .set({ role: 'member' })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')));
  await tx
    .update(teamMembers)
    .set({ role: 'leader' })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  await tx.update(teams).set({ leaderId: userId, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** 'name-taken' when another team has the new name, ignoring case (the unique index decides). */
export async function updateTeam(tx: Db, id: string, values: Partial<NewTeam>): Promise<TeamRow | undefined | 'name-taken'> {
  try {
    const [row] = await tx
      .update(teams)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(teams.id, id))
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return 'name-taken';
    throw err;
  }
}

export async function deleteTeam(tx: Db, id: string) {
  await tx.delete(teams).where(eq(teams.id, id));
}

export interface TeamFilter {
  search?: string;
  problemStatementId?: string;
}

function teamWhere(filter: TeamFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const p = likePattern(filter.search);
    conditions.push(or(ilike(teams.name, p), ilike(teams.description, p))!);
  }
  if (filter.problemStatementId) conditions.push(eq(teams.problemStatementId, filter.problemStatementId));
  return conditions.length ? and(...conditions) : undefined;
}

export interface TeamOrder {
  sortBy: TeamSortKey;
  sortOrder: 'asc' | 'desc';
}

const memberCount = sql`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`;

/** The sort column; names compare without case, as the unique index does. */
function sortColumn(key: TeamSortKey): SQL | typeof teams.teamNumber | typeof teams.createdAt {
  if (key === 'name') return sql`lower(${teams.name})`;
  if (key === 'members') return memberCount;
  if (key === 'createdAt') return teams.createdAt;
  return teams.teamNumber;
}

/** One page of team ids in the asked order (ties by team number), and how many teams match. */
export async function listTeamIds(db: Db, filter: TeamFilter, limit: number, offset: number, order: TeamOrder = { sortBy: 'teamNumber', sortOrder: 'asc' }) {
  const condition = teamWhere(filter);
  const direction = order.sortOrder === 'desc' ? desc : asc;
  const orderBy = order.sortBy === 'teamNumber' ? [direction(teams.teamNumber)] : [direction(sortColumn(order.sortBy)), asc(teams.teamNumber)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: teams.id })
      .from(teams)
      .where(condition)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(teams).where(condition),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** Keyset paging in team-number order (numbers never change), for reading every team in batches. */
export async function teamIdsAfter(db: Db, afterTeamNumber: number, limit: number): Promise<string[]> {
  const rows = await db.select({ id: teams.id }).from(teams).where(gt(teams.teamNumber, afterTeamNumber)).orderBy(asc(teams.teamNumber)).limit(limit);
  return rows.map((r) => r.id);
}

export async function teamStats(db: Db) {
  const [[t], [m]] = await Promise.all([
    db.select({ teams: count(), withProblem: count(teams.problemStatementId) }).from(teams),
    db.select({ n: count() }).from(teamMembers),
  ]);
  return { teams: t?.teams ?? 0, withProblem: t?.withProblem ?? 0, members: m?.n ?? 0 };
}

/** Teams with leader, problem and members in two queries, whatever the number of teams. */
export async function loadTeams(db: Db, ids: string[]) {
  if (ids.length === 0) return { teamRows: [], memberRows: [] };
  const [teamRows, memberRows] = await Promise.all([
    db
      .select({
        team: teams,
        leader: { id: users.id, name: users.name, email: users.email },
        problem: {
          id: problemStatements.id,
          title: problemStatements.title,
          description: problemStatements.description,
          domain: problemStatements.domain,
          difficulty: problemStatements.difficulty,
        },
      })
      .from(teams)
      .leftJoin(users, eq(users.id, teams.leaderId))
      .leftJoin(problemStatements, eq(problemStatements.id, teams.problemStatementId))
      .where(inArray(teams.id, ids)),
    db
      .select({
        teamId: teamMembers.teamId,
        role: teamMembers.role,
        joinedAt: teamMembers.joinedAt,
        user: { id: users.id, name: users.name, email: users.email, profilePicture: users.profilePicture, participantType: users.participantType },
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, ids))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId)),
  ]);
  return { teamRows, memberRows };
}

/** Participants in no team, for the leader's invite list. */
export async function availableUsers(db: Db, search: string | undefined, limit: number, byEmail: boolean) {
  const conditions: SQL[] = [eq(users.role, 'participant'), eq(users.isActive, true), isNull(teamMembers.userId)];
  if (search) {
    const p = likePattern(search);
    conditions.push(byEmail ? or(ilike(users.name, p), ilike(users.email, p))! : ilike(users.name, p));
  }
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      participantType: users.participantType,
      collegeName: users.collegeName,
      profilePicture: users.profilePicture,
    })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.name))
    .limit(limit);
}

const hasRoom = sql`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id}) < ${LIMITS.teamMaxMembers}`;

/**
 * The first teams with room for another member, in team-number order. Each team's members are
 * counted through the membership index as the team-number order is walked, so the page stops
 * after a dozen teams instead of grouping every membership of the event.
 */
export async function openTeamIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ id: teams.id }).from(teams).where(hasRoom).orderBy(asc(teams.teamNumber)).limit(limit);
  return rows.map((r) => r.id);
}

/** How many teams have room: a walk over every team, so the service keeps the answer in memory. */
export async function countOpenTeams(db: Db): Promise<number> {
  const [total] = await db.select({ n: count() }).from(teams).where(hasRoom);
  return total?.n ?? 0;
}
