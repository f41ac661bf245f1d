import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { everyWordIn } from '../../db/like-pattern.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import {
  attendance,
  judgeAssignments,
  judgeEvaluations,
  submissions,
  teamMembers,
  teams,
  uploadedFiles,
  users,
  votes,
  type UserRow,
} from '../../db/schema/index.ts';

export async function findById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface UserListFilter {
  search?: string;
  role?: UserRow['role'];
  /** Participants of this type only; staff have no type, so they are left out. */
  participantType?: 'bootcamp' | 'hackathon';
  sortBy: 'createdAt' | 'name' | 'email' | 'totalScore';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const mentors = alias(users, 'mentor');

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  name: sql`lower(${users.name})`,
  email: users.email,
  totalScore: users.totalScore,
} as const;

/** One page of people with their mentor's name, and the total: two statements whatever the page. */
export async function listUsers(db: Db, filter: UserListFilter) {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.participantType) conditions.push(eq(users.role, 'participant'), eq(users.participantType, filter.participantType));
  const search = everyWordIn(filter.search, [users.name, users.email]);
  if (search) conditions.push(search);
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select({ user: users, mentor: { id: mentors.id, name: mentors.name } })
      .from(users)
      .leftJoin(mentors, eq(mentors.id, users.mentorId))
      .where(where)
      // The id breaks ties in the same direction, so equal scores never swap between pages.
      .orderBy(direction(SORT_COLUMNS[filter.sortBy]), direction(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** One person with their mentor, team and the counts the View dialog shows, in one statement. */
export async function findUserDetail(db: Db, id: string) {
  const [row] = await db
    .select({
      user: users,
      mentor: { id: mentors.id, name: mentors.name },
      team: { id: teams.id, name: teams.name, teamNumber: teams.teamNumber, role: teamMembers.role },
      assignedParticipants: sql<number>`(select count(*)::int from "users" as "p" where "p"."mentor_id" = ${users.id})`,
      assignedTeams: sql<number>`(select count(*)::int from "judge_assignments" as "ja" where "ja"."judge_id" = ${users.id})`,
      presentDays: sql<number>`(select count(*)::int from "attendance" as "a" where "a"."user_id" = ${users.id} and "a"."status" = 'present')`,
      submissions: sql<number>`(select count(*)::int from "submissions" as "s" where "s"."user_id" = ${users.id})`,
    })
    .from(users)
    .leftJoin(mentors, eq(mentors.id, users.mentorId))
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(users.id, id));
  return row;
}

/**
 * The active superadmins' ids, locked in one order until the transaction ends. Every change that
 * could leave the event without one takes this lock first, so two such changes (two admins
 * removing each other) run one after the other and the second sees what the first did.
 */
export async function lockActiveSuperadmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function lockUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * What the foreign keys take with a person when their row goes, and what happens to their team
 * (dropMember: the earliest other member leads, or the team goes with its last member). One
 * statement; undefined when there is no such person.
 */
export async function deletionImpact(db: Db, id: string) {
  const member = alias(teamMembers, 'member');
  const countOf = (table: SQL, column: SQL) => sql<number>`(select count(*) from ${table} where ${column} = ${users.id})::int`;
  const others = sql`from "team_members" as "o" join "users" as "ou" on "ou"."id" = "o"."user_id" where "o"."team_id" = ${member.teamId} and "o"."user_id" <> ${users.id}`;
  const [row] = await db
    .select({
      totalScore: users.totalScore,
      submissions: countOf(sql`${submissions}`, sql`${submissions.userId}`),
      gradedSubmissions: sql<number>`(select count(*) from ${submissions} where ${submissions.userId} = ${users.id} and ${submissions.status} in ('graded', 'completed'))::int`,
      gradedPoints: sql<number>`(select coalesce(sum(${submissions.score}), 0) from ${submissions} where ${submissions.userId} = ${users.id} and ${submissions.status} in ('graded', 'completed'))::int`,
      attendanceMarks: countOf(sql`${attendance}`, sql`${attendance.userId}`),
      presentDays: sql<number>`(select count(*) from ${attendance} where ${attendance.userId} = ${users.id} and ${attendance.status} = 'present')::int`,
      votes: countOf(sql`${votes}`, sql`${votes.voterId}`),
      judgeAssignments: countOf(sql`${judgeAssignments}`, sql`${judgeAssignments.judgeId}`),
      evaluations: countOf(sql`${judgeEvaluations}`, sql`${judgeEvaluations.judgeId}`),
      mentees: sql<number>`(select count(*) from "users" as "m" where "m"."mentor_id" = ${users.id})::int`,
      files: countOf(sql`${uploadedFiles}`, sql`${uploadedFiles.ownerId}`),
      teamId: member.teamId,
      teamName: teams.name,
      teamRole: member.role,
      otherMembers: sql<number>`(select count(*) ${others})::int`,
      nextMemberId: sql<string | null>`(select "o"."user_id" ${others} order by "o"."joined_at", "o"."user_id" limit 1)`,
      nextMemberName: sql<string | null>`(select "ou"."name" ${others} order by "o"."joined_at", "o"."user_id" limit 1)`,
    })
    .from(users)
    .leftJoin(member, eq(member.userId, users.id))
    .leftJoin(teams, eq(teams.id, member.teamId))
    .where(eq(users.id, id));
  return row;
}

export async function deleteUser(tx: Db, id: string) {
  await tx.delete(users).where(eq(users.id, id));
}

/** 'email-taken' when another account has the email (the unique index decides). */
export async function updateUser(tx: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | 'email-taken'> {
  try {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  } catch (err) {
    if (values.email !== undefined && isUniqueViolation(err)) return 'email-taken';
    throw err;
  }
}

/** Takes every participant off the mentor; returns how many there were. */
export async function unassignParticipantsOf(tx: Db, mentorId: string): Promise<number> {
  const rows = await tx.update(users).set({ mentorId: null, updatedAt: new Date() }).where(eq(users.mentorId, mentorId)).returning({ id: users.id });
  return rows.length;
}
