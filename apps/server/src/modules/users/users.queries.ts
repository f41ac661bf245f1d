import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { everyWordIn, likePattern } from '../../db/like-pattern.ts';
import { inUuids } from '../../db/uuid-list.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import {
  attendance,
  judgeAssignments,
  judgeEvaluations,
  submissions,
  tasks,
  teamMembers,
  teams,
  uploadedFiles,
  users,
  votes,
  type UserRow,
} from '../../db/schema/index.ts';

export type LeaderboardRole = 'participant' | 'mentor' | 'superadmin';

const leaderboardColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  collegeName: users.collegeName,
  totalScore: users.totalScore,
  description: users.description,
  skills: users.skills,
  profilePicture: users.profilePicture,
  role: users.role,
};

/**
 * When the account was created, in epoch microseconds: PostgreSQL keeps microseconds and a JS Date
 * only milliseconds, and the in-memory leaderboard must break ties exactly as the ORDER BY does.
 * A number is exact for these (about 1.7e15, below 2^53).
 */
const createdMicros = sql<number>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint`.mapWith(Number);

/**
 * Every active user in rank order (score, then who registered first, then id), with what the
 * leaderboard shows: the source of the in-memory leaderboard, read in one statement.
 */
export async function activeUsersInRankOrder(db: Db) {
  return db
    .select({ ...leaderboardColumns, participantType: users.participantType, createdMicros })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(desc(users.totalScore), asc(users.createdAt), asc(users.id));
}

/**
 * The same columns for a few users by id, active or not (a missing id was deleted): what the
 * leaderboard re-reads of the people a change named, to move them in place.
 */
export async function leaderboardRowsOf(db: Db, ids: readonly string[]) {
  return db
    .select({ ...leaderboardColumns, participantType: users.participantType, createdMicros, isActive: users.isActive })
    .from(users)
    .where(inUuids(users.id, ids));
}

export async function findMentorOf(db: Db, participantId: string): Promise<UserRow | undefined> {
  const [participant] = await db.select({ mentorId: users.mentorId }).from(users).where(eq(users.id, participantId));
  if (!participant?.mentorId) return undefined;
  const [mentor] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, participant.mentorId), eq(users.role, 'mentor')));
  return mentor;
}

export async function countAssigned(db: Db, mentorIds: string[]): Promise<Map<string, number>> {
  if (mentorIds.length === 0) return new Map();
  const rows = await db
    .select({ mentorId: users.mentorId, n: count() })
    .from(users)
    .where(sql`${users.mentorId} in ${mentorIds}`)
    .groupBy(users.mentorId);
  return new Map(rows.map((r) => [r.mentorId!, r.n]));
}

export async function listMentors(db: Db, opts: { search?: string; limit: number; offset: number }) {
  const conditions = [eq(users.role, 'mentor'), eq(users.isActive, true)];
  if (opts.search) {
    const p = likePattern(opts.search);
    conditions.push(or(ilike(users.name, p), ilike(users.email, p), ilike(users.specialization, p))!);
  }
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(opts.limit).offset(opts.offset),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function findById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * totalScore = 10 per present day + the scores of graded submissions. Called in the same
 * transaction as any change to either, so the stored score is never stale. Several users at once
 * take two statements, however many they are.
 */
export async function recomputeScores(tx: Db, userIds: string[]) {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort();
  // Lock the rows first (in id order, the order every path takes), so the update below starts
  // after every other transaction that changed these users' records has committed, and counts
  // them (READ COMMITTED takes a snapshot per statement). Without it two simultaneous changes each
  // count only their own rows, and the last to write wins. 'no key update' leaves foreign-key
  // checks on the rows unblocked.
  await tx.select({ id: users.id }).from(users).where(inUuids(users.id, ids)).orderBy(asc(users.id)).for('no key update');
  await tx.update(users).set({ totalScore: totalScore() }).where(inUuids(users.id, ids));
}

/** A grade that the statement recomputing the total writes itself, in a sibling CTE. */
export interface PendingGrade {
  submissionId: string;
  score: number;
}

/**
 * One day's marks that the statement recomputing the totals writes itself, in a sibling CTE: on
 * `date`, the people in `present` count as present and the others as not.
 */
export interface PendingMarks {
  date: string;
  present: readonly string[];
}

/**
 * A participant's total as the app counts it: 10 per present day plus every graded score.
 * Pending changes are counted as written: a data-modifying CTE's change is invisible to the rest
 * of its statement.
 */
function totalScore(pending: { grade?: PendingGrade; marks?: PendingMarks } = {}): SQL {
  const { grade, marks } = pending;
  const presentDays = marks
    ? sql`(select count(*) from "attendance" as "a" where "a"."user_id" = "users"."id" and "a"."status" = 'present' and "a"."date" <> ${marks.date}::date)
        + (${inUuids(users.id, marks.present)})::integer`
    : sql`(select count(*) from "attendance" as "a" where "a"."user_id" = "users"."id" and "a"."status" = 'present')`;
  if (!grade) {
    return sql`10 * (${presentDays}) + coalesce((select sum("s"."score") from "submissions" as "s" where "s"."user_id" = "users"."id" and "s"."status" in ('graded', 'completed')), 0)`;
  }
  const mine = sql`"s"."id" = ${grade.submissionId}`;
  return sql`10 * (${presentDays}) + coalesce((select sum(case when ${mine} then ${grade.score}::integer else "s"."score" end) from "submissions" as "s"
    where "s"."user_id" = "users"."id" and ("s"."status" in ('graded', 'completed') or ${mine})), 0)`;
}

/**
 * The statement that sets one participant's total, to run inside a larger one (a grade's). The
 * caller must hold the participant's row lock, taken by an earlier statement.
 */
export const scoreUpdate = (tx: Db, userId: string, pending: PendingGrade) =>
  tx
    .update(users)
    .set({ totalScore: totalScore({ grade: pending }) })
    .where(eq(users.id, userId));

/**
 * The statement that sets several participants' totals while a sibling writes their marks of one
 * day (a bulk mark's). The caller must hold their row locks, taken by an earlier statement, so
 * every other day counted here is committed.
 */
export const scoresUpdateWithMarks = (tx: Db, userIds: readonly string[], marks: PendingMarks) =>
  tx
    .update(users)
    .set({ totalScore: totalScore({ marks }) })
    .where(inUuids(users.id, userIds));

export const recomputeScore = (tx: Db, userId: string) => recomputeScores(tx, [userId]);

const DONE = sql`('graded', 'completed')`;

/**
 * A mentor's participants by name, each with the numbers of the Daily Reports, in one statement:
 * per person, attendance by status and submissions with the mean of score / maxScore in percent
 * over graded work (docs/decisions/0011-mentor-report-numbers.md).
 */
export async function participantsOfMentor(db: Db, mentorId: string) {
  const mine = db.select({ id: users.id }).from(users).where(eq(users.mentorId, mentorId));
  const a = db
    .select({
      userId: attendance.userId,
      present: sql<number>`count(*) filter (where ${attendance.status} = 'present')::int`.as('present'),
      absent: sql<number>`count(*) filter (where ${attendance.status} = 'absent')::int`.as('absent'),
      records: sql<number>`count(*)::int`.as('records'),
    })
    .from(attendance)
    // The mentor's people read once, their rows found through the per-person indexes.
    .where(sql`${attendance.userId} = any(array(${mine}))`)
    .groupBy(attendance.userId)
    .as('a');
  const graded = sql`${submissions.status} in ${DONE} and ${submissions.score} is not null`;
  const s = db
    .select({
      userId: submissions.userId,
      submitted: sql<number>`count(*)::int`.as('submitted'),
      graded: sql<number>`count(*) filter (where ${graded})::int`.as('graded'),
      average: sql<number | null>`round(avg(${submissions.score}::numeric * 100 / ${tasks.maxScore}) filter (where ${graded}), 1)::float8`.as('average'),
    })
    .from(submissions)
    .innerJoin(tasks, eq(tasks.id, submissions.taskId))
    .where(sql`${submissions.userId} = any(array(${mine}))`)
    .groupBy(submissions.userId)
    .as('s');
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      collegeName: users.collegeName,
      participantType: users.participantType,
      totalScore: users.totalScore,
      profilePicture: users.profilePicture,
      presentDays: sql<number>`coalesce(${a.present}, 0)::int`,
      absentDays: sql<number>`coalesce(${a.absent}, 0)::int`,
      records: sql<number>`coalesce(${a.records}, 0)::int`,
      attendanceRate: sql<number | null>`case when ${a.records} > 0 then round(${a.present}::numeric * 100 / ${a.records}, 1)::float8 end`,
      tasksSubmitted: sql<number>`coalesce(${s.submitted}, 0)::int`,
      tasksGraded: sql<number>`coalesce(${s.graded}, 0)::int`,
      averageScore: s.average,
    })
    .from(users)
    .leftJoin(a, eq(a.userId, users.id))
    .leftJoin(s, eq(s.userId, users.id))
    .where(and(eq(users.mentorId, mentorId), eq(users.role, 'participant')))
    .orderBy(asc(users.name), asc(users.id));
}

// ---- the admin's people management ----

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

/** Every mentor, then every participant assigned to one of them: two statements. */
export async function mentorsWithParticipants(db: Db) {
  const mentorRows = await db
    .select()
    .from(users)
    .where(eq(users.role, 'mentor'))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  const ids = mentorRows.map((m) => m.id);
  const participantRows = ids.length
    ? await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          collegeName: users.collegeName,
          participantType: users.participantType,
          isActive: users.isActive,
          mentorId: users.mentorId,
        })
        .from(users)
        .where(and(eq(users.role, 'participant'), inArray(users.mentorId, ids)))
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    : [];
  return { mentorRows, participantRows };
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
