import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { attendance, submissions, tasks, users, type UserRow } from '../../db/schema/index.ts';

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
