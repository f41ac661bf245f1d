import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { attendance, submissions, teamMembers, teams, users } from '../../db/schema/index.ts';

const mentors = alias(users, 'mentor');
const isParticipant = eq(users.role, 'participant');
const inBootcamp = or(sql`${users.participantType} is null`, ne(users.participantType, 'hackathon'))!;

export interface NameCursor {
  name: string;
  id: string;
}

/** Bootcamp participants by name, a batch after `after` (keyset: names and ids never tie twice). */
export async function bootcampParticipantsAfter(db: Db, after: NameCursor | null, limit: number) {
  const conditions: SQL[] = [isParticipant, inBootcamp];
  if (after) conditions.push(sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id}::uuid)`);
  return db
    .select({ id: users.id, name: users.name, email: users.email, collegeName: users.collegeName, isActive: users.isActive, mentorName: mentors.name })
    .from(users)
    .leftJoin(mentors, eq(mentors.id, users.mentorId))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

export async function attendanceOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select({ userId: attendance.userId, date: attendance.date, status: attendance.status }).from(attendance).where(inArray(attendance.userId, userIds));
}

export interface ScoreCursor {
  totalScore: number;
  name: string;
  id: string;
}

/** Every participant, highest score first, then by name: a batch after `after`. */
export async function participantsByScoreAfter(db: Db, after: ScoreCursor | null, limit: number) {
  const conditions: SQL[] = [isParticipant];
  if (after) {
    conditions.push(
      or(
        sql`${users.totalScore} < ${after.totalScore}`,
        and(sql`${users.totalScore} = ${after.totalScore}`, sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id}::uuid)`),
      )!,
    );
  }
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      participantType: users.participantType,
      collegeName: users.collegeName,
      isActive: users.isActive,
      totalScore: users.totalScore,
      teamName: teams.name,
    })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(...conditions))
    .orderBy(desc(users.totalScore), asc(users.name), asc(users.id))
    .limit(limit);
}

/** Per person: present days, graded tasks and the points those tasks gave (the score's two parts). */
export async function scoreParts(db: Db, userIds: string[]) {
  if (userIds.length === 0) return { present: [], graded: [] };
  const [present, graded] = await Promise.all([
    db
      .select({ userId: attendance.userId, n: sql<number>`count(*)::int` })
      .from(attendance)
      .where(and(inArray(attendance.userId, userIds), eq(attendance.status, 'present')))
      .groupBy(attendance.userId),
    db
      .select({ userId: submissions.userId, n: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(${submissions.score}), 0)::int` })
      .from(submissions)
      .where(and(inArray(submissions.userId, userIds), inArray(submissions.status, ['graded', 'completed'])))
      .groupBy(submissions.userId),
  ]);
  return { present, graded };
}
