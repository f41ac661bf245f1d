import { between, count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance, users } from '../../db/schema/index.ts';

const n = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Every count of the overview in one statement: one pass over users, index counts for the rest. */
export async function overviewCounts(db: Db) {
  const [row] = await db
    .select({
      participants: n(sql`${users.role} = 'participant'`),
      activeParticipants: n(sql`${users.role} = 'participant' and ${users.isActive}`),
      bootcampParticipants: n(sql`${users.role} = 'participant' and ${users.participantType} = 'bootcamp'`),
      hackathonParticipants: n(sql`${users.role} = 'participant' and ${users.participantType} = 'hackathon'`),
      participantsWithoutMentor: n(sql`${users.role} = 'participant' and ${users.mentorId} is null`),
      mentors: n(sql`${users.role} = 'mentor'`),
      activeMentors: n(sql`${users.role} = 'mentor' and ${users.isActive}`),
      judges: n(sql`${users.role} = 'judge'`),
      activeJudges: n(sql`${users.role} = 'judge' and ${users.isActive}`),
      tasks: sql<number>`(select count(*)::int from "tasks")`,
      activeTasks: sql<number>`(select count(*)::int from "tasks" where "is_active")`,
      teams: sql<number>`(select count(*)::int from "teams")`,
      participantsInTeams: sql<number>`(select count(*)::int from "team_members" as "tm" join "users" as "u" on "u"."id" = "tm"."user_id" where "u"."role" = 'participant')`,
    })
    .from(users);
  return row!;
}

/** Attendance records per calendar date and status between two dates (the event's days). */
export async function attendanceByDate(db: Db, from: string, to: string) {
  return db
    .select({ date: attendance.date, status: attendance.status, n: count() })
    .from(attendance)
    .where(between(attendance.date, from, to))
    .groupBy(attendance.date, attendance.status);
}
